/**
 * How long a whole simulation (every run of every strategy) is expected to take, from the
 * scenario alone: for the "this will take minutes" warning and the limit on a whole job
 * (work-bounds.ts), so both read the same figure.
 *
 * Two paces bound it: the days a run walks (calendar, billing, autoscaling each slot) and the
 * events it processes (each job's arrival, start, finish; each spot change). Counting only days
 * let 32,000 jobs a day over 80 runs (about an hour of work) pass with no word.
 */
import { eventsPerRun } from './run-events';
import type { Scenario } from './scenario-schema';

/**
 * Simulated strategy-days a run gets through in a second, roughly, on a laptop with a few
 * cores; quiet scenarios measure about 700 a second on one core (`npm run bench` gives the
 * real figure per scenario).
 */
export const STRATEGY_DAYS_PER_SECOND = 2_000;

/**
 * Events processed in a second on the same laptop: a run of 1.9 million jobs (7.6 million
 * events) on each of three strategies measured 102 s on one busy core, about 220,000 a second.
 */
export const EVENTS_PER_SECOND = 600_000;

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

/** Events the whole simulation is expected to process: runs x each strategy's events in a run. */
export function simulationEvents(scenario: Scenario, runs = scenario.simulation.runs): number {
  let perRun = 0;
  scenario.strategies.forEach((_, i) => (perRun += eventsPerRun(scenario, i)));
  return runs * perRun;
}

/** Expected seconds for every run of every strategy, and the summaries after them. */
export function workEstimateSeconds(scenario: Scenario, runs = scenario.simulation.runs): number {
  let bounds = 0;
  scenario.strategies.forEach((_, i) => {
    if (hasOmniscientBound(scenario, i)) bounds += OMNISCIENT_BOUND_SECONDS;
  });
  const byDays = strategyDays(scenario, runs) / STRATEGY_DAYS_PER_SECOND;
  const byEvents = simulationEvents(scenario, runs) / EVENTS_PER_SECOND;
  return Math.max(byDays, byEvents) + bounds;
}
