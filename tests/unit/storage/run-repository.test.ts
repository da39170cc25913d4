import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { isStale } from '@headroom/renderer/storage';
import { edited, fakeResults, freshStorage } from './fixtures';

async function scenarioWithDocument(runsKept?: number) {
  const t = freshStorage(runsKept === undefined ? {} : { runsKept });
  const scenario = await t.storage.library.createBlank('Plan');
  const version = await t.db.versions.get(scenario.currentVersionId);
  if (!version) throw new Error('no version');
  return { ...t, scenario, document: version.document };
}

describe('saved runs', () => {
  it('ties a run to its version and puts the recommended strategy on the library card', async () => {
    const { storage, scenario, clock } = await scenarioWithDocument();
    const run = await storage.runs.save({
      scenarioId: scenario.id,
      versionId: scenario.currentVersionId,
      results: fakeResults('on-demand'),
      durationMs: 1234,
    });
    expect(run).toMatchObject({
      versionId: scenario.currentVersionId,
      runs: 3,
      baseSeed: 7,
      durationMs: 1234,
    });
    expect((await storage.library.get(scenario.id))?.lastRunHeadline).toEqual({
      runId: run.id,
      versionId: scenario.currentVersionId,
      ranAt: clock.now(),
      strategyId: 'on-demand',
      strategyName: 'On demand',
      recommended: true,
      meetsTargets: true,
      p50TotalCost: 900,
      currency: 'USD',
      runs: 3,
    });
  });

  it('falls back to the cheapest strategy at P50 when nothing is recommended', async () => {
    const { storage, scenario } = await scenarioWithDocument();
    await storage.runs.save({
      scenarioId: scenario.id,
      versionId: scenario.currentVersionId,
      results: fakeResults(null),
      durationMs: 1,
    });
    expect((await storage.library.get(scenario.id))?.lastRunHeadline).toMatchObject({
      strategyId: 'reserved',
      recommended: false,
      p50TotalCost: 700,
    });
  });

  it('does not call the least bad strategy recommended when none meets its targets', async () => {
    const { storage, scenario } = await scenarioWithDocument();
    await storage.runs.save({
      scenarioId: scenario.id,
      versionId: scenario.currentVersionId,
      results: fakeResults('on-demand', 'none-meet-targets'),
      durationMs: 1,
    });
    expect((await storage.library.get(scenario.id))?.lastRunHeadline).toMatchObject({
      strategyId: 'on-demand',
      recommended: false,
    });
  });

  it('finds the latest run, even when two land in the same millisecond', async () => {
    const { storage, scenario } = await scenarioWithDocument();
    const save = () =>
      storage.runs.save({
        scenarioId: scenario.id,
        versionId: scenario.currentVersionId,
        results: fakeResults(),
        durationMs: 1,
      });
    await save();
    const second = await save();
    expect((await storage.runs.latest(scenario.id))?.id).toBe(second.id);
    expect(await storage.runs.latest('other')).toBeUndefined();
  });

  it('is stale once the scenario has a newer version, and fresh again after restoring it', async () => {
    const { storage, scenario, document, clock } = await scenarioWithDocument();
    const run = await storage.runs.save({
      scenarioId: scenario.id,
      versionId: scenario.currentVersionId,
      results: fakeResults(),
      durationMs: 1,
    });
    const current = async () => {
      const s = await storage.library.get(scenario.id);
      if (!s) throw new Error('gone');
      return s;
    };
    expect(isStale(run, await current())).toBe(false);
    clock.advance(1000);
    await storage.versions.autosave(scenario.id, edited(document, 9));
    expect(isStale(run, await current())).toBe(true);
    // Restoring copies the document into a new version: the run is of an older id, so stale.
    await storage.versions.restore(run.versionId);
    expect(isStale(run, await current())).toBe(true);
  });

  it('keeps only the newest runs per scenario', async () => {
    const { storage, scenario, clock } = await scenarioWithDocument(2);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      clock.advance(1000);
      const run = await storage.runs.save({
        scenarioId: scenario.id,
        versionId: scenario.currentVersionId,
        results: fakeResults(),
        durationMs: i,
      });
      ids.push(run.id);
    }
    expect((await storage.runs.list(scenario.id)).map((r) => r.id)).toEqual([ids[3], ids[2]]);
  });

  it('refuses a version of another scenario', async () => {
    const { storage, scenario } = await scenarioWithDocument();
    const other = await storage.library.createBlank('Other');
    await expect(
      storage.runs.save({
        scenarioId: scenario.id,
        versionId: other.currentVersionId,
        results: fakeResults(),
        durationMs: 1,
      }),
    ).rejects.toThrow(/another scenario/);
    expect(await storage.runs.list(scenario.id)).toEqual([]);
  });
});
