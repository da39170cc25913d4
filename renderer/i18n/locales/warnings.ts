/**
 * Warnings about a scenario that is valid but will surprise its reader (see
 * shared/scenario/warnings.ts): the editor's warning list words each one here.
 */
export const warningsEn = {
  button_one: '{{count}} warning',
  button_other: '{{count}} warnings',
  title: 'The scenario runs, but:',
  intro: 'These do not stop a run. Pick one to go to its field.',
  listLabel: 'Warnings',
  phaseAfterHorizon:
    'Phase “{{name}}” ends on day {{endDay}}, after the {{horizonDays}}-day horizon; its days after the horizon are not simulated.',
  quotaAboveUse:
    '“{{name}}”: the guarantee of {{guaranteedGpus}} GPUs on “{{pool}}” is more than it can ever hold ({{mostGpus}} GPUs at most); the rest is paid for and kept from others for nothing.',
  noArrivalInHorizon:
    '“{{name}}”: no job arrives inside the {{horizonDays}}-day horizon (and its phases), so it costs nothing and is not compared.',
  phasesAfterHorizon:
    '“{{name}}”: its phases lie after the {{horizonDays}}-day horizon, so none of its work is simulated.',
  recurringOffPhaseStart:
    '“{{name}}”: the series keeps its own rhythm from its first day, not from the start of its phase (day {{phaseStartDay}}); the first job inside the phase arrives on day {{firstArrivalDay}}. Set the first day to {{phaseStartDay}} to start with the phase.',
  latencyBelowServiceTime:
    '“{{name}}”: the latency target ({{latencyTargetMs}} ms) is below one request’s service time ({{serviceTimeMs}} ms), so no strategy can meet it.',
  trafficOutgrowsReplicas:
    '“{{name}}”: from month {{month}} of growth (counted from day {{fromDay}}) the peak needs more than the {{maxReplicas}} replicas allowed, so some requests go unserved.',
  replayOutgrowsReplicas:
    '“{{name}}”: the replayed history’s busiest step ({{peakRate}} requests/s on day {{peakDay}}) needs {{neededReplicas}} replicas, more than the {{maxReplicas}} allowed, so some requests go unserved.',
  llmProfileEstimate:
    '“{{name}}”: the serving profiles of {{offers}} are estimates, not measured on the real model; its replicas, miss shares and cost per million tokens are only as good as they are.',
  longRun_one: '{{runs}} run per strategy may take minutes (roughly {{minutes}} min); 50 to 200 runs are usually enough.',
  longRun_other: '{{runs}} runs per strategy may take minutes (roughly {{minutes}} min); 50 to 200 runs are usually enough.',
  poolAfterUnlimited:
    '“{{strategy}}”: pool “{{pool}}” ({{poolKind}}) comes after “{{blocker}}”, an on-demand pool that always has room, so no work ever reaches it; a committed pool is paid for all the same.',
  poolInNoPlacement:
    '“{{strategy}}”: pool “{{pool}}” ({{poolKind}}) is in no placement, so no work ever runs on it; a committed pool is paid for all the same.',
  deadlineShorterThanRun:
    '“{{name}}”: the deadline ({{deadlineHours}} h) is shorter than the fastest possible run ({{fastestHours}} h on the fastest pool it may use), so every job misses it.',
  fix: {
    movePool: 'Move it up',
    addPoolToPlacements: 'Add it to the placements',
  },
};

export const warningsZhCN: typeof warningsEn = {
  button_one: '{{count}} 条提醒',
  button_other: '{{count}} 条提醒',
  title: '场景可以运行，但请注意：',
  intro: '这些提醒不会阻止运行。点击一条可转到相应字段。',
  listLabel: '提醒',
  phaseAfterHorizon:
    '阶段“{{name}}”在第 {{endDay}} 天结束，晚于 {{horizonDays}} 天的规划期；规划期后的天数不会被模拟。',
  quotaAboveUse: '“{{name}}”：在“{{pool}}”上的保障额度 {{guaranteedGpus}} 张 GPU 超过了它最多能占用的数量（最多 {{mostGpus}} 张）；多出的部分照样付费，却白白挡住了其他工作负载。',
  noArrivalInHorizon:
    '“{{name}}”：在 {{horizonDays}} 天的规划期（及其阶段）内没有任务到达，因此不产生成本，也不参与比较。',
  phasesAfterHorizon:
    '“{{name}}”：它的阶段都在 {{horizonDays}} 天的规划期后，因此它的工作都不会被模拟。',
  recurringOffPhaseStart:
    '“{{name}}”：周期任务按自己的首日计算节奏，而不是从阶段开始（第 {{phaseStartDay}} 天）算起；阶段内第一个任务在第 {{firstArrivalDay}} 天到达。把首日设为 {{phaseStartDay}} 即可与阶段同时开始。',
  latencyBelowServiceTime:
    '“{{name}}”：延迟目标（{{latencyTargetMs}} 毫秒）低于单个请求的服务时间（{{serviceTimeMs}} 毫秒），任何策略都无法达到。',
  trafficOutgrowsReplicas:
    '“{{name}}”：从增长的第 {{month}} 个月起（自第 {{fromDay}} 天起算），高峰所需副本数超过允许的 {{maxReplicas}} 个，部分请求将无法服务。',
  replayOutgrowsReplicas:
    '“{{name}}”：回放的历史流量在最忙时段（第 {{peakDay}} 天，每秒 {{peakRate}} 个请求）需要 {{neededReplicas}} 个副本，超过允许的 {{maxReplicas}} 个，部分请求将无法服务。',
  llmProfileEstimate:
    '“{{name}}”：{{offers}} 的服务性能档案是估算值，并非在真实模型上实测；其副本数、未达标比例和每百万 token 成本的可靠程度取决于这些估算。',
  longRun_one: '每个策略模拟 {{runs}} 次可能需要数分钟（约 {{minutes}} 分钟）；通常 50 至 200 次已足够。',
  longRun_other: '每个策略模拟 {{runs}} 次可能需要数分钟（约 {{minutes}} 分钟）；通常 50 至 200 次已足够。',
  poolAfterUnlimited:
    '“{{strategy}}”：资源池“{{pool}}”（{{poolKind}}）排在“{{blocker}}”之后，而后者是不限数量、总有空位的按量计费资源池，因此任何工作都不会分配到它；预留实例资源池仍会照常计费。',
  poolInNoPlacement:
    '“{{strategy}}”：资源池“{{pool}}”（{{poolKind}}）不在任何放置规则中，因此不会有工作在其上运行；预留实例资源池仍会照常计费。',
  deadlineShorterThanRun:
    '“{{name}}”：截止时间（{{deadlineHours}} 小时）短于最快可能的运行时长（在可用的最快资源池上需 {{fastestHours}} 小时），因此每个任务都会错过截止时间。',
  fix: {
    movePool: '把它移到前面',
    addPoolToPlacements: '把它加入放置规则',
  },
};
