import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { HeadroomStorage } from '@headroom/renderer/storage';
import { edited, freshStorage } from './fixtures';

async function backupText(storage: HeadroomStorage): Promise<string> {
  const made = await storage.backup.makeBackup({ includeRuns: true });
  if (!made.ok) throw new Error('backup too large');
  return made.text;
}

const WINDOW = 60_000;

async function editableScenario() {
  const t = freshStorage({ coalesceMs: WINDOW });
  const scenario = await t.storage.library.createBlank('Plan');
  const first = await t.db.versions.get(scenario.currentVersionId);
  if (!first) throw new Error('no first version');
  return { ...t, scenario, document: first.document };
}

describe('one editing session is one version', () => {
  it('folds ten minutes of steady edits into one version, and starts another after a quiet spell', async () => {
    const { storage, scenario, document, clock } = await editableScenario();
    const first = await storage.versions.autosave(scenario.id, edited(document, 2));
    expect(first).toMatchObject({ status: 'saved', version: { number: 2 } });
    // An edit every 30 s for ten minutes: well past the window from the version's start.
    for (let i = 0; i < 20; i++) {
      clock.advance(30_000);
      const r = await storage.versions.autosave(scenario.id, edited(document, 3 + i));
      expect(r).toMatchObject({ status: 'coalesced', version: { number: 2 } });
    }
    clock.advance(WINDOW);
    const after = await storage.versions.autosave(scenario.id, edited(document, 40));
    expect(after).toMatchObject({ status: 'saved', version: { number: 3 } });
    const history = await storage.versions.list(scenario.id);
    expect(history.map((v) => v.number)).toEqual([3, 2, 1]);
    // Nothing typed was lost: the session's version holds its last edit.
    expect((history[1]!.document.workloads[0] as { machines: number }).machines).toBe(22);
  });
});

describe('a version’s name and note', () => {
  it('are stored with the version without changing its document or write time', async () => {
    const { storage, scenario, document, clock } = await editableScenario();
    const saved = await storage.versions.autosave(scenario.id, edited(document, 2));
    if (saved.status !== 'saved') throw new Error(saved.status);
    clock.advance(1000);
    const named = await storage.versions.describe(saved.version.id, {
      label: '  Q3 budget, signed off  ',
      comment: 'Agreed with finance on 4 Dec.',
    });
    expect(named).toMatchObject({ label: 'Q3 budget, signed off', comment: 'Agreed with finance on 4 Dec.' });
    const stored = await storage.versions.get(saved.version.id);
    expect(stored?.updatedAt).toBe(saved.version.updatedAt);
    expect(stored?.document).toEqual(saved.version.document);
    expect(stored?.label).toBe('Q3 budget, signed off');
  });

  it('keep a named version as it is: the next edit makes a new version', async () => {
    const { storage, scenario, document, clock } = await editableScenario();
    const saved = await storage.versions.autosave(scenario.id, edited(document, 2));
    if (saved.status !== 'saved') throw new Error(saved.status);
    await storage.versions.describe(saved.version.id, { label: 'Signed off', comment: '' });
    clock.advance(1000);
    const next = await storage.versions.autosave(scenario.id, edited(document, 3));
    expect(next).toMatchObject({ status: 'saved', version: { number: 3 } });
    const kept = await storage.versions.get(saved.version.id);
    expect((kept!.document.workloads[0] as { machines: number }).machines).toBe(2);
  });

  it('clear when set to empty text', async () => {
    const { storage, scenario } = await editableScenario();
    await storage.versions.describe(scenario.currentVersionId, { label: 'x', comment: 'y' });
    const cleared = await storage.versions.describe(scenario.currentVersionId, { label: ' ', comment: '' });
    expect(cleared).not.toHaveProperty('label');
    expect(cleared).not.toHaveProperty('comment');
  });
});

describe('backups carry a version’s name and note', () => {
  it('round trip, and a backup made before versions had them still restores', async () => {
    const source = freshStorage({ coalesceMs: WINDOW });
    const scenario = await source.storage.library.createBlank('Budget');
    await source.storage.versions.describe(scenario.currentVersionId, {
      label: '预算（已批准）',
      comment: 'Signed off by finance.',
    });
    const text = await backupText(source.storage);
    const target = freshStorage();
    expect((await target.storage.backup.restoreBackupText(text)).ok).toBe(true);
    const [copy] = await target.storage.library.list();
    const [version] = await target.storage.versions.list(copy!.id);
    expect(version).toMatchObject({ label: '预算（已批准）', comment: 'Signed off by finance.' });

    // The same backup as an older app wrote it: no name or note on any version.
    const older = JSON.parse(text) as { scenarios: { versions: Record<string, unknown>[] }[] };
    for (const s of older.scenarios)
      for (const v of s.versions) {
        delete v.label;
        delete v.comment;
      }
    const third = freshStorage();
    expect((await third.storage.backup.restoreBackupText(JSON.stringify(older))).ok).toBe(true);
    const [plain] = await third.storage.library.list();
    const [plainVersion] = await third.storage.versions.list(plain!.id);
    expect(plainVersion).not.toHaveProperty('label');
  });

  it('refuses a name longer than the app keeps, changing nothing', async () => {
    const source = freshStorage();
    await source.storage.library.createBlank('Budget');
    const backup = JSON.parse(await backupText(source.storage)) as {
      scenarios: { versions: Record<string, unknown>[] }[];
    };
    backup.scenarios[0]!.versions[0]!.label = 'x'.repeat(121);
    const target = freshStorage();
    const result = await target.storage.backup.restoreBackupText(JSON.stringify(backup));
    expect(result.ok).toBe(false);
    expect(await target.storage.library.list()).toEqual([]);
  });
});
