/**
 * Interface text for the deadline policy of a placement's spot fallback (how a job with a
 * deadline uses spot as the clock runs) and the figures that show what it did: cost and hours
 * on spot and on-demand, and moves between them.
 */
export const deadlinePolicyEn = {
  label: 'Deadline policy',
  options: {
    none: 'None: ignore the deadline',
    greedy: 'Greedy: spot until the deadline forces on-demand',
    uniformProgress: 'Uniform progress: keep an even pace, go back to spot when ahead',
  },
  explain: {
    none: 'Jobs use spot whatever the deadline; only the preemption count above moves them off spot.',
    greedy:
      'Uses spot whenever it can and waits for it when it is gone. Moves to on-demand for good only when the time left just covers the work left and the restarts. Cheapest when spot comes back soon; a late move leaves no room for luck.',
    uniformProgress:
      'Aims to finish an even share of the work in each hour up to the deadline. When spot is gone and the job has fallen behind that pace, it runs on on-demand at once; when it is ahead again by two restarts and spot is there, it goes back to spot. Usually cheaper than Greedy on spot that comes and goes, because it spends the slack early instead of all at the end.',
  },
  figures: {
    title: 'Spot and on-demand (mean of runs)',
    bar: '{{share}} of the cost on spot',
    spotCost: 'Spot cost',
    onDemandCost: 'On-demand cost',
    spotHours: 'Spot GPU-hours',
    onDemandHours: 'On-demand GPU-hours',
    switches: 'Moves between spot and on-demand per job',
    switchesHint: 'Each move pays a restart: off spot (a preemption or the deadline policy) and back.',
    bound: 'Per job in the representative run: cost / best possible',
    boundValue: '{{cost}} / {{bound}}',
    boundHint:
      'The best possible is the cheapest way to finish each job by its deadline if you knew in advance when spot would be there (the omniscient bound of "Can’t Be Late", NSDI ’24), at the planned speed. The closer the cost, the less the policy leaves on the table.',
    boundSkipped:
      'The best possible cost per job was not worked out: for this trace interval, job size, deadline and restart time it would take too long and too much memory.',
  },
};

export const deadlinePolicyZhCN: typeof deadlinePolicyEn = {
  label: '截止时间策略',
  options: {
    none: '无：不考虑截止时间',
    greedy: '贪心：一直用竞价实例，直到截止时间迫使改用按需实例',
    uniformProgress: '均匀进度：保持均匀进度，领先时回到竞价实例',
  },
  explain: {
    none: '无论截止时间如何，任务都使用竞价实例；只有上面的抢占次数规则会让任务离开竞价实例。',
    greedy:
      '能用竞价实例就用，竞价实例不可用时等待。只有当剩余时间仅够完成剩余工作和重启时，才永久改用按需实例。竞价实例很快恢复时最省钱；但切换得晚，没有留下应对意外的余地。',
    uniformProgress:
      '目标是在截止时间前每小时完成相同份额的工作。竞价实例不可用且进度落后于这一节奏时，立即改用按需实例；当进度再次领先两次重启的时间且有竞价实例可用时，回到竞价实例。在时有时无的竞价实例上通常比贪心策略更省钱，因为它提早使用余量，而不是全部留到最后。',
  },
  figures: {
    title: '竞价实例与按需实例（各次模拟的平均值）',
    bar: '费用中 {{share}} 用于竞价实例',
    spotCost: '竞价实例费用',
    onDemandCost: '按需实例费用',
    spotHours: '竞价实例 GPU 小时',
    onDemandHours: '按需实例 GPU 小时',
    switches: '每个任务在竞价与按需之间的切换次数',
    switchesHint: '每次切换都要支付一次重启：离开竞价实例（被抢占或由截止时间策略决定）以及回到竞价实例。',
    bound: '代表性模拟中每个任务：成本 / 最低可能成本',
    boundValue: '{{cost}} / {{bound}}',
    boundHint:
      '最低可能成本是指如果事先知道竞价实例何时可用，在截止时间前完成每个任务的最便宜方式（《Can’t Be Late》NSDI ’24 中的全知下界），按计划速度计算。成本越接近它，策略浪费得越少。',
    boundSkipped: '未计算每个任务的最低可能成本：在这样的竞价数据采样间隔、任务规模、截止时间和重启时间下，计算耗时过长、占用内存过多。',
  },
};
