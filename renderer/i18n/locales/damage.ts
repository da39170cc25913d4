/**
 * Interface text for damaged input and records: the app-wide error boundary, a library that
 * cannot be opened, damaged runs and headlines, records an upgrade left out, and work a run
 * may not do. English first; the Chinese object is typed against it.
 */
export const damageEn = {
  boundary: {
    title: 'This screen could not be drawn',
    body: 'Something on it is not as Headroom expected. Your saved scenarios are not affected. Go back to the library or reload the app.',
    detail: 'Detail: {{detail}}',
    back: 'Back to scenarios',
    reload: 'Reload',
  },
  openFailed: {
    title: 'Your library could not be opened',
    body: 'The browser’s database did not open ({{detail}}). Nothing has been deleted. Download a copy of everything stored, then reload; if it keeps failing, keep the copy and send it with a report.',
    download: 'Download a copy of the stored library',
    downloaded: 'The copy was saved.',
    downloadFailed: 'The copy could not be made: {{detail}}',
  },
  run: {
    damaged:
      'The saved run of {{date}} (record “{{id}}”) is damaged and cannot be shown: {{part}} is missing or unreadable. Run the scenario again to replace it.',
  },
  /** A run that stopped at the simulator's budget (the scenario asks for more work than a run may do). */
  budget:
    'The run stopped: this scenario asks for more work than one run may do and still fit in memory. Ask for less (fewer or rarer arrivals, fewer tasks, slower spot changes, a shorter horizon). Detail: {{detail}}',
  headline: {
    damaged: 'Last run: damaged record',
    damagedHint: 'Open the scenario and run it again to replace it.',
  },
  upgrade: {
    title: 'Some saved records had to be repaired or set aside',
    repairedBody_one:
      'While updating your library to this version of Headroom, {{count}} scenario was kept with a damaged part repaired:',
    repairedBody_other:
      'While updating your library to this version of Headroom, {{count}} scenarios were kept with a damaged part repaired:',
    repairedRow: '“{{name}}”: {{fields}}',
    fields: {
      name: 'its name was unreadable and was replaced',
      time: 'its edit time was unreadable and was replaced',
    },
    fieldSeparator: '; ',
    body_one: 'While updating your library to this version of Headroom, {{count}} damaged record with nothing to recover was set aside:',
    body_other: 'While updating your library to this version of Headroom, {{count}} damaged records with nothing to recover were set aside:',
    row: '{{table}} “{{id}}”: {{reason}}',
    /** Names of the database's tables, as the rows above name them. */
    tables: { runs: 'Saved run', scenarios: 'Scenario', other: 'Record' },
    /** Why a record was set aside (see SkipReason in renderer/storage/upgrade-report.ts). */
    reasons: {
      notScenarioRow: 'not a scenario record',
      noDocument: 'no scenario document',
      notRunRow: 'not a saved run',
      noScenario: 'belongs to no scenario',
      noRunTime: 'no run time',
    },
    dismiss: 'Dismiss',
  },
};

export const damageZhCN: typeof damageEn = {
  boundary: {
    title: '无法显示此页面',
    body: '页面中的某些内容与 Headroom 的预期不符。已保存的场景不受影响。请返回场景库，或重新加载应用。',
    detail: '详情：{{detail}}',
    back: '返回场景库',
    reload: '重新加载',
  },
  openFailed: {
    title: '无法打开您的场景库',
    body: '浏览器数据库未能打开（{{detail}}）。没有任何数据被删除。请先下载一份全部已存数据的副本，再重新加载；如果仍然失败，请保留该副本并随问题报告一起发送。',
    download: '下载已存场景库的副本',
    downloaded: '副本已保存。',
    downloadFailed: '无法生成副本：{{detail}}',
  },
  run: {
    damaged: '{{date}} 保存的运行结果（记录“{{id}}”）已损坏，无法显示：{{part}} 缺失或无法读取。请重新运行该场景以替换它。',
  },
  budget: '运行已停止：此场景要求的工作量超出单次模拟在内存中所能承受的范围。请减少工作量（更少或更稀疏的到达、更少的任务、更慢的竞价变化、更短的时间范围）。详情：{{detail}}',
  headline: {
    damaged: '上次运行：记录已损坏',
    damagedHint: '请打开该场景并重新运行以替换它。',
  },
  upgrade: {
    title: '部分已存记录已修复或被搁置',
    repairedBody_one: '将场景库更新到此版本的 Headroom 时，有 {{count}} 个场景的损坏部分已修复并保留：',
    repairedBody_other: '将场景库更新到此版本的 Headroom 时，有 {{count}} 个场景的损坏部分已修复并保留：',
    repairedRow: '场景“{{name}}”：{{fields}}',
    fields: {
      name: '名称无法读取，已替换',
      time: '编辑时间无法读取，已替换',
    },
    fieldSeparator: '；',
    body_one: '将场景库更新到此版本的 Headroom 时，有 {{count}} 条无可恢复内容的损坏记录被搁置：',
    body_other: '将场景库更新到此版本的 Headroom 时，有 {{count}} 条无可恢复内容的损坏记录被搁置：',
    row: '{{table}}“{{id}}”：{{reason}}（已搁置）',
    tables: { runs: '已保存的运行', scenarios: '场景', other: '记录' },
    reasons: {
      notScenarioRow: '不是场景记录',
      noDocument: '没有场景文档',
      notRunRow: '不是保存的运行',
      noScenario: '不属于任何场景',
      noRunTime: '没有运行时间',
    },
    dismiss: '关闭',
  },
};
