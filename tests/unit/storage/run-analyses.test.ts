import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readRunAnalyses, type RunAnalyses } from '@headroom/renderer/storage';
import { allAnalyses, cheaperOnDemand, keptWhatIfEntry } from './analyses-fixtures';
import { edited, fakeResults, freshStorage } from './fixtures';

/** A sensitivity result with the parts readers rely on; the figures are not read here. */
function sensitivityEntry(runs: number): NonNullable<RunAnalyses['sensitivity']> {
  return {
    result: {
      runs,
      baseSeed: 11,
      range: 0.2,
      winnerId: 'on-demand',
      runnerUpId: null,
      baseCost: { p10: 1, p50: 1, p90: 1, mean: 1, min: 1, max: 1 },
      baseLead: null,
      rows: [],
      tippingPoints: [],
      unchanged: [],
    },
    options: { range: 0.2 },
    computedAt: 123,
  };
}

async function withRun() {
  const t = freshStorage();
  const scenario = await t.storage.library.createBlank('Plan');
  const version = await t.db.versions.get(scenario.currentVersionId);
  if (!version) throw new Error('no version');
  const run = await t.storage.runs.save({
    scenarioId: scenario.id,
    versionId: scenario.currentVersionId,
    results: fakeResults('on-demand'),
    durationMs: 1,
  });
  return { ...t, scenario, document: version.document, run };
}

describe('decision analyses kept with a run', () => {
  it('stores an analysis on the run and reads it back', async () => {
    const { storage, run } = await withRun();
    expect(await storage.runs.saveAnalysis(run.id, 'sensitivity', sensitivityEntry(8))).toBe(true);
    const stored = await storage.runs.get(run.id);
    expect(readRunAnalyses(stored!).sensitivity?.result.runs).toBe(8);
    expect(readRunAnalyses(stored!).optimise).toBeUndefined();
  });

  it('says false for a run that is gone, and writes nothing', async () => {
    const { storage, db } = await withRun();
    expect(await storage.runs.saveAnalysis('no-such-run', 'sensitivity', sensitivityEntry(8))).toBe(
      false,
    );
    expect(await db.runs.get('no-such-run')).toBeUndefined();
  });

  it('carries the analyses to a new run of the same version, not to a run of another', async () => {
    const { storage, scenario, document, run } = await withRun();
    await storage.runs.saveAnalysis(run.id, 'sensitivity', sensitivityEntry(8));
    const again = await storage.runs.save({
      scenarioId: scenario.id,
      versionId: scenario.currentVersionId,
      results: fakeResults('on-demand'),
      durationMs: 1,
    });
    expect(readRunAnalyses(again).sensitivity?.result.runs).toBe(8);

    const saved = await storage.versions.autosave(scenario.id, edited(document, 9), {
      newVersion: true,
    });
    if (saved.status === 'invalid') throw new Error('fixture edit should be valid');
    const other = await storage.runs.save({
      scenarioId: scenario.id,
      versionId: saved.version.id,
      results: fakeResults('on-demand'),
      durationMs: 1,
    });
    expect(readRunAnalyses(other)).toEqual({});
  });

  it('leaves out a damaged analysis instead of handing it on', () => {
    expect(readRunAnalyses({})).toEqual({});
    expect(readRunAnalyses({ analyses: 'x' })).toEqual({});
    expect(
      readRunAnalyses({ analyses: { sensitivity: { result: {}, options: {}, computedAt: 1 } } }),
    ).toEqual({});
    const whole = sensitivityEntry(4);
    expect(
      readRunAnalyses({ analyses: { sensitivity: whole, optimise: { result: null } } }),
    ).toEqual({
      sensitivity: whole,
    });
  });
});

describe('a what-if kept for the report with its run', () => {
  it('is stored, replaced by the next one kept, carried to a new run of the version, and removed on request', async () => {
    const { storage, scenario, run } = await withRun();
    const first = keptWhatIfEntry();
    expect(await storage.runs.saveAnalysis(run.id, 'whatIf', first)).toBe(true);
    expect(readRunAnalyses((await storage.runs.get(run.id))!).whatIf).toEqual(first);

    const dearer = keptWhatIfEntry({ ...cheaperOnDemand, prices: { onDemand: 0.5 } });
    await storage.runs.saveAnalysis(run.id, 'whatIf', dearer);
    await storage.runs.saveAnalysis(run.id, 'sensitivity', sensitivityEntry(3));
    const stored = readRunAnalyses((await storage.runs.get(run.id))!);
    expect(stored.whatIf?.options.prices).toEqual({ onDemand: 0.5 });

    const again = await storage.runs.save({
      scenarioId: scenario.id,
      versionId: scenario.currentVersionId,
      results: fakeResults('on-demand'),
      durationMs: 1,
    });
    expect(readRunAnalyses(again).whatIf).toEqual(dearer);

    expect(await storage.runs.removeAnalysis(again.id, 'whatIf')).toBe(true);
    const left = readRunAnalyses((await storage.runs.get(again.id))!);
    expect(left.whatIf).toBeUndefined();
    expect(left.sensitivity?.result.runs).toBe(3);
    expect(await storage.runs.removeAnalysis('no-such-run', 'whatIf')).toBe(false);
  });

  it('reads every analysis as the analyses really produce it, and leaves out a damaged what-if', async () => {
    const all = await allAnalyses();
    expect(readRunAnalyses({ analyses: all })).toEqual(all);
    const damaged = structuredClone(all) as unknown as { whatIf: { result: { comparison: { pairs: unknown } } } };
    damaged.whatIf.result.comparison.pairs = 'many';
    const read = readRunAnalyses({ analyses: damaged });
    expect(read.whatIf).toBeUndefined();
    expect(read.optimise).toEqual(all.optimise);
  });

  it('keeps a plan search with its frontier, and leaves out one whose plans are damaged', async () => {
    const all = await allAnalyses();
    expect(all.planSearch.result.frontier.length).toBeGreaterThan(0);
    expect(readRunAnalyses({ analyses: { planSearch: all.planSearch } })).toEqual({ planSearch: all.planSearch });
    const damaged = structuredClone(all.planSearch) as unknown as { result: { frontier: { cost: { p50: unknown } }[] } };
    damaged.result.frontier[0]!.cost.p50 = 'cheap';
    expect(readRunAnalyses({ analyses: { planSearch: damaged, sensitivity: all.sensitivity } })).toEqual({ sensitivity: all.sensitivity });
  });
});
