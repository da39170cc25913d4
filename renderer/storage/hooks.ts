/**
 * Live views of the database for screens. Each re-renders when the rows it read change, in
 * this tab or another. `undefined` means still loading; `null` means not found.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Scenario } from '@shared/scenario';
import type { RunRecord, ScenarioRecord, VersionRecord } from './records';
import { isStale } from './run-repository';
import { readScenario } from './scenario-rows';
import { useStorage } from './storage-context';

export function useScenarioList(search = ''): ScenarioRecord[] | undefined {
  const { library } = useStorage();
  return useLiveQuery(() => library.list(search), [library, search]);
}

export function useDeletedScenarios(): ScenarioRecord[] | undefined {
  const { library } = useStorage();
  return useLiveQuery(() => library.listDeleted(), [library]);
}

export interface OpenScenario {
  scenario: ScenarioRecord;
  version: VersionRecord;
  document: Scenario;
}

/** A scenario with its current version's document, for the editor and the results screen. */
export function useScenario(id: string | undefined): OpenScenario | null | undefined {
  const { db } = useStorage();
  return useLiveQuery(async () => {
    if (id === undefined) return null;
    const scenario = await readScenario(db, id);
    if (!scenario) return null;
    const version = await db.versions.get(scenario.currentVersionId);
    return version ? { scenario, version, document: version.document } : null;
  }, [db, id]);
}

/** The scenario's history, newest first. */
export function useVersions(id: string | undefined): VersionRecord[] | undefined {
  const { versions } = useStorage();
  return useLiveQuery(async () => (id === undefined ? [] : versions.list(id)), [versions, id]);
}

export interface LatestRun {
  run: RunRecord;
  /** The scenario changed since: show the numbers, but say they are out of date. */
  stale: boolean;
}

export function useLatestRun(id: string | undefined): LatestRun | null | undefined {
  const { db, runs } = useStorage();
  return useLiveQuery(async () => {
    if (id === undefined) return null;
    const [scenario, run] = await Promise.all([readScenario(db, id), runs.latest(id)]);
    if (!scenario || !run) return null;
    return { run, stale: isStale(run, scenario) };
  }, [db, runs, id]);
}
