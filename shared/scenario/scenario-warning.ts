import type { PoolKind } from './strategy-schema';

/**
 * Things a valid scenario allows but that will surprise whoever reads its results: work that
 * never arrives inside the horizon, a target that cannot be met, a run that takes minutes.
 * Warnings, not errors: the scenario still runs. Each names the field it is about (as issues
 * do) and carries its figures, so the app words it in the interface language and the command
 * line in English (`message`).
 */
export type ScenarioWarning = { path: string; message: string } & (
  | { key: 'phaseAfterHorizon'; name: string; endDay: number; horizonDays: number }
  | { key: 'noArrivalInHorizon'; name: string; firstDay: number; horizonDays: number }
  | { key: 'phasesAfterHorizon'; name: string; horizonDays: number }
  | {
      key: 'recurringOffPhaseStart';
      name: string;
      phaseStartDay: number;
      firstArrivalDay: number | null;
    }
  | { key: 'latencyBelowServiceTime'; name: string; latencyTargetMs: number; serviceTimeMs: number }
  | {
      key: 'trafficOutgrowsReplicas';
      name: string;
      month: number;
      /** The day growth counts from (the workload's start unless the file names a day). */
      fromDay: number;
      neededReplicas: number;
      maxReplicas: number;
    }
  | {
      key: 'replayOutgrowsReplicas';
      name: string;
      /** The busiest replayed rate, requests per second, and the day of the scenario it falls on. */
      peakRate: number;
      peakDay: number;
      neededReplicas: number;
      maxReplicas: number;
    }
  | { key: 'llmProfileEstimate'; name: string; offers: string }
  | { key: 'quotaAboveUse'; name: string; pool: string; guaranteedGpus: number; mostGpus: number }
  | { key: 'longRun'; runs: number; strategies: number; minutes: number }
  | {
      key: 'poolAfterUnlimited';
      strategy: string;
      pool: string;
      /** Named beside the pool: an unnamed pool is called by its offer, which two pools may share. */
      poolKind: PoolKind;
      blocker: string;
      fix: WarningFix;
    }
  | { key: 'poolInNoPlacement'; strategy: string; pool: string; poolKind: PoolKind; fix: WarningFix }
  | {
      key: 'deadlineShorterThanRun';
      name: string;
      deadlineHours: number;
      fastestHours: number;
    }
);

/**
 * A change that removes a warning in one click, applied by the editor to the document: indexes
 * are those of the validated scenario, which are the document's own.
 */
export type WarningFix =
  /** Move the pool, in these placements, before the elastic pools (committed) or the unlimited one. */
  | { kind: 'movePool'; strategyIndex: number; placementIndexes: number[]; poolId: string }
  /** Add the pool to every placement of the strategy, where a planner would list it. */
  | { kind: 'addPoolToPlacements'; strategyIndex: number; poolId: string };
