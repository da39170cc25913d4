import type { z } from 'zod';
import type { Offer } from './catalog-schema';
import { quotaCovers } from './quota-schema';
import type { Pool, Strategy } from './strategy-schema';
import type { Workload } from './workload-schema';

type Path = (string | number)[];

function issue(ctx: z.RefinementCtx, path: Path, message: string, params: Record<string, unknown>): void {
  ctx.addIssue({ code: 'custom', path, message, params });
}

/** GPUs of a committed pool once its first order is in (reserved count, servers), or null for elastic pools. */
export function committedPoolGpus(pool: Pool, offer: Pick<Offer, 'gpusPerInstance'>): number | null {
  if (pool.kind === 'reserved') return pool.count * offer.gpusPerInstance;
  if (pool.kind === 'bareMetal' || pool.kind === 'owned') return pool.servers * offer.gpusPerInstance;
  return null;
}

/**
 * A strategy's quotas: each names exactly one holder (a workload or a team), on a committed pool
 * of the strategy that the holder's placement lists; a workload is counted by at most one quota
 * of a pool; a guarantee is at most the quota's maximum, and the guarantees of a pool add up to
 * at most its GPUs. Each refusal sits at the field to change.
 */
export function checkQuotaReferences(
  strategy: Strategy,
  at: (...rest: Path) => Path,
  workloads: readonly Workload[],
  offers: ReadonlyMap<string, Offer>,
  ctx: z.RefinementCtx,
): void {
  const quotas = strategy.quotas ?? [];
  const guaranteed = new Map<string, number>();
  const counted = new Map<string, number>();
  quotas.forEach((quota, qi) => {
    const q = (...rest: Path) => at('quotas', qi, ...rest);
    const pool = strategy.pools.find((p) => p.id === quota.poolId);
    if (pool === undefined) return issue(ctx, q('poolId'), `no pool with id "${quota.poolId}" in this strategy`, { key: 'unknownPool', id: quota.poolId });
    const offer = offers.get(pool.offerId);
    const gpus = offer === undefined ? null : committedPoolGpus(pool, offer);
    if (offer !== undefined && gpus === null) {
      return issue(ctx, q('poolId'), `pool "${pool.id}" is ${pool.kind}: quotas are on reserved, bare-metal and owned pools`, { key: 'quotaPoolNotCommitted', pool: pool.id });
    }
    if ((quota.workloadId === undefined) === (quota.team === undefined)) {
      return issue(ctx, q('workloadId'), 'a quota is for one workload or for one team: give exactly one of the two', { key: 'quotaOneHolder' });
    }
    const lists = (w: Workload) => strategy.placements.some((p) => p.workloadId === w.id && p.poolIds.includes(pool.id));
    const covered = workloads.filter((w) => quotaCovers(quota, w));
    if (quota.workloadId !== undefined) {
      if (covered.length === 0) return issue(ctx, q('workloadId'), `no workload with id "${quota.workloadId}"`, { key: 'unknownWorkload', id: quota.workloadId });
      if (!lists(covered[0]!)) {
        return issue(ctx, q('workloadId'), `"${quota.workloadId}"'s placement does not list pool "${pool.id}"`, { key: 'quotaWorkloadNotOnPool', workload: quota.workloadId, pool: pool.id });
      }
    } else if (!covered.some(lists)) {
      return issue(ctx, q('team'), `no workload of team "${quota.team}" lists pool "${pool.id}"`, { key: 'quotaTeamNotOnPool', team: quota.team, pool: pool.id });
    }
    for (const w of covered) {
      const key = `${pool.id}\u0000${w.id}`;
      if (counted.has(key)) {
        issue(ctx, q(quota.workloadId !== undefined ? 'workloadId' : 'team'), `"${w.id}" already counts under quota ${counted.get(key)! + 1} of pool "${pool.id}": a workload counts under one quota of a pool`, {
          key: 'quotaTwice',
          workload: w.id,
          pool: pool.id,
        });
        return;
      }
      counted.set(key, qi);
    }
    const g = quota.guaranteedGpus ?? 0;
    if (quota.maxGpus !== undefined && g > quota.maxGpus) {
      return issue(ctx, q('guaranteedGpus'), `the guarantee (${g} GPUs) is above the quota's maximum (${quota.maxGpus} GPUs)`, { key: 'quotaGuaranteeAboveMax', max: quota.maxGpus });
    }
    const sum = (guaranteed.get(pool.id) ?? 0) + g;
    guaranteed.set(pool.id, sum);
    if (gpus !== null && sum > gpus) {
      issue(ctx, q('guaranteedGpus'), `the guarantees on pool "${pool.id}" add up to ${sum} GPUs, more than its ${gpus}`, { key: 'quotaGuaranteesAbovePool', pool: pool.id, sum, gpus });
    }
  });
}
