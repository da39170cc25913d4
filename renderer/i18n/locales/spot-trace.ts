/**
 * Text of the results chart that lays a replayed spot availability trace against where the
 * representative run's jobs ran: on spot or on on-demand GPUs, hour by hour.
 */
export const spotTraceEn = {
  title: '{{strategy}}: spot availability and where the jobs ran',
  description:
    'The representative run from the first job’s arrival to the last job’s finish. Grey bands: the replayed trace of {{pool}} had no spot capacity ({{share}} of this time). Filled: GPUs held on spot; line: GPUs held on on-demand (hourly averages).',
  unavailable: 'Spot not available',
  spot: 'Spot GPUs held',
  onDemand: 'On-demand GPUs held',
  xAxis: 'Date and time',
  yAxis: 'GPUs',
  availableValue: 'available',
  unavailableValue: 'not available',
};

export const spotTraceZhCN: typeof spotTraceEn = {
  title: '{{strategy}}：竞价实例可用性与任务运行位置',
  description:
    '代表性模拟，从第一个任务到达到最后一个任务完成。灰色区间：{{pool}} 回放的可用性记录中没有竞价容量（占这段时间的 {{share}}）。填充区域：占用的竞价 GPU；折线：占用的按需 GPU（每小时平均）。',
  unavailable: '竞价实例不可用',
  spot: '占用的竞价 GPU',
  onDemand: '占用的按需 GPU',
  xAxis: '日期和时间',
  yAxis: 'GPU 数',
  availableValue: '可用',
  unavailableValue: '不可用',
};
