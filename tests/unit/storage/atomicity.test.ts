import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { dumpTables, edited, fakeResults, freshStorage, scenarioInput } from './fixtures';

/**
 * Every operation writes in one transaction: when any write in it fails (here a storage
 * error injected into the last write), none of its other writes survive.
 */
describe('all-or-nothing writes', () => {
  it('an import whose scenario row fails leaves no orphan version', async () => {
    const { storage, db } = freshStorage();
    await storage.library.createBlank('Saved work');
    const before = await dumpTables(db);
    db.scenarios.hook('creating', () => {
      throw new Error('QuotaExceededError (injected)');
    });
    await expect(
      storage.transfer.importScenarioText(JSON.stringify(scenarioInput('New')), 'new.json'),
    ).rejects.toThrow(/injected/);
    expect(await dumpTables(db)).toEqual(before);
  });

  it('an autosave whose scenario update fails keeps the previous version current and alone', async () => {
    const { storage, db, clock } = freshStorage();
    const scenario = await storage.library.createBlank('Saved work');
    const document = (await db.versions.get(scenario.currentVersionId))?.document;
    if (!document) throw new Error('no document');
    const before = await dumpTables(db);
    db.scenarios.hook('updating', () => {
      throw new Error('disk full (injected)');
    });
    clock.advance(1000);
    await expect(storage.versions.autosave(scenario.id, edited(document, 7))).rejects.toThrow(
      /injected/,
    );
    expect(await dumpTables(db)).toEqual(before);
  });

  it('a run whose headline update fails is not saved', async () => {
    const { storage, db } = freshStorage();
    const scenario = await storage.library.createBlank('Saved work');
    const before = await dumpTables(db);
    db.scenarios.hook('updating', () => {
      throw new Error('disk full (injected)');
    });
    await expect(
      storage.runs.save({
        scenarioId: scenario.id,
        versionId: scenario.currentVersionId,
        results: fakeResults(),
        durationMs: 1,
      }),
    ).rejects.toThrow(/injected/);
    expect(await dumpTables(db)).toEqual(before);
  });

  it('a purge that fails half way deletes nothing', async () => {
    const { storage, db } = freshStorage();
    const scenario = await storage.library.createBlank('Saved work');
    await storage.runs.save({
      scenarioId: scenario.id,
      versionId: scenario.currentVersionId,
      results: fakeResults(),
      durationMs: 1,
    });
    await storage.library.softDelete(scenario.id);
    const before = await dumpTables(db);
    db.scenarios.hook('deleting', () => {
      throw new Error('locked (injected)');
    });
    await expect(storage.library.purge(scenario.id)).rejects.toThrow(/injected/);
    expect(await dumpTables(db)).toEqual(before);
  });
});
