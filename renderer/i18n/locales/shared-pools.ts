/**
 * Interface text for shared pools with priorities: where a shared reserved or bare-metal pool's
 * committed GPU-hours went, the service's overflow, preemption by priority, and who pays
 * (showback per workload and per team), on the results screen, in the report and the editor.
 * English first; the Chinese object is typed against it so a missing key is a compile error.
 */
export const sharedPoolsEn = {
  heading: 'Shared pools',
  title: 'Shared pools: {{strategy}}',
  description:
    'The reserved and bare-metal pools several workloads share. Hours: where their committed GPU-hours went, mean over the runs (the parts add up to the committed hours). Who pays: each workload’s share of their cost by the GPU-hours it held, and the idle part on a line of its own, in the representative run.',
  hoursCaption: 'Where the shared pools’ GPU-hours went, {{strategy}}',
  payCaption: 'Who pays for the shared pools, {{strategy}}',
  teamCaption: 'Who pays for the shared pools, by team, {{strategy}}',
  columns: {
    part: 'GPU-hours',
    gpuHours: 'GPU‑h (mean)',
    share: 'Share of committed',
    payer: 'Who pays',
    team: 'Team',
    held: 'GPU‑h held',
    cost: 'Cost',
    costShare: 'Share of cost',
  },
  parts: {
    committed: 'Committed',
    services: 'Held by services',
    jobsUseful: 'Jobs: useful work',
    jobsLost: 'Jobs: work lost to preemption',
    jobsRestart: 'Jobs: restarts after preemption',
    idle: 'Idle (paid, not used)',
  },
  idle: 'Idle (paid, not used)',
  noTeam: 'No team',
  figures: {
    overflow: 'Service overflow cost (what services paid elsewhere because the shared pools were short), P50',
    preemptionsPerJob: 'Preemptions by priority per job, P50',
    lostToPreemption: 'GPU-hours of work lost to preemption by priority, P50',
  },
  listSeparator: ', ',
  warningTag: 'Warning',
  warnings: {
    priorityNeverRuns_one:
      '{{workload}} (priority {{priority}}) never got GPUs on {{pools}} in the one run: higher priorities held them whenever its jobs waited.',
    priorityNeverRuns_other:
      '{{workload}} (priority {{priority}}) never got GPUs on {{pools}} in any of the {{count}} runs: higher priorities held them whenever its jobs waited.',
    checkpointLosesMore:
      '{{workload}}: a checkpoint every {{minutes}} minutes kept {{kept}} of the work the interruptions cut and lost {{lost}} (mean of the runs): it is interrupted more often than it checkpoints, and a shorter interval would lose less.',
  },
  timeline: {
    title: 'Who held {{pool}}, representative run',
    description:
      'GPUs each workload held on average in each step of {{step}}, stacked, with idle on top in grey: the stack reaches the pool’s committed GPUs while its term runs. A step is an hour for horizons up to 31 days, 6 hours up to a year, a day beyond.',
    step_one: 'an hour',
    step_other: '{{count}} hours',
    xAxis: 'Date and time',
    yAxis: 'GPUs',
    tableCaption: 'Who held {{pool}}: GPU-hours over the horizon and the busiest step',
    who: 'Held by',
    peak: 'Most GPUs in a step of {{step}}',
  },
  editor: {
    team: 'Team',
    teamHint: 'Optional. A short label (at most 40 characters): a shared pool’s cost is shown per team as well as per workload.',
  },
};

export const sharedPoolsZhCN: typeof sharedPoolsEn = {
  heading: '共享资源池',
  title: '共享资源池：{{strategy}}',
  description:
    '多个工作负载共享的预留实例和 GPU 云物理服务器资源池。小时数：承诺的 GPU 小时去了哪里，取各次模拟的平均值（各部分相加等于承诺的小时数）。谁来付费：代表性模拟中，每个工作负载按其占用的 GPU 小时分摊的成本，闲置部分单列一行。',
  hoursCaption: '共享资源池的 GPU 小时去向，{{strategy}}',
  payCaption: '共享资源池由谁付费，{{strategy}}',
  teamCaption: '共享资源池由谁付费（按团队），{{strategy}}',
  columns: {
    part: 'GPU 小时',
    gpuHours: 'GPU 小时（平均）',
    share: '占承诺量',
    payer: '付费方',
    team: '团队',
    held: '占用 GPU 小时',
    cost: '成本',
    costShare: '占成本',
  },
  parts: {
    committed: '承诺量',
    services: '服务占用',
    jobsUseful: '任务：有效工作',
    jobsLost: '任务：因抢占丢失的工作',
    jobsRestart: '任务：抢占后的重启',
    idle: '闲置（已付费、未使用）',
  },
  idle: '闲置（已付费、未使用）',
  noTeam: '未指定团队',
  figures: {
    overflow: '服务溢出成本（因共享资源池不足，服务在其他资源池支付的费用），P50',
    preemptionsPerJob: '每个任务被高优先级抢占的次数，P50',
    lostToPreemption: '因高优先级抢占丢失的工作（GPU 小时），P50',
  },
  listSeparator: '、',
  warningTag: '警告',
  warnings: {
    priorityNeverRuns_one: '{{workload}}（优先级 {{priority}}）在这一次模拟中没有在 {{pools}} 上获得 GPU：每当它的任务等待时，更高优先级的工作都占着这些资源。',
    priorityNeverRuns_other: '{{workload}}（优先级 {{priority}}）在全部 {{count}} 次模拟中都没有在 {{pools}} 上获得 GPU：每当它的任务等待时，更高优先级的工作都占着这些资源。',
    checkpointLosesMore:
      '{{workload}}：每 {{minutes}} 分钟一次检查点，在被中断的运行中保住了 {{kept}}，却丢失了 {{lost}}（各次模拟的平均值）：它被中断的频率高于检查点的频率，缩短检查点间隔会少丢失工作。',
  },
  timeline: {
    title: '{{pool}} 由谁占用（代表性模拟）',
    description:
      '每个工作负载在每 {{step}}内平均占用的 GPU 数，堆叠显示，闲置部分以灰色位于最上层：在资源池的期限内，堆叠高度等于承诺的 GPU 数。时长不超过 31 天时每步 1 小时，不超过一年时每步 6 小时，更长时每步 1 天。',
    step_one: '1 小时',
    step_other: '{{count}} 小时',
    xAxis: '日期和时间',
    yAxis: 'GPU 数',
    tableCaption: '{{pool}} 由谁占用：整个时长内的 GPU 小时与最忙的一步',
    who: '占用方',
    peak: '每 {{step}}最多占用的 GPU 数',
  },
  editor: {
    team: '团队',
    teamHint: '可选。简短标签（最多 40 个字符）：共享资源池的成本除按工作负载外，也按团队列出。',
  },
};
