/**
 * Interface text for the figures of a service planned in tokens wherever results are shown:
 * each percentile target with the share of requests that missed it, and the cost per million
 * tokens, on the results screen, in what-if and Compare, and in the report and its assumptions.
 * English first; the Chinese object is typed against it so a missing key is a compile error.
 * Composed into the app's messages in en.ts / zh-CN.ts.
 */
export const llmResultsEn = {
  metrics: {
    ttft: 'time to first token',
    tpot: 'time per output token',
    e2e: 'end-to-end time',
  },
  /** "P95 time to first token ≤ 800 ms". */
  target: '{{statistic}} {{metric}} ≤ {{ms}} ms',
  /** "P95 time to first token ≤ 800 ms — 2.1 % of requests missed it (allowed 5 %; estimate 0.8 %)": simulated, then the analytical estimate. */
  targetLine: '{{target}} — {{share}} of requests missed it (allowed {{allowed}}; estimate {{estimate}})',
  /** Results saved before requests were simulated: their only share is the analytical estimate. */
  targetLineEstimateOnly: '{{target}} — {{share}} of requests missed it by the estimate alone (allowed {{allowed}}); run again to simulate the requests',
  band: 'P10–P90: {{low}} – {{high}}',
  missed: 'Missed',
  missedTarget: '{{workload}} missed {{target}}',
  met: 'Met',
  missedHint:
    'Missed: in the P90 run (9 runs in 10 fared better), more requests were slower than the target than its percentile allows (a P95 target allows 5 %).',
  metHint: 'Met: even in the P90 run, no more requests were slower than the target than its percentile allows.',
  targetHint:
    'Share of the service’s simulated requests slower than the target, unserved ones included, P50 across runs: it decides met or missed. A P95 target allows 5 % of requests to miss it, a P99 target 1 %. The estimate beside it is the queueing model’s figure for the same target: instant, but it assumes independent arrivals and can be far off on bursty traffic.',
  service: 'Served in tokens: {{name}}',
  per10k: 'Cost per 10,000 requests',
  perMillion: 'Cost per million tokens',
  perMillionOutput: 'Cost per million output tokens',
  perMillionHint:
    'What the service cost (its share of idle commitments included) per million tokens served, prompt and output counted, P50 across runs.',
  perMillionOutputHint:
    'The same cost per million output (generated) tokens only: the figure LLM APIs are usually priced by.',
  noTokens: 'no tokens served',
  /** Labels of the figures that change in what-if and Compare. */
  delta: {
    target: '{{workload}}: requests over {{target}}',
    perMillion: '{{workload}}: cost per million tokens',
    perMillionOutput: '{{workload}}: cost per million output tokens',
    noRunByRun: 'P50 before and after; the change is not paired run by run.',
    /** Under a target's simulated share: the analytical estimate's P50s before and after. */
    estimate: 'estimate: {{before}} → {{after}}',
  },
  /** The change of a figure read run by run on the same seeds, in what-if, Compare and the report. */
  paired: {
    band: 'run by run: {{low}} to {{high}} (P10–P90)',
    bandPoints: 'run by run: {{low}} to {{high}} points (P10–P90)',
    exact: 'run by run: {{amount}} in every run',
    hint: 'Before and after are P50s across runs. Run by run: each run of both sides used the same seed, and the change is read seed by seed; P10–P90 is the spread of those changes. The change is within the noise of the runs when the 95 % interval of its mean holds zero, as for every other figure.',
    reportNote:
      '** Services planned in tokens: the change is read run by run on the same seeds, with the P10–P90 of the changes across the runs (“in every run” when every run moved by the same amount); as for every other figure, it is within the noise when the 95 % interval of the mean change holds zero.',
  },
  compare: {
    heading: 'Services planned in tokens',
    intro:
      'Each target’s share of simulated requests that missed it (with the analytical estimate under it) and the cost per million tokens, A beside B (P50 across runs).',
    figure: 'Figure',
  },
  report: {
    heading: 'Services planned in tokens',
    intro:
      'For each service planned in tokens: the cost per 10,000 requests and per million tokens, and each percentile target with the share of simulated requests that missed it (P50, with P10–P90 across runs) and, beside it, the analytical estimate (a queueing model that assumes independent arrivals). A target is missed when its simulated share at the P90 run is above what its percentile allows.',
    strategy: 'Strategy',
    service: 'Service',
    targets: 'Targets (requests that missed them)',
  },
  assumptions: {
    heading: 'Services planned in tokens',
    plannedInTokens:
      'planned in tokens: {{classes}} size classes, {{targets}} percentile targets (see “Services planned in tokens” below); the requests/s per replica above is not used',
    intro:
      'These services are sized in tokens: each replica’s capacity and latency come from the request mix and how each offer serves the model, not from requests per second per replica.',
    source: 'Request mix from: {{source}}',
    sizeClasses: 'Request mix (size classes)',
    className: 'Size class',
    share: 'Share of requests',
    promptTokens: 'Prompt tokens (mean)',
    outputTokens: 'Output tokens (mean)',
    profiles: 'How each offer serves the model',
    offer: 'Offer',
    profile: 'Serving profile',
    estimate: 'estimate',
    measured: 'measured',
    throughput:
      'prefill {{prefill}} tokens/s; decode {{single}} tokens/s for one sequence, {{batch}} tokens/s for a full batch; up to {{sequences}} sequences at once',
    ratePerClass: 'sustainable requests/s per replica: {{rates}}',
    rate: '{{name}}: {{rate}}',
    targets: 'Targets',
    targetAllowed: '{{target}} (at most {{allowed}} of requests may miss it)',
  },
};

export const llmResultsZhCN: typeof llmResultsEn = {
  metrics: {
    ttft: '首 token 延迟',
    tpot: '每输出 token 时间',
    e2e: '端到端延迟',
  },
  target: '{{statistic}} {{metric}} ≤ {{ms}} 毫秒',
  targetLine: '{{target}}：{{share}} 的请求未达到（允许 {{allowed}}；估算 {{estimate}}）',
  targetLineEstimateOnly: '{{target}}：仅按估算 {{share}} 的请求未达到（允许 {{allowed}}）；重新运行以模拟请求',
  band: 'P10 至 P90：{{low}} – {{high}}',
  missed: '未达标',
  missedTarget: '{{workload}} 未达到 {{target}}',
  met: '达标',
  missedHint:
    '未达标：在 P90 那次模拟中（十次模拟里有九次更好），慢于目标的请求比该百分位允许的更多（P95 目标允许 5%）。',
  metHint: '达标：即使在 P90 那次模拟中，慢于目标的请求也未超过该百分位允许的比例。',
  targetHint:
    '该服务模拟的请求中慢于目标的请求（含未服务的请求）所占比例，取各次模拟的 P50：由它判定达标与否。P95 目标允许 5% 的请求未达到，P99 目标允许 1%。旁边的估算是排队模型对同一目标给出的数值：即时可得，但它假设请求相互独立地到达，流量突发时可能偏差很大。',
  service: '按 token 规划的服务：{{name}}',
  per10k: '每万次请求成本',
  perMillion: '每百万 token 成本',
  perMillionOutput: '每百万输出 token 成本',
  perMillionHint: '该服务的成本（含其分摊的闲置承诺成本）除以所服务的百万 token 数（输入与输出都计入），取各次模拟的 P50。',
  perMillionOutputHint: '同一成本按每百万输出（生成）token 计：大模型 API 通常按此定价。',
  noTokens: '未服务任何 token',
  delta: {
    target: '{{workload}}：未达到 {{target}} 的请求',
    perMillion: '{{workload}}：每百万 token 成本',
    perMillionOutput: '{{workload}}：每百万输出 token 成本',
    noRunByRun: '前后均为 P50；此变化未按每次模拟配对。',
    estimate: '估算：{{before}} → {{after}}',
  },
  paired: {
    band: '逐次比较：{{low}} 至 {{high}}（P10 至 P90）',
    bandPoints: '逐次比较：{{low}} 至 {{high}} 个百分点（P10 至 P90）',
    exact: '逐次比较：每次模拟均为 {{amount}}',
    hint: '前后均为各次模拟的 P50。逐次比较：两边的每次模拟使用相同的种子，按种子逐一读取变化；P10 至 P90 是这些变化的分布范围。与其他指标相同，若平均变化的 95% 置信区间包含零，则此变化在模拟的随机波动范围内。',
    reportNote:
      '** 按 token 规划的服务：变化在相同种子下逐次比较，并给出各次模拟变化的 P10 至 P90（每次模拟变化都相同时写作“每次模拟均为”）；与其他指标相同，若平均变化的 95% 置信区间包含零，则在模拟的随机波动范围内。',
  },
  compare: {
    heading: '按 token 规划的服务',
    intro: '每个目标在模拟请求中未达到的占比（其下为估算值）与每百万 token 成本，A 与 B 并列（各次模拟的 P50）。',
    figure: '指标',
  },
  report: {
    heading: '按 token 规划的服务',
    intro:
      '每个按 token 规划的服务：每万次请求成本、每百万 token 成本，以及每个百分位目标在模拟请求中未达到的占比（P50，并列各次模拟的 P10 至 P90），旁边是估算值（假设请求相互独立到达的排队模型）。若 P90 那次模拟中模拟请求的占比超过该百分位允许的比例，即为未达标。',
    strategy: '策略',
    service: '服务',
    targets: '目标（未达到的请求）',
  },
  assumptions: {
    heading: '按 token 规划的服务',
    plannedInTokens: '按 token 规划：{{classes}} 个规模类别、{{targets}} 个百分位目标（见下方“按 token 规划的服务”）；不使用上面的每副本每秒请求数',
    intro: '这些服务按 token 规划：每个副本的容量与延迟来自请求构成以及每个报价运行模型的方式，而不是每副本每秒请求数。',
    source: '请求构成来源：{{source}}',
    sizeClasses: '请求构成（请求规模类别）',
    className: '规模类别',
    share: '请求占比',
    promptTokens: '输入 token（平均）',
    outputTokens: '输出 token（平均）',
    profiles: '每个报价运行模型的方式',
    offer: '报价',
    profile: '服务性能',
    estimate: '估算',
    measured: '实测',
    throughput:
      '预填充 {{prefill}} token/秒；解码时单个序列 {{single}} token/秒，满批 {{batch}} token/秒；最多同时 {{sequences}} 个序列',
    ratePerClass: '每副本可持续的请求速率：{{rates}}',
    rate: '{{name}}：每秒 {{rate}} 个',
    targets: '目标',
    targetAllowed: '{{target}}（最多允许 {{allowed}} 的请求未达到）',
  },
};
