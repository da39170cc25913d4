/**
 * How many jobs and events one run of a scenario brings, from the scenario alone: read by the
 * limits on a run (work-bounds.ts) and by the estimate of how long the whole simulation takes
 * (work-estimate.ts), so both count the same work.
 */
import type { Scenario } from './scenario-schema';
import type { Pool } from './strategy-schema';
import type { Workload } from './workload-schema';
import { activeSpans, slotsWalked } from './recurring-series';
import { hourOfWeekPerDay } from './shape-figures';

/** Events a job brings into a run, at most, on a quiet path: arrival, ready, finish, deadline. */
export const EVENTS_PER_JOB = 4;

/** Days of the horizon a workload is active in (its phases, clipped; overlaps counted once at most per phase). */
function activeDays(w: Workload, scenario: Scenario): number {
  const H = scenario.horizonDays;
  if (w.phaseIds.length === 0) return H;
  let days = 0;
  for (const id of new Set(w.phaseIds)) {
    const p = scenario.phases.find((x) => x.id === id);
    if (p) days += Math.max(0, Math.min(H, p.endDay) - Math.max(0, p.startDay));
  }
  return Math.min(H, days);
}

/**
 * Arrivals of a job workload over one run. Recurring arrivals are counted as the slots the
 * simulator works out (one by one, active or not), Poisson ones by their mean.
 */
export function arrivalsPerRun(w: Workload, scenario: Scenario): number {
  if (w.kind !== 'training' && w.kind !== 'batch') return 0;
  const a = w.arrivals;
  switch (a.type) {
    case 'fixed':
      return a.days.length;
    case 'poisson':
      return a.perDay * activeDays(w, scenario);
    case 'poissonByHourOfWeek':
      // The mean over a whole week: a phase falling on the busy hours is at most 168/24 times
      // a day's share of the week, which the events limit's margin covers.
      return hourOfWeekPerDay(a.perHour) * activeDays(w, scenario);
    case 'recurring':
      // Every slot the simulator works out counts, active or not: a series limited to a
      // phase walks through all its slots before the phase to reach its `count` inside it.
      return slotsWalked(a, activeSpans(scenario, w), scenario.horizonDays);
  }
}

/** Jobs (training) or tasks (batch) one run of the workload brings. */
export function jobsPerRun(w: Workload, scenario: Scenario): number {
  const arrivals = arrivalsPerRun(w, scenario);
  return w.kind === 'batch' ? arrivals * w.tasksPerBatch : arrivals;
}

/** Availability changes of a spot market or trace over the horizon (0 for other pools). */
export function spotChangesPerRun(pool: Pool, horizonDays: number): number {
  if (pool.kind !== 'spot') return 0;
  const m = pool.interruption;
  const horizonS = horizonDays * 86_400;
  if (m.model === 'market') return (2 * horizonS) / (3600 * (m.meanAvailableHours + m.meanUnavailableHours));
  if (m.model === 'trace') {
    let changes = 0;
    const u = m.unavailable;
    for (let i = 0; i < u.length; i++) if (u[i] !== u[(i + 1) % u.length]) changes++;
    return (changes * horizonS) / (u.length * m.gapSeconds);
  }
  return 0;
}

/** Events one run of strategy `strategyIndex` is expected to process: its jobs' and its spot markets'. */
export function eventsPerRun(scenario: Scenario, strategyIndex: number, totalJobs?: number): number {
  const jobs = totalJobs ?? scenario.workloads.reduce((a, w) => a + jobsPerRun(w, scenario), 0);
  return scenario.strategies[strategyIndex]!.pools.reduce(
    (events, p) => events + spotChangesPerRun(p, scenario.horizonDays),
    jobs * EVENTS_PER_JOB,
  );
}
