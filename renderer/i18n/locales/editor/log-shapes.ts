/**
 * Interface text of the arrival and size kinds a job-history import stores: Poisson arrivals
 * by hour of the week and the log's own job sizes (empirical), shown in the workload editor
 * with what they hold and a way to turn them into a kind edited by hand. Composed in ./index.ts.
 */
export const editorLogShapesEn = {
  logShapes: {
    hourOfWeek: {
      chart: 'Arrivals an hour through the week (Monday 00:00 first, on the scenario’s clock)',
      summary: '{{perDay}} a day on average, {{perWeek}} a week; busiest hour {{peak}} an hour.',
      byDay: 'A day of the week',
      fromLog: 'Set from a job log. The 168 hourly rates are kept as imported; to type a rate by hand, turn them into one flat rate.',
      toFlat: 'Edit as a flat Poisson rate ({{perDay}} a day)',
    },
    empirical: {
      summary_one: '{{count}} size from the log: mean {{mean}}, P50 {{p50}}, P95 {{p95}}, largest {{max}} {{unit}}.',
      summary_other: '{{count}} sizes from the log: mean {{mean}}, P50 {{p50}}, P95 {{p95}}, largest {{max}} {{unit}}.',
      fromLog: 'Each job draws one of these sizes, all equally likely. To type a size by hand, turn them into a lognormal with the same mean and spread.',
      toLognormal: 'Edit as lognormal (mean {{mean}}, CV {{cv}})',
    },
  },
};

export const editorLogShapesZhCN: typeof editorLogShapesEn = {
  logShapes: {
    hourOfWeek: {
      chart: '一周内每小时的到达数（从周一 00:00 起，按场景的时钟）',
      summary: '平均每天 {{perDay}} 个，每周 {{perWeek}} 个；最忙的小时每小时 {{peak}} 个。',
      byDay: '一周各天',
      fromLog: '由任务日志设置。168 个小时到达率按导入值保留；如需手动输入，可将其转换为一个固定到达率。',
      toFlat: '改为固定泊松到达率编辑（每天 {{perDay}} 个）',
    },
    empirical: {
      summary_one: '取自日志的 {{count}} 个规模：均值 {{mean}}，P50 {{p50}}，P95 {{p95}}，最大 {{max}} {{unit}}。',
      summary_other: '取自日志的 {{count}} 个规模：均值 {{mean}}，P50 {{p50}}，P95 {{p95}}，最大 {{max}} {{unit}}。',
      fromLog: '每个任务从这些规模中等概率抽取一个。如需手动输入，可将其转换为均值和离散程度相同的对数正态分布。',
      toLognormal: '改为对数正态分布编辑（均值 {{mean}}，变异系数 {{cv}}）',
    },
  },
};
