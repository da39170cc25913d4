import type { Scenario } from '@shared/scenario';
import { placedGpusPerUnit } from '@shared/scenario';
import { Rng } from '@shared/sim/prng';
import type { RunResult } from '@shared/sim/results';
import { speedOf } from '@shared/sim/throughput';
import { omniscientBound } from './omniscient-bound';

/** Jobs of one run looked at, at most (the bound is a dynamic programme per job). */
const MAX_JOBS = 50;

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
  const strategy = scenario.strategies.find((s) => s.id === strategyId);
  if (!strategy) return null;
  const shapes = strategy.placements.flatMap((placement) => {
    if (placement.spotFallback.deadlinePolicy === undefined) return [];
    const pools = placement.poolIds.map((id) => strategy.pools.find((p) => p.id === id));
    const spot = pools.find((p) => p?.kind === 'spot');
    if (spot?.kind !== 'spot' || spot.interruption.model !== 'trace') return [];
    const od = pools.find((p) => p?.kind === 'onDemand' && p.offerId === spot.offerId);
    const workload = scenario.workloads.find((w) => w.id === placement.workloadId);
    if (!od || workload?.kind !== 'training' || workload.size.type !== 'gpuHours' || workload.size.gpuHours.type !== 'fixed')
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
  const bounds: number[] = [];
  for (const job of run.jobs) {
    if (bounds.length >= MAX_JOBS) break;
    if (job.workloadId !== workload.id || job.deadlineS === null) continue;
    const first = Math.ceil(job.arrivalS / G);
    const end = Math.floor(job.deadlineS / G);
    const available = Array.from({ length: Math.max(0, end - first) }, (_, k) => data[(start + first + k) % data.length] === 0);
    const bound = omniscientBound({
      available,
      tickS: G,
      changeoverS: workload.restartOverheadMinutes * 60 + offer.provisioningDelaySeconds,
      workS,
      spotPerHour: spotPrice * speed.instances,
      onDemandPerHour: odPrice * speed.instances,
    });
    if (bound) bounds.push(bound.cost);
  }
  return bounds.length === 0 ? null : bounds.reduce((a, b) => a + b, 0) / bounds.length;
}
