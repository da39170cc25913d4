/**
 * Interface text of the results screens, English first; the Chinese object is typed against it
 * so a missing key is a compile error. Composed into the app's messages in en.ts / zh-CN.ts.
 * Strategy, pool and workload names are content, not interface text: they are shown as they are.
 */
export const resultsEn = {
  overline: 'Run and compare',
  documentTitle: 'Results: {{name}}',
  breadcrumb: {
    label: 'Where you are',
    library: 'Scenarios',
    results: 'Results',
  },
  actions: {
    run: 'Run',
    runAgain: 'Run again',
    edit: 'Edit scenario',
  },
  loading: 'Loading the scenario…',
  notFound: {
    title: 'Scenario not found',
    body: 'No scenario has this link. It may have been deleted.',
    action: 'Go to the scenario library',
  },
  lastRun: {
    summary: 'Run {{date}} · {{runs}} runs per strategy · took {{duration}}',
    scope: '{{days}} days from {{start}} · amounts in {{currency}}',
  },
  progress: {
    heading: 'Running the simulation',
    label: 'Simulation progress',
    starting: 'Starting the workers…',
    runs: '{{done}} of {{total}} runs done',
    timeLeft: 'about {{time}} left',
    estimating: 'estimating time left…',
    almostDone: 'almost done',
    summarising: 'summarising the results…',
    cancel: 'Cancel',
  },
  duration: {
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    underASecond: 'under a second',
  },
  status: {
    cancelledWithPrevious: 'Run cancelled. The results below are from the previous run.',
    cancelledNoPrevious: 'Run cancelled. There are no results yet.',
    failed: 'The run failed: {{message}}',
    unsaved:
      'These results could not be saved ({{message}}). They stay on screen until you leave it.',
  },
  invalid: {
    title: 'This scenario can’t be run yet',
    body: 'Fix these fields in the editor first:',
    wholeScenario: 'Whole scenario',
    more_one: '…and {{count}} more problem.',
    more_other: '…and {{count}} more problems.',
    openEditor: 'Open the editor',
  },
  stale: {
    title: 'These results are out of date',
    body: 'They come from version {{runVersion}} of the scenario, which has been edited since (it is now version {{currentVersion}}). Run it again to see results for the scenario as it is.',
    bodyUnnumbered:
      'They come from an earlier version of the scenario, which has been edited since. Run it again to see results for the scenario as it is.',
  },
  empty: {
    title: 'No results yet',
    body: 'Run the scenario to simulate each of its {{strategies}} strategies {{runs}} times and compare what the work costs and when it is done.',
  },
  recommendation: {
    label: 'Recommendation',
    metric: {
      costPerJob: 'per job',
      costPer10kRequests: 'per 10,000 requests',
      totalCost: 'in total',
    },
    misses: {
      deadlines: 'misses deadlines',
      latency: 'misses the latency target',
      deadlinesAndLatency: 'misses deadlines and the latency target',
      targets: 'misses its targets',
    },
    compared: {
      cheaper: '{{winner}} is {{difference}} cheaper {{metric}} than {{other}}{{timing}}.',
      dearer: '{{winner}} costs {{difference}} more {{metric}} than {{other}}{{timing}}.',
      same: '{{winner}} costs about the same {{metric}} as {{other}}{{timing}}.',
    },
    timing: {
      sooner: ' and finishes {{hours}} sooner',
      later: ', but takes {{hours}} longer',
    },
    onlyOneMeeting: {
      dearer:
        '{{winner}} is the only strategy that meets every deadline and the latency target; it costs {{difference}} more {{metric}} than {{other}}, which {{misses}}.',
      notDearer:
        '{{winner}} is the only strategy that meets every deadline and the latency target; {{other}} {{misses}}.',
    },
    onlyStrategy:
      '{{winner}} is the only strategy in this scenario, so there is nothing to compare it with.',
    noComparison:
      '{{winner}} is the cheapest strategy that meets every deadline and the latency target.',
    noneMeetTargets:
      'No strategy meets every deadline and the latency target; {{winner}} comes closest, meeting them in {{share}} of runs.',
    cheaperButMisses: '{{name}} costs less but {{misses}}.',
    basis:
      'Compared at the median (P50) of {{runs}} runs per strategy. The recommended strategy is the cheapest that meets every deadline and the latency target in at least 90% of runs.',
  },
  cards: {
    heading: 'Strategies',
    intro:
      'Each figure is the median (P50) of {{runs}} simulated runs; total cost also shows the range from P10 to P90.',
    recommended: 'Recommended',
    meetsTargets: 'Meets targets',
    missesTargets: 'Misses targets',
    targetsShare: 'Met every target in {{share}} of runs',
    totalCost: 'Total cost (P50)',
    band: 'P10–P90: {{low}} – {{high}}',
    metrics: {
      costPerJob: 'Cost per job',
      costPer10kRequests: 'Cost per 10,000 requests',
      turnaround: 'Turnaround P50 / P95',
      deadlineMisses: 'Deadline misses per run',
      unservedShare: 'Requests not served',
      lostGpuHours: 'GPU-hours lost to interruptions',
      reservedUtilisation: 'Reserved GPUs in use',
      bareMetalUtilisation: 'Monthly bare-metal GPUs in use',
      costIncludingWaiting: 'Cost including waiting',
    },
    notApplicable: {
      noJobWorkloads: 'This scenario has no training or batch jobs.',
      noJobsFinished: 'No job finished within the horizon.',
      noInference: 'This scenario has no inference service.',
      noRequestsServed: 'No requests were served.',
      noDeadlines: 'No job in this scenario has a deadline.',
      noReservedPool: 'This strategy has no reserved (包年包月) pool.',
      noBareMetalPool: 'This strategy has no bare-metal server rented by the month.',
    },
    notApplicableLabel: 'Not applicable: {{reason}}',
    waitingHint:
      'Total cost plus people’s waiting time, priced at the scenario’s value of waiting.',
  },
  units: {
    hours: '{{value}} h',
    hoursPair: '{{first}} / {{second}} h',
    gpuHours: '{{value}} GPU-h',
  },
  detail: {
    heading: 'Details of one strategy',
    strategy: 'Strategy',
  },
  charts: {
    heading: 'Charts',
    representative:
      'From each strategy’s representative run: the run whose total cost is the median.',
    noData: 'No data to show',
    loading: 'Loading…',
    cumulative: {
      title: 'Cost over time',
      description:
        'Cumulative cost of each strategy’s representative run. Click a strategy in the legend to hide or show its line.',
      xAxis: 'Date',
      yAxis: 'Cumulative cost ({{currency}})',
    },
    monthly: {
      title: 'Monthly cost by pool: {{strategy}}',
      description: 'What each pool of this strategy costs in each calendar month.',
      xAxis: 'Month',
      yAxis: 'Cost ({{currency}})',
      series: '{{pool}} ({{kind}})',
      missing:
        'This run was saved before results included cost by pool and month. Run the scenario again to see this chart.',
    },
    demand: {
      title: 'GPUs wanted and held: {{strategy}}',
      description:
        'Daily averages. Wanted: GPUs the work asked for. Held: GPUs being paid for, busy or idle.',
      xAxis: 'Date',
      yAxis: 'GPUs (daily average)',
      demanded: 'GPUs wanted',
      provisioned: 'GPUs held',
    },
    costDistribution: {
      title: 'Total cost across runs',
      description: 'How many of the {{runs}} runs of each strategy ended in each cost range.',
      xAxis: 'Total cost ({{currency}})',
    },
    turnaroundDistribution: {
      title: 'Turnaround across runs',
      description: 'How many runs of each strategy had their median job turnaround in each range.',
      xAxis: 'Median turnaround (hours)',
      noJobs: 'No job finished in any run of this strategy.',
    },
    runsAxis: 'Runs',
    range: '{{from}} – {{to}}',
    runsInRange_one: '{{count}} run',
    runsInRange_other: '{{count}} runs',
  },
  jobs: {
    heading: 'Jobs: {{strategy}}',
    description:
      'Every job of the representative run. A batch counts as one row; its times are averages per task.',
    empty: 'This strategy ran no training or batch jobs.',
    omitted: '{{count}} further jobs were simulated but not kept in this list.',
    caption: 'Jobs of {{strategy}}, sortable by any column',
    columns: {
      workload: 'Workload · ran on',
      arrival: 'Arrived',
      start: 'Started',
      finish: 'Finished',
      turnaround: 'Turnaround',
      queueWait: 'Waited',
      preemptions: 'Interrupted',
      lostGpu: 'Lost GPU‑h',
      cost: 'Cost',
      deadlineMet: 'Deadline',
    },
    jobNumber: '#{{number}}',
    notStarted: 'Not started',
    notFinished: 'Not finished',
    deadline: {
      met: 'Met',
      missed: 'Missed',
      none: 'None',
    },
    sortedAscending: 'sorted ascending',
    sortedDescending: 'sorted descending',
  },
};

export const resultsZhCN: typeof resultsEn = {
  overline: '运行与比较',
  documentTitle: '结果：{{name}}',
  breadcrumb: {
    label: '当前位置',
    library: '场景库',
    results: '结果',
  },
  actions: {
    run: '运行',
    runAgain: '重新运行',
    edit: '编辑场景',
  },
  loading: '正在加载场景…',
  notFound: {
    title: '找不到该场景',
    body: '没有与此链接对应的场景，它可能已被删除。',
    action: '前往场景库',
  },
  lastRun: {
    summary: '运行于 {{date}} · 每种策略 {{runs}} 次模拟 · 用时 {{duration}}',
    scope: '自 {{start}} 起共 {{days}} 天 · 金额单位：{{currency}}',
  },
  progress: {
    heading: '正在运行模拟',
    label: '模拟进度',
    starting: '正在启动计算线程…',
    runs: '已完成 {{done}} / {{total}} 次模拟',
    timeLeft: '预计还需 {{time}}',
    estimating: '正在估算剩余时间…',
    almostDone: '即将完成',
    summarising: '正在汇总结果…',
    cancel: '取消',
  },
  duration: {
    seconds_one: '{{count}} 秒',
    seconds_other: '{{count}} 秒',
    minutes_one: '{{count}} 分钟',
    minutes_other: '{{count}} 分钟',
    hours_one: '{{count}} 小时',
    hours_other: '{{count}} 小时',
    underASecond: '不到 1 秒',
  },
  status: {
    cancelledWithPrevious: '已取消运行。下面显示的是上一次运行的结果。',
    cancelledNoPrevious: '已取消运行。目前还没有结果。',
    failed: '运行失败：{{message}}',
    unsaved: '结果未能保存（{{message}}）。离开此页面前结果会一直显示。',
  },
  invalid: {
    title: '此场景暂时无法运行',
    body: '请先在编辑器中修正以下字段：',
    wholeScenario: '整个场景',
    more_one: '……还有 {{count}} 个问题。',
    more_other: '……还有 {{count}} 个问题。',
    openEditor: '打开编辑器',
  },
  stale: {
    title: '这些结果已过期',
    body: '这些结果来自场景的第 {{runVersion}} 版，此后场景已被修改（当前为第 {{currentVersion}} 版）。请重新运行，查看场景当前内容的结果。',
    bodyUnnumbered:
      '这些结果来自场景的较早版本，此后场景已被修改。请重新运行，查看场景当前内容的结果。',
  },
  empty: {
    title: '还没有结果',
    body: '运行此场景，将其 {{strategies}} 种策略各模拟 {{runs}} 次，比较完成这些工作的成本和完成时间。',
  },
  recommendation: {
    label: '推荐',
    metric: {
      costPerJob: '按单个任务成本计',
      costPer10kRequests: '按每万次请求成本计',
      totalCost: '按总成本计',
    },
    misses: {
      deadlines: '会错过截止时间',
      latency: '达不到延迟目标',
      deadlinesAndLatency: '会错过截止时间，也达不到延迟目标',
      targets: '达不到目标',
    },
    compared: {
      cheaper: '{{metric}}，“{{winner}}”比“{{other}}”便宜 {{difference}}{{timing}}。',
      dearer: '{{metric}}，“{{winner}}”比“{{other}}”贵 {{difference}}{{timing}}。',
      same: '{{metric}}，“{{winner}}”与“{{other}}”成本相当{{timing}}。',
    },
    timing: {
      sooner: '，并且提前 {{hours}}完成',
      later: '，但要多花 {{hours}}',
    },
    onlyOneMeeting: {
      dearer:
        '“{{winner}}”是唯一能满足所有截止时间和延迟目标的策略；{{metric}}，它比“{{other}}”贵 {{difference}}，而后者{{misses}}。',
      notDearer: '“{{winner}}”是唯一能满足所有截止时间和延迟目标的策略；“{{other}}”{{misses}}。',
    },
    onlyStrategy: '此场景只有“{{winner}}”一种策略，没有可比较的对象。',
    noComparison: '“{{winner}}”是满足所有截止时间和延迟目标的策略中成本最低的。',
    noneMeetTargets:
      '没有策略能满足所有截止时间和延迟目标；“{{winner}}”最接近，在 {{share}} 的模拟中达标。',
    cheaperButMisses: '“{{name}}”成本更低，但{{misses}}。',
    basis:
      '按每种策略 {{runs}} 次模拟的中位数（P50）比较。推荐的策略是在至少 90% 的模拟中满足所有截止时间和延迟目标的策略中成本最低的。',
  },
  cards: {
    heading: '各策略结果',
    intro: '每个数字都是 {{runs}} 次模拟的中位数（P50）；总成本同时给出 P10 至 P90 的范围。',
    recommended: '推荐',
    meetsTargets: '达标',
    missesTargets: '未达标',
    targetsShare: '在 {{share}} 的模拟中满足所有目标',
    totalCost: '总成本（P50）',
    band: 'P10 至 P90：{{low}} – {{high}}',
    metrics: {
      costPerJob: '单个任务成本',
      costPer10kRequests: '每万次请求成本',
      turnaround: '周转时间 P50 / P95',
      deadlineMisses: '每次模拟错过截止时间的任务数',
      unservedShare: '未能服务的请求占比',
      lostGpuHours: '因中断损失的 GPU 小时',
      reservedUtilisation: '包年包月 GPU 利用率',
      bareMetalUtilisation: '包月物理服务器 GPU 利用率',
      costIncludingWaiting: '含等待成本的总成本',
    },
    notApplicable: {
      noJobWorkloads: '此场景没有训练或批处理任务。',
      noJobsFinished: '在模拟时段内没有任务完成。',
      noInference: '此场景没有推理服务。',
      noRequestsServed: '没有请求得到服务。',
      noDeadlines: '此场景中没有任务设置截止时间。',
      noReservedPool: '此策略没有包年包月资源池。',
      noBareMetalPool: '此策略没有按月租用的物理服务器。',
    },
    notApplicableLabel: '不适用：{{reason}}',
    waitingHint: '总成本加上相关人员的等待时间，按场景设定的等待时间价值计价。',
  },
  units: {
    hours: '{{value}} 小时',
    hoursPair: '{{first}} / {{second}} 小时',
    gpuHours: '{{value}} GPU 小时',
  },
  detail: {
    heading: '单个策略的详情',
    strategy: '策略',
  },
  charts: {
    heading: '图表',
    representative: '数据取自每种策略的代表性模拟，即总成本为中位数的那一次。',
    noData: '没有可显示的数据',
    loading: '正在加载…',
    cumulative: {
      title: '累计成本',
      description: '每种策略代表性模拟的累计成本。点击图例中的策略可隐藏或显示其曲线。',
      xAxis: '日期',
      yAxis: '累计成本（{{currency}}）',
    },
    monthly: {
      title: '按资源池的月度成本：{{strategy}}',
      description: '此策略各资源池在每个自然月的成本。',
      xAxis: '月份',
      yAxis: '成本（{{currency}}）',
      series: '{{pool}}（{{kind}}资源池）',
      missing: '这次运行保存时，结果中还没有按资源池和月份的成本。请重新运行场景以查看此图。',
    },
    demand: {
      title: '需要与持有的 GPU：{{strategy}}',
      description: '按日平均。需要：工作负载请求的 GPU 数。持有：正在付费的 GPU 数，无论忙闲。',
      xAxis: '日期',
      yAxis: 'GPU 数（日平均）',
      demanded: '需要的 GPU',
      provisioned: '持有的 GPU',
    },
    costDistribution: {
      title: '各次模拟的总成本分布',
      description: '每种策略的 {{runs}} 次模拟中，总成本落在各区间的次数。',
      xAxis: '总成本（{{currency}}）',
    },
    turnaroundDistribution: {
      title: '各次模拟的周转时间分布',
      description: '每种策略的模拟中，任务周转时间中位数落在各区间的次数。',
      xAxis: '周转时间中位数（小时）',
      noJobs: '此策略在所有模拟中都没有任务完成。',
    },
    runsAxis: '模拟次数',
    range: '{{from}} 至 {{to}}',
    runsInRange_one: '{{count}} 次模拟',
    runsInRange_other: '{{count}} 次模拟',
  },
  jobs: {
    heading: '任务明细：{{strategy}}',
    description: '代表性模拟中的每个任务。一个批次算作一行，其时间为每个子任务的平均值。',
    empty: '此策略没有运行训练或批处理任务。',
    omitted: '另有 {{count}} 个任务已模拟，但未保留在此列表中。',
    caption: '{{strategy}}的任务明细，可按任意列排序',
    columns: {
      workload: '工作负载 · 运行于',
      arrival: '到达',
      start: '开始',
      finish: '完成',
      turnaround: '周转时间',
      queueWait: '等待时间',
      preemptions: '中断次数',
      lostGpu: '损失 GPU 小时',
      cost: '成本',
      deadlineMet: '截止时间',
    },
    jobNumber: '第 {{number}} 个',
    notStarted: '未开始',
    notFinished: '未完成',
    deadline: {
      met: '按时',
      missed: '超时',
      none: '无',
    },
    sortedAscending: '升序',
    sortedDescending: '降序',
  },
};
