import type { ScenarioRecord } from '../storage';

/**
 * The moment of the newest deletion among `scenarios` (what "Empty trash" was confirmed
 * for), or -Infinity when none is deleted, so emptying up to it removes nothing.
 */
export function lastDeletedAt(scenarios: readonly Pick<ScenarioRecord, 'deletedAt'>[]): number {
  return scenarios.reduce(
    (latest, scenario) =>
      scenario.deletedAt === null ? latest : Math.max(latest, scenario.deletedAt),
    Number.NEGATIVE_INFINITY,
  );
}
