/**
 * Interface text for the rules a strategy's runs are held to, on its card: which rule a
 * "misses targets" verdict failed, and which figures are only reported (a latency target on the
 * mean holds the time over it, not the share of slow requests). English first; the Chinese
 * object is typed against it so a missing key is a compile error. Composed in en.ts / zh-CN.ts.
 */
export const targetRulesEn = {
  /** "Why: time over the latency target 1.2 % (at most 1 % allowed), kept in 0 % of runs." */
  why: 'Why: {{rules}}.',
  held: 'Each run is held to: {{rules}}. A strategy meets its targets when at least 90 % of its runs keep every one.',
  separator: '; ',
  line: '{{rule}} {{value}} (at most {{allowed}} allowed), kept in {{kept}} of runs',
  names: {
    deadlines: 'jobs past their deadline',
    unserved: 'requests not served',
    timeOverTarget: 'time over the latency target',
    requestsOverTarget: '{{workload}}: requests slower than its {{statistic}} target',
    llmTarget: '{{workload}}: requests over {{target}}',
  },
  reportedOnly: '(reported only)',
  reportedOnlyHint:
    'Reported, not held: the latency target is on the mean, so what is held is the time over the target (at most 1 % of the active time); the share of requests slower than the target is shown for information.',
};

export const targetRulesZhCN: typeof targetRulesEn = {
  why: '原因：{{rules}}。',
  held: '每次模拟须满足：{{rules}}。至少 90 % 的模拟满足全部规则时，该策略才算达标。',
  separator: '；',
  line: '{{rule}} {{value}}（最多允许 {{allowed}}），{{kept}} 的模拟满足',
  names: {
    deadlines: '超过截止时间的任务',
    unserved: '未服务的请求',
    timeOverTarget: '超出延迟目标的时间',
    requestsOverTarget: '{{workload}}：慢于其 {{statistic}} 目标的请求',
    llmTarget: '{{workload}}：超出 {{target}} 的请求',
  },
  reportedOnly: '（仅供参考）',
  reportedOnlyHint:
    '仅报告、不作考核：延迟目标针对平均值，因此考核的是超出目标的时间（最多占活跃时间的 1 %）；慢于目标的请求占比仅供参考。',
};
