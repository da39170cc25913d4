/**
 * Interface text of the version list (names, notes and what changed between versions),
 * English first; the Chinese object is typed against it so a missing key is a compile error.
 */
export const versionsEn = {
  heading: 'Versions ({{count}})',
  intro:
    'Every saved version of this scenario, newest first. Name the one finance signed off and add a note; each version lists what changed from the one before it.',
  title: 'Version {{number}}',
  current: 'current',
  saved: 'Saved {{date}}',
  edit: 'Name and note…',
  name: 'Name',
  namePlaceholder: 'e.g. Q3 budget as signed off',
  note: 'Note',
  save: 'Save name and note',
  cancel: 'Cancel',
  failed: 'The name and note could not be saved: {{message}}',
  changes: 'What changed from version {{number}}',
  changeCount_one: '{{count}} change',
  changeCount_other: '{{count}} changes',
  noChanges: 'Same inputs as version {{number}}.',
  first: 'The first version.',
  field: 'Field',
  before: 'Version {{number}}',
  after: 'Version {{number}}',
};

export type VersionsMessages = typeof versionsEn;

export const versionsZhCN: VersionsMessages = {
  heading: '版本（{{count}}）',
  intro:
    '此场景保存过的每个版本，最新的在前。可以为财务确认过的版本命名并添加备注；每个版本都列出与上一个版本相比改了什么。',
  title: '第 {{number}} 版',
  current: '当前',
  saved: '保存于 {{date}}',
  edit: '名称和备注…',
  name: '名称',
  namePlaceholder: '例如：第三季度预算（已确认）',
  note: '备注',
  save: '保存名称和备注',
  cancel: '取消',
  failed: '无法保存名称和备注：{{message}}',
  changes: '与第 {{number}} 版相比的改动',
  changeCount_one: '{{count}} 处改动',
  changeCount_other: '{{count}} 处改动',
  noChanges: '输入与第 {{number}} 版相同。',
  first: '第一个版本。',
  field: '字段',
  before: '第 {{number}} 版',
  after: '第 {{number}} 版',
};
