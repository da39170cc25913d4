import { Dexie } from 'dexie';
import type { ScenarioResults } from '@shared/sim/results';
import type { StorageDeps } from './deps';
import type { RunRecord, ScenarioRecord } from './records';
import { hasAnalyses, readRunAnalyses, type AnalysisKind, type RunAnalyses } from './run-analyses';
import { headlineOf } from './run-headline';
import { requireScenario, requireVersion } from './writes';

/**
 * Runs kept per scenario. A run's results hold a representative run's jobs and daily series
 * per strategy (often megabytes), so old runs are pruned rather than kept forever.
 */
export const DEFAULT_RUNS_KEPT = 5;

export interface SaveRunInput {
  scenarioId: string;
  /** The version whose document was simulated (not necessarily the current one by now). */
  versionId: string;
  results: ScenarioResults;
  durationMs: number;
}

/** True when the scenario has been edited since the run: its numbers no longer describe it. */
export function isStale(
  run: Pick<RunRecord, 'versionId'>,
  scenario: Pick<ScenarioRecord, 'currentVersionId'>,
): boolean {
  return run.versionId !== scenario.currentVersionId;
}

/** Saved simulation results, each tied to the exact version it simulated. */
export function createRunRepository(deps: StorageDeps, options: { keep?: number } = {}) {
  const { db } = deps;
  const keep = Math.max(1, options.keep ?? DEFAULT_RUNS_KEPT);

  function newestFirst(scenarioId: string) {
    return db.runs
      .where('[scenarioId+createdAt]')
      .between([scenarioId, Dexie.minKey], [scenarioId, Dexie.maxKey])
      .reverse();
  }

  return {
    /** Stores a run, updates the library's headline and prunes the oldest beyond `keep`. */
    async save(input: SaveRunInput): Promise<RunRecord> {
      return db.transaction('rw', db.scenarios, db.versions, db.runs, async () => {
        const scenario = await requireScenario(deps, input.scenarioId);
        const version = await requireVersion(deps, input.versionId);
        if (version.scenarioId !== scenario.id) {
          throw new Error(`version ${version.id} belongs to another scenario`);
        }
        // Strictly after the previous run, so "latest" is never a tie on a coarse clock.
        const previous = await newestFirst(scenario.id).first();
        const run: RunRecord = {
          id: deps.newId(),
          scenarioId: scenario.id,
          versionId: version.id,
          createdAt: Math.max(deps.now(), (previous?.createdAt ?? -Infinity) + 1),
          runs: input.results.runs,
          baseSeed: input.results.baseSeed,
          results: input.results,
          durationMs: input.durationMs,
        };
        // The analyses describe the version's document, which this run simulated too.
        if (previous && previous.versionId === version.id) {
          const analyses = readRunAnalyses(previous);
          if (hasAnalyses(analyses)) run.analyses = analyses;
        }
        await db.runs.add(run);
        await db.scenarios.update(scenario.id, { lastRunHeadline: headlineOf(run) });
        const surplus = await newestFirst(scenario.id).offset(keep).primaryKeys();
        await db.runs.bulkDelete(surplus);
        return run;
      });
    },

    async latest(scenarioId: string): Promise<RunRecord | undefined> {
      return newestFirst(scenarioId).first();
    },

    /** Newest first. */
    async list(scenarioId: string): Promise<RunRecord[]> {
      return newestFirst(scenarioId).toArray();
    },

    async get(runId: string): Promise<RunRecord | undefined> {
      return db.runs.get(runId);
    },

    /**
     * Keeps a finished decision analysis with the run (replacing the previous one of its
     * kind). Resolves false when the run is gone (pruned or deleted meanwhile).
     */
    async saveAnalysis<K extends AnalysisKind>(
      runId: string,
      kind: K,
      entry: NonNullable<RunAnalyses[K]>,
    ): Promise<boolean> {
      return db.transaction('rw', db.runs, async () => {
        const run = await db.runs.get(runId);
        if (!run) return false;
        await db.runs.update(runId, { analyses: { ...readRunAnalyses(run), [kind]: entry } });
        return true;
      });
    },

    /** Drops one kept analysis from the run (the others stay). Resolves false when the run is gone. */
    async removeAnalysis(runId: string, kind: AnalysisKind): Promise<boolean> {
      return db.transaction('rw', db.runs, async () => {
        const run = await db.runs.get(runId);
        if (!run) return false;
        const { [kind]: _dropped, ...rest } = readRunAnalyses(run);
        await db.runs.update(runId, { analyses: rest });
        return true;
      });
    },

    isStale,
  };
}

export type RunRepository = ReturnType<typeof createRunRepository>;
