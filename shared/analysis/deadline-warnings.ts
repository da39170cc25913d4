import type { Distribution, Scenario, ScenarioWarning, Workload } from '@shared/scenario';
import { placedGpusPerUnit } from '@shared/scenario';
import { flopsToGpuHours, speedOf, wallSeconds } from '@shared/sim/throughput';

/**
 * Deadlines no strategy can meet: shorter than the job's fastest possible run (billed start-up,
 * unbilled provisioning on elastic pools, and the smallest job's work at the pool's speed) on
 * every pool any strategy lets it use. Every job then misses, which the results count but do not
 * explain. Lives beside the simulator's speed model (not in shared/scenario) so both agree.
 */
export function deadlineWarnings(scenario: Scenario): ScenarioWarning[] {
  const out: ScenarioWarning[] = [];
  scenario.workloads.forEach((w, i) => {
    if (w.kind !== 'training' && w.kind !== 'batch') return;
    if (w.deadlineHours === undefined) return;
    const fastest = fastestRunSeconds(scenario, w);
    if (!Number.isFinite(fastest) || fastest <= w.deadlineHours * 3600) return;
    const fastestHours = Math.round((fastest / 3600) * 100) / 100;
    out.push({
      key: 'deadlineShorterThanRun',
      path: `workloads[${i}].deadlineHours`,
      name: w.name,
      deadlineHours: w.deadlineHours,
      fastestHours,
      message: `${w.name}: the deadline (${w.deadlineHours} h) is shorter than the fastest possible run (${fastestHours} h on the fastest pool it may use), so every job misses it.`,
    });
  });
  return out;
}

/** The smallest value a distribution can draw (0 for the unbounded ones). */
function smallest(d: Distribution): number {
  switch (d.type) {
    case 'fixed':
      return d.value;
    case 'uniform':
      return d.min;
    case 'empirical':
      return Math.min(...d.values);
    default:
      return 0;
  }
}

function smallestGpuHours(w: Workload): number {
  if (w.kind === 'batch') return smallest(w.taskGpuHours);
  if (w.kind !== 'training') return 0;
  const size = w.size;
  return size.type === 'gpuHours'
    ? smallest(size.gpuHours)
    : flopsToGpuHours(
        size.parametersBillions,
        size.tokensBillions,
        size.utilisation,
        size.referenceTflops,
      );
}

/** Seconds from start to finish of the smallest unit on the fastest pool any placement offers. */
function fastestRunSeconds(scenario: Scenario, w: Workload): number {
  const gpuHours = smallestGpuHours(w);
  const startupS = w.kind === 'training' || w.kind === 'batch' ? w.startupMinutes * 60 : 0;
  let best = Infinity;
  for (const strategy of scenario.strategies) {
    for (const placement of strategy.placements) {
      if (placement.workloadId !== w.id) continue;
      const gpus = placedGpusPerUnit(w, placement);
      for (const poolId of placement.poolIds) {
        const pool = strategy.pools.find((p) => p.id === poolId);
        const offer = scenario.catalog.offers.find((o) => o.id === pool?.offerId);
        const gpu = scenario.catalog.gpus.find((g) => g.id === offer?.gpuId);
        if (!pool || !offer || !gpu) continue;
        const perGpu = speedOf(w, offer, gpu, gpus).perGpu;
        if (!(perGpu > 0)) continue;
        const committed = pool.kind === 'reserved' || pool.kind === 'bareMetal';
        const provisioningS = committed ? 0 : offer.provisioningDelaySeconds;
        best = Math.min(best, provisioningS + startupS + wallSeconds(gpuHours, gpus, perGpu));
      }
    }
  }
  return best;
}
