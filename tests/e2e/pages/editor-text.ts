/**
 * Visible text the editor tests look for, per language. Written out here rather than
 * imported from the app, so a wrong or missing translation fails a test.
 */
export const EDITOR_TEXT = {
  en: {
    overline: 'Scenario editor',
    sections: {
      general: 'General',
      phases: 'Phases',
      workloads: 'Workloads',
      catalog: 'Catalog',
      strategies: 'Strategies',
      simulation: 'Simulation',
    },
    name: 'Name',
    horizon: 'Horizon',
    undo: 'Undo',
    redo: 'Redo',
    run: 'Run',
    noProblems: 'No problems',
    problems: (count: number) => (count === 1 ? '1 problem' : `${count} problems`),
    mustBeMoreThanZero: 'Must be more than 0',
    required: 'Required',
    notANumber: 'Enter a number',
    saved: /^Saved · version \d+$/,
    notSavedYet: 'Not saved as a version yet',
    onDemandPrice: (offer: string) => `On-demand price, ${offer}`,
    /** Any price's details button, any offer's details button. */
    priceDetails: /^Date, source and terms of the /,
    offerDetails: /^Details of /,
    addPool: 'Add pool',
    addWorkload: 'Add workload',
    batchKind: 'Batch',
    devKind: 'Development',
    spotPool: 'Spot',
    restoredTitle: 'Unfinished changes restored',
  },
  'zh-CN': {
    overline: '场景编辑器',
    sections: {
      general: '基本信息',
      phases: '阶段',
      workloads: '工作负载',
      catalog: '产品目录',
      strategies: '采购策略',
      simulation: '模拟设置',
    },
    name: '名称',
    horizon: '规划周期',
    undo: '撤销',
    redo: '重做',
    run: '运行',
    noProblems: '没有问题',
    problems: (count: number) => `${count} 个问题`,
    mustBeMoreThanZero: '必须大于 0',
    required: '必填',
    notANumber: '请输入数字',
    saved: /^已保存 · 第 \d+ 版$/,
    notSavedYet: '尚未保存为版本',
    onDemandPrice: (offer: string) => `${offer} 的按量计费价格`,
    priceDetails: /的日期、来源和条款$/,
    offerDetails: / 的详情$/,
    addPool: '添加资源池',
    addWorkload: '添加工作负载',
    batchKind: '批处理',
    devKind: '开发',
    spotPool: '竞价实例',
    restoredTitle: '已恢复未完成的修改',
  },
} as const;

export type EditorLanguage = keyof typeof EDITOR_TEXT;
export type EditorSection = keyof (typeof EDITOR_TEXT)['en']['sections'];
