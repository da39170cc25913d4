/**
 * Visible text of the what-if mode that its tests look for, per language. Written out here
 * rather than imported from the app, so a wrong or missing translation fails a test.
 */
export const WHAT_IF_TEXT = {
  en: {
    open: 'What if…',
    reset: 'Reset',
    undo: 'Undo',
    saveVersion: 'Save as new version',
    savedVersion: (n: number) => `Saved as version ${n}. The earlier versions are unchanged.`,
    curvePoint: (time: string) => `Weekdays, ${time}`,
    spotPrice: 'Spot price',
    now: (now: string, before: string) => `Now: ${now}, previously ${before}.`,
    still: (name: string) => `Still ${name}.`,
    done: (runs: number) => `All ${runs} runs`,
    figures: {
      costPerJob: 'Cost per job',
      costPer10kRequests: 'Cost per 10k requests',
      unservedShare: 'Requests not served',
      latencyMissShare: 'Time over the latency target',
      requestMissShare: 'Requests that missed the latency target',
      deadlineMisses: 'Deadline misses per run',
    },
    points: 'points',
    missesNow: 'Now misses its targets',
  },
  'zh-CN': {
    open: '假设分析…',
    reset: '重置',
    undo: '撤销',
    saveVersion: '另存为新版本',
    savedVersion: (n: number) => `已保存为版本 ${n}。之前的版本保持不变。`,
    curvePoint: (time: string) => `工作日 ${time} 的请求速率`,
    spotPrice: '竞价实例价格',
    now: (now: string, before: string) => `现在：${now}，之前：${before}。`,
    still: (name: string) => `仍然是 ${name}。`,
    done: (runs: number) => `全部 ${runs} 次模拟`,
    figures: {
      costPerJob: '每个任务成本',
      costPer10kRequests: '每万次请求成本',
      unservedShare: '未能服务的请求占比',
      latencyMissShare: '超出延迟目标的时间占比',
      requestMissShare: '未达标请求占比',
      deadlineMisses: '每次模拟错过截止时间的任务数',
    },
    points: '个百分点',
    missesNow: '现在未满足目标',
  },
} as const;

export type WhatIfLanguage = keyof typeof WHAT_IF_TEXT;
