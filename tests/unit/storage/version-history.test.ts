import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { dumpTables, edited, fakeResults, freshStorage, validDocument } from './fixtures';

const WINDOW = 60_000;

async function editableScenario() {
  const t = freshStorage({ coalesceMs: WINDOW });
  const scenario = await t.storage.library.createBlank('Plan');
  const first = await t.db.versions.get(scenario.currentVersionId);
  if (!first) throw new Error('no first version');
  return { ...t, scenario, document: first.document };
}

describe('version history (autosave)', () => {
  it('writes nothing when the document did not change, whatever its key order', async () => {
    const { storage, db, scenario, document } = await editableScenario();
    const before = await dumpTables(db);
    const reordered = Object.fromEntries(Object.entries(document).reverse());
    const result = await storage.versions.autosave(scenario.id, reordered);
    expect(result).toMatchObject({
      status: 'unchanged',
      version: { id: scenario.currentVersionId },
    });
    expect(await dumpTables(db)).toEqual(before);
  });

  it('does not fold edits into the first (blank) version, then coalesces rapid edits', async () => {
    const { storage, scenario, document, clock } = await editableScenario();
    clock.advance(1000);
    const a = await storage.versions.autosave(scenario.id, edited(document, 2));
    expect(a).toMatchObject({ status: 'saved', version: { number: 2, origin: 'edit' } });
    clock.advance(5000);
    const b = await storage.versions.autosave(scenario.id, edited(document, 3));
    expect(b).toMatchObject({ status: 'coalesced', version: { number: 2 } });
    clock.advance(WINDOW);
    const c = await storage.versions.autosave(scenario.id, edited(document, 4));
    expect(c).toMatchObject({ status: 'saved', version: { number: 3 } });

    const history = await storage.versions.list(scenario.id);
    expect(history.map((v) => v.number)).toEqual([3, 2, 1]);
    expect(history.map((v) => (v.document.workloads[0] as { machines: number }).machines)).toEqual([
      4, 3, 1,
    ]);
    const now = await storage.library.get(scenario.id);
    expect(now?.currentVersionId).toBe(history[0]?.id);
    expect(now?.updatedAt).toBe(clock.now());
  });

  it('never rewrites a version that a saved run simulated', async () => {
    const { storage, scenario, document, clock } = await editableScenario();
    const v2 = await storage.versions.autosave(scenario.id, edited(document, 2));
    if (v2.status !== 'saved') throw new Error(v2.status);
    await storage.runs.save({
      scenarioId: scenario.id,
      versionId: v2.version.id,
      results: fakeResults(),
      durationMs: 1,
    });
    clock.advance(1000);
    const v3 = await storage.versions.autosave(scenario.id, edited(document, 3));
    expect(v3).toMatchObject({ status: 'saved', version: { number: 3 } });
    const kept = await storage.versions.get(v2.version.id);
    expect((kept?.document.workloads[0] as { machines: number }).machines).toBe(2);
  });

  it('mirrors the document name and currency onto the scenario row', async () => {
    const { storage, scenario, document } = await editableScenario();
    await storage.versions.autosave(scenario.id, {
      ...document,
      name: 'Renamed in editor',
      currency: 'CNY',
    });
    expect(await storage.library.get(scenario.id)).toMatchObject({
      name: 'Renamed in editor',
      currency: 'CNY',
    });
  });

  it('refuses an invalid document with its issues and writes nothing', async () => {
    const { storage, db, scenario, document } = await editableScenario();
    const before = await dumpTables(db);
    const result = await storage.versions.autosave(scenario.id, { ...document, workloads: [] });
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(result.issues).toContainEqual(expect.objectContaining({ path: 'workloads' }));
    expect(await dumpTables(db)).toEqual(before);
  });

  it('restores an old version as a new version, keeping history linear', async () => {
    const { storage, scenario, document, clock } = await editableScenario();
    await storage.versions.autosave(scenario.id, edited(document, 2));
    const [, first] = await storage.versions.list(scenario.id);
    if (!first) throw new Error('missing version 1');
    clock.advance(1000);
    const restored = await storage.versions.restore(first.id);
    expect(restored).toMatchObject({ number: 3, origin: 'restore', note: '1' });
    expect(restored.document).toEqual(first.document);
    expect((await storage.library.get(scenario.id))?.currentVersionId).toBe(restored.id);
    // Restoring is a milestone: the next edit starts a new version instead of overwriting it.
    clock.advance(1000);
    expect(await storage.versions.autosave(scenario.id, edited(document, 5))).toMatchObject({
      status: 'saved',
    });
    expect(await storage.versions.list(scenario.id)).toHaveLength(4);
  });

  it('restoring the document that is already current adds nothing', async () => {
    const { storage, scenario } = await editableScenario();
    const same = await storage.versions.restore(scenario.currentVersionId);
    expect(same.id).toBe(scenario.currentVersionId);
    expect(await storage.versions.list(scenario.id)).toHaveLength(1);
  });

  describe('two windows editing the same scenario', () => {
    const seen = (v: { id: string; updatedAt: number }) => ({
      versionId: v.id,
      updatedAt: v.updatedAt,
    });

    it('refuses a save based on a version another window has since replaced, writing nothing', async () => {
      const { storage, db, scenario, document, clock } = await editableScenario();
      const opened = await storage.versions.get(scenario.currentVersionId);
      if (!opened) throw new Error('no version');
      clock.advance(1000);
      const a = await storage.versions.autosave(scenario.id, edited(document, 2), {
        base: seen(opened),
      });
      expect(a).toMatchObject({ status: 'saved', version: { number: 2 } });
      if (a.status !== 'saved') return;
      const before = await dumpTables(db);
      clock.advance(1000);
      const b = await storage.versions.autosave(scenario.id, edited(document, 3), {
        base: seen(opened),
      });
      expect(b).toMatchObject({ status: 'conflict', version: { id: a.version.id } });
      expect(await dumpTables(db)).toEqual(before);
    });

    it('sees an edit folded into the same version by its new write time', async () => {
      const { storage, scenario, document, clock } = await editableScenario();
      clock.advance(1000);
      const first = await storage.versions.autosave(scenario.id, edited(document, 2));
      if (first.status !== 'saved') throw new Error(first.status);
      clock.advance(1000);
      const other = await storage.versions.autosave(scenario.id, edited(document, 3), {
        base: seen(first.version),
      });
      expect(other).toMatchObject({ status: 'coalesced', version: { id: first.version.id } });
      clock.advance(1000);
      const stale = await storage.versions.autosave(scenario.id, edited(document, 4), {
        base: seen(first.version),
      });
      expect(stale.status).toBe('conflict');
      // Based on what is current now, the same save goes through.
      if (other.status !== 'coalesced') return;
      const fresh = await storage.versions.autosave(scenario.id, edited(document, 4), {
        base: seen(other.version),
      });
      expect(fresh.status).toBe('coalesced');
    });

    it("keeps the other window's edit in the history when asked for a new version", async () => {
      const { storage, scenario, document, clock } = await editableScenario();
      clock.advance(1000);
      const theirs = await storage.versions.autosave(scenario.id, edited(document, 2));
      if (theirs.status !== 'saved') throw new Error(theirs.status);
      clock.advance(1000);
      const mine = await storage.versions.autosave(scenario.id, edited(document, 3), {
        base: seen(theirs.version),
        newVersion: true,
      });
      expect(mine).toMatchObject({ status: 'saved', version: { number: 3 } });
      const kept = await storage.versions.get(theirs.version.id);
      expect((kept?.document.workloads[0] as { machines: number }).machines).toBe(2);
    });

    it('is not a conflict when the document is already the current one', async () => {
      const { storage, scenario, document, clock } = await editableScenario();
      const opened = await storage.versions.get(scenario.currentVersionId);
      if (!opened) throw new Error('no version');
      clock.advance(1000);
      const a = await storage.versions.autosave(scenario.id, edited(document, 2));
      if (a.status !== 'saved') throw new Error(a.status);
      const same = await storage.versions.autosave(scenario.id, edited(document, 2), {
        base: seen(opened),
      });
      expect(same).toMatchObject({ status: 'unchanged', version: { id: a.version.id } });
    });
  });

  it('keeps a document the editor produced from scratch equal to the stored one', () => {
    expect(validDocument()).toEqual(validDocument());
  });
});
