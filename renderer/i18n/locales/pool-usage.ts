/**
 * Interface text for where work ran: the pools of each job, which workloads used each pool,
 * and how busy committed pools were over time. English first; the Chinese object is typed
 * against it so a missing key is a compile error. Composed into the app's messages in en.ts /
 * zh-CN.ts.
 */
export const poolUsageEn = {
  jobs: {
    fellBack: 'fell back',
    fellBackTitle: 'Left spot for another pool (after interruptions or to meet its deadline)',
    none: '—',
  },
  table: {
    title: 'Where the work ran: {{strategy}}',
    description:
      'Each pool of the representative run: which workloads used it, their busy GPU-hours and their cost. A committed pool is paid for whether used or not: the part no work used is its idle cost.',
    caption: 'GPU-hours and cost by pool and workload, {{strategy}}',
    columns: {
      pool: 'Pool',
      workload: 'Workload',
      gpuHours: 'Busy GPU‑h',
      cost: 'Cost',
      share: 'Share of pool cost',
    },
    idle: 'Idle (paid, not used)',
    utilisation: '{{share}} busy',
    unused: 'Not used',
    kinds: {
      onDemand: 'On-demand',
      spot: 'Spot',
      reserved: 'Reserved',
      bareMetal: 'Bare-metal',
      owned: 'Owned',
    },
  },
  chart: {
    busy: '{{pool}}: GPUs busy',
  },
  editor: {
    oneUnitPerInstance: 'One piece of work per server',
    oneUnitPerInstanceHint:
      'Off: jobs, replicas and dev machines share each server by GPU, as a cluster scheduler shares a node (eight one-GPU jobs fill an 8-GPU server). On: each takes whole servers of its own, as when nobody shares a machine.',
    oneUnitPerInstanceElastic: 'One piece of work per instance',
    oneUnitPerInstanceElasticHint:
      'Off: new work goes onto a running instance with free GPUs before another instance is launched, and an instance is released when its last piece of work ends, as a cluster autoscaler runs a node pool; a spot interruption stops everything on the instance. On: each job, replica or dev machine gets an instance of its own (a VM per job or per person), paid for in full. Instances of one GPU behave the same either way.',
  },
};

export const poolUsageZhCN: typeof poolUsageEn = {
  jobs: {
    fellBack: '已回退',
    fellBackTitle: '离开竞价实例，转到其他资源池（因多次中断或为赶上截止时间）',
    none: '—',
  },
  table: {
    title: '工作在哪里运行：{{strategy}}',
    description:
      '代表性模拟中的每个资源池：哪些工作负载用了它、占用的 GPU 小时数和成本。承诺型资源池无论是否使用都要付费：没有工作使用的部分即为闲置成本。',
    caption: '按资源池和工作负载划分的 GPU 小时数与成本，{{strategy}}',
    columns: {
      pool: '资源池',
      workload: '工作负载',
      gpuHours: '占用 GPU 小时',
      cost: '成本',
      share: '占资源池成本',
    },
    idle: '闲置（已付费、未使用）',
    utilisation: '利用率 {{share}}',
    unused: '未使用',
    kinds: {
      onDemand: '按量计费',
      spot: '竞价实例',
      reserved: '预留实例',
      bareMetal: 'GPU云物理服务器',
      owned: '自建服务器',
    },
  },
  chart: {
    busy: '{{pool}}：占用的 GPU',
  },
  editor: {
    oneUnitPerInstance: '每台服务器只运行一项工作',
    oneUnitPerInstanceHint:
      '关闭：任务、推理副本和开发机按 GPU 共享每台服务器，就像集群调度器共享节点一样（8 个单卡任务可占满一台 8 卡服务器）。打开：每项工作独占整台服务器，就像从不共享机器时那样。',
    oneUnitPerInstanceElastic: '每个实例只运行一项工作',
    oneUnitPerInstanceElasticHint:
      '关闭：新工作先放到有空闲 GPU 的运行中实例上，没有空位时才启动新实例；实例上最后一项工作结束即释放，与集群自动扩缩容管理节点池的方式相同；竞价实例被中断时，其上的所有工作一起停止。打开：每个任务、推理副本或开发机独占一个实例（每个任务或每人一台虚拟机），按整台实例付费。单卡实例两种方式结果相同。',
  },
};
