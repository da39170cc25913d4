import type { PaymentOption, Placement, Pool, SavingsPlan, SavingsPlanScope, Scenario, SpotInterruptionModel, Strategy } from '@shared/scenario';
import type { CommitmentOption } from '../commitment-options';
import { fixedPlacementKey, placeFixed, type FixedPlacement } from './fixed-placement';
import { ownedSettings } from './owned-settings';

/**
 * A plan as the search builds it: per workload, the pools it buys from in order of
 * preference and how its units are shaped. Every workload has pools of its own; a job
 * workload may also run first on a service's committed pool (`shares`), whose cost stays the
 * service's: the pool is listed once, among the service's pools.
 */
export type PoolSpec =
  | { kind: 'onDemand'; offerId: string }
  | { kind: 'spot'; offerId: string; deadlinePolicy?: 'greedy' | 'uniformProgress' }
  | { kind: 'reserved' | 'bareMetal'; offerId: string; option: CommitmentOption; count: number }
  /** Servers bought on day 0 at the catalog's owned price, usable after its lead time (owned-settings.ts). */
  | { kind: 'owned'; offerId: string; count: number };

/**
 * A savings plan a workload's choice carries, sized for the on-demand usage it covers in the
 * plan (savings-plan-candidates.ts). It covers every on-demand pool of the plan its scope
 * takes (its provider's, or the listed offers' for an instance plan), from day 0.
 */
export interface SavingsPlanSpec {
  provider: string;
  scope: SavingsPlanScope;
  /** Instance scope: the offers of the family it covers. */
  offerIds?: string[];
  /** Whole micro-units an hour, so the same plan has the same key in every search. */
  commitmentMicro: number;
  termMonths: 12 | 36;
  payment: PaymentOption;
}

/** How a workload's units run, as one of the scenario's own placements of it runs them. */
export interface UnitShape {
  gpusPerUnit?: number;
  scaling?: Placement['scaling'];
  fixedReplicas?: number;
}

/**
 * A job workload's place on a service's committed pool (shared-pool-candidates.ts): the pool is
 * listed first in the job's placement, the service above it in priority, so the service takes
 * the GPUs back from running jobs when it needs them (preemption, resumed from a checkpoint).
 */
export interface SharedPoolSpec {
  /** The service whose pool is shared. */
  workloadId: string;
  /** The pool's index among the service's pools. */
  poolIndex: number;
  /** The jobs' priority on it, below `ownerPriority`, the service's. */
  priority: number;
  ownerPriority: number;
  /** After this many preemptions a job leaves the shared pool for its own pools (unset: never). */
  afterPreemptions?: number;
}

/**
 * A workload's burst pool (on demand or spot) that is another workload's pool of the plan
 * (shared-elastic-candidates.ts): listed once, among the owner's pools, and in this workload's
 * placement where its own would be, so the units of both pack onto the same instances.
 */
export interface SharedElasticSpec {
  /** The workload whose pools list it. */
  workloadId: string;
  /** The pool's index among the owner's pools. */
  poolIndex: number;
  /** Where it goes in this workload's order of preference: before its own pool number `at`. */
  at: number;
}

export interface WorkloadPlan {
  workloadId: string;
  /** A service's committed pool this job workload runs on first, at a lower priority. */
  shares?: SharedPoolSpec;
  /** Another workload's burst pool this workload buys from too, instead of its own. */
  elastic?: SharedElasticSpec;
  pools: PoolSpec[];
  shape: UnitShape;
  /** When set, the strategy takes these pools and this placement as they are. */
  fixed?: FixedPlacement;
  /** A savings plan bought beside the pools. */
  savingsPlan?: SavingsPlanSpec;
}

/** One WorkloadPlan per workload, in the scenario's workload order. */
export type Plan = readonly WorkloadPlan[];

/** The editor's default for a new spot pool, used when the scenario has no spot pool on the offer. */
export const DEFAULT_SPOT_INTERRUPTION: SpotInterruptionModel = { model: 'poisson', ratePerGpuHour: 0.05 };

function poolKey(p: PoolSpec): string {
  if (p.kind === 'onDemand') return `od:${p.offerId}`;
  if (p.kind === 'spot') return `spot:${p.offerId}${p.deadlinePolicy ? `:${p.deadlinePolicy}` : ''}`;
  if (p.kind === 'owned') return `own:${p.offerId}:${p.count}`;
  return `${p.kind === 'reserved' ? 'ri' : 'bm'}:${p.offerId}:${p.count}x${p.option.termMonths}m@${p.option.readyDay}`;
}

function savingsPlanKey(sp: SavingsPlanSpec | undefined): string {
  if (!sp) return '';
  return `+sp:${sp.provider}:${sp.scope}${sp.offerIds ? `[${sp.offerIds.join(',')}]` : ''}:${sp.commitmentMicro}u/h:${sp.termMonths}m:${sp.payment}`;
}

function shapeKey(s: UnitShape): string {
  const parts = [s.gpusPerUnit ? `g${s.gpusPerUnit}` : '', s.scaling === 'fixed' ? `fixed${s.fixedReplicas ?? ''}` : ''].filter(Boolean);
  return parts.length > 0 ? `[${parts.join(',')}]` : '';
}

function sharesKey(s: SharedPoolSpec | undefined): string {
  if (!s) return '';
  return `~on:${s.workloadId}#${s.poolIndex}@${s.priority}<${s.ownerPriority}${s.afterPreemptions !== undefined ? `/k${s.afterPreemptions}` : ''}`;
}

function elasticKey(s: SharedElasticSpec | undefined): string {
  return s ? `~with:${s.workloadId}#${s.poolIndex}@${s.at}` : '';
}

export function workloadKey(w: WorkloadPlan): string {
  if (w.fixed) return `${w.workloadId}=${fixedPlacementKey(w.fixed)}${savingsPlanKey(w.savingsPlan)}`;
  return `${w.workloadId}${shapeKey(w.shape)}=${w.pools.map(poolKey).join('>')}${elasticKey(w.elastic)}${sharesKey(w.shares)}${savingsPlanKey(w.savingsPlan)}`;
}

/** The canonical key of a plan: the same choices give the same key in every search. */
export function planKey(plan: Plan): string {
  return plan.map(workloadKey).join(';');
}

/** The plan with one workload's choice replaced. */
export function withWorkload(plan: Plan, choice: WorkloadPlan): Plan {
  return plan.map((w) => (w.workloadId === choice.workloadId ? choice : w));
}

/** A spot pool's interruption settings: those of the scenario's first spot pool on the offer, else the editor's default. */
function spotSettings(scenario: Scenario, offerId: string): Pick<Extract<Pool, { kind: 'spot' }>, 'interruption' | 'noticeSeconds' | 'saveOnNotice'> {
  for (const s of scenario.strategies) {
    for (const p of s.pools) {
      if (p.kind === 'spot' && p.offerId === offerId) return { interruption: p.interruption, noticeSeconds: p.noticeSeconds, saveOnNotice: p.saveOnNotice };
    }
  }
  return { interruption: DEFAULT_SPOT_INTERRUPTION, noticeSeconds: 120, saveOnNotice: false };
}

/** A pool id built from the workload id (cut to fit the format's 64 characters), unique in the strategy. */
function poolId(taken: Set<string>, workloadId: string, kind: string): string {
  const stem = `${workloadId.slice(0, 40)}-${kind}`;
  let id = stem;
  for (let k = 2; taken.has(id); k++) id = `${stem}-${k}`;
  taken.add(id);
  return id;
}

function specPool(scenario: Scenario, spec: PoolSpec, id: string): Pool {
  switch (spec.kind) {
    case 'onDemand':
      return { id, offerId: spec.offerId, kind: 'onDemand' };
    case 'spot':
      return { id, offerId: spec.offerId, kind: 'spot', ...spotSettings(scenario, spec.offerId) };
    case 'reserved':
      return { id, offerId: spec.offerId, kind: 'reserved', count: spec.count, termMonths: spec.option.termMonths, startDay: spec.option.readyDay };
    case 'bareMetal':
      return { id, offerId: spec.offerId, kind: 'bareMetal', servers: spec.count, termMonths: spec.option.termMonths, orderDay: spec.option.orderDay };
    case 'owned':
      return { id, offerId: spec.offerId, kind: 'owned', servers: spec.count, orderDay: 0, ...ownedSettings(scenario, spec.offerId) };
  }
}

const TERM_WORDS = { 12: '1 year', 36: '3 years' } as const;
const PAYMENT_WORDS: Record<PaymentOption, string> = { noUpfront: 'no upfront', partialUpfront: 'partial upfront', allUpfront: 'all upfront' };

/** The savings plan as the strategy states it, under a name that says what it is (the app names it again in its language). */
export function specSavingsPlan(spec: SavingsPlanSpec, id: string, currency: string): SavingsPlan {
  const perHour = spec.commitmentMicro / 1_000_000;
  return {
    id,
    name: `Savings plan ${spec.provider}, ${perHour.toFixed(2)} ${currency}/h, ${TERM_WORDS[spec.termMonths]}, ${PAYMENT_WORDS[spec.payment]}`,
    provider: spec.provider,
    scope: spec.scope,
    ...(spec.offerIds ? { offerIds: spec.offerIds } : {}),
    commitmentPerHour: perHour,
    termMonths: spec.termMonths,
    startDay: 0,
    payment: spec.payment,
  };
}

/**
 * The plan as a strategy of the scenario: each workload's pools, in its order of preference,
 * and its placement. A spot pool before another pool is left for that pool when full, and for
 * jobs with a deadline the plan's deadline policy watches the clock.
 */
export function planStrategy(scenario: Scenario, plan: Plan, identity: { id: string; name: string; description?: string }): Strategy {
  const pools: Pool[] = [];
  const placements: Placement[] = [];
  const savingsPlans: SavingsPlan[] = [];
  const taken = new Set<string>();
  // Every workload's pools first, so a job can list a service's pool whatever their order.
  const idsOf = new Map<string, string[]>();
  const fixedOf = new Map<string, Placement>();
  plan.forEach((w) => {
    if (w.savingsPlan) savingsPlans.push(specSavingsPlan(w.savingsPlan, poolId(taken, w.workloadId, 'savings-plan'), scenario.currency));
    if (w.fixed) {
      const placed = placeFixed(w.fixed, taken);
      pools.push(...placed.pools);
      fixedOf.set(w.workloadId, placed.placement);
      return;
    }
    idsOf.set(
      w.workloadId,
      w.pools.map((spec) => {
        const id = poolId(taken, w.workloadId, spec.kind);
        pools.push(specPool(scenario, spec, id));
        return id;
      }),
    );
  });
  // A service another workload shares a pool of runs at the highest priority asked of it.
  const ownerPriority = new Map<string, number>();
  for (const w of plan) if (w.shares) ownerPriority.set(w.shares.workloadId, Math.max(ownerPriority.get(w.shares.workloadId) ?? 0, w.shares.ownerPriority));
  plan.forEach((w) => {
    const fixed = fixedOf.get(w.workloadId);
    if (fixed) {
      placements.push(fixed);
      return;
    }
    const shared = w.shares ? idsOf.get(w.shares.workloadId)?.[w.shares.poolIndex] : undefined;
    const own = [...idsOf.get(w.workloadId)!];
    const burst = elasticPool(plan, w);
    // The shared burst pool where this workload's own would be: one pool id in both placements.
    const burstId = w.elastic ? idsOf.get(w.elastic.workloadId)?.[w.elastic.poolIndex] : undefined;
    if (burst && burstId !== undefined) own.splice(Math.min(w.elastic!.at, own.length), 0, burstId);
    const spot = [...w.pools, ...(burst ? [burst] : [])].find((p) => p.kind === 'spot');
    const priority = w.shares && shared !== undefined ? w.shares.priority : ownerPriority.get(w.workloadId);
    const fallback = w.shares && shared !== undefined ? w.shares.afterPreemptions : undefined;
    const placement: Placement = {
      workloadId: w.workloadId,
      poolIds: [...(shared !== undefined ? [shared] : []), ...own],
      spotFallback: spot?.kind === 'spot' && spot.deadlinePolicy ? { deadlinePolicy: spot.deadlinePolicy } : {},
      whenSpotFull: 'nextPool',
      scaling: w.shape.scaling ?? 'autoscale',
      ...(w.shape.fixedReplicas !== undefined ? { fixedReplicas: w.shape.fixedReplicas } : {}),
      ...(w.shape.gpusPerUnit !== undefined ? { gpusPerUnit: w.shape.gpusPerUnit } : {}),
      ...(priority !== undefined ? { priority } : {}),
      ...(fallback !== undefined ? { priorityFallback: { afterPreemptions: fallback } } : {}),
    };
    placements.push(placement);
  });
  return { ...identity, pools, placements, ...(savingsPlans.length > 0 ? { savingsPlans } : {}) };
}

/** The burst pool (on demand or spot) another workload's pools list that `w` shares, if any. */
export function elasticPool(plan: Plan, w: WorkloadPlan): Extract<PoolSpec, { kind: 'onDemand' | 'spot' }> | undefined {
  if (!w.elastic) return undefined;
  const pool = plan.find((x) => x.workloadId === w.elastic!.workloadId)?.pools[w.elastic.poolIndex];
  return pool && (pool.kind === 'onDemand' || pool.kind === 'spot') ? pool : undefined;
}

/** Index ranges of each workload's pools in the plan's strategy (pools are listed workload by workload). */
export function poolRanges(plan: Plan): { from: number; to: number }[] {
  let at = 0;
  return plan.map((w) => {
    const r = { from: at, to: at + w.pools.length };
    at = r.to;
    return r;
  });
}
