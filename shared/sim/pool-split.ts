import type { Sim } from './sim-state';
import type { PoolHoursSplit } from './results';

/**
 * The figures of a shared committed pool (a reserved or bare-metal pool that the placements of
 * two or more workloads list): where its committed GPU-seconds went, and what a service paid
 * elsewhere because the pool was short. Integer GPU-seconds and micro-units, as all run figures.
 */

/** Pool indices of the committed pools two or more workloads' placements list. */
export function sharedCommittedPools(sim: Sim): Set<number> {
  const listedBy = new Map<number, number>();
  for (const cw of sim.c.workloads) {
    for (const p of new Set(cw.pools)) listedBy.set(p, (listedBy.get(p) ?? 0) + 1);
  }
  const out = new Set<number>();
  for (const [p, n] of listedBy) if (n >= 2 && sim.c.pools[p]!.committed) out.add(p);
  return out;
}

/**
 * Pool p's hours split: GPU-seconds services held (the ledger's use by inference and dev
 * workloads), jobs' useful work, work lost to interruptions and restart overhead (counted as
 * each job's stay ends, job-stays.ts), and idle (billed, not used).
 */
export function poolHoursSplit(sim: Sim, p: number): PoolHoursSplit {
  const ledger = sim.ledger;
  const nW = sim.c.workloads.length;
  let servicesGpuS = 0;
  for (let w = 0; w < nW; w++) {
    const kind = sim.c.workloads[w]!.kind;
    if (kind === 'inference' || kind === 'dev') servicesGpuS += ledger.poolWorkloadUse[p * nW + w]!;
  }
  const billed = ledger.poolBilledGpuS[p]!;
  return {
    committedGpuS: billed,
    servicesGpuS,
    jobsUsefulGpuS: sim.pools.jobUsefulGpuS[p]!,
    jobsLostGpuS: sim.pools.jobLostGpuS[p]!,
    jobsRestartGpuS: sim.pools.jobRestartGpuS[p]!,
    idleGpuS: billed - ledger.poolUsedGpuS[p]!,
  };
}

/**
 * What service w paid on elastic pools while its placement lists a shared committed pool (it
 * goes there only when the committed pools before it are full): its overflow cost, or null
 * when it is not a service or lists no shared pool.
 */
export function serviceOverflowMicro(sim: Sim, w: number, shared: ReadonlySet<number>): number | null {
  const cw = sim.c.workloads[w]!;
  if (cw.kind !== 'inference' && cw.kind !== 'dev') return null;
  if (!Array.from(cw.pools).some((p) => shared.has(p))) return null;
  const nW = sim.c.workloads.length;
  let micro = 0;
  for (const p of new Set(cw.pools)) if (!sim.c.pools[p]!.committed) micro += sim.ledger.poolWorkloadCost[p * nW + w]!;
  return micro;
}
