// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, parseScenarioText, type ScenarioIssue } from '@shared/scenario';
import { MAX_OPEN_BACKUP_BYTES } from '@shared/platform/desktop-api';
import type { AppLanguage } from '@headroom/renderer/i18n/languages';
import { ImportErrorDialog } from '@headroom/renderer/library/ImportErrorDialog';
import {
  failureFromOpenError,
  type ImportFailure,
} from '@headroom/renderer/library/import-failure';
import { FileTooLargeError } from '@headroom/renderer/platform/file-too-large-error';
import { parseBackupText } from '@headroom/renderer/storage/backup/backup-format';
import { renderInLanguage } from '../render-in-language';
import { mutable } from '../scenario/fixture';
import { freshStorage } from '../storage/fixtures';

const CJK = /[\u4e00-\u9fff]/;

function show(
  failure: ImportFailure,
  purpose: 'import' | 'restore',
  language: AppLanguage = 'zh-CN',
) {
  renderInLanguage(
    <ImportErrorDialog
      failure={failure}
      purpose={purpose}
      onClose={() => undefined}
      onChooseAnother={() => undefined}
    />,
    language,
  );
  const dialog = document.body.querySelector('[role="dialog"]');
  if (!(dialog instanceof HTMLElement)) throw new Error('no dialog');
  return dialog;
}

/** Every problem of the dialog is worded in Chinese: no English message left, no note saying so. */
function expectAllChinese(dialog: HTMLElement, issues: readonly ScenarioIssue[]) {
  const texts = [...dialog.querySelectorAll('[data-testid="import-issue-text"]')];
  expect(texts).toHaveLength(issues.length);
  texts.forEach((el, i) => {
    expect(el.textContent, issues[i]!.message).toMatch(CJK);
    expect(el.getAttribute('lang')).toBeNull();
    expect(el.textContent).not.toBe(issues[i]!.message);
  });
  expect(dialog.textContent).not.toContain('使用英文');
}

function scenarioIssues(text: string): ScenarioIssue[] {
  const parsed = parseScenarioText(text);
  if (parsed.ok) throw new Error('expected a refusal');
  return parsed.issues;
}

/** The parts of a backup file these tests damage. */
interface BackupJson {
  formatVersion: number;
  scenarios: {
    createdAt: unknown;
    currentVersionId: string;
    versions: { number: number; document: Record<string, unknown> }[];
  }[];
}

async function backupText(): Promise<BackupJson> {
  const { storage } = freshStorage();
  await storage.library.createBlank('备份计划');
  const made = await storage.backup.makeBackup({ includeRuns: false });
  if (!made.ok) throw new Error('backup too large');
  return JSON.parse(made.text) as BackupJson;
}

function backupIssues(text: string): ScenarioIssue[] {
  const parsed = parseBackupText(text, '(unknown)');
  if (parsed.ok) throw new Error('expected a refusal');
  return parsed.issues;
}

describe('the import dialog in Chinese: every refusal of a scenario file', () => {
  const withField = (edit: (doc: ReturnType<typeof mutable>) => void) => {
    const doc = mutable();
    edit(doc);
    return JSON.stringify(doc);
  };
  it.each([
    ['not JSON', '{"name": '],
    ['not an object', '[1, 2]'],
    ['a bad format version', '{"schemaVersion": "x"}'],
    ['a newer format', '{"schemaVersion": 99}'],
    ['too large', `{"name":"${'中'.repeat(1_800_000)}"}`],
    ['a field out of range', withField((d) => (d.workloads[0].gpusPerJob = 0))],
    ['an unknown field', withField((d) => (d.workloads[0].gpusPerJb = 1))],
    ['a missing field', withField((d) => delete d.currency)],
  ])('%s', (_, text) => {
    const issues = scenarioIssues(text);
    expectAllChinese(
      show({ kind: 'invalid', fileName: 'a.headroom.json', issues }, 'import'),
      issues,
    );
  });

  it('keeps the English wording in English', () => {
    const issues = scenarioIssues('{"schemaVersion": 99}');
    const dialog = show({ kind: 'invalid', fileName: 'a.headroom.json', issues }, 'import', 'en');
    expect(dialog.querySelector('[data-testid="import-issue-text"]')?.textContent).toBe(
      `This file is scenario format 99, newer than this Headroom reads (${CURRENT_SCHEMA_VERSION}): update Headroom to open it.`,
    );
  });
});

describe('the restore dialog in Chinese: every refusal of a backup', () => {
  it.each([
    ['not JSON', async () => '{"format": '],
    ['not an object', async () => '"text"'],
    ['a scenario file', async () => JSON.stringify(mutable())],
    ['another JSON file', async () => '{"hello": 1}'],
    ['a newer format', async () => JSON.stringify({ ...(await backupText()), formatVersion: 99 })],
    ['too large', async () => ' '.repeat(MAX_OPEN_BACKUP_BYTES + 1)],
    [
      'a damaged envelope',
      async () => {
        const b = await backupText();
        b.scenarios[0]!.createdAt = 'yesterday';
        return JSON.stringify(b);
      },
    ],
    [
      'a version id twice',
      async () => {
        const b = await backupText();
        const s = b.scenarios[0]!;
        s.versions = [s.versions[0]!, { ...s.versions[0]!, number: 2 }];
        return JSON.stringify(b);
      },
    ],
    [
      'a current version that is not there',
      async () => {
        const b = await backupText();
        b.scenarios[0]!.currentVersionId = 'nowhere';
        return JSON.stringify(b);
      },
    ],
    [
      'a damaged scenario document inside',
      async () => {
        const b = await backupText();
        const v = b.scenarios[0]!.versions[0]!;
        v.document = { ...v.document, horizonDays: -5 };
        return JSON.stringify(b);
      },
    ],
  ])('%s', async (_, make) => {
    const issues = backupIssues(await make());
    expectAllChinese(
      show({ kind: 'invalid', fileName: 'x.headroom-backup.json', issues }, 'restore'),
      issues,
    );
  });
});

it('says a wrong type in a backup is a wrong type, not a missing value', async () => {
  const b = await backupText();
  b.scenarios[0]!.createdAt = 'yesterday';
  const issues = backupIssues(JSON.stringify(b));
  const dialog = show({ kind: 'invalid', fileName: 'x.headroom-backup.json', issues }, 'restore');
  expect(dialog.querySelector('[data-testid="import-issue-text"]')?.textContent).toBe('请输入数字');
});

describe('files the app cannot read, in Chinese', () => {
  it.each([
    [
      'UTF-16',
      'x.json: the file is in UTF-16 (as some Windows editors save "Unicode" text); save it as UTF-8 and open it again',
      'UTF-16',
    ],
    [
      'GBK',
      'x.json: the file is not UTF-8 text (perhaps GBK or another legacy encoding); save it as UTF-8 and open it again',
      'GBK',
    ],
  ])('names %s in Chinese', (_, message, name) => {
    const failure = failureFromOpenError(new Error(message));
    const dialog = show(failure, 'import');
    expect(dialog.textContent).toContain(name);
    expect(dialog.textContent).toContain('请另存为 UTF-8');
    expect(dialog.textContent).not.toContain('save it as');
  });

  it('names both sizes of a backup that is too large', () => {
    const failure = failureFromOpenError(
      new FileTooLargeError('big.json', 80 * 1024 * 1024, MAX_OPEN_BACKUP_BYTES),
    );
    expect(show(failure, 'restore').textContent).toContain('Headroom 可读取的备份最大为 64 MB');
  });
});

it('writes a hostile file’s huge numbers short', () => {
  const doc = mutable();
  doc.workloads[0].arrivals = { type: 'poisson', perDay: 1e300 };
  const issues = scenarioIssues(JSON.stringify(doc));
  const dialog = show({ kind: 'invalid', fileName: 'hostile.headroom.json', issues }, 'import');
  const text = dialog.querySelector('[data-testid="import-issue-text"]')!.textContent!;
  expect(text).toContain('单次模拟的工作量过大');
  expect(text.length).toBeLessThan(200);
});
