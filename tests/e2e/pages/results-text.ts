/**
 * Visible text the results tests look for, per language. Written out here rather than
 * imported from the app, so a wrong or missing translation fails a test.
 */
export const RESULTS_TEXT = {
  en: {
    breadcrumbResults: 'Results',
    run: 'Run',
    runAgain: 'Run again',
    cancel: 'Cancel',
    edit: 'Edit scenario',
    noResults: 'No results yet',
    recommendation: 'Recommendation',
    recommended: 'Recommended',
    /** Bare metal: cheaper per job than the shared instance, and sooner. */
    cheaperAndSooner:
      /^GPU bare-metal, billed by the hour .+ is \d+% cheaper per job than Shared GPU instance, pay-as-you-go .+ and finishes [\d.]+ h sooner\.$/,
    staleTitle: 'These results are out of date',
    cancelled: 'Run cancelled. The results below are from the previous run.',
    progressRuns: /^[\d,]+ of [\d,]+ runs done$/,
    costPerJob: 'Cost per job',
    invalidTitle: 'This scenario can’t be run yet',
    mustBeMoreThanZero: 'Must be more than 0',
    openEditor: 'Open the editor',
  },
  'zh-CN': {
    breadcrumbResults: '结果',
    run: '运行',
    runAgain: '重新运行',
    cancel: '取消',
    edit: '编辑场景',
    noResults: '还没有结果',
    recommendation: '推荐',
    recommended: '推荐',
    cheaperAndSooner:
      /^按单个任务成本计，“GPU 云物理服务器，按小时计费”比“共享型 GPU 实例，按量计费”便宜 \d+%，并且提前 [\d.]+ 小时完成。$/,
    staleTitle: '这些结果已过期',
    cancelled: '已取消运行。下面显示的是上一次运行的结果。',
    progressRuns: /^已完成 [\d,]+ \/ [\d,]+ 次模拟$/,
    costPerJob: '单个任务成本',
    invalidTitle: '此场景暂时无法运行',
    mustBeMoreThanZero: '必须大于 0',
    openEditor: '打开编辑器',
  },
} as const;

export type ResultsLanguage = keyof typeof RESULTS_TEXT;
export type ResultsText = (typeof RESULTS_TEXT)[ResultsLanguage];
