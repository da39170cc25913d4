/**
 * Interface text of the curve screens, English first; the Chinese object is typed against it
 * so a missing key is a compile error. Composed into the app's messages in en.ts / zh-CN.ts.
 */
export const curveEn = {
  /** Default unit of the curve's values, when the host gives none. */
  unit: 'requests/s',
  days: {
    label: 'Day type',
    weekday: 'Weekdays',
    weekend: 'Weekends',
    weekdayCurve: 'the weekday curve',
    weekendCurve: 'the weekend curve',
  },
  weekendSame: {
    label: 'Weekends follow the weekday curve',
    help: 'Turn this off to give Saturdays and Sundays their own shape. It starts as a copy of the weekday curve.',
    following: 'Weekends use the weekday curve shown here.',
  },
  chart: {
    label: '{{day}}: traffic over 24 hours',
    pointLabel: '{{day}}, {{time}}',
    valueText: '{{time}}, {{value}} {{unit}}',
    readout: '{{time}} · {{value}} {{unit}}',
    description:
      'Local time. Each point holds its rate for {{minutes}} minutes, until the next point.',
    dragHint: 'Drag a point up or down, or click the chart and use the arrow keys.',
    keyboardHint:
      '↑ ↓ change a point (Shift for bigger steps) · ← → next point · Home sets 0, End the top of the chart · Esc cancels a drag',
  },
  stats: {
    label: 'Figures of this curve',
    peak: 'Peak',
    trough: 'Trough',
    average: 'Daily average',
    ratio: 'Peak-to-trough',
    ratioValue: '{{ratio}}×',
    ratioNone: '— (trough is 0)',
  },
  growth: {
    label: 'Growth per month',
    help: 'Compounds each month. Enter a negative number for shrinking traffic.',
    preview_one: 'In {{months}} month, the peak is {{peak}} {{unit}} ({{change}}).',
    preview_other: 'In {{months}} months, the peak is {{peak}} {{unit}} ({{change}}).',
    previewFlat: 'No growth: the peak stays at {{peak}} {{unit}}.',
    previewFromStart_one:
      'In {{count}} month after launch (day {{day}}), the peak is {{peak}} {{unit}} ({{change}}).',
    previewFromStart_other:
      'In {{count}} months after launch (day {{day}}), the peak is {{peak}} {{unit}} ({{change}}).',
    previewFromDay_one:
      'In {{count}} month after day {{day}}, the peak is {{peak}} {{unit}} ({{change}}).',
    previewFromDay_other:
      'In {{count}} months after day {{day}}, the peak is {{peak}} {{unit}} ({{change}}).',
    previewNoFullMonth:
      'Growth counts from day {{day}}, and the horizon ends before a full month of it: the peak stays at {{peak}} {{unit}}.',
  },
  tools: {
    scale: {
      label: 'Scale by',
      apply: 'Scale curve',
      help: 'Multiplies every point, e.g. 1.2 for 20% more.',
      invalid: 'Enter a factor from 0.01 to 100.',
    },
    resolution: {
      label: 'Points per day',
      option: '{{count}} · every {{minutes}} min',
      help: 'Applies to weekdays and weekends. More points repeat each value; fewer points average them. The day’s total requests stay the same.',
    },
    typical: {
      open: 'Reset to typical shape…',
      title: 'Typical customer-service day',
      intro: 'Quiet nights, busy office hours and a dip at lunch. This replaces {{curve}}.',
      base: 'Night traffic (trough)',
      peak: 'Busy-hours traffic (peak)',
      start: 'Busy hours start',
      end: 'Busy hours end',
      apply: 'Replace curve',
      cancel: 'Cancel',
      notANumber: 'Enter a number.',
      baseNegative: 'Night traffic cannot be negative.',
      peakBelowBase: 'The peak cannot be lower than night traffic.',
      hoursOutOfDay: 'Choose hours between 00:00 and 24:00.',
      endNotAfterStart: 'Busy hours must end after they start.',
    },
  },
};

export const curveZhCN: typeof curveEn = {
  unit: '请求/秒',
  days: {
    label: '日期类型',
    weekday: '工作日',
    weekend: '周末',
    weekdayCurve: '工作日曲线',
    weekendCurve: '周末曲线',
  },
  weekendSame: {
    label: '周末沿用工作日曲线',
    help: '关闭后可为周六、周日单独设置曲线，初始为工作日曲线的副本。',
    following: '周末目前沿用下图的工作日曲线。',
  },
  chart: {
    label: '{{day}}：24 小时流量',
    pointLabel: '{{day}} {{time}} 的请求速率',
    valueText: '时刻 {{time}}，{{value}} {{unit}}',
    readout: '时刻 {{time}} · {{value}} {{unit}}',
    description: '按当地时间。每个点的请求速率保持 {{minutes}} 分钟，直到下一个点。',
    dragHint: '上下拖动点即可调整，也可以点击图表后用方向键调整。',
    keyboardHint:
      '↑ ↓ 调整当前点（按住 Shift 步长更大）· ← → 切换到相邻点 · Home 设为 0，End 设为图表上限 · Esc 取消拖动',
  },
  stats: {
    label: '曲线指标',
    peak: '峰值',
    trough: '谷值',
    average: '全天平均',
    ratio: '峰谷比',
    ratioValue: '{{ratio}} 倍',
    ratioNone: '—（谷值为 0）',
  },
  growth: {
    label: '月增长率',
    help: '按月复合增长。流量下降时请填负数。',
    preview_one: '{{months}} 个月后，峰值为 {{peak}} {{unit}}（{{change}}）。',
    preview_other: '{{months}} 个月后，峰值为 {{peak}} {{unit}}（{{change}}）。',
    previewFlat: '无增长：峰值保持 {{peak}} {{unit}}。',
    previewFromStart_one:
      '上线（第 {{day}} 天）后 {{count}} 个月，峰值为 {{peak}} {{unit}}（{{change}}）。',
    previewFromStart_other:
      '上线（第 {{day}} 天）后 {{count}} 个月，峰值为 {{peak}} {{unit}}（{{change}}）。',
    previewFromDay_one: '第 {{day}} 天后 {{count}} 个月，峰值为 {{peak}} {{unit}}（{{change}}）。',
    previewFromDay_other:
      '第 {{day}} 天后 {{count}} 个月，峰值为 {{peak}} {{unit}}（{{change}}）。',
    previewNoFullMonth:
      '增长自第 {{day}} 天起算，而规划周期在满一个月之前就结束：峰值保持 {{peak}} {{unit}}。',
  },
  tools: {
    scale: {
      label: '缩放倍数',
      apply: '按倍数缩放',
      help: '每个点乘以该倍数，例如 1.2 表示增加 20%。',
      invalid: '请输入 0.01 到 100 之间的倍数。',
    },
    resolution: {
      label: '每天点数',
      option: '{{count}} 个点 · 每 {{minutes}} 分钟',
      help: '同时作用于工作日和周末。增加点数时沿用原值，减少点数时取平均值，全天总请求量不变。',
    },
    typical: {
      open: '重置为典型曲线…',
      title: '典型客服流量',
      intro: '夜间清闲、工作时段繁忙、午休时略有回落。将替换当前的{{curve}}。',
      base: '夜间流量（谷值）',
      peak: '繁忙时段流量（峰值）',
      start: '繁忙时段开始',
      end: '繁忙时段结束',
      apply: '替换曲线',
      cancel: '取消',
      notANumber: '请输入数字。',
      baseNegative: '夜间流量不能为负数。',
      peakBelowBase: '峰值不能低于夜间流量。',
      hoursOutOfDay: '请选择 00:00 到 24:00 之间的时间。',
      endNotAfterStart: '繁忙时段的结束时间必须晚于开始时间。',
    },
  },
};
