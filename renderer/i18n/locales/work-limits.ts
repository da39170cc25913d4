/**
 * Messages for the limits on a whole simulation (every run of every strategy), merged into the
 * editor's issue messages by en.ts and zh-CN.ts: kept apart so the editor's own locale file
 * stays as it is.
 */
export const workLimitIssuesEn = {
  tooMuchWorkInAll:
    'Too much work for the whole simulation (runs: {{runs}}; strategies: {{strategies}}; horizon: {{horizonDays}} d) comes to about {{implied}} where at most {{limit}} is allowed. Ask for fewer runs, fewer strategies or a shorter horizon.',
};

export const workLimitIssuesZhCN: typeof workLimitIssuesEn = {
  tooMuchWorkInAll:
    '整个模拟的工作量过大：{{strategies}} 个策略各模拟 {{runs}} 次、时间范围 {{horizonDays}} 天，约为 {{implied}}，上限为 {{limit}}。请减少模拟次数、策略数量或缩短时间范围。',
};
