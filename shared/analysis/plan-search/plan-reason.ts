import type { Scenario } from '@shared/scenario';
import { quantile } from '@shared/sim/quantile';
import type { BookEntry } from './plan-book';
import { elasticPool, poolRanges, type WorkloadPlan } from './plan-shape';
import type { PlanReason } from './plan-types';

export interface ReasonContext {
  /** The cheapest plan buying on-demand only (what the others are set apart from); null if none was measured. */
  payAsYouGo: BookEntry | null;
  /** The cheapest frontier plan, and whether this plan is the frontier's fastest. */
  cheapest: BookEntry;
  isFastest: boolean;
}

const median = (v: readonly number[]) => (v.length === 0 ? 0 : quantile(v, 0.5));

/**
 * Median over runs of one workload's GPU cost in a plan (its pools are its own). A workload
 * with a savings plan also carries the plan's unused commitment, which no pool's cost holds
 * (the run's total less its pools' costs: a plan's searched workloads have one plan between them at most as a rule).
 */
function workloadCost(entry: BookEntry, index: number): number {
  const r = poolRanges(entry.plan)[index]!;
  const unused = (d: BookEntry['digests'][number]) => (entry.plan[index]!.savingsPlan ? d.totalMicro - d.poolCostMicro.reduce((s, v) => s + v, 0) : 0);
  return median(entry.digests.map((d) => d.poolCostMicro.slice(r.from, r.to).reduce((s, v) => s + v, 0) + unused(d)));
}

/** Used over billed GPU-seconds of one pool of the plan, over all its runs. */
function busyShare(entry: BookEntry, pool: number): number {
  let used = 0;
  let billed = 0;
  for (const d of entry.digests) {
    used += d.poolUsedS[pool] ?? 0;
    billed += d.poolBilledS[pool] ?? 0;
  }
  return billed > 0 ? used / billed : 0;
}

/**
 * The workloads whose GPU time one share is taken over: the workload, and when it shares a
 * burst pool, every workload on that pool (the runs count a pool's use, not each workload's on it).
 */
export function burstGroupOf(plan: readonly WorkloadPlan[], index: number): number[] {
  const w = plan[index]!;
  const owner = w.elastic ? plan.findIndex((x) => x.workloadId === w.elastic!.workloadId) : index;
  const joiners = plan.flatMap((x, i) => (x.elastic?.workloadId === plan[owner]?.workloadId ? [i] : []));
  return joiners.length > 0 && owner >= 0 ? [owner, ...joiners] : [index];
}

/** Share of the workload's GPU-seconds one of its pools served, over all runs (of its burst group's, when it shares a burst pool). */
export function servedShare(entry: BookEntry, index: number, pool: number): number {
  const ranges = poolRanges(entry.plan);
  const group = burstGroupOf(entry.plan, index);
  let mine = 0;
  let all = 0;
  for (const d of entry.digests) {
    mine += d.poolUsedS[pool] ?? 0;
    for (const g of group) for (let i = ranges[g]!.from; i < ranges[g]!.to; i++) all += d.poolUsedS[i] ?? 0;
  }
  return all > 0 ? mine / all : 0;
}

function deadlineMissShare(entry: BookEntry, index: number): number {
  let misses = 0;
  let jobs = 0;
  for (const d of entry.digests) {
    misses += d.workloadDeadlineMisses[index] ?? 0;
    jobs += d.workloadJobsArrived[index] ?? 0;
  }
  return jobs > 0 ? misses / jobs : 0;
}

const sameChoice = (a: WorkloadPlan, b: WorkloadPlan | undefined) =>
  b !== undefined && a.savingsPlan === undefined && b.savingsPlan === undefined && JSON.stringify(a.pools.map((p) => [p.kind, p.offerId])) === JSON.stringify(b.pools.map((p) => [p.kind, p.offerId]));

/**
 * A plan where other workloads run on a service's committed pool: what sets it apart is the
 * sharing, whatever else it saves (the pool's cost is the service's, its use everyone's).
 */
function sharedPoolReason(entry: BookEntry, scenario: Scenario): PlanReason | null {
  const sharers = entry.plan.filter((w) => w.shares);
  const first = sharers[0]?.shares;
  if (!first) return null;
  const index = entry.plan.findIndex((w) => w.workloadId === first.workloadId);
  const pool = entry.plan[index]?.pools[first.poolIndex];
  if (!pool || (pool.kind !== 'reserved' && pool.kind !== 'bareMetal' && pool.kind !== 'owned')) return null;
  const sharedBy = sharers.filter((w) => w.shares!.workloadId === first.workloadId && w.shares!.poolIndex === first.poolIndex).map((w) => w.workloadId);
  const gpus = pool.count * (pool.kind === 'owned' ? (scenario.catalog.offers.find((o) => o.id === pool.offerId)?.gpusPerInstance ?? 1) : pool.option.gpusPerUnit);
  return { kind: 'sharedPool', workloadId: first.workloadId, sharedBy, gpus, busyShare: busyShare(entry, poolRanges(entry.plan)[index]!.from + first.poolIndex) };
}

/** A plan where workloads burst on one pool: their units share its instances. */
function sharedElasticReason(entry: BookEntry): PlanReason | null {
  const joiner = entry.plan.find((w) => w.elastic);
  const pool = joiner ? elasticPool(entry.plan, joiner) : undefined;
  if (!joiner?.elastic || !pool) return null;
  const owner = entry.plan.findIndex((w) => w.workloadId === joiner.elastic!.workloadId);
  const sharedBy = burstGroupOf(entry.plan, owner).map((i) => entry.plan[i]!.workloadId);
  const at = poolRanges(entry.plan)[owner]!.from + joiner.elastic.poolIndex;
  return { kind: 'sharedBurst', poolKind: pool.kind, offerId: pool.offerId, sharedBy, busyShare: busyShare(entry, at) };
}

/**
 * Why a frontier plan is there, as data for one sentence: the fastest plan says how much
 * sooner it is; any other plan names the workload where it saves most against the cheapest
 * pay-as-you-go plan and what does it there (the cheapest mix of GPUs for a service planned in tokens, spot, a reserved base, bare-metal servers or a
 * cheaper offer); a plan buying on demand only says so.
 */
export function planReason(entry: BookEntry, ctx: ReasonContext, scenario: Scenario): PlanReason {
  const hoursSooner = ctx.cheapest.measure.speed - entry.measure.speed;
  if (ctx.isFastest && entry.key !== ctx.cheapest.key && hoursSooner > 0) return { kind: 'fastest', hoursSooner };
  const shared = sharedPoolReason(entry, scenario);
  if (shared) return shared;
  const elastic = sharedElasticReason(entry);
  if (elastic) return elastic;
  const payg = ctx.payAsYouGo;
  let pick: { index: number; saving: number; base: number } | null = null;
  entry.plan.forEach((w, index) => {
    if (payg && sameChoice(w, payg.plan[index])) return;
    if (!payg && w.pools.every((p) => p.kind === 'onDemand')) return;
    const base = payg ? workloadCost(payg, index) : 0;
    const saving = base - workloadCost(entry, index);
    if (pick === null || saving > pick.saving) pick = { index, saving, base };
  });
  if (pick === null) return { kind: 'payAsYouGo' };
  const { index, saving, base } = pick;
  const w = entry.plan[index]!;
  const from = poolRanges(entry.plan)[index]!.from;
  if (w.fixed?.source === 'llmMix') {
    const offerIds = [...new Set(w.pools.map((p) => p.offerId))];
    return { kind: 'llmMix', workloadId: w.workloadId, offerIds, savedShare: base > 0 ? Math.max(0, saving / base) : 0 };
  }
  const at = (kind: string) => w.pools.findIndex((p) => p.kind === kind);
  const spot = at('spot');
  if (spot >= 0) return { kind: 'spotCovers', workloadId: w.workloadId, servedShare: servedShare(entry, index, from + spot), deadlineMissShare: deadlineMissShare(entry, index) };
  const own = at('owned');
  if (own >= 0) {
    const p = w.pools[own]!;
    return { kind: 'owned', workloadId: w.workloadId, servers: p.kind === 'owned' ? p.count : 0, busyShare: busyShare(entry, from + own) };
  }
  const bm = at('bareMetal');
  if (bm >= 0) {
    const p = w.pools[bm]!;
    return { kind: 'bareMetal', workloadId: w.workloadId, servers: p.kind === 'bareMetal' ? p.count : 0, busyShare: busyShare(entry, from + bm) };
  }
  const ri = at('reserved');
  if (ri >= 0) {
    const p = w.pools[ri]!;
    const gpus = p.kind === 'reserved' ? p.count * p.option.gpusPerUnit : 0;
    return { kind: 'reservedBase', workloadId: w.workloadId, gpus, busyShare: busyShare(entry, from + ri) };
  }
  // On demand with a savings plan: what the plan saves against the pay-as-you-go plan.
  if (w.savingsPlan) return { kind: 'savingsPlan', workloadId: w.workloadId, commitmentPerHour: w.savingsPlan.commitmentMicro / 1_000_000, savedShare: base > 0 ? Math.max(0, saving / base) : 0 };
  // On demand only: a cheaper offer when it saves against the pay-as-you-go plan, else pay-as-you-go itself.
  if (saving <= 0 || base <= 0) return { kind: 'payAsYouGo' };
  return { kind: 'cheaperOffer', workloadId: w.workloadId, offerId: w.pools[0]!.offerId, savedShare: saving / base };
}
