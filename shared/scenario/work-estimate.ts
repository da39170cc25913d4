/**
 * How long a whole simulation (every run of every strategy) is expected to take, from the
 * scenario alone: for the "this will take minutes" warning and the limit on a whole job
 * (work-bounds.ts), so both read the same figure.
 */
import type { Scenario } from './scenario-schema';

/**
 * Simulated strategy-days a run gets through in a second, roughly, on a laptop with a few
 * cores; busy job scenarios measure about 700 a second on one core (`npm run bench` gives the
 * real figure per scenario).
 */
export const STRATEGY_DAYS_PER_SECOND = 2_000;

/**
 * The omniscient bound's budget in seconds, at most, for each strategy that replays a spot
 * trace under a deadline policy (shared/analysis/spot-bound.ts keeps it to 100 million steps,
 * 1 to 4 s; a larger one is left out with a note).
 */
export const OMNISCIENT_BOUND_SECONDS = 4;

/** Whether the results will carry the omniscient bound for this strategy (worked out once, on its representative run). */
function hasOmniscientBound(scenario: Scenario, strategyIndex: number): boolean {
  const s = scenario.strategies[strategyIndex]!;
  return s.placements.some(
    (pl) =>
      pl.spotFallback.deadlinePolicy !== undefined &&
      pl.poolIds.some((id) => {
        const p = s.pools.find((x) => x.id === id);
        return p?.kind === 'spot' && p.interruption.model === 'trace';
      }),
  );
}

/** Strategy-days the whole simulation covers: runs x strategies x horizon. */
export function strategyDays(scenario: Scenario, runs = scenario.simulation.runs): number {
  return runs * scenario.strategies.length * scenario.horizonDays;
}

/** Expected seconds for every run of every strategy, and the summaries after them. */
export function workEstimateSeconds(scenario: Scenario, runs = scenario.simulation.runs): number {
  let bounds = 0;
  scenario.strategies.forEach((_, i) => {
    if (hasOmniscientBound(scenario, i)) bounds += OMNISCIENT_BOUND_SECONDS;
  });
  return strategyDays(scenario, runs) / STRATEGY_DAYS_PER_SECOND + bounds;
}
