/**
 * Problems with an imported scenario file or a library backup as a whole, and the encodings
 * the app refuses, for the import and restore dialogs. English first; the Chinese object is
 * typed against it so a missing key is a compile error.
 */
export const importIssuesEn = {
  file: {
    notJson: 'The file is not valid JSON (it may be cut short or not a Headroom file).',
    fileTooLarge: 'The file is larger than {{limitMb}} MB, the most a scenario file may be.',
    notObject: 'A scenario file must hold one JSON object.',
    badSchemaVersion:
      'schemaVersion must be a whole number from 1 up (the scenario format version).',
    newerScenario:
      'This file is scenario format {{version}}, newer than this Headroom reads ({{current}}): update Headroom to open it.',
    noUpgrade: 'There is no upgrade from scenario format {{version}}.',
    notBackup: 'This is not a Headroom library backup.',
    backupIsScenarioFile:
      'This is a single scenario file, not a library backup: open it with Import file… instead.',
    backupNewerFormat:
      'This backup is format {{version}}, newer than this Headroom reads ({{current}}): update Headroom to restore it.',
    backupTooLarge: 'The file is larger than {{limitMb}} MB, the most a backup may be.',
    backupVersionIdTwice: 'The same version id appears twice.',
    backupVersionNumberTwice: 'Version number {{number}} appears twice.',
    backupNoSuchVersion: 'Names no version of this scenario.',
    backupRunIdTwice: 'The same run id appears twice.',
  },
  encoding: {
    utf16:
      'The file is in UTF-16 (as some Windows editors save “Unicode” text). Save it as UTF-8 and open it again.',
    utf32: 'The file is in UTF-32. Save it as UTF-8 and open it again.',
    notUtf8:
      'The file is not UTF-8 text (perhaps GBK or another legacy encoding). Save it as UTF-8 and open it again.',
  },
};

export const importIssuesZhCN: typeof importIssuesEn = {
  file: {
    notJson: '该文件不是有效的 JSON（可能不完整，或不是 Headroom 文件）。',
    fileTooLarge: '该文件大于 {{limitMb}} MB，超出场景文件的上限。',
    notObject: '场景文件必须包含一个 JSON 对象。',
    badSchemaVersion: 'schemaVersion 必须是从 1 起的整数（场景格式版本）。',
    newerScenario:
      '该文件为场景格式 {{version}}，比此版 Headroom 可读取的格式（{{current}}）更新：请升级 Headroom 后再打开。',
    noUpgrade: '无法从场景格式 {{version}} 升级。',
    notBackup: '这不是 Headroom 方案库备份。',
    backupIsScenarioFile: '这是单个场景文件，不是方案库备份：请改用“导入文件…”打开。',
    backupNewerFormat:
      '该备份为格式 {{version}}，比此版 Headroom 可读取的格式（{{current}}）更新：请升级 Headroom 后再恢复。',
    backupTooLarge: '该文件大于 {{limitMb}} MB，超出备份文件的上限。',
    backupVersionIdTwice: '同一个版本 id 出现了两次。',
    backupVersionNumberTwice: '版本号 {{number}} 出现了两次。',
    backupNoSuchVersion: '指向的版本不属于该场景。',
    backupRunIdTwice: '同一个运行 id 出现了两次。',
  },
  encoding: {
    utf16:
      '该文件为 UTF-16 编码（部分 Windows 编辑器保存“Unicode”文本时使用）。请另存为 UTF-8 后重新打开。',
    utf32: '该文件为 UTF-32 编码。请另存为 UTF-8 后重新打开。',
    notUtf8: '该文件不是 UTF-8 文本（可能是 GBK 等旧编码）。请另存为 UTF-8 后重新打开。',
  },
};
