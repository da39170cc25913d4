import { useLiveQuery } from 'dexie-react-hooks';
import { parseScenario, type Scenario, type ScenarioIssue } from '@shared/scenario';
import { useStorage, type ScenarioRecord, type VersionRecord } from '../storage';
import { isLive } from '../storage/scenario-row';
import { readScenario } from '../storage/scenario-rows';

/** One side of a comparison as loaded: the version, its scenario, and the document checked again. */
export type CompareSide =
  | { status: 'missing'; versionId: string }
  | { status: 'invalid'; versionId: string; scenario: ScenarioRecord; version: VersionRecord; issues: ScenarioIssue[] }
  | { status: 'ok'; versionId: string; scenario: ScenarioRecord; version: VersionRecord; document: Scenario };

/**
 * Both sides of a comparison, live from the library (`undefined` while loading). A stored
 * document passed validation when saved; it is checked again because a version from an
 * older app or a hand-edited database must be named, not run.
 */
export function useCompareSides(beforeId: string, afterId: string): [CompareSide, CompareSide] | undefined {
  const { db } = useStorage();
  return useLiveQuery(async () => {
    const load = async (versionId: string): Promise<CompareSide> => {
      const version = await db.versions.get(versionId);
      const scenario = version ? await readScenario(db, version.scenarioId) : undefined;
      if (!version || !scenario || !isLive(scenario)) return { status: 'missing', versionId };
      const parsed = parseScenario(version.document);
      return parsed.ok
        ? { status: 'ok', versionId, scenario, version, document: parsed.scenario }
        : { status: 'invalid', versionId, scenario, version, issues: parsed.issues };
    };
    return Promise.all([load(beforeId), load(afterId)]);
  }, [db, beforeId, afterId]);
}
