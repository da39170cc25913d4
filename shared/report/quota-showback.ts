import type { PoolRunMetrics, RunResult } from '@shared/sim/results';

/** One workload's part of a pool's cost: GPU-seconds it held there and what it pays. */
export interface PoolPayer {
  workloadId: string;
  gpuS: number;
  micro: number;
}

/** Who pays for one pool: the workloads, then the idle part. */
export interface PoolPayers {
  payers: PoolPayer[];
  idleMicro: number;
}

/** Pool p's cost by use: each workload by the GPU-seconds it held, idle apart (the run's own split). */
export function payersByUse(p: PoolRunMetrics): PoolPayers {
  return { payers: (p.byWorkload ?? []).map((b) => ({ workloadId: b.workloadId, gpuS: b.gpuSecondsUsed, micro: b.costMicro })), idleMicro: p.idleCostMicro };
}

/**
 * Pool p's cost by quota: each quota's holder pays the share of the pool its guarantee is
 * (guaranteed GPUs / the pool's GPUs, whether it used them or not), and the unguaranteed rest
 * is split by use, idle included, as the split by use is. A team's guarantee is shared among its
 * workloads by the GPU-seconds each held on the pool (evenly when none held any). Rounded to
 * whole micro-units, the rounding left with idle, so the parts add up to the pool's cost.
 * Null when no quota counts on the pool.
 */
export function payersByQuota(run: RunResult, p: PoolRunMetrics): PoolPayers | null {
  const quotas = (run.quotas ?? []).filter((q) => q.poolId === p.poolId);
  if (quotas.length === 0) return null;
  const gpus = quotas[0]!.poolGpus;
  const cost = p.costMicro;
  const byUse = payersByUse(p);
  const guaranteed = quotas.reduce((n, q) => n + q.guaranteedGpus, 0);
  const rest = gpus > 0 ? Math.max(0, gpus - guaranteed) / gpus : 1;
  const micro = new Map<string, number>();
  const gpuS = new Map(byUse.payers.map((b) => [b.workloadId, b.gpuS]));
  for (const b of byUse.payers) micro.set(b.workloadId, b.micro * rest);
  for (const q of quotas) {
    if (gpus <= 0 || q.guaranteedGpus === 0) continue;
    const share = (cost * q.guaranteedGpus) / gpus;
    const holders = q.workloadId !== undefined ? [q.workloadId] : run.workloads.filter((w) => w.team === q.team).map((w) => w.workloadId);
    const used = holders.reduce((n, id) => n + (gpuS.get(id) ?? 0), 0);
    for (const id of holders) micro.set(id, (micro.get(id) ?? 0) + share * (used > 0 ? (gpuS.get(id) ?? 0) / used : 1 / holders.length));
  }
  const payers = [...micro].map(([workloadId, m]) => ({ workloadId, gpuS: gpuS.get(workloadId) ?? 0, micro: Math.round(m) }));
  const paid = payers.reduce((n, b) => n + b.micro, 0);
  return { payers, idleMicro: cost - paid };
}
