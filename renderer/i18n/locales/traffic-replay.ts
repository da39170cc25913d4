/**
 * Text of a replayed request history: the choice in the traffic import's preview, and the
 * summary an inference workload with a replay shows in the editor.
 */
export const trafficReplayEn = {
  choiceLabel: 'Use the history',
  asCurves: 'As curves (weekday/weekend, growth)',
  asReplay: 'Replay the history as is',
  afterEndLabel: 'After the history ends',
  afterEnd: {
    repeat: 'Repeat it in whole weeks',
    curve: 'The curves, with growth',
  },
  repeatTooShort: 'Repeating needs at least 7 days of history',
  previewFigures:
    '{{days}} at {{step}}-minute steps (the mean of each step), placed on day {{startDay}} of the scenario so weekdays line up; before it the curves apply. {{filled}} steps without data take the curve’s value for their slot.',
  noGrowth: 'Growth does not apply to replayed points: they are what happened. It applies to the curves only.',
  chartLabel_one: 'Replayed requests per second over {{days}} day',
  chartLabel_other: 'Replayed requests per second over {{days}} days',
  title: 'Replayed history',
  summary_one: '{{days}} day from day {{startDay}} at {{step}}-minute steps, then {{afterEnd}}.',
  summary_other: '{{days}} days from day {{startDay}} at {{step}}-minute steps, then {{afterEnd}}.',
  summaryAfterEnd: {
    repeat: 'repeated in whole weeks',
    curve: 'the curves with growth',
  },
  source: 'From {{source}}.',
  peak: 'Peak {{peak}}, mean {{mean}} requests/s.',
  drop: 'Back to the curves',
  dropHint: 'Removes the replay; the curves above then apply over the whole horizon (undo brings it back).',
  assumption_one: 'replayed request history, {{days}} day from day {{startDay}}, then {{afterEnd}} (no growth on replayed points)',
  assumption_other: 'replayed request history, {{days}} days from day {{startDay}}, then {{afterEnd}} (no growth on replayed points)',
  assumptionAfterEnd: {
    repeat: 'repeated',
    curve: 'the curves with growth',
  },
};

export const trafficReplayZhCN: typeof trafficReplayEn = {
  choiceLabel: '历史数据的用法',
  asCurves: '生成曲线（工作日/周末，含增长）',
  asReplay: '按原样重放历史',
  afterEndLabel: '历史结束之后',
  afterEnd: {
    repeat: '按整周循环重放',
    curve: '改用曲线（含增长）',
  },
  repeatTooShort: '循环重放至少需要 7 天的历史',
  previewFigures:
    '{{days}}，每 {{step}} 分钟一个点（取该时段的平均值），从方案的第 {{startDay}} 天开始，使星期几对齐；在此之前使用曲线。{{filled}} 个没有数据的时段取曲线在该时段的值。',
  noGrowth: '增长不作用于重放的数据点：它们是实际发生的流量。增长只作用于曲线。',
  chartLabel_one: '{{days}} 天内重放的每秒请求数',
  chartLabel_other: '{{days}} 天内重放的每秒请求数',
  title: '重放的历史流量',
  summary_one: '从第 {{startDay}} 天起 {{days}} 天，每 {{step}} 分钟一个点，之后{{afterEnd}}。',
  summary_other: '从第 {{startDay}} 天起 {{days}} 天，每 {{step}} 分钟一个点，之后{{afterEnd}}。',
  summaryAfterEnd: {
    repeat: '按整周循环',
    curve: '改用曲线（含增长）',
  },
  source: '来源：{{source}}。',
  peak: '峰值 {{peak}}，平均 {{mean}} 请求/秒。',
  drop: '改回曲线',
  dropHint: '删除重放；之后整个规划期都使用上面的曲线（可撤销）。',
  assumption_one: '重放的请求历史：从第 {{startDay}} 天起 {{days}} 天，之后{{afterEnd}}（重放的数据点不计增长）',
  assumption_other: '重放的请求历史：从第 {{startDay}} 天起 {{days}} 天，之后{{afterEnd}}（重放的数据点不计增长）',
  assumptionAfterEnd: {
    repeat: '循环重放',
    curve: '改用曲线（含增长）',
  },
};
