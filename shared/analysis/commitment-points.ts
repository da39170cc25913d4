import type { Scenario, Strategy } from '@shared/scenario';
import { quantile } from '@shared/sim/quantile';
import type { RunDigest } from './evaluate';
import { meanOf, type Outcome } from './decision';
import type { CommitmentOption, Tranche } from './commitment-options';
import { TARGET_RUN_SHARE } from './targets';

/**
 * What the optimiser minimises: expected (mean) cost or the P90 cost of the runs, on the
 * chosen basis; or `npv`, the expected net present value of the cash over the whole contract
 * at the scenario's discount rate (every signed term in full, whatever the basis).
 */
export type OptimiseObjective = 'mean' | 'p90' | 'npv';

/** The present value (micro-units) of `count` units of a commitment's payments over its whole term. */
export type CommitmentValue = (option: CommitmentOption, count: number) => number;
/**
 * How a commitment outlasting the horizon is counted: `horizonSlice` only its part inside the
 * horizon (as the results screen counts it); `wholeCommitments` every signed term in full.
 */
export type CommitmentBasis = 'horizonSlice' | 'wholeCommitments';

/** A set of commitments as run (`simulated`) and as priced (`priced`: same behaviour, maybe another term). */
export interface PricedTranche {
  simulated: CommitmentOption;
  priced: CommitmentOption;
  count: number;
}

export interface PlanOutcome {
  tranches: { option: CommitmentOption; count: number; busyShare: number | null }[];
  /** Per-run cost in micro-units on the chosen basis, in seed order. */
  costs: number[];
  met: boolean[];
  metShare: number;
  meetsTargets: boolean;
  objective: number;
}

function objectiveOf(costs: readonly number[], objective: OptimiseObjective): number {
  if (costs.length === 0) return 0;
  return objective === 'p90' ? quantile(costs, 0.9) : meanOf(costs);
}

/**
 * Prices the runs of a strategy whose first pools are the committed tranches (in order, those
 * with a count above zero). Changing the term of a reservation that covers the horizon either
 * way changes nothing the simulator does, only the price: costs are scaled, not re-run.
 */
export function pricePlan(
  digests: readonly RunDigest[],
  tranches: readonly PricedTranche[],
  basis: CommitmentBasis,
  objective: OptimiseObjective,
  /** For the NPV objective. */
  valueOf?: CommitmentValue,
): PlanOutcome {
  const live = tranches.filter((t) => t.count > 0);
  // NPV: the run's whole-contract cash as run, with each tranche's payments at the price it
  // was run at swapped for those at its own price (the same behaviour, another term).
  const swap = objective === 'npv' && valueOf ? live.reduce((s, t) => s + valueOf(t.priced, t.count) - valueOf(t.simulated, t.count), 0) : 0;
  const costs = digests.map((d) => {
    if (objective === 'npv') return d.contractPvMicro + swap;
    let cost = d.totalMicro;
    live.forEach((t, i) => {
      const inHorizon = d.poolCostMicro[i] ?? 0;
      const ratio = t.simulated.pricePerGpuHour > 0 ? t.priced.pricePerGpuHour / t.simulated.pricePerGpuHour : 1;
      cost += basis === 'wholeCommitments' ? t.count * t.priced.wholeTermMicroPerUnit - inHorizon : inHorizon * (ratio - 1);
    });
    // Commitments of the base strategy itself are never kept (the optimiser strips them), but
    // count anything else that outlasts the horizon on the whole-commitment basis.
    if (basis === 'wholeCommitments') for (let p = live.length; p < d.poolBeyondMicro.length; p++) cost += d.poolBeyondMicro[p] ?? 0;
    return cost;
  });
  const met = digests.map((d) => d.met);
  const share = met.length === 0 ? 0 : met.filter(Boolean).length / met.length;
  return {
    tranches: live.map((t, i) => {
      let used = 0;
      let billed = 0;
      for (const d of digests) {
        used += d.poolUsedS[i] ?? 0;
        billed += d.poolBilledS[i] ?? 0;
      }
      return { option: t.priced, count: t.count, busyShare: billed > 0 ? used / billed : null };
    }),
    costs,
    met,
    metShare: share,
    meetsTargets: share >= TARGET_RUN_SHARE,
    objective: objectiveOf(costs, objective),
  };
}

/** Per-run costs of a scenario strategy as it stands, on the chosen basis. */
export function strategyOutcome(id: string, digests: readonly RunDigest[], basis: CommitmentBasis, objective: OptimiseObjective = 'mean'): Outcome {
  return {
    id,
    costs: digests.map((d) =>
      objective === 'npv' ? d.contractPvMicro : d.totalMicro + (basis === 'wholeCommitments' ? d.poolBeyondMicro.reduce((s, v) => s + v, 0) : 0),
    ),
    met: digests.map((d) => d.met),
  };
}

/** Better plan first: meeting targets, then the lower objective, then fewer committed GPUs. */
export function comparePlans(a: PlanOutcome, b: PlanOutcome): number {
  if (a.meetsTargets !== b.meetsTargets) return a.meetsTargets ? -1 : 1;
  if (!a.meetsTargets && a.metShare !== b.metShare) return b.metShare - a.metShare;
  if (a.objective !== b.objective) return a.objective - b.objective;
  return committedGpus(a) - committedGpus(b);
}

export function committedGpus(plan: { tranches: readonly { option: CommitmentOption; count: number }[] }): number {
  return plan.tranches.reduce((s, t) => s + t.count * t.option.gpusPerUnit, 0);
}

/** Tranches as simulated (the group's representative option) for a strategy to run. */
export function simulatedTranches(tranches: readonly PricedTranche[]): Tranche[] {
  return tranches.map((t) => ({ option: t.simulated, count: t.count }));
}

/**
 * How many GPUs of this type the count search should reach: the most the base strategy's
 * elastic pools of it held in any run, or, when a quota (the pool's maxInstances or the
 * offer's capacity limit) held them back in some run, the most GPUs the work wanted on any
 * day (queued work included): a quota caps what on-demand may run, not what a commitment may
 * carry.
 */
export function peakElasticGpus(scenario: Scenario, base: Strategy, digests: readonly RunDigest[], gpuId: string): number {
  let most = 0;
  let capped = false;
  let demand = 0;
  for (const d of digests) {
    let gpus = 0;
    base.pools.forEach((pool, i) => {
      const offer = scenario.catalog.offers.find((o) => o.id === pool.offerId);
      if (!offer || offer.gpuId !== gpuId) return;
      const peak = d.poolPeakInstances[i] ?? 0;
      gpus += peak * offer.gpusPerInstance;
      const quota = Math.min(pool.kind === 'onDemand' || pool.kind === 'spot' ? (pool.maxInstances ?? Infinity) : Infinity, offer.capacityLimit ?? Infinity);
      if (peak >= quota) capped = true;
    });
    most = Math.max(most, gpus);
    demand = Math.max(demand, d.peakDemandGpus);
  }
  return capped ? Math.max(most, Math.ceil(demand - 1e-9)) : most;
}

export function metShareOf(met: readonly boolean[]): number {
  return met.length === 0 ? 0 : met.filter(Boolean).length / met.length;
}

/** A scenario strategy's outcome as a plan with nothing committed by the optimiser, for ranking. */
export function outcomePlan(o: Outcome, objective: OptimiseObjective): PlanOutcome {
  const share = metShareOf(o.met);
  return { tranches: [], costs: o.costs, met: o.met, metShare: share, meetsTargets: share >= TARGET_RUN_SHARE, objective: objectiveOf(o.costs, objective) };
}
