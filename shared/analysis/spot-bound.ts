import type { Scenario } from '@shared/scenario';
import { placedGpusPerUnit } from '@shared/scenario';
import { Rng } from '@shared/sim/prng';
import type { RunResult } from '@shared/sim/results';
import { speedOf } from '@shared/sim/throughput';
import { omniscientBound, omniscientSize } from './omniscient-bound';

/** Jobs of one run looked at, at most (the bound is a dynamic programme per job). */
const MAX_JOBS = 50;

/**
 * The bound's budget, for one strategy's representative run: the dynamic programme's state
 * updates over all its jobs (10 to 40 ns each, measured on a busy 2-core machine: 1 to 4 s),
 * the states it holds at once (12 bytes
 * each, in two tables: 48 MB) and the ticks of one job's window (its availability, 8 bytes
 * each). Scenario 09 as shipped needs 4 jobs x 2,525 states x 360 ticks; a one-second trace, a
 * job of millions of GPU-hours, a deadline of years or a restart overhead of days asks for
 * more than memory holds, and the bound is then left out with a note saying why.
 */
export const OMNISCIENT_LIMITS = { cells: 100_000_000, states: 2_000_000, ticks: 2_000_000 } as const;

/** The bound was left out: the work it would take and the limit it passes. */
export type OmniscientSkip = { reason: 'tooLarge'; cells: number; limit: number };

/**
 * The omniscient lower bound per job (currency units) for a strategy whose job workload uses a
 * deadline policy on a spot pool that replays a trace, with an on-demand pool of the same offer
 * to fall back to: for each job of the run (the first 50), the cheapest schedule that finishes
 * it by its deadline knowing that run's trace, in ticks of the trace's sample interval, with a
 * changeover of the restart overhead plus spot provisioning (omniscient-bound.ts). Null when the
 * strategy is not of that shape or a job's size is not fixed.
 *
 * It is the paper's bound at nominal speed: it assumes the job runs at its planned speed, so a
 * run whose instances drew a faster speed (jitter) can come in under it.
 */
export function omniscientPerJob(scenario: Scenario, strategyId: string, run: RunResult): number | null {
  const out = omniscientPerJobWithin(scenario, strategyId, run);
  return out !== null && 'perJob' in out ? out.perJob : null;
}

/**
 * As omniscientPerJob, within the budget of OMNISCIENT_LIMITS: the bound per job, or why it
 * was left out (measured before anything is allocated), or null when the strategy is not of
 * that shape.
 */
export function omniscientPerJobWithin(scenario: Scenario, strategyId: string, run: RunResult): { perJob: number } | { skipped: OmniscientSkip } | null {
  const strategy = scenario.strategies.find((s) => s.id === strategyId);
  if (!strategy) return null;
  const shapes = strategy.placements.flatMap((placement) => {
    if (placement.spotFallback.deadlinePolicy === undefined) return [];
    const pools = placement.poolIds.map((id) => strategy.pools.find((p) => p.id === id));
    const spot = pools.find((p) => p?.kind === 'spot');
    if (spot?.kind !== 'spot' || spot.interruption.model !== 'trace') return [];
    const od = pools.find((p) => p?.kind === 'onDemand' && p.offerId === spot.offerId);
    const workload = scenario.workloads.find((w) => w.id === placement.workloadId);
    // The bound is for jobs of one size on one GPU count: a GPU mix is not of that shape.
    if (!od || workload?.kind !== 'training' || workload.size.type !== 'gpuHours' || workload.size.gpuHours.type !== 'fixed' || workload.gpusPerJobMix !== undefined)
      return [];
    return [{ placement, spot, trace: spot.interruption, workload, gpuHours: workload.size.gpuHours.value }];
  });
  if (shapes.length !== 1) return null;
  const { placement, spot, trace, workload, gpuHours } = shapes[0]!;
  const offer = scenario.catalog.offers.find((o) => o.id === spot.offerId);
  const gpu = scenario.catalog.gpus.find((g) => g.id === offer?.gpuId);
  const spotPrice = offer?.prices.spot?.perHour;
  const odPrice = offer?.prices.onDemand?.perHour;
  if (!offer || !gpu || spotPrice === undefined || odPrice === undefined) return null;
  const g = placedGpusPerUnit(workload, placement);
  const speed = speedOf(workload, offer, gpu, g);
  const workS = (gpuHours * 3600) / (g * speed.perGpu);
  const G = trace.gapSeconds;
  const data = trace.unavailable;
  // The run's first draw on the pool's stream is where its replay starts (pools.ts initialSpotState).
  const start = trace.randomStart ? Rng.stream(run.seed, `interruptions:${spot.id}`).int(data.length) : 0;
  const changeoverS = workload.restartOverheadMinutes * 60 + offer.provisioningDelaySeconds;
  const windows: { first: number; ticks: number }[] = [];
  let cells = 0;
  let tooLarge = false;
  for (const job of run.jobs) {
    if (windows.length >= MAX_JOBS) break;
    if (job.workloadId !== workload.id || job.deadlineS === null) continue;
    const first = Math.ceil(job.arrivalS / G);
    const ticks = Math.max(0, Math.floor(job.deadlineS / G) - first);
    const size = omniscientSize(G, changeoverS, workS, ticks);
    cells += size.cells;
    if (!(size.states <= OMNISCIENT_LIMITS.states) || ticks > OMNISCIENT_LIMITS.ticks) tooLarge = true;
    windows.push({ first, ticks });
  }
  if (tooLarge || !(cells <= OMNISCIENT_LIMITS.cells))
    return { skipped: { reason: 'tooLarge', cells: Number.isFinite(cells) ? cells : Number.MAX_VALUE, limit: OMNISCIENT_LIMITS.cells } };
  const bounds: number[] = [];
  for (const { first, ticks } of windows) {
    const available = Array.from({ length: ticks }, (_, k) => data[(start + first + k) % data.length] === 0);
    const bound = omniscientBound({
      available,
      tickS: G,
      changeoverS,
      workS,
      spotPerHour: spotPrice * speed.instances,
      onDemandPerHour: odPrice * speed.instances,
    });
    if (bound) bounds.push(bound.cost);
  }
  return bounds.length === 0 ? null : { perJob: bounds.reduce((a, b) => a + b, 0) / bounds.length };
}
