import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  readStash,
  writeStash,
  type StashStorage,
} from '@headroom/renderer/editor/draft/draft-stash';
import type { ScenarioRecord } from '@headroom/renderer/storage';
import { dumpTables, fakeResults, freshStorage, type TestStorage } from './fixtures';

/** A Map-backed stand-in for localStorage, where the editor stashes drafts that do not validate. */
function memoryStash(): StashStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** Storage whose purges clear drafts from `stash`, as the app's clear them from localStorage. */
function storageWithStash(): TestStorage & { stash: StashStorage } {
  const stash = memoryStash();
  const forgetOutside = (scenarioId: string) =>
    stash.removeItem(`headroom.editor.draft.${scenarioId}`);
  return { ...freshStorage({ forgetOutside }), stash };
}

/** A scenario with two versions, two saved runs and a stashed draft: everything purge must remove. */
async function fullScenario(
  { storage, db, clock, stash }: ReturnType<typeof storageWithStash>,
  name: string,
): Promise<ScenarioRecord> {
  const scenario = await storage.library.createBlank(name);
  const document = (await db.versions.get(scenario.currentVersionId))?.document;
  if (!document) throw new Error('no document');
  clock.advance(10 * 60_000);
  const saved = await storage.versions.autosave(scenario.id, { ...document, horizonDays: 30 });
  if (saved.status !== 'saved') throw new Error(`expected a second version, got ${saved.status}`);
  for (const versionId of [scenario.currentVersionId, saved.version.id]) {
    clock.advance(1000);
    await storage.runs.save({
      scenarioId: scenario.id,
      versionId,
      results: fakeResults(),
      durationMs: 1,
    });
  }
  writeStash(stash, scenario.id, {
    baseVersionId: saved.version.id,
    document: { name: '' },
    stashedAt: clock.now(),
  });
  return scenario;
}

async function rowsOf(db: TestStorage['db'], scenarioId: string) {
  return {
    scenario: await db.scenarios.get(scenarioId),
    versions: await db.versions.where('scenarioId').equals(scenarioId).count(),
    runs: await db.runs.where('scenarioId').equals(scenarioId).count(),
  };
}

describe('the trash', () => {
  it('deleting forever removes the scenario, its versions, its runs and its stashed draft', async () => {
    const setup = storageWithStash();
    const { storage, db, stash, clock } = setup;
    const doomed = await fullScenario(setup, 'Doomed');
    const kept = await fullScenario(setup, 'Kept');
    expect(await rowsOf(db, doomed.id)).toMatchObject({ versions: 2, runs: 2 });

    clock.advance(1000);
    await storage.library.softDelete(doomed.id);
    // The trash keeps everything, so Restore can bring all of it back.
    expect(await rowsOf(db, doomed.id)).toMatchObject({ versions: 2, runs: 2 });
    expect(readStash(stash, doomed.id)).not.toBeNull();

    expect(await storage.library.purge(doomed.id)).toBe(true);
    expect(await rowsOf(db, doomed.id)).toEqual({ scenario: undefined, versions: 0, runs: 0 });
    expect(readStash(stash, doomed.id)).toBeNull();
    expect(await rowsOf(db, kept.id)).toMatchObject({ versions: 2, runs: 2 });
    expect(readStash(stash, kept.id)).not.toBeNull();
  });

  it('never purges a live scenario or an unknown id', async () => {
    const setup = storageWithStash();
    const { storage, db, stash } = setup;
    const live = await fullScenario(setup, 'Live');
    const before = await dumpTables(db);
    expect(await storage.library.purge(live.id)).toBe(false);
    expect(await storage.library.purge('no-such-scenario')).toBe(false);
    expect(await dumpTables(db)).toEqual(before);
    expect(readStash(stash, live.id)).not.toBeNull();
  });

  it('purging a scenario restored meanwhile leaves it alone', async () => {
    const setup = storageWithStash();
    const { storage } = setup;
    const scenario = await fullScenario(setup, 'Back again');
    await storage.library.softDelete(scenario.id);
    await storage.library.restore(scenario.id); // e.g. from another window
    expect(await storage.library.purge(scenario.id)).toBe(false);
    expect((await storage.library.list()).map((s) => s.id)).toEqual([scenario.id]);
  });

  it('emptying the trash removes every related row and draft of what it purges, and only that', async () => {
    const setup = storageWithStash();
    const { storage, db, stash, clock } = setup;
    const first = await fullScenario(setup, 'First');
    const second = await fullScenario(setup, 'Second');
    const later = await fullScenario(setup, 'Deleted later');
    const live = await fullScenario(setup, 'Live');
    await storage.library.softDelete(first.id);
    clock.advance(1000);
    await storage.library.softDelete(second.id);
    const confirmedAt = clock.now();
    clock.advance(1000);
    await storage.library.softDelete(later.id);

    // What the planner saw when confirming: the two deleted up to then.
    expect(await storage.library.emptyTrash(confirmedAt)).toBe(2);
    for (const gone of [first, second]) {
      expect(await rowsOf(db, gone.id)).toEqual({ scenario: undefined, versions: 0, runs: 0 });
      expect(readStash(stash, gone.id)).toBeNull();
    }
    for (const kept of [later, live]) {
      expect(await rowsOf(db, kept.id)).toMatchObject({ versions: 2, runs: 2 });
      expect(readStash(stash, kept.id)).not.toBeNull();
    }
    expect((await storage.library.listDeleted()).map((s) => s.id)).toEqual([later.id]);

    expect(await storage.library.emptyTrash()).toBe(1);
    expect(await storage.library.emptyTrash()).toBe(0);
    const left = await dumpTables(db);
    expect(left.scenarios?.map((s) => (s as ScenarioRecord).id)).toEqual([live.id]);
    expect(left.versions).toHaveLength(2);
    expect(left.runs).toHaveLength(2);
  });

  it('a failed purge forgets no draft', async () => {
    const setup = storageWithStash();
    const { storage, db, stash } = setup;
    const scenario = await fullScenario(setup, 'Saved work');
    await storage.library.softDelete(scenario.id);
    db.runs.hook('deleting', () => {
      throw new Error('locked (injected)');
    });
    await expect(storage.library.emptyTrash()).rejects.toThrow(/injected/);
    await expect(storage.library.purge(scenario.id)).rejects.toThrow(/injected/);
    expect(await rowsOf(db, scenario.id)).toMatchObject({ versions: 2, runs: 2 });
    expect(readStash(stash, scenario.id)).not.toBeNull();
  });

  it('lists the trash most recently deleted first', async () => {
    const { storage, clock } = freshStorage();
    const names = ['One', 'Two', 'Three'];
    const made = [];
    for (const name of names) made.push(await storage.library.createBlank(name));
    for (const scenario of [made[1], made[0], made[2]]) {
      clock.advance(1000);
      if (scenario) await storage.library.softDelete(scenario.id);
    }
    expect((await storage.library.listDeleted()).map((s) => s.name)).toEqual([
      'Three',
      'One',
      'Two',
    ]);
  });

  it('restores under a free name when the old one was taken meanwhile', async () => {
    const { storage, db } = freshStorage();
    const old = await storage.library.createBlank('Plan');
    await storage.library.softDelete(old.id);
    await storage.library.createBlank('Plan'); // the trash reserves no names
    const restored = await storage.library.restore(old.id);
    expect(restored).toMatchObject({ id: old.id, name: 'Plan (2)', deletedAt: null });
    expect((await db.versions.get(old.currentVersionId))?.document.name).toBe('Plan (2)');
    expect(await storage.versions.list(old.id)).toHaveLength(1);
    expect((await storage.library.list()).map((s) => s.name).sort()).toEqual(['Plan', 'Plan (2)']);
  });

  it('restores under its own name when it is free, and leaves a live scenario as it is', async () => {
    const { storage, db } = freshStorage();
    const scenario = await storage.library.createBlank('Plan');
    const before = await dumpTables(db);
    expect(await storage.library.restore(scenario.id)).toEqual(scenario);
    expect(await dumpTables(db)).toEqual(before);
    await storage.library.softDelete(scenario.id);
    expect(await storage.library.restore(scenario.id)).toEqual(scenario);
    expect(await dumpTables(db)).toEqual(before);
  });
});
