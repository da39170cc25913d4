/**
 * Interface text for backing up and restoring the whole library, and for telling the planner
 * when the browser or the computer refuses to store more. Composed into the app's messages
 * in en.ts / zh-CN.ts.
 */
export const backupEn = {
  backUp: 'Back up library…',
  restore: 'Restore…',
  restoreFromBackup: 'Restore a backup…',
  dialog: {
    title: 'Back up the library',
    body: 'Saves every scenario in your library, with all its versions, in one file. Keep it somewhere safe: Restore… adds it back, on this computer or another one, without replacing anything already there.',
    scenarios_one: 'The backup will hold {{count}} scenario.',
    scenarios_other: 'The backup will hold {{count}} scenarios.',
    trashLeftOut: 'Scenarios in the trash are not included; restore them first to keep them.',
    includeRuns: 'Include saved runs',
    includeRunsHelp:
      'The results of the latest runs, so they can be seen without running again. Makes the file larger.',
    save: 'Back up…',
  },
  file: {
    filterName: 'Headroom library backup',
    saveTitle: 'Back up the library',
    openTitle: 'Restore a library backup',
  },
  feedback: {
    savedTo: 'Backed up {{what}} to {{path}}.',
    downloaded: 'Backed up {{what}}: {{file}} is in your browser’s downloads folder.',
    saved: 'Backed up {{what}} in {{file}}.',
    tooLarge:
      'The backup would be {{size}} MB, more than the {{limit}} MB Headroom can read back, so it was not saved. Back up without saved runs, or delete scenarios you no longer need.',
    failed: 'Could not back up the library. ({{detail}})',
    restored: 'Restored {{what}}.',
    renamed_one: '{{count}} scenario took a new name because its name was taken.',
    renamed_other: '{{count}} scenarios took a new name because their names were taken.',
    nothingInFile: 'The backup holds no scenarios, so nothing was added.',
    restoreFailed: 'Could not restore the backup, so nothing was changed. ({{detail}})',
    /** After "Backed up …": what the backup could not hold in a form Restore reads back. */
    leftOut_one:
      '{{count}} scenario is damaged and was left out of the backup: {{list}}. It is still in your library.',
    leftOut_other:
      '{{count}} scenarios are damaged and were left out of the backup: {{list}}. They are still in your library.',
    runsLeftOut_one:
      'The saved runs of {{count}} scenario are damaged and were left out: {{list}}. Run it again to replace them.',
    runsLeftOut_other:
      'The saved runs of {{count}} scenarios are damaged and were left out: {{list}}. Run them again to replace them.',
    leftOutItem: '“{{name}}” ({{path}})',
  },
  counts: {
    scenarios_one: '{{count}} scenario',
    scenarios_other: '{{count}} scenarios',
    versions_one: '{{count}} version',
    versions_other: '{{count}} versions',
    runs_one: '{{count}} run',
    runs_other: '{{count}} runs',
    /** "7 scenarios with 23 versions and 5 runs" */
    withRuns: '{{scenarios}} with {{versions}} and {{runs}}',
    withoutRuns: '{{scenarios}} with {{versions}}',
  },
  error: {
    title: 'Could not restore {{file}}',
    titleNoFile: 'Could not restore the file',
    fix: 'The file is damaged or is not a Headroom library backup. The places below say what is wrong.',
    tooLarge: 'The file is {{size}} MB; a backup Headroom can read is at most {{limit}} MB.',
  },
  quota: {
    title: 'This computer has no room left for Headroom’s data',
    library:
      'The browser or the computer refused to store more (its disk or Headroom’s storage allowance is full), so nothing was changed. Free some disk space, or empty the trash, then try again.',
    editor:
      'Storage is full: the browser or the computer refused to store more. Your edits are still here; free some disk space or empty the trash, and the next edit saves them.',
    editorShort: 'Not saved: storage full',
    run: 'The results are shown but could not be saved: the browser or the computer refused to store more. Free some disk space or empty the trash, then run again.',
  },
};

export const backupZhCN: typeof backupEn = {
  backUp: '备份场景库…',
  restore: '恢复…',
  restoreFromBackup: '从备份恢复…',
  dialog: {
    title: '备份场景库',
    body: '将场景库中的每个场景及其所有版本保存到一个文件中。请妥善保存：通过“恢复…”可以在本机或其他电脑上重新添加这些场景，不会替换已有的任何内容。',
    scenarios_one: '备份将包含 {{count}} 个场景。',
    scenarios_other: '备份将包含 {{count}} 个场景。',
    trashLeftOut: '回收站中的场景不包含在内；如需保留，请先将其恢复。',
    includeRuns: '包含已保存的运行结果',
    includeRunsHelp: '最近几次运行的结果，恢复后无需重新运行即可查看。文件会更大。',
    save: '备份…',
  },
  file: {
    filterName: 'Headroom 场景库备份',
    saveTitle: '备份场景库',
    openTitle: '恢复场景库备份',
  },
  feedback: {
    savedTo: '已将 {{what}}备份到 {{path}}。',
    downloaded: '已备份 {{what}}：{{file}} 已保存到浏览器的下载文件夹。',
    saved: '已将 {{what}}备份到 {{file}}。',
    tooLarge:
      '备份文件将达到 {{size}} MB，超过 Headroom 可读取的 {{limit}} MB，因此未保存。请在备份时不包含运行结果，或删除不再需要的场景。',
    failed: '无法备份场景库。（{{detail}}）',
    restored: '已恢复 {{what}}。',
    renamed_one: '{{count}} 个场景因名称已被占用而改用了新名称。',
    renamed_other: '{{count}} 个场景因名称已被占用而改用了新名称。',
    nothingInFile: '该备份不包含任何场景，因此没有添加任何内容。',
    restoreFailed: '无法恢复该备份，没有做任何更改。（{{detail}}）',
    leftOut_one: '{{count}} 个场景已损坏，未包含在备份中：{{list}}。场景本身仍保留在您的场景库中。',
    leftOut_other: '{{count}} 个场景已损坏，未包含在备份中：{{list}}。场景本身仍保留在您的场景库中。',
    runsLeftOut_one: '{{count}} 个场景保存的运行结果已损坏，未包含在备份中：{{list}}。请重新运行以替换。',
    runsLeftOut_other: '{{count}} 个场景保存的运行结果已损坏，未包含在备份中：{{list}}。请重新运行以替换。',
    leftOutItem: '“{{name}}”（位置：{{path}}）',
  },
  counts: {
    scenarios_one: '{{count}} 个场景',
    scenarios_other: '{{count}} 个场景',
    versions_one: '{{count}} 个版本',
    versions_other: '{{count}} 个版本',
    runs_one: '{{count}} 份运行结果',
    runs_other: '{{count}} 份运行结果',
    withRuns: '{{scenarios}}（共 {{versions}}、{{runs}}）',
    withoutRuns: '{{scenarios}}（共 {{versions}}）',
  },
  error: {
    title: '无法恢复 {{file}}',
    titleNoFile: '无法恢复该文件',
    fix: '该文件已损坏，或不是 Headroom 场景库备份。下面列出了问题所在。',
    tooLarge: '该文件大小为 {{size}} MB，Headroom 可读取的备份最大为 {{limit}} MB。',
  },
  quota: {
    title: '本机已没有空间存放 Headroom 的数据',
    library:
      '浏览器或电脑拒绝存储更多数据（磁盘或 Headroom 的存储配额已满），因此没有做任何更改。请释放磁盘空间或清空回收站，然后重试。',
    editor:
      '存储空间已满：浏览器或电脑拒绝存储更多数据。您的修改仍在；释放磁盘空间或清空回收站后，下次修改时会一并保存。',
    editorShort: '未保存：存储空间已满',
    run: '结果已显示，但无法保存：浏览器或电脑拒绝存储更多数据。请释放磁盘空间或清空回收站，然后重新运行。',
  },
};
