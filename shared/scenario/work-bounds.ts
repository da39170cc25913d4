/**
 * The work a scenario asks of the simulator, bounded before anything is simulated.
 *
 * A scenario file can be valid field by field and still ask for more than a computer can do:
 * `perDay: 1e300` or `everyDays: 1e-12` pass the schema, and each would make one run create
 * more jobs than memory holds. Shared files arrive by e-mail, so every field is treated as
 * hostile: this estimates, cheaply and from the scenario alone, how many jobs and events one
 * run implies and refuses scenarios past the limits with a message naming the field, the
 * limit and why. The simulator keeps its own budget as a second line (see sim/budget.ts).
 */
import type { Scenario } from './scenario-schema';
import type { ScenarioIssue } from './scenario-issue';
import type { Workload } from './workload-schema';
import { eventsPerRun, jobsPerRun, spotChangesPerRun } from './run-events';
import { STRATEGY_DAYS_PER_SECOND, strategyDays } from './work-estimate';

export { arrivalsPerRun, jobsPerRun } from './run-events';

export const WORK_LIMITS = {
  /** Training jobs plus batch tasks arriving over the horizon in one run. */
  jobsPerRun: 2_000_000,
  /** Events one run of one strategy is expected to process (arrivals, starts, finishes, spot changes). */
  eventsPerRun: 20_000_000,
  /** A spot pool interrupted more often than once a GPU-minute is not a market anyone buys from. */
  spotInterruptionsPerGpuHour: 60,
  /** Shortest mean time a spot market stays available or unavailable: one minute. */
  spotMarketMinHours: 1 / 60,
  /** Runs x strategies x horizon days of a whole simulation: about an hour at the estimate's pace (work-estimate.ts). */
  strategyDaysPerSimulation: 7_200_000,
  /** Events of a whole simulation (every run of every strategy): a hundred runs of the largest run allowed. */
  eventsPerSimulation: 2_000_000_000,
  /**
   * Figures kept for the percentiles of a whole simulation: runs x (workloads + pools) of every
   * strategy. Exact P10/P50/P90 need every run's figures; recorded as numbers (analysis/run-figures.ts:
   * nine a workload, 34 a run, none a pool) that is at most about 0.2 KB a figure, 200 MB in all.
   */
  figuresPerSimulation: 1_000_000,
} as const;

const WHY = 'so that a run fits in memory and finishes in reasonable time';

function count(n: number): string {
  if (!Number.isFinite(n)) return 'infinitely many';
  return n >= 1e15 ? n.toExponential(1) : Math.round(n).toLocaleString('en-US');
}

function arrivalField(w: Workload): string {
  if (w.kind !== 'training' && w.kind !== 'batch') return '';
  switch (w.arrivals.type) {
    case 'poisson':
      return 'arrivals.perDay';
    case 'poissonByHourOfWeek':
      return 'arrivals.perHour';
    case 'recurring':
      return 'arrivals.everyDays';
    default:
      return 'arrivals.days';
  }
}

function issue(path: string, message: string, params: Record<string, string | number>): ScenarioIssue {
  return { path, message, code: 'custom', params: { key: 'tooMuchWork', ...params } };
}

function spotRateIssues(scenario: Scenario): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  scenario.strategies.forEach((s, si) =>
    s.pools.forEach((p, pi) => {
      if (p.kind !== 'spot') return;
      const m = p.interruption;
      const at = `strategies[${si}].pools[${pi}].interruption`;
      const maxRate = WORK_LIMITS.spotInterruptionsPerGpuHour;
      if (m.model === 'poisson' && m.ratePerGpuHour > maxRate) {
        out.push(
          issue(`${at}.ratePerGpuHour`, `interrupts each GPU ${count(m.ratePerGpuHour)} times an hour; at most ${maxRate} an hour (once a minute) is allowed, ${WHY}`, {
            implied: m.ratePerGpuHour,
            limit: maxRate,
          }),
        );
      }
      if (m.model === 'market') {
        const min = WORK_LIMITS.spotMarketMinHours;
        for (const field of ['meanAvailableHours', 'meanUnavailableHours'] as const) {
          if (m[field] < min) {
            out.push(
              issue(`${at}.${field}`, `a market that changes every ${m[field].toPrecision(2)} hours is not allowed; the mean must be at least one minute (${min.toPrecision(2)} hours), ${WHY}`, {
                implied: m[field],
                limit: min,
              }),
            );
          }
        }
      }
    }),
  );
  return out;
}

const WHY_ALL = 'so that the simulation fits in memory and finishes in reasonable time';

/** The limits on a whole simulation, every run of every strategy (the runs being those asked for). */
function simulationIssues(scenario: Scenario, runs: number, strategyEvents: number[]): ScenarioIssue[] {
  const strategies = scenario.strategies.length;
  const what = `${count(runs)} runs of ${strategies === 1 ? 'one strategy' : `${count(strategies)} strategies`} over ${count(scenario.horizonDays)} days`;
  const fix = 'ask for fewer runs (simulation.runs), fewer strategies or a shorter horizon (horizonDays)';
  const params = { runs, strategies, horizonDays: scenario.horizonDays };
  const days = strategyDays(scenario, runs);
  const maxDays = WORK_LIMITS.strategyDaysPerSimulation;
  if (!(days <= maxDays)) {
    const hours = days / STRATEGY_DAYS_PER_SECOND / 3600;
    return [
      issue('simulation.runs', `${what} are about ${count(days)} strategy-days of simulation (roughly ${hours >= 10 ? count(hours) : hours.toFixed(1)} hours); at most ${count(maxDays)} are allowed, ${WHY_ALL}: ${fix}`, {
        ...params,
        implied: days,
        limit: maxDays,
        key: 'tooMuchWorkInAll',
      }),
    ];
  }
  const events = runs * strategyEvents.reduce((a, b) => a + b, 0);
  const maxEvents = WORK_LIMITS.eventsPerSimulation;
  if (!(events <= maxEvents)) {
    return [
      issue('simulation.runs', `${what} imply about ${count(events)} events; at most ${count(maxEvents)} are allowed, ${WHY_ALL}: ${fix}`, {
        ...params,
        implied: events,
        limit: maxEvents,
        key: 'tooMuchWorkInAll',
      }),
    ];
  }
  const perRun = scenario.strategies.reduce((a, s) => a + scenario.workloads.length + s.pools.length, 0);
  const figures = runs * perRun;
  const maxFigures = WORK_LIMITS.figuresPerSimulation;
  if (!(figures <= maxFigures)) {
    return [
      issue('simulation.runs', `${what}, with ${count(scenario.workloads.length)} workloads and their pools, keep about ${count(figures)} workload and pool figures for the percentiles; at most ${count(maxFigures)} are allowed, ${WHY_ALL}: ${fix}`, {
        ...params,
        implied: figures,
        limit: maxFigures,
        key: 'tooMuchWorkInAll',
      }),
    ];
  }
  return [];
}

/**
 * Issues for a scenario that asks for more work than one run may do, or than a whole
 * simulation of `runs` runs (the scenario's own unless the command line says otherwise) may
 * do; empty when it is within bounds. Cheap: a pass over workloads and pools, never a simulation.
 */
export function checkWorkBounds(scenario: Scenario, runs: number = scenario.simulation.runs): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const jobs = scenario.workloads.map((w) => jobsPerRun(w, scenario));
  const totalJobs = jobs.reduce((a, b) => a + b, 0);
  const maxJobs = WORK_LIMITS.jobsPerRun;
  if (!(totalJobs <= maxJobs)) {
    // Name the workload that brings the most work: that is where the field to change is.
    let worst = 0;
    jobs.forEach((n, i) => {
      if (n > jobs[worst]!) worst = i;
    });
    const w = scenario.workloads[worst]!;
    const what = w.kind === 'batch' ? 'batch tasks' : 'jobs';
    out.push(
      issue(`workloads[${worst}].${arrivalField(w)}`, `"${w.id.slice(0, 64)}" brings about ${count(jobs[worst]!)} ${what} over the horizon (${count(totalJobs)} in all); a run may have at most ${count(maxJobs)} jobs and batch tasks, ${WHY}`, {
        implied: jobs[worst]!,
        limit: maxJobs,
        workload: w.id,
      }),
    );
  }
  out.push(...spotRateIssues(scenario));
  if (out.length > 0) return out;

  const maxEvents = WORK_LIMITS.eventsPerRun;
  const strategyEvents: number[] = [];
  scenario.strategies.forEach((s, si) => {
    const events = eventsPerRun(scenario, si, totalJobs);
    let worstPool = -1;
    let worstChanges = 0;
    s.pools.forEach((p, pi) => {
      const changes = spotChangesPerRun(p, scenario.horizonDays);
      if (changes > worstChanges) {
        worstChanges = changes;
        worstPool = pi;
      }
    });
    strategyEvents.push(events);
    if (events <= maxEvents) return;
    const path = worstPool >= 0 && worstChanges * 2 > events ? `strategies[${si}].pools[${worstPool}].interruption` : `strategies[${si}]`;
    out.push(
      issue(path, `strategy "${s.id.slice(0, 64)}" implies about ${count(events)} events in one run (spot availability changes ${count(worstChanges)}); a run may process at most ${count(maxEvents)}, ${WHY}`, {
        implied: events,
        limit: maxEvents,
        strategy: s.id,
      }),
    );
  });
  if (out.length > 0) return out;
  return simulationIssues(scenario, runs, strategyEvents);
}
