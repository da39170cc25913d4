import type { CommitmentOption } from '../commitment-options';
import { comparePlans, type PlanOutcome, type PricedTranche } from '../commitment-points';
import { searchCounts } from '../commitment-search';
import { contractFigures } from '../contract-terms';
import type { BookEntry } from './plan-book';
import { poolRanges, withWorkload, type Plan, type PoolSpec, type UnitShape } from './plan-shape';
import { commitmentChoices, commitmentSpec, type WorkloadSpace } from './workload-candidates';
import type { WorkloadSearchContext } from './workload-search-context';

const UNRUN: Omit<PlanOutcome, 'tranches'> = { costs: [], met: [], metShare: 0, meetsTargets: false, objective: Infinity };

/** Most GPUs a workload's pools held at once in any run of a plan. */
export function peakGpus(ctx: WorkloadSearchContext, entry: BookEntry, index: number): number {
  const range = poolRanges(entry.plan)[index]!;
  const pools = entry.plan[index]!.pools;
  let most = 0;
  for (const d of entry.digests) {
    let gpus = 0;
    for (let i = range.from; i < range.to; i++) {
      const offer = ctx.scenario.catalog.offers.find((o) => o.id === pools[i - range.from]!.offerId);
      gpus += (d.poolPeakInstances[i] ?? 0) * (offer?.gpusPerInstance ?? 1);
    }
    most = Math.max(most, gpus);
  }
  return most;
}

/**
 * Lowest GPU cost the other workloads had in any run of the plan (their pools are theirs alone).
 * 0 when the plan has a savings plan: one may cover this workload's on-demand use too, and what
 * it leaves of its commitment for the others moves with this workload's choice.
 */
function othersLeastGpuCost(entry: BookEntry, index: number): number {
  if (entry.plan.some((w) => w.savingsPlan)) return 0;
  const range = poolRanges(entry.plan)[index]!;
  let least = Infinity;
  for (const d of entry.digests) {
    let own = 0;
    for (let i = range.from; i < range.to; i++) own += d.poolCostMicro[i] ?? 0;
    least = Math.min(least, d.totalMicro - own);
  }
  return least === Infinity ? 0 : least;
}

export interface CommitmentSearchArgs {
  current: Plan;
  index: number;
  space: WorkloadSpace;
  shape: UnitShape;
  burst: PoolSpec;
  /** The workload's best pay-as-you-go plan: its peak bounds the counts, its other workloads the floor. */
  odBest: BookEntry;
  /** Every plan run, for the caller to pick the best from. */
  tried: Plan[];
}

/**
 * The commitments of one workload with on-demand burst: the count search of the commitment
 * optimiser over every reservation and bare-metal term (and start), counts capped at the peak
 * GPUs the pay-as-you-go run held; then, holding the best one, a second commitment of another
 * offer, term or start by the same count search above it (for example 1 × H100 for 12 months
 * and 3 × L40S for 36 months, or a base from launch and more from the production phase).
 * Returns the committed pools of the best single and of the best pair (empty when none ran).
 */
export async function searchCommitments(ctx: WorkloadSearchContext, a: CommitmentSearchArgs): Promise<{ single: PoolSpec[]; pair: PoolSpec[] }> {
  const { scenario, book } = ctx;
  const options = commitmentChoices(scenario, a.space, ctx.longestTerm);
  if (options.length === 0) return { single: [], pair: [] };
  const peak = peakGpus(ctx, a.odBest, a.index);
  const othersCost = othersLeastGpuCost(a.odBest, a.index);
  const maxUnits = (o: CommitmentOption) => Math.max(1, Math.ceil(peak / o.gpusPerUnit));

  const countSearch = async (held: readonly PricedTranche[], choices: readonly CommitmentOption[]) => {
    const specs = (t: readonly PricedTranche[]) => [...held, ...t].filter((x) => x.count > 0).map((x) => commitmentSpec(x.simulated, x.count));
    const planOf = (t: readonly PricedTranche[]): Plan => withWorkload(a.current, { workloadId: a.space.workload.id, shape: a.shape, pools: [...specs(t), a.burst] });
    const evaluate = async (plans: readonly (readonly PricedTranche[])[]): Promise<void> => {
      const run: Plan[] = [];
      for (const t of plans) {
        const plan = planOf(t);
        const over = t.some((x) => x.count > maxUnits(x.simulated));
        // The commitments alone (paid busy or idle) plus the least the others cost: a floor under every run.
        const floor = othersCost + [...held, ...t].reduce((s, x) => s + contractFigures(scenario, x.simulated, x.count).inHorizon * 1_000_000, 0);
        if (over || floor > ctx.dominatedAbove()) book.prune(plan);
        else run.push(plan);
      }
      await book.screen(run);
      a.tried.push(...run);
    };
    const price = (t: readonly PricedTranche[]): PlanOutcome => {
      const tranches = t.filter((x) => x.count > 0).map((x) => ({ option: x.priced, count: x.count, busyShare: null }));
      const e = book.get(planOf(t));
      if (!e) return { tranches, ...UNRUN };
      return { tranches, costs: e.screen.costs, met: e.screen.met, metShare: e.screen.metShare, meetsTargets: e.screen.meetsTargets, objective: e.screen.costP50 };
    };
    const found = await searchCounts(choices, maxUnits, evaluate, price);
    const top = found.best?.tranches[0];
    return top && found.best!.objective !== Infinity ? { option: top.option, count: top.count, outcome: found.best! } : null;
  };

  const first = await countSearch([], options);
  if (first === null) return { single: [], pair: [] };
  const single = [commitmentSpec(first.option, first.count)];
  // The second commitment: any option that does not behave as the first (a larger count of the
  // same is the first search's), above the first at its best count and at one unit less (the
  // second may take over what that unit did).
  const others = options.filter((o) => o.behaviourKey !== first.option.behaviourKey);
  let pair: { outcome: PlanOutcome; pools: PoolSpec[] } | null = null;
  for (const count of first.count > 1 ? [first.count, first.count - 1] : [first.count]) {
    const second = await countSearch([{ simulated: first.option, priced: first.option, count }], others);
    if (second === null || (pair !== null && comparePlans(second.outcome, pair.outcome) >= 0)) continue;
    pair = { outcome: second.outcome, pools: [commitmentSpec(first.option, count), commitmentSpec(second.option, second.count)] };
  }
  return { single, pair: pair?.pools ?? [] };
}
