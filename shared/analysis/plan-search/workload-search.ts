import type { Scenario } from '@shared/scenario';
import type { CommitmentOption } from '../commitment-options';
import type { PlanOutcome, PricedTranche } from '../commitment-points';
import { searchCounts } from '../commitment-search';
import { contractFigures } from '../contract-terms';
import type { LongestTerm } from '../optimise-commitment';
import type { OfferFilter } from './plan-types';
import { mixChoices, type MixSolver } from './mix-candidates';
import type { BookEntry, PlanBook } from './plan-book';
import { frontierOf } from './frontier';
import { compareMeasures } from './plan-measure';
import { poolRanges, withWorkload, type Plan, type PoolSpec, type WorkloadPlan } from './plan-shape';
import { commitmentChoices, commitmentSpec, onDemandChoices, spotChoices, type WorkloadSpace } from './workload-candidates';

export interface WorkloadSearchContext {
  scenario: Scenario;
  book: PlanBook;
  longestTerm: LongestTerm | undefined;
  /**
   * A cost (micro-units) above which a plan is surely dominated, or Infinity: the P50 cost of
   * the cheapest frontier plan that meets its targets and is as fast as any plan can be (no
   * time over its latency target). A plan whose cost floor is above it is dearer in every run
   * and cannot be faster, so it can never join the frontier (see frontier-bound.ts).
   */
  dominatedAbove: () => number;
  /** The planner's offer filter, which the cheapest mix of a service planned in tokens keeps to. */
  filter: OfferFilter | undefined;
  solveMix: MixSolver;
}

const UNRUN: Omit<PlanOutcome, 'tranches'> = { costs: [], met: [], metShare: 0, meetsTargets: false, objective: Infinity };

/** Most GPUs a workload's pools held at once in any run of a plan. */
function peakGpus(scenario: Scenario, entry: BookEntry, index: number): number {
  const range = poolRanges(entry.plan)[index]!;
  const pools = entry.plan[index]!.pools;
  let most = 0;
  for (const d of entry.digests) {
    let gpus = 0;
    for (let i = range.from; i < range.to; i++) {
      const offer = scenario.catalog.offers.find((o) => o.id === pools[i - range.from]!.offerId);
      gpus += (d.poolPeakInstances[i] ?? 0) * (offer?.gpusPerInstance ?? 1);
    }
    most = Math.max(most, gpus);
  }
  return most;
}

/** Lowest GPU cost the other workloads had in any run of the plan (their pools are theirs alone). */
function othersLeastGpuCost(entry: BookEntry, index: number): number {
  const range = poolRanges(entry.plan)[index]!;
  let least = Infinity;
  for (const d of entry.digests) {
    let own = 0;
    for (let i = range.from; i < range.to; i++) own += d.poolCostMicro[i] ?? 0;
    least = Math.min(least, d.totalMicro - own);
  }
  return least === Infinity ? 0 : least;
}

function best(entries: readonly BookEntry[]): BookEntry | null {
  return [...entries].sort((a, b) => compareMeasures(a.screen, b.screen) || (a.key < b.key ? -1 : 1))[0] ?? null;
}

/**
 * One step of the coordinate descent: the best choice for one workload with every other
 * workload held as the current plan has it. Tries pay-as-you-go on each offer (and each unit
 * shape), then each commitment's count with the cheapest pay-as-you-go offer as burst (the
 * count search of the commitment optimiser, capped at the peak GPUs the pay-as-you-go run
 * held), then for a service planned in tokens the cheapest mix of GPUs (llm-mix), alone and
 * above that commitment, then spot with on-demand fallback (with each deadline policy for jobs with a
 * deadline), alone and behind the best commitment. Returns the plan with the workload's best
 * choice, or the current one when the budget ran out before anything better was known.
 */
export async function searchWorkload(ctx: WorkloadSearchContext, current: Plan, index: number, space: WorkloadSpace): Promise<Plan> {
  const { book, scenario } = ctx;
  const tried: Plan[] = [current];
  const put = (w: WorkloadPlan): Plan => withWorkload(current, w);

  // Pay-as-you-go on every offer and unit shape.
  const od = space.shapes.flatMap((shape) => onDemandChoices(space, shape)).map(put);
  await book.screen(od);
  tried.push(...od);
  const odBest = best(od.map((p) => book.get(p)).filter((e): e is BookEntry => e !== undefined));
  if (odBest === null) return pickBest(book, tried, current);
  const { shape } = odBest.plan[index]!;
  const burst: PoolSpec = odBest.plan[index]!.pools[0]!;

  // Commitments with on-demand burst.
  const options = commitmentChoices(scenario, space, ctx.longestTerm);
  let committed: PoolSpec | null = null;
  if (options.length > 0) {
    const peak = peakGpus(scenario, odBest, index);
    const others = othersLeastGpuCost(odBest, index);
    const maxUnits = (o: CommitmentOption) => Math.max(1, Math.ceil(peak / o.gpusPerUnit));
    const planOf = (t: readonly PricedTranche[]): Plan =>
      put({ workloadId: space.workload.id, shape, pools: [...t.filter((x) => x.count > 0).map((x) => commitmentSpec(x.simulated, x.count)), burst] });
    const evaluate = async (plans: readonly (readonly PricedTranche[])[]): Promise<void> => {
      const run: Plan[] = [];
      for (const t of plans) {
        const plan = planOf(t);
        const over = t.some((x) => x.count > maxUnits(x.simulated));
        // The commitment alone (paid busy or idle) plus the least the others cost: a floor under every run.
        const floor = others + t.reduce((s, x) => s + contractFigures(scenario, x.simulated, x.count).inHorizon * 1_000_000, 0);
        if (over || floor > ctx.dominatedAbove()) book.prune(plan);
        else run.push(plan);
      }
      await book.screen(run);
      tried.push(...run);
    };
    const price = (t: readonly PricedTranche[]): PlanOutcome => {
      const tranches = t.filter((x) => x.count > 0).map((x) => ({ option: x.priced, count: x.count, busyShare: null }));
      const e = book.get(planOf(t));
      if (!e) return { tranches, ...UNRUN };
      return { tranches, costs: e.screen.costs, met: e.screen.met, metShare: e.screen.metShare, meetsTargets: e.screen.meetsTargets, objective: e.screen.costP50 };
    };
    const found = await searchCounts(options, maxUnits, evaluate, price);
    const top = found.best?.tranches[0];
    if (top && found.best!.objective !== Infinity) committed = commitmentSpec(top.option, top.count);
  }

  // A service planned in tokens: the cheapest mix of GPUs, alone and above the best commitment.
  const mix = (await mixChoices(ctx, space, committed)).map(put);
  await book.screen(mix);
  tried.push(...mix);

  // Spot with on-demand fallback, alone and behind every commitment count the count search ran,
  // the best commitment and this workload's frontier first: a base no better than pay-as-you-go
  // alone may still be the cheapest way to a speed once spot takes its overflow.
  const bases = [...(committed ? [[committed]] : []), ...committedBases(book, tried, index)];
  const spot = spotChoices(space, shape, burst);
  const spotBehind = bases.map((base) => spotChoices(space, shape, burst, base));
  for (const w of [...spot.skipped, ...spotBehind.flatMap((b) => b.skipped)]) book.prune(put(w));
  const spotPlans = [...spot.plans, ...spotBehind.flatMap((b) => b.plans)].map(put);
  await book.screen(spotPlans);
  tried.push(...spotPlans);
  return pickBest(book, tried, current);
}

/** The committed pools of each plan tried for the workload, those no other tried plan beats on both cost and speed (screened) first. */
function committedBases(book: PlanBook, tried: readonly Plan[], index: number): PoolSpec[][] {
  const entries = tried.map((p) => book.get(p)).filter((e): e is BookEntry => e !== undefined);
  const front = new Set(frontierOf(entries.map((e) => ({ key: e.key, cost: e.screen.costP50, speed: e.screen.speed }))).map((p) => p.key));
  return [...entries.filter((e) => front.has(e.key)), ...entries.filter((e) => !front.has(e.key))]
    .map((e) => e.plan[index]!.pools.filter((x) => x.kind === 'reserved' || x.kind === 'bareMetal'))
    .filter((base) => base.length > 0);
}

function pickBest(book: PlanBook, tried: readonly Plan[], current: Plan): Plan {
  const entries = tried.map((p) => book.get(p)).filter((e): e is BookEntry => e !== undefined);
  return best(entries)?.plan ?? current;
}
