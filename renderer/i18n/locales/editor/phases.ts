/**
 * Interface text of the scenario editor: the scenario's phases. English first; the Chinese object is
 * typed against it so a missing key is a compile error. Composed in ./index.ts.
 */
export const editorPhasesEn = {
  phases: {
    timeline: 'Timeline',
    intro:
      'Phases mark stretches of the plan, such as development then production. Workloads can be limited to some phases.',
    timelineLabel: 'The phases on the scenario’s timeline',
    timelineNeedsCalendar: 'Enter a start date and a horizon in General to see the timeline.',
    none: 'No phases yet: every workload runs over the whole horizon.',
    unnamed: 'Unnamed phase',
    dateRange: '{{from}} – {{to}}',
    editPhase: 'Edit phase “{{name}}”',
    firstDayOf: 'First day of “{{name}}”',
    lastDayOf: 'Last day of “{{name}}”',
    dragHint:
      'Drag a bar to move a phase, or its ends to change its dates, in whole days. With the keyboard, on a bar or an end: arrow keys move a day, Page Up and Page Down a week.',
    list: 'Phases',
    add: 'Add phase',
    newName: 'New phase',
    name: 'Name',
    kind: 'Kind',
    kinds: {
      development: 'Development',
      production: 'Production',
      other: 'Other',
    },
    startDay: 'Starts on day',
    endDay: 'Ends before day',
    lastDay: 'Last day {{date}}',
    remove: 'Remove phase',
    removeNamed: 'Remove phase “{{name}}”',
  },
};

export const editorPhasesZhCN: typeof editorPhasesEn = {
  phases: {
    timeline: '时间线',
    intro: '阶段用于划分计划中的时间段，例如先开发、后生产。工作负载可以限定在某些阶段内运行。',
    timelineLabel: '场景时间线上的各个阶段',
    timelineNeedsCalendar: '请先在“基本信息”中填写开始日期和规划周期，才能显示时间线。',
    none: '尚无阶段：所有工作负载在整个规划周期内运行。',
    unnamed: '未命名阶段',
    dateRange: '{{from}} 至 {{to}}',
    editPhase: '编辑阶段“{{name}}”',
    firstDayOf: '“{{name}}”的第一天',
    lastDayOf: '“{{name}}”的最后一天',
    dragHint:
      '拖动色条可整体移动阶段，拖动两端可修改起止日期，均以整天为单位。色条和两端也可用键盘调节：方向键每次移动一天，Page Up / Page Down 每次移动一周。',
    list: '阶段',
    add: '添加阶段',
    newName: '新阶段',
    name: '名称',
    kind: '类型',
    kinds: {
      development: '开发',
      production: '生产',
      other: '其他',
    },
    startDay: '开始于第几天',
    endDay: '结束于第几天之前',
    lastDay: '最后一天：{{date}}',
    remove: '删除阶段',
    removeNamed: '删除阶段“{{name}}”',
  },
};
