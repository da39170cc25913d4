import type { PoolRunMetrics, RunResult } from '@shared/sim/results';

export interface PoolUsageRow {
  key: string;
  kind: 'workload' | 'idle' | 'unused';
  /** The workload's name (workload rows). */
  name?: string;
  gpuSeconds: number;
  costMicro: number;
  /** Share of the pool's cost, or null when the pool cost nothing. */
  share: number | null;
}

export interface PoolUsageGroup {
  pool: PoolRunMetrics;
  rows: PoolUsageRow[];
}

/**
 * The rows of the pool-by-workload table: per pool, its workloads by cost (largest first),
 * then the idle part of a commitment; a pool nothing used or paid for gets one "not used" row.
 */
export function poolUsageRows(run: RunResult): PoolUsageGroup[] {
  const names = new Map(run.workloads.map((w) => [w.workloadId, w.name]));
  return run.pools.map((pool) => {
    const share = (micro: number) => (pool.costMicro > 0 ? micro / pool.costMicro : null);
    const rows: PoolUsageRow[] = [...(pool.byWorkload ?? [])]
      .sort((a, b) => b.costMicro - a.costMicro || b.gpuSecondsUsed - a.gpuSecondsUsed)
      .map((b) => ({
        key: b.workloadId,
        kind: 'workload' as const,
        name: names.get(b.workloadId) ?? b.workloadId,
        gpuSeconds: b.gpuSecondsUsed,
        costMicro: b.costMicro,
        share: share(b.costMicro),
      }));
    if (pool.idleCostMicro > 0)
      rows.push({
        key: '(idle)',
        kind: 'idle',
        gpuSeconds: pool.gpuSecondsIdle,
        costMicro: pool.idleCostMicro,
        share: share(pool.idleCostMicro),
      });
    if (rows.length === 0)
      rows.push({ key: '(unused)', kind: 'unused', gpuSeconds: 0, costMicro: 0, share: null });
    return { pool, rows };
  });
}
