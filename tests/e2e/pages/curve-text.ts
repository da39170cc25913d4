/**
 * Visible text of the traffic-curve editor that its tests look for, per language. Written out
 * here rather than imported from the app, so a wrong or missing translation fails a test.
 */
export const CURVE_TEXT = {
  en: {
    workloadsTab: 'Workloads',
    dayTypes: 'Day type',
    weekdays: 'Weekdays',
    weekends: 'Weekends',
    chart: (day: string) => `${day}: traffic over 24 hours`,
    point: (day: string, time: string) => `${day}, ${time}`,
    valueText: (time: string, value: string) => `${time}, ${value} requests/s`,
    weekendFollows: 'Weekends follow the weekday curve',
    following: 'Weekends use the weekday curve shown here.',
    peak: 'Peak',
    growth: 'Growth per month',
    growthPreview: (peak: string, change: string) =>
      `In 12 months after day 0, the peak is ${peak} requests/s (${change}).`,
    growthNotANumber: 'Enter a number, e.g. 5 for 5% a month.',
    scaleBy: 'Scale by',
    scale: 'Scale curve',
    resolution: 'Points per day',
    resolutionOption: (count: number, minutes: number) => `${count} · every ${minutes} min`,
    typicalOpen: 'Reset to typical shape…',
    typicalTitle: 'Typical customer-service day',
    typicalBase: 'Night traffic (trough)',
    typicalPeak: 'Busy-hours traffic (peak)',
    typicalApply: 'Replace curve',
    peakBelowBase: 'The peak cannot be lower than night traffic.',
  },
  'zh-CN': {
    workloadsTab: '工作负载',
    dayTypes: '日期类型',
    weekdays: '工作日',
    weekends: '周末',
    chart: (day: string) => `${day}：24 小时流量`,
    point: (day: string, time: string) => `${day} ${time} 的请求速率`,
    valueText: (time: string, value: string) => `时刻 ${time}，${value} 请求/秒`,
    weekendFollows: '周末沿用工作日曲线',
    following: '周末目前沿用下图的工作日曲线。',
    peak: '峰值',
    growth: '月增长率',
    growthPreview: (peak: string, change: string) =>
      `第 0 天后 12 个月，峰值为 ${peak} 请求/秒（${change}）。`,
    growthNotANumber: '请输入数字，例如 5 表示每月增长 5%。',
    scaleBy: '缩放倍数',
    scale: '按倍数缩放',
    resolution: '每天点数',
    resolutionOption: (count: number, minutes: number) => `${count} 个点 · 每 ${minutes} 分钟`,
    typicalOpen: '重置为典型曲线…',
    typicalTitle: '典型客服流量',
    typicalBase: '夜间流量（谷值）',
    typicalPeak: '繁忙时段流量（峰值）',
    typicalApply: '替换曲线',
    peakBelowBase: '峰值不能低于夜间流量。',
  },
} as const;

export type CurveLanguage = keyof typeof CURVE_TEXT;
export type CurveText = (typeof CURVE_TEXT)[CurveLanguage];
