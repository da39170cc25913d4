import { ownedTerms, type Scenario } from '@shared/scenario';
import { contractFigures, planContract } from '../contract-terms';
import { savingsPlanContract } from '../savings-plan-contract';
import { pairedDifference } from '../paired-difference';
import { distribution3 } from '../stats';
import type { BookEntry } from './plan-book';
import { elasticPool, planStrategy, poolRanges, specSavingsPlan, type PoolSpec, type SavingsPlanSpec, type SharedPoolSpec } from './plan-shape';
import { ownedSettings } from './owned-settings';
import { burstGroupOf, planReason, servedShare, type ReasonContext } from './plan-reason';
import type { FoundPlan, PlanPool, PlanSavingsPlan, PlanSharedPool, WorkloadChoice } from './plan-types';

const UNITS = 1_000_000;
const toUnits = (micro: readonly number[]) => micro.map((v) => v / UNITS);

/** An id and a name no strategy of the scenario has, for the plan ranked `rank` on the frontier. */
export function freeIdentity(scenario: Scenario, rank: number): { id: string; name: string } {
  const ids = new Set(scenario.strategies.map((s) => s.id));
  const names = new Set(scenario.strategies.map((s) => s.name));
  let id = `found-plan-${rank}`;
  let name = `Found plan ${rank}`;
  for (let k = 2; ids.has(id) || names.has(name); k++) {
    id = `found-plan-${rank}-${k}`;
    name = `Found plan ${rank} (${k})`;
  }
  return { id, name };
}

function planSavingsPlan({ commitmentMicro, ...rest }: SavingsPlanSpec): PlanSavingsPlan {
  return { ...rest, commitmentPerHour: commitmentMicro / UNITS };
}

function sharedPoolOf(entry: BookEntry, shares: SharedPoolSpec | undefined): PlanSharedPool | undefined {
  const pool = shares ? entry.plan.find((w) => w.workloadId === shares.workloadId)?.pools[shares.poolIndex] : undefined;
  if (!shares || !pool || (pool.kind !== 'reserved' && pool.kind !== 'bareMetal' && pool.kind !== 'owned')) return undefined;
  const { workloadId, priority, ownerPriority: servicePriority, afterPreemptions } = shares;
  return { workloadId, kind: pool.kind, offerId: pool.offerId, count: pool.count, ...(pool.kind !== 'owned' ? { termMonths: pool.option.termMonths } : {}), priority, servicePriority, ...(afterPreemptions !== undefined ? { afterPreemptions } : {}) };
}

function planPool(p: PoolSpec, share: number): PlanPool {
  if (p.kind === 'onDemand') return { kind: 'onDemand', offerId: p.offerId, servedShare: share };
  if (p.kind === 'spot') return { kind: 'spot', offerId: p.offerId, ...(p.deadlinePolicy ? { deadlinePolicy: p.deadlinePolicy } : {}), servedShare: share };
  if (p.kind === 'owned') return { kind: 'owned', offerId: p.offerId, count: p.count, servedShare: share };
  const phase = p.option.phaseId !== null ? { phaseId: p.option.phaseId } : {};
  return { kind: p.kind, offerId: p.offerId, count: p.count, termMonths: p.option.termMonths, ...phase, servedShare: share };
}

/** The other workloads on a burst pool the workload at `index` buys from with them (its group less itself). */
function othersOn(entry: BookEntry, index: number): string[] {
  return burstGroupOf(entry.plan, index)
    .filter((i) => i !== index)
    .map((i) => entry.plan[i]!.workloadId);
}

function choicesOf(entry: BookEntry): WorkloadChoice[] {
  const ranges = poolRanges(entry.plan);
  return entry.plan.map((w, index) => {
    const pools = w.pools.map((p, k): PlanPool => {
      const pool = planPool(p, servedShare(entry, index, ranges[index]!.from + k));
      const sharers = entry.plan.some((x) => x.elastic?.workloadId === w.workloadId && x.elastic.poolIndex === k);
      return sharers ? { ...pool, sharedWith: othersOn(entry, index) } : pool;
    });
    // The burst pool it shares sits among another workload's pools: shown in its own place here.
    const burst = elasticPool(entry.plan, w);
    if (w.elastic && burst) {
      const owner = entry.plan.findIndex((x) => x.workloadId === w.elastic!.workloadId);
      const pool = planPool(burst, servedShare(entry, index, ranges[owner]!.from + w.elastic.poolIndex));
      pools.splice(Math.min(w.elastic.at, pools.length), 0, { ...pool, sharedWith: othersOn(entry, index) });
    }
    return {
      workloadId: w.workloadId,
      ...(w.shares ? { sharedPool: sharedPoolOf(entry, w.shares) } : {}),
      ...(w.fixed?.source === 'llmMix' ? { llmMix: true } : {}),
      ...(w.savingsPlan ? { savingsPlan: planSavingsPlan(w.savingsPlan) } : {}),
      pools,
    };
  });
}

/**
 * A measured plan as the surfaces show it: cost band, speed, targets, what its commitments
 * sign, why it is there, how it compares with the best existing strategy on the same seeds,
 * and the plan as a strategy ready to add to the scenario.
 */
export function foundPlan(scenario: Scenario, entry: BookEntry, rank: number, reason: ReasonContext, bestExistingCosts: readonly number[] | null): FoundPlan {
  const commitments = [
    ...entry.plan.flatMap((w) => w.pools).flatMap((p) => (p.kind === 'reserved' || p.kind === 'bareMetal' ? [contractFigures(scenario, p.option, p.count)] : [])),
    ...entry.plan.flatMap((w) => (w.savingsPlan ? [savingsPlanContract(scenario, specSavingsPlan(w.savingsPlan, 'plan', scenario.currency))] : [])),
  ];
  const ownedPurchase = entry.plan
    .flatMap((w) => w.pools)
    .reduce((sum, p) => {
      if (p.kind !== 'owned') return sum;
      const offer = scenario.catalog.offers.find((o) => o.id === p.offerId);
      const pool = { id: 'owned', kind: 'owned' as const, offerId: p.offerId, servers: p.count, orderDay: 0, ...ownedSettings(scenario, p.offerId) };
      return offer ? sum + p.count * ownedTerms(pool, offer).pricePerServer : sum;
    }, 0);
  const m = entry.measure;
  return {
    key: entry.key,
    strategy: planStrategy(scenario, entry.plan, freeIdentity(scenario, rank)),
    choices: choicesOf(entry),
    cost: distribution3(toUnits(m.costs)),
    turnaroundP95H: m.turnaroundP95H,
    latencyMissH: m.latencyMissH,
    meetsTargets: m.meetsTargets,
    metShare: m.metShare,
    contract: planContract(commitments),
    ...(ownedPurchase > 0 ? { ownedPurchase } : {}),
    reason: planReason(entry, reason, scenario),
    vsBestExisting: bestExistingCosts && bestExistingCosts.length === m.costs.length ? pairedDifference(toUnits(m.costs), toUnits(bestExistingCosts)) : null,
  };
}
