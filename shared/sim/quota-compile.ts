import { quotaCovers, type Strategy, type Workload } from '@shared/scenario';
import type { CompiledPool, CompiledQuota, CompiledQuotas, CompiledWorkload } from './compiled';

/**
 * A strategy's quotas, compiled once, or null without any (the run is then exactly as before).
 * A pool with a quota keeps the list of its units and is contested (priority-preemption.ts
 * chooses its victims), and job workloads take the general path, whose queue scan knows quotas.
 */
export function compileQuotas(strategy: Strategy, scenarioWorkloads: readonly Workload[], pools: CompiledPool[], workloads: CompiledWorkload[]): CompiledQuotas | null {
  const quotas = strategy.quotas ?? [];
  if (quotas.length === 0) return null;
  const nW = workloads.length;
  const of = new Int32Array(pools.length * nW).fill(-1);
  const list: CompiledQuota[] = [];
  quotas.forEach((q, index) => {
    const pool = pools.find((p) => p.id === q.poolId)!;
    const covered: number[] = [];
    scenarioWorkloads.forEach((w, i) => {
      if (quotaCovers(q, w)) {
        covered.push(i);
        of[pool.index * nW + i] = index;
      }
    });
    pool.contested = true;
    pool.evictable = true;
    list.push({ index, pool: pool.index, guaranteedGpus: q.guaranteedGpus ?? 0, maxGpus: q.maxGpus ?? Infinity, workloads: Int32Array.from(covered) });
  });
  for (const cw of workloads) if (cw.kind === 'training' || cw.kind === 'batch') cw.simple = false;
  return { list, of, nWorkloads: nW };
}

/** The queue's priority levels when quotas exist but placements share one priority: that one (the queue scan that knows quotas runs by level). */
export function quotaPriorityLevels(workloads: CompiledWorkload[]): Int32Array {
  const levels = new Set<number>();
  for (const cw of workloads) if (cw.kind === 'training' || cw.kind === 'batch') levels.add(cw.priority);
  return Int32Array.from([...levels].sort((a, b) => b - a));
}
