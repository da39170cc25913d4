/**
 * What a restore writes, worked out before anything is written: the rows of every scenario,
 * version and run in a checked backup, given what the library already holds. A pure function,
 * so the rules (never overwrite, never collide, keep references consistent) are tested
 * without a database.
 */
import { uniqueName } from '../names';
import type { RunHeadline, RunRecord, ScenarioRecord, VersionRecord } from '../records';
import type { LibraryBackup } from './backup-format';

export interface RestoreCounts {
  scenarios: number;
  versions: number;
  runs: number;
}

/** A scenario whose name was taken and that comes back under another. */
export interface RestoredName {
  from: string;
  to: string;
}

export interface Taken {
  /** Every id already stored (the trash's too: a restore must not collide with them either). */
  scenarioIds: ReadonlySet<string>;
  versionIds: ReadonlySet<string>;
  runIds: ReadonlySet<string>;
  /** Names of live scenarios (the trash reserves none, as for the trash's own restore). */
  names: readonly string[];
  newId: () => string;
  /** The marker a run carries when no stored version is the one it simulated. */
  unknownVersionId: string;
  headlineOf: (run: RunRecord) => RunHeadline | null;
}

export interface RestorePlan {
  scenarios: ScenarioRecord[];
  versions: VersionRecord[];
  runs: RunRecord[];
  counts: RestoreCounts;
  renamed: RestoredName[];
}

/** The file's id when it is free, otherwise a fresh one; either way it is reserved from now on. */
function claim(id: string, taken: Set<string>, newId: () => string): string {
  let claimed = id;
  while (taken.has(claimed)) claimed = newId();
  taken.add(claimed);
  return claimed;
}

export function planRestore(backup: LibraryBackup, taken: Taken): RestorePlan {
  const scenarioIds = new Set(taken.scenarioIds);
  const versionIds = new Set(taken.versionIds);
  const runIds = new Set(taken.runIds);
  const names = [...taken.names];
  const plan: RestorePlan = {
    scenarios: [],
    versions: [],
    runs: [],
    counts: { scenarios: 0, versions: 0, runs: 0 },
    renamed: [],
  };

  for (const source of backup.scenarios) {
    const scenarioId = claim(source.id, scenarioIds, taken.newId);
    const versionIdOf = new Map<string, string>();
    for (const version of source.versions) {
      versionIdOf.set(version.id, claim(version.id, versionIds, taken.newId));
    }
    const currentVersionId = versionIdOf.get(source.currentVersionId);
    const current = source.versions.find((v) => v.id === source.currentVersionId);
    // parseBackupText guarantees the current version exists; a plan without it would orphan rows.
    if (currentVersionId === undefined || current === undefined) {
      throw new Error(`backup scenario ${source.id} has no current version`);
    }
    const name = uniqueName(current.document.name, names);
    names.push(name);
    if (name !== current.document.name) plan.renamed.push({ from: current.document.name, to: name });

    for (const version of source.versions) {
      const id = versionIdOf.get(version.id) ?? taken.newId();
      plan.versions.push({
        ...version,
        id,
        scenarioId,
        // As the trash's restore does: the current version takes the new name, the history keeps its own.
        document: id === currentVersionId ? { ...version.document, name } : version.document,
      });
    }

    const runs: RunRecord[] = source.runs.map((run) => ({
      ...run,
      id: claim(run.id, runIds, taken.newId),
      scenarioId,
      versionId: versionIdOf.get(run.versionId) ?? taken.unknownVersionId,
    }));
    plan.runs.push(...runs);
    const latest = runs.reduce<RunRecord | undefined>(
      (a, b) => (a === undefined || b.createdAt > a.createdAt ? b : a),
      undefined,
    );

    plan.scenarios.push({
      id: scenarioId,
      name,
      currency: current.document.currency,
      createdAt: source.createdAt,
      updatedAt: source.updatedAt,
      currentVersionId,
      lastRunHeadline: latest ? taken.headlineOf(latest) : null,
      deletedAt: null,
    });
    plan.counts.scenarios += 1;
    plan.counts.versions += source.versions.length;
    plan.counts.runs += runs.length;
  }
  return plan;
}
