import { mixChoices } from './mix-candidates';
import type { BookEntry, PlanBook } from './plan-book';
import type { WorkloadSearchContext } from './workload-search-context';
import { frontierOf } from './frontier';
import { compareMeasures } from './plan-measure';
import { withWorkload, type Plan, type PoolSpec, type WorkloadPlan } from './plan-shape';
import { onDemandChoices, spotChoices, type WorkloadSpace } from './workload-candidates';
import { peakGpus, searchCommitments } from './workload-commitments';
import { ownedChoices } from './owned-candidates';

function best(entries: readonly BookEntry[]): BookEntry | null {
  return [...entries].sort((a, b) => compareMeasures(a.screen, b.screen) || (a.key < b.key ? -1 : 1))[0] ?? null;
}

/**
 * One step of the coordinate descent: the best choice for one workload with every other
 * workload held as the current plan has it. Tries pay-as-you-go on each offer (and each unit
 * shape), then each commitment's count with the cheapest pay-as-you-go offer as burst (the
 * count search of the commitment optimiser, capped at the peak GPUs the pay-as-you-go run
 * held) and a second commitment above the best (workload-commitments.ts), then for a service
 * planned in tokens the cheapest mix of GPUs (llm-mix), alone and above the best commitment,
 * then owned servers for the base load where the catalog sells them (owned-candidates.ts), then
 * spot with on-demand fallback (with each deadline policy for jobs with a deadline), alone
 * and behind the commitments and the best owned servers tried (savings plans are tried once the
 * descent is done, find-plan.ts). Returns the plan with the workload's best
 * choice, or the current one when the budget ran out before anything better was known.
 */
export async function searchWorkload(ctx: WorkloadSearchContext, current: Plan, index: number, space: WorkloadSpace): Promise<Plan> {
  const { book } = ctx;
  const tried: Plan[] = [current];
  const put = (w: WorkloadPlan): Plan => withWorkload(current, w);

  // Pay-as-you-go on every offer and unit shape.
  const od = space.shapes.flatMap((shape) => onDemandChoices(space, shape)).map(put);
  await book.screen(od);
  tried.push(...od);
  const odBest = best(od.map((p) => book.get(p)).filter((e): e is BookEntry => e !== undefined));
  if (odBest === null) return pickBest(book, tried, current);
  // Each unit shape from its cheapest pay-as-you-go plan, the best shape first: a shape dearer
  // on demand (fixed replicas) may be the one a reservation suits.
  const shapeBests = [odBest, ...space.shapes.map((sh) => best(od.filter((p) => p[index]!.shape === sh).map((p) => book.get(p)).filter((e): e is BookEntry => e !== undefined)))]
    .filter((e, i, all): e is BookEntry => e !== null && all.findIndex((x) => x?.plan[index]!.shape === e.plan[index]!.shape) === i);
  for (const [k, shapeBest] of shapeBests.entries()) {
    const { shape } = shapeBest.plan[index]!;
    const burst: PoolSpec = shapeBest.plan[index]!.pools[0]!;
    const shapeTried: Plan[] = [];

    // Commitments with on-demand burst: the best one, then a second above it.
    const commitments = await searchCommitments(ctx, { current, index, space, shape, burst, odBest: shapeBest, tried: shapeTried });

    // Owned servers for the base load where the catalog sells the offer as owned, on-demand burst behind.
    const ownedSized = ownedChoices(ctx.scenario, space, shape, burst, shapeBest, index, peakGpus(ctx, shapeBest, index));
    for (const w of ownedSized.skipped) book.prune(put(w));
    const owned = ownedSized.plans.map(put);
    await book.screen(owned);
    shapeTried.push(...owned);
    const ownedBest = best(owned.map((p) => book.get(p)).filter((e): e is BookEntry => e !== undefined));

    // A service planned in tokens: the cheapest mix of GPUs, alone and above the best commitment (in the best shape).
    if (k === 0) {
      const mix = (await mixChoices(ctx, space, commitments.single[0] ?? null)).map(put);
      await book.screen(mix);
      shapeTried.push(...mix);
    }

    // Spot with on-demand fallback, alone and behind every commitment count the count search ran,
    // the best commitment and this workload's frontier first: a base no better than pay-as-you-go
    // alone may still be the cheapest way to a speed once spot takes its overflow.
    const ownedBase = ownedBest ? ownedBest.plan[index]!.pools.filter((p) => p.kind === 'owned') : [];
    const bases = [commitments.single, commitments.pair, ownedBase, ...committedBases(book, shapeTried, index)].filter((b) => b.length > 0);
    const spot = spotChoices(space, shape, burst);
    const spotBehind = bases.map((base) => spotChoices(space, shape, burst, base));
    for (const w of [...spot.skipped, ...spotBehind.flatMap((b) => b.skipped)]) book.prune(put(w));
    const spotPlans = [...spot.plans, ...spotBehind.flatMap((b) => b.plans)].map(put);
    await book.screen(spotPlans);
    tried.push(...shapeTried, ...spotPlans);
  }
  return pickBest(book, tried, current);
}

/**
 * The committed pools spot is tried behind: every single commitment count run for the workload,
 * and the pairs of commitments no other tried plan beats on both cost and speed (screened);
 * the frontier's first.
 */
function committedBases(book: PlanBook, tried: readonly Plan[], index: number): PoolSpec[][] {
  const entries = tried.map((p) => book.get(p)).filter((e): e is BookEntry => e !== undefined);
  const front = new Set(frontierOf(entries.map((e) => ({ key: e.key, cost: e.screen.costP50, speed: e.screen.speed }))).map((p) => p.key));
  const committedOf = (e: BookEntry) => e.plan[index]!.pools.filter((x) => x.kind === 'reserved' || x.kind === 'bareMetal');
  return [...entries.filter((e) => front.has(e.key)), ...entries.filter((e) => !front.has(e.key) && committedOf(e).length === 1)]
    .map(committedOf)
    .filter((base) => base.length > 0);
}

function pickBest(book: PlanBook, tried: readonly Plan[], current: Plan): Plan {
  const entries = tried.map((p) => book.get(p)).filter((e): e is BookEntry => e !== undefined);
  return best(entries)?.plan ?? current;
}
