import type { QuotaRunMetrics } from './results';
import type { QuotaTrack } from './quota-track';
import type { Sim } from './sim-state';

/** The run's quotas as the results show them: as written, with each holder's peak on its pool. */
export function quotaMetrics(sim: Sim): QuotaRunMetrics[] {
  const written = sim.c.strategy.quotas ?? [];
  const track = sim.quotaTrack;
  return written.map((q, i) => {
    const pool = sim.c.pools.find((p) => p.id === q.poolId)!;
    return {
      poolId: q.poolId,
      ...(q.workloadId !== undefined ? { workloadId: q.workloadId } : {}),
      ...(q.team !== undefined ? { team: q.team } : {}),
      guaranteedGpus: q.guaranteedGpus ?? 0,
      maxGpus: q.maxGpus ?? null,
      poolGpus: pool.maxInstances * pool.gpusPerInstance,
      peakHeldGpus: track.peak[i]!,
      ...borrowedTo(track, i, sim.horizonS, q.guaranteedGpus ?? 0),
    };
  });
}

/** Borrowed GPU-hours and hours borrowing of quota q up to the horizon H (the last stretch counted without changing the track). */
function borrowedTo(track: QuotaTrack, q: number, H: number, g: number): { borrowedGpuHours: number; borrowingHours: number } {
  const dt = Math.max(0, H - track.lastS[q]!);
  const over = track.held[q]! - g;
  const tail = dt > 0 && over > 0;
  return {
    borrowedGpuHours: (track.borrowedGpuS[q]! + (tail ? dt * over : 0)) / 3600,
    borrowingHours: (track.borrowingS[q]! + (tail ? dt : 0)) / 3600,
  };
}
