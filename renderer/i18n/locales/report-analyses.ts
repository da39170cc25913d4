/**
 * Text of the report's sections on these results beyond the first page and the charts: where
 * the work ran, commitments after the horizon, the decision analyses (optimiser, sensitivity).
 * English first; the Chinese object is typed against it.
 */
export const reportAnalysesEn = {
  whereRan: {
    heading: 'Where the work ran',
    intro:
      'Each strategy’s representative run, pool by pool: which workloads used it, their busy GPU-hours and their cost. A committed pool is paid for whether used or not; the part no work used is its idle cost. The same figures as pool-by-workload.csv.',
    strategy: '{{strategy}}',
    pool: 'Pool',
    workload: 'Workload',
    gpuHours: 'Busy GPU-h',
    cost: 'Cost',
    share: 'Share of pool cost',
  },
  commitment: {
    heading: 'Commitments after the horizon',
    intro:
      'Reserved and bare-metal terms that end after the horizon. The total cost on the first page counts only the horizon; the whole-commitment figure adds the rest of every signed term.',
    strategy: 'Strategy',
    after: 'Committed after the horizon (P50)',
    until: 'Last term ends',
    whole: 'Whole commitments (P50)',
    showWhole: 'Horizon for the whole term',
    days: '{{days}} days',
  },
  decision: {
    heading: 'Decision support',
    notComputed: {
      optimise:
        'The commitment optimiser was not run for these results (Decision support on the results screen).',
      sensitivity:
        'The sensitivity analysis was not run for these results (Decision support on the results screen).',
    },
  },
  contract: {
    commitment: 'Commitment',
    units: 'GPUs',
    price: 'Price per GPU-hour',
    starts: 'Term starts',
    ends: 'Term ends',
    value: 'Contract value',
    inHorizon: 'Inside the horizon',
    after: 'After the horizon',
    total: 'The whole plan',
  },
  optimise: {
    heading: 'How much to commit',
    computed:
      'Computed {{date}}: every commitment tried was simulated {{runs}} times from seed {{seed}}, on the same seeds as the strategies it is compared with; minimising {{objective}}; {{basis}}.',
    objective: {
      mean: 'the expected (mean) cost',
      p90: 'the P90 cost',
      npv: 'the expected net present value of the cash over the whole contract',
    },
    basis: {
      horizonSlice: 'commitments counted for their days inside the horizon',
      wholeCommitments: 'commitments counted as whole terms',
    },
    comparisons: 'Against the strategies of the scenario',
    curve: 'Cost against committed GPUs: {{option}}',
    committed: 'Committed',
    gpus: 'GPUs',
    mean: 'Mean cost',
    band: 'P10–P90',
    busy: 'Busy',
    targets: 'Targets met',
    best: 'lowest',
    yes: 'yes',
    no: 'no',
  },
  sensitivity: {
    heading: 'Which inputs matter',
    computed:
      'Computed {{date}}: each input moved by ±{{range}} and every strategy simulated again, {{runs}} runs from seed {{seed}}, the same seeds for every variant.',
    tornado: 'Cost of “{{name}}” with each input at either end (largest effect first)',
    input: 'Input',
    low: 'At −{{range}}',
    lowWinner: 'at −{{range}}: {{name}}',
    highWinner: 'at +{{range}}: {{name}}',
    high: 'At +{{range}}',
    lead: 'Lead over “{{name}}” at −/+',
    winner: 'Recommended at −/+',
    tipping: 'What would change the answer',
  },
};

export const reportAnalysesZhCN: typeof reportAnalysesEn = {
  whereRan: {
    heading: '工作在哪里运行',
    intro:
      '每个策略的代表性模拟，逐个资源池列出：哪些工作负载用了它、占用的 GPU 小时数和成本。承诺型资源池无论是否使用都要付费；没有工作使用的部分即为闲置成本。数字与 pool-by-workload.csv 相同。',
    strategy: '{{strategy}}',
    pool: '资源池',
    workload: '工作负载',
    gpuHours: '占用 GPU 小时',
    cost: '成本',
    share: '占资源池成本',
  },
  commitment: {
    heading: '规划期后的承诺费用',
    intro:
      '在规划期后才到期的预留实例和 GPU 云物理服务器合约。首页的总成本只计规划期内的部分；按完整合约计的数字加上了每份已签合约的剩余部分。',
    strategy: '策略',
    after: '规划期后的承诺费用（P50）',
    until: '最后一份合约到期',
    whole: '按完整合约计（P50）',
    showWhole: '看到完整合约所需的规划期',
    days: '{{days}} 天',
  },
  decision: {
    heading: '决策支持',
    notComputed: {
      optimise: '这组结果未运行承诺优化（见结果页的“决策支持”）。',
      sensitivity: '这组结果未运行敏感性分析（见结果页的“决策支持”）。',
    },
  },
  contract: {
    commitment: '承诺',
    units: 'GPU 数',
    price: '每 GPU 小时价格',
    starts: '期限开始',
    ends: '期限结束',
    value: '合约总额',
    inHorizon: '规划期内',
    after: '规划期后',
    total: '整个方案',
  },
  optimise: {
    heading: '承诺多少',
    computed:
      '计算于 {{date}}：尝试的每种承诺都从种子 {{seed}} 起模拟 {{runs}} 次，与所比较的策略使用相同种子；最小化{{objective}}；{{basis}}。',
    objective: {
      mean: '期望（平均）成本',
      p90: 'P90 成本',
      npv: '整个合约期现金流的期望净现值',
    },
    basis: {
      horizonSlice: '承诺只计规划期内的天数',
      wholeCommitments: '承诺按完整合约计',
    },
    comparisons: '与方案中已有策略的比较',
    curve: '成本与承诺 GPU 数：{{option}}',
    committed: '承诺数量',
    gpus: 'GPU 数',
    mean: '平均成本',
    band: 'P10–P90',
    busy: '忙碌占比',
    targets: '满足目标',
    best: '最低',
    yes: '是',
    no: '否',
  },
  sensitivity: {
    heading: '哪些输入要紧',
    computed:
      '计算于 {{date}}：每个输入上下变动 ±{{range}}，所有策略重新模拟，从种子 {{seed}} 起各 {{runs}} 次，每个方案使用相同种子。',
    tornado: '各输入处于两端时“{{name}}”的成本（影响最大的在前）',
    input: '输入',
    low: '−{{range}} 时',
    lowWinner: '−{{range}} 时：{{name}}',
    highWinner: '+{{range}} 时：{{name}}',
    high: '+{{range}} 时',
    lead: '领先“{{name}}”（−/+）',
    winner: '推荐策略（−/+）',
    tipping: '什么会改变结论',
  },
};
