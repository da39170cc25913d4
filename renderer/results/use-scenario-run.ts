import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scenario } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';
import { useSimulationRun, type SimulationState } from '../simulation';
import { isQuotaError, useStorage } from '../storage';

export interface ScenarioRun {
  state: SimulationState;
  /** Simulates `scenario` (the document of version `versionId`) and saves the run under that version. */
  start: (scenario: Scenario, versionId: string) => Promise<void>;
  cancel: () => void;
  /**
   * Set when a finished run could not be saved; its results are kept here so they are not
   * lost, with the time it finished (`ranAt`, as a saved run's createdAt).
   */
  unsaved: { results: ScenarioResults; message: string; ranAt: number } | null;
}

/**
 * Runs a scenario in the workers and saves every finished run, tied to the version it
 * simulated (so an edit made meanwhile marks it stale rather than mislabelling it).
 */
export function useScenarioRun(scenarioId: string): ScenarioRun {
  const simulation = useSimulationRun();
  const { runs } = useStorage();
  const { t } = useTranslation();
  const [unsaved, setUnsaved] = useState<ScenarioRun['unsaved']>(null);
  const { start: startSimulation } = simulation;

  const start = useCallback(
    async (scenario: Scenario, versionId: string) => {
      setUnsaved(null);
      const outcome = await startSimulation(scenario);
      if (!outcome) return; // cancelled, superseded or failed: the state says which
      try {
        await runs.save({
          scenarioId,
          versionId,
          results: outcome.results,
          durationMs: outcome.durationMs,
        });
      } catch (error) {
        setUnsaved({
          results: outcome.results,
          ranAt: Date.now(),
          message: isQuotaError(error)
            ? t('backup.quota.run')
            : error instanceof Error
              ? error.message
              : String(error),
        });
      }
    },
    [runs, scenarioId, startSimulation, t],
  );

  return { state: simulation.state, start, cancel: simulation.cancel, unsaved };
}
