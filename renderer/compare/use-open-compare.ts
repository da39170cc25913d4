import { useCallback } from 'react';
import { navigate } from '../router/use-hash-path';
import { useStorage, type ScenarioRecord } from '../storage';
import { comparePath } from './compare-paths';

/**
 * Opens the comparison from a scenario in the library: its current version (B) beside the one
 * before it (A), or beside itself when it has only one; either side can then be changed.
 */
export function useOpenCompare(): (scenario: ScenarioRecord) => Promise<void> {
  const { versions } = useStorage();
  return useCallback(
    async (scenario: ScenarioRecord) => {
      const list = await versions.list(scenario.id); // newest first
      const current = list.find((v) => v.id === scenario.currentVersionId);
      const previous = list.find((v) => current !== undefined && v.number < current.number);
      navigate(comparePath(previous?.id ?? scenario.currentVersionId, scenario.currentVersionId));
    },
    [versions],
  );
}
