/**
 * Visible text of the comparison screen that its tests look for, per language. Written out
 * here rather than imported from the app, so a wrong or missing translation fails a test.
 */
export const COMPARE_TEXT = {
  en: {
    open: 'Compare…',
    libraryRow: 'Compare versions…',
    swap: 'Swap sides',
    scenario: (side: 'A' | 'B') => `Scenario ${side}`,
    done: (runs: number, first: number) => `All ${runs} runs, seeds ${first}–${first + runs - 1} on both sides`,
    same: (name: string) => `Both recommend ${name}.`,
    inputsHeading: 'Inputs that differ',
    absent: '(none)',
    withinNoise: 'within the noise',
    noChange: 'no change',
    onlyBefore: (names: string) => `Only in A: ${names}`,
    onlyAfter: (names: string) => `Only in B: ${names}`,
    onDemandOnOffers: (count: number) => new RegExp(`^On-demand price \\+[\\d.]+% on ${count} offers`),
    sameVersion: (name: string) =>
      `A and B are the same version (version 1 of “${name}”), so nothing can differ. A scenario with a single version has nothing to be compared with yet`,
    columns: {
      totalCost: 'Total cost (P50)',
      costPerJob: 'Cost per job (P50)',
      costPer10kRequests: 'Cost per 10k requests (P50)',
      turnaround: 'Turnaround (P50)',
      unservedShare: 'Requests not served (P50)',
      latencyMissShare: 'Time over the latency target (P50)',
      requestMissShare: 'Requests that missed the latency target (P50)',
      deadlineMisses: 'Deadline misses per run (P50)',
    },
  },
  'zh-CN': {
    open: '对比…',
    libraryRow: '对比版本…',
    swap: '交换两边',
    scenario: (side: 'A' | 'B') => `场景 ${side}`,
    done: (runs: number, first: number) => `全部 ${runs} 次模拟，两边均使用种子 ${first}–${first + runs - 1}`,
    same: (name: string) => `两边都推荐 ${name}。`,
    inputsHeading: '不同的输入',
    absent: '（无）',
    withinNoise: '在随机波动范围内',
    noChange: '无变化',
    onlyBefore: (names: string) => `仅 A 中有：${names}`,
    onlyAfter: (names: string) => `仅 B 中有：${names}`,
    onDemandOnOffers: (count: number) => new RegExp(`^${count} 个报价的按量计费价格 \\+[\\d.]+%`),
    sameVersion: (name: string) =>
      `A 和 B 是同一个版本（“${name}”的第 1 版），不会有任何差别。只有一个版本的场景暂时没有可对比的对象`,
    columns: {
      totalCost: '总成本（P50）',
      costPerJob: '每个任务成本（P50）',
      costPer10kRequests: '每万次请求成本（P50）',
      turnaround: '周转时间（P50）',
      unservedShare: '未能服务的请求占比（P50）',
      latencyMissShare: '超出延迟目标的时间占比（P50）',
      requestMissShare: '未达标请求占比（P50）',
      deadlineMisses: '每次模拟错过截止时间的任务数（P50）',
    },
  },
} as const;

export type CompareLanguage = keyof typeof COMPARE_TEXT;
