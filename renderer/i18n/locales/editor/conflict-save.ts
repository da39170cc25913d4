/**
 * Interface text of the scenario editor: saving the scenario and resolving an edit made elsewhere at the same time. English first; the Chinese object is
 * typed against it so a missing key is a compile error. Composed in ./index.ts.
 */
export const editorConflictSaveEn = {
  conflict: {
    title: 'This scenario was changed in another window',
    body: 'Version {{number}} was saved in another window or tab at {{time}}, after you started editing here. Your edits here are not saved yet; they are kept on this computer until you choose.',
    keepMine: 'Keep my edits',
    keepMineHint:
      'Your edits become the newest version. The other window’s version stays in the history.',
    takeTheirsCopy: 'Use theirs, save mine as a copy',
    takeTheirsCopyHint:
      'The editor shows the other window’s version. Your edits become a new scenario in the library.',
    takeTheirsDiscard: 'Use theirs, discard mine',
    takeTheirsDiscardHint:
      'Your edits have problems, so they cannot be saved as a scenario. The editor shows the other window’s version.',
    copyName: '{{name}} (my edits)',
    copied: 'Your edits are saved in the library as “{{name}}”.',
    copyFailed: 'Your edits could not be saved as a copy, so they are still here. ({{message}})',
    followed: 'Updated with version {{number}}, saved in another window.',
    dismiss: 'Dismiss',
  },
  save: {
    saved: 'Saved · version {{number}}',
    savedDetail: 'Every edit is saved as you go. Last saved {{time}}.',
    saving: 'Saving…',
    savingDetail: 'Your edits are saved a moment after you stop typing.',
    invalid: 'Not saved as a version yet',
    invalidDetail:
      'The scenario has problems, so these edits are kept on this computer rather than as a new version. The last saved version is the one that runs.',
    invalidNotKept:
      'The scenario has problems, and this computer refused to keep the unfinished edits (storage is full or disabled). Fix the problems to save them.',
    error: 'Could not save',
    errorDetail:
      'Your edits are still here and kept on this computer; the next edit tries again. ({{message}})',
    conflict: 'Not saved: changed in another window',
    conflictDetail:
      'Another window saved this scenario while you were editing. Choose which edits to keep; until then yours are kept on this computer.',
  },
};

export const editorConflictSaveZhCN: typeof editorConflictSaveEn = {
  conflict: {
    title: '此场景已在另一个窗口中被修改',
    body: '在您开始在此编辑之后，另一个窗口或标签页于 {{time}} 保存了第 {{number}} 版。您在此处的修改尚未保存；在您做出选择之前，它们暂存在本机。',
    keepMine: '保留我的修改',
    keepMineHint: '您的修改将成为最新版本，另一个窗口的版本仍保留在历史记录中。',
    takeTheirsCopy: '使用对方的版本，我的修改另存为副本',
    takeTheirsCopyHint: '编辑器将显示另一个窗口的版本，您的修改将作为新场景保存到场景库中。',
    takeTheirsDiscard: '使用对方的版本，放弃我的修改',
    takeTheirsDiscardHint: '您的修改中还有问题，无法保存为场景。编辑器将显示另一个窗口的版本。',
    copyName: '{{name}}（我的修改）',
    copied: '您的修改已作为“{{name}}”保存到场景库中。',
    copyFailed: '无法将您的修改另存为副本，因此它们仍保留在此处。（{{message}}）',
    followed: '已更新为另一个窗口保存的第 {{number}} 版。',
    dismiss: '关闭',
  },
  save: {
    saved: '已保存 · 第 {{number}} 版',
    savedDetail: '每次修改都会随时保存。最后保存于 {{time}}。',
    saving: '正在保存…',
    savingDetail: '停止输入片刻后即保存您的修改。',
    invalid: '尚未保存为版本',
    invalidDetail:
      '场景中还有问题，因此这些修改暂存在本机，而不是保存为新版本。运行时使用的是最后保存的版本。',
    invalidNotKept:
      '场景中还有问题，而本机拒绝暂存这些未完成的修改（存储空间已满或被禁用）。请修正问题后再保存。',
    error: '无法保存',
    errorDetail: '您的修改仍在，并已暂存在本机；下次修改时会再次尝试保存。（{{message}}）',
    conflict: '未保存：已在另一个窗口中修改',
    conflictDetail:
      '在您编辑期间，另一个窗口保存了此场景。请选择保留哪一方的修改；在此之前，您的修改暂存在本机。',
  },
};
