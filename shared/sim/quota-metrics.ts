import type { QuotaRunMetrics } from './results';
import type { Sim } from './sim-state';

/** The run's quotas as the results show them: as written, with each holder's peak on its pool. */
export function quotaMetrics(sim: Sim): QuotaRunMetrics[] {
  const written = sim.c.strategy.quotas ?? [];
  return written.map((q, i) => {
    const pool = sim.c.pools.find((p) => p.id === q.poolId)!;
    return {
      poolId: q.poolId,
      ...(q.workloadId !== undefined ? { workloadId: q.workloadId } : {}),
      ...(q.team !== undefined ? { team: q.team } : {}),
      guaranteedGpus: q.guaranteedGpus ?? 0,
      maxGpus: q.maxGpus ?? null,
      poolGpus: pool.maxInstances * pool.gpusPerInstance,
      peakHeldGpus: sim.quotaPeaks[i]!,
    };
  });
}
