/**
 * Interface text of "Cheapest mix of GPUs" in decision support and in the report, English
 * first; the Chinese object is typed against it so a missing key is a compile error. Words
 * follow the glossary: 预留实例 (reserved), 按量计费 (on-demand), 请求规模类别 (size class).
 */
export const llmMixEn = {
  title: 'Cheapest mix of GPUs',
  description:
    'For a service planned in tokens: which GPU offers serve which request size classes at the latency targets for the least, stretch by stretch of the traffic curve, set against the best single offer. Solved exactly on on-demand prices, with an optional committed base used first.',
  service: '“{{workload}}”',
  solving: 'Solving the cheapest mix…',
  failed: 'The mix could not be solved: {{message}}',
  noPlan: 'No mix serves every size class at the targets: {{message}}',
  total:
    'The mix costs {{mix}} over {{days}}, against {{single}} on the best single offer ({{offer}}): {{saving}} less.',
  totalSame:
    'The mix costs {{mix}} over {{days}}: one offer ({{offer}}) alone is already the cheapest.',
  totalNoSingle:
    'The mix costs {{mix}} over {{days}}; no single offer serves every size class at the targets.',
  savingLabel: 'Saving against the best single offer',
  offersCaption: 'Offers in the mix',
  splitCaption: 'Where each size class goes (share of its requests)',
  columns: {
    offer: 'Offer',
    price: 'Price per replica-hour',
    replicaHours: 'Replica-hours',
    cost: 'Cost',
    peak: 'Most replicas at once',
    sizeClass: 'Size class',
    base: 'Committed base',
  },
  baseLine:
    'Committed base: {{replicas}} replicas of {{offer}} reserved for {{term}} months, {{cost}} over the horizon.',
  leftOutTitle: 'Offers left out',
  leftOut: '{{offer}}: {{reason}}',
  reasons: {
    filter: 'not allowed by the offer filter',
    memory: 'its GPU does not hold the model',
    noOnDemand: 'no on-demand price',
    tooMany_one: 'more than {{count}} offer: dearer per request',
    tooMany_other: 'more than {{count}} offers: dearer per request',
  },
  noteLabel: 'How to read it:',
  note: 'The mix figure is analytical: each stretch of the traffic curve is solved on its own, a size class may be split across offers, and replicas are counted at the targets without scaling delays. The strategies below serve it in the simulator, on the scenario’s own seeds: one routes each size class to the offer that carries most of it, each route scaling on its own (offered when the classes go to more than one offer); the other serves the whole mix on its pools in order. The one added is the cheaper that meets its targets; their simulated costs are what a bill would show.',
  candidates: {
    title: 'Strategies that serve it, simulated on the scenario’s seeds',
    routed: 'Size classes routed to their offers: {{cost}} total P50, {{outcome}} {{offered}}',
    inOrder: 'Whole mix on its pools in order: {{cost}} total P50, {{outcome}} {{offered}}',
    // Candidates are simulated with the analytical latency estimate (instant), not request by request: said so.
    meets: 'meets its targets by the latency estimate',
    misses: 'misses its targets by the latency estimate',
    offered: '(the one added)',
  },
  base: {
    legend: 'Committed base (optional)',
    offer: 'Reserved instances on',
    none: 'None',
    replicas: 'Replicas',
    replicasError: 'Enter whole replicas from 1 to 1,000.',
    term: 'Term',
    termMonths_one: '{{count}} month',
    termMonths_other: '{{count}} months',
    help: 'Reserved instances are used first and paid whether busy or not; the mix serves the rest on demand. The mix is solved again on each change.',
    noOffers:
      'No offer with a serving profile has a reserved price, so there is no base to choose.',
  },
  add: 'Add as strategy',
  addNamed: 'Add as strategy: cheapest mix for “{{workload}}”',
  strategyName: 'Cheapest mix for {{workload}}',
  report: {
    heading: 'Cheapest mix of GPUs',
    intro:
      'Solved on {{date}}, analytical (on-demand prices over the traffic curve), for each service planned in tokens.',
  },
};

export const llmMixZhCN: typeof llmMixEn = {
  title: '最便宜的 GPU 组合',
  description:
    '针对按 token 规划的服务：在流量曲线的每一段上，哪些 GPU 规格以最低成本在延迟目标内承载哪些请求规模类别，并与最佳单一规格比较。按量计费价格下精确求解，可选先使用一份承诺的预留实例基础容量。',
  service: '“{{workload}}”',
  solving: '正在求解最便宜的组合…',
  failed: '无法求解组合：{{message}}',
  noPlan: '没有组合能在目标内承载所有请求规模类别：{{message}}',
  total:
    '组合在 {{days}}内成本为 {{mix}}，最佳单一规格（{{offer}}）为 {{single}}：节省 {{saving}}。',
  totalSame: '组合在 {{days}}内成本为 {{mix}}：单一规格（{{offer}}）本身已是最便宜的。',
  totalNoSingle:
    '组合在 {{days}}内成本为 {{mix}}；没有任何单一规格能在目标内承载所有请求规模类别。',
  savingLabel: '相对最佳单一规格的节省',
  offersCaption: '组合中的规格',
  splitCaption: '各请求规模类别的去向（占该类请求的比例）',
  columns: {
    offer: '规格',
    price: '每副本小时价格',
    replicaHours: '副本小时',
    cost: '成本',
    peak: '同时最多副本数',
    sizeClass: '请求规模类别',
    base: '承诺基础容量',
  },
  baseLine:
    '承诺基础容量：{{offer}} 的 {{replicas}} 个副本，预留实例 {{term}} 个月，期内成本 {{cost}}。',
  leftOutTitle: '未纳入的规格',
  leftOut: '{{offer}}：{{reason}}',
  reasons: {
    filter: '不在所选规格范围内',
    memory: '其 GPU 显存装不下模型',
    noOnDemand: '没有按量计费价格',
    tooMany_one: '超过 {{count}} 个规格：每个请求更贵',
    tooMany_other: '超过 {{count}} 个规格：每个请求更贵',
  },
  noteLabel: '解读说明：',
  note: '组合数值为解析结果：流量曲线的每一段单独求解，一个请求规模类别可以拆分到多个规格上，副本数按目标计算且不含扩缩容延迟。下面的策略在模拟中承载该组合，使用本场景自己的种子：一个把每个请求规模类别分流到承载其大部分请求的规格上，每条分流路线各自扩缩容（仅当各类别分属不止一个规格时提供）；另一个让整个组合按顺序使用其资源池。添加的是满足目标且更便宜的那个；它们的模拟成本才是账单上会出现的数字。',
  candidates: {
    title: '承载该组合的策略（以本场景的种子模拟）',
    routed: '按请求规模类别分流到各自规格：总成本 P50 {{cost}}，{{outcome}}{{offered}}',
    inOrder: '整个组合按顺序使用其资源池：总成本 P50 {{cost}}，{{outcome}}{{offered}}',
    meets: '按延迟估算满足目标',
    misses: '按延迟估算未满足目标',
    offered: '（即添加的策略）',
  },
  base: {
    legend: '承诺基础容量（可选）',
    offer: '预留实例规格',
    none: '不使用',
    replicas: '副本数',
    replicasError: '请输入 1 到 1,000 之间的整数副本数。',
    term: '期限',
    termMonths_one: '{{count}} 个月',
    termMonths_other: '{{count}} 个月',
    help: '预留实例优先使用，无论忙闲都要付费；其余由按量计费的组合承载。每次更改都会重新求解。',
    noOffers: '没有任何带服务性能档案的规格提供预留实例价格，因此无可选的基础容量。',
  },
  add: '添加为策略',
  addNamed: '添加为策略：“{{workload}}”的最便宜组合',
  strategyName: '{{workload}}的最便宜组合',
  report: {
    heading: '最便宜的 GPU 组合',
    intro: '求解于 {{date}}，为解析结果（按流量曲线、按量计费价格），针对每个按 token 规划的服务。',
  },
};
