import type { Scenario } from '@shared/scenario';
import type { CommitmentOption } from './commitment-options';
import { comparePlans, type PlanOutcome, type PricedTranche } from './commitment-points';

type Evaluate = (plans: readonly (readonly PricedTranche[])[]) => Promise<void>;
type Price = (tranches: readonly PricedTranche[]) => PlanOutcome;

export interface FlatCurve {
  option: CommitmentOption;
  /** The representative option of the behaviour group (the one actually run). */
  simulated: CommitmentOption;
  plans: { count: number; plan: PlanOutcome }[];
  bestCount: number;
}

export interface FlatSearch {
  curves: FlatCurve[];
  best: PlanOutcome | null;
}

/** Most points on a curve's first pass; a finer search follows around the best. */
const GRID_POINTS = 10;
/** Points added per round between the best and its evaluated neighbours. */
const REFINE_POINTS = 3;
/** Times the range may grow past its first bound while the minimum sits at its top. */
const MAX_EXTENSIONS = 8;

function grid(max: number): number[] {
  if (max <= GRID_POINTS + 2) return Array.from({ length: max + 1 }, (_, i) => i);
  const out = new Set<number>([0, max]);
  for (let i = 1; i < GRID_POINTS; i++) out.add(Math.round((i * max) / GRID_POINTS));
  return [...out].sort((a, b) => a - b);
}

function flatPlan(simulated: CommitmentOption, priced: CommitmentOption, count: number): PricedTranche[] {
  return count > 0 ? [{ simulated, priced, count }] : [];
}

/**
 * One commitment at a time: the cost curve of each option against the committed count.
 * Options that behave alike (same offer, start and a term lasting the horizon) share their
 * runs and differ only in price. A coarse grid first, then the integers between the best
 * point and its neighbours, a few per round, every option's round in one batch; the range
 * grows while the best count sits at its top.
 */
export async function searchCounts(
  options: readonly CommitmentOption[],
  maxUnits: (option: CommitmentOption) => number,
  evaluate: Evaluate,
  price: Price,
): Promise<FlatSearch> {
  const groups = new Map<string, CommitmentOption[]>();
  for (const o of options) groups.set(o.behaviourKey, [...(groups.get(o.behaviourKey) ?? []), o]);
  const counts = new Map<string, Set<number>>();
  const first: PricedTranche[][] = [];
  for (const [key, members] of groups) {
    const rep = members[0]!;
    const set = new Set(grid(maxUnits(rep)));
    counts.set(key, set);
    for (const c of set) first.push(flatPlan(rep, rep, c));
  }
  await evaluate(first);
  // The best count of each option, among the counts tried so far.
  const bestOf = (rep: CommitmentOption, option: CommitmentOption, done: readonly number[]): number =>
    [...done].sort((a, b) => comparePlans(price(flatPlan(rep, option, a)), price(flatPlan(rep, option, b))))[0]!;
  const refine = async () => {
    for (let round = 0; round < 20; round++) {
      const more: PricedTranche[][] = [];
      for (const [key, members] of groups) {
        const rep = members[0]!;
        const done = [...counts.get(key)!].sort((a, b) => a - b);
        const wanted = new Set<number>();
        for (const option of members) {
          const at = done.indexOf(bestOf(rep, option, done));
          const left = done[at - 1] ?? done[at]!;
          const right = done[at + 1] ?? done[at]!;
          const gaps: number[] = [];
          for (let c = left + 1; c < right; c++) if (!done.includes(c)) gaps.push(c);
          const step = gaps.length / (REFINE_POINTS + 1);
          if (gaps.length <= REFINE_POINTS) gaps.forEach((c) => wanted.add(c));
          else for (let i = 1; i <= REFINE_POINTS; i++) wanted.add(gaps[Math.floor(i * step)]!);
        }
        for (const c of wanted) {
          counts.get(key)!.add(c);
          more.push(flatPlan(rep, rep, c));
        }
      }
      if (more.length === 0) break;
      await evaluate(more);
    }
  };
  await refine();
  // A minimum at the top of the range may lie beyond it (the bound is an estimate of what the
  // work wants): try higher counts while the best sits at the top.
  for (let extension = 0; extension < MAX_EXTENSIONS; extension++) {
    const more: PricedTranche[][] = [];
    for (const [key, members] of groups) {
      const rep = members[0]!;
      const done = [...counts.get(key)!].sort((a, b) => a - b);
      const top = done[done.length - 1]!;
      if (!members.some((option) => bestOf(rep, option, done) === top)) continue;
      const step = Math.max(1, Math.ceil(top / 4));
      for (const c of new Set([top + 1, top + step])) {
        counts.get(key)!.add(c);
        more.push(flatPlan(rep, rep, c));
      }
    }
    if (more.length === 0) break;
    await evaluate(more);
    await refine();
  }
  const curves: FlatCurve[] = [];
  let best: PlanOutcome | null = null;
  for (const [key, members] of groups) {
    const rep = members[0]!;
    const done = [...counts.get(key)!].sort((a, b) => a - b);
    for (const option of members) {
      const plans = done.map((count) => ({ count, plan: price(flatPlan(rep, option, count)) }));
      const top = [...plans].sort((a, b) => comparePlans(a.plan, b.plan))[0]!;
      curves.push({ option, simulated: rep, plans, bestCount: top.count });
      if (best === null || comparePlans(top.plan, best) < 0) best = top.plan;
    }
  }
  return { curves, best };
}

/**
 * Staggered commitments: a tranche from the start plus one from a phase's start (for example
 * a small reservation for development and more from the production launch), found by a
 * pattern search over the two counts from the best flat count, each step priced for every
 * pair of terms that behave alike.
 */
export async function staggeredSearch(
  scenario: Scenario,
  options: readonly CommitmentOption[],
  flat: FlatSearch,
  maxUnits: (option: CommitmentOption) => number,
  evaluate: Evaluate,
  price: Price,
): Promise<PlanOutcome | null> {
  if (scenario.phases.length === 0) return null;
  const groupsOf = (pick: (o: CommitmentOption) => boolean) => {
    const m = new Map<string, CommitmentOption[]>();
    for (const o of options.filter(pick)) m.set(o.behaviourKey, [...(m.get(o.behaviourKey) ?? []), o]);
    return [...m.values()];
  };
  // As far as the flat search went: past the first bound when its minimum lay there.
  const reach = (o: CommitmentOption) => Math.max(maxUnits(o), ...flat.curves.filter((c) => c.simulated === o).flatMap((c) => c.plans.map((p) => p.count)));
  const early = groupsOf((o) => o.phaseId === null);
  const late = groupsOf((o) => o.phaseId !== null);
  let best: PlanOutcome | null = null;
  for (const g0 of early) {
    for (const gs of late) {
      const a0 = g0[0]!;
      const b0 = gs[0]!;
      if (a0.offerId !== b0.offerId || a0.kind !== b0.kind) continue;
      const maxA = reach(a0);
      const maxB = reach(b0);
      const startA = Math.max(...flat.curves.filter((c) => c.simulated === a0).map((c) => c.bestCount), 0);
      const plansAt = (a: number, b: number): PricedTranche[][] => {
        const out: PricedTranche[][] = [];
        for (const pa of g0) for (const pb of gs) out.push([...flatPlan(a0, pa, a), ...flatPlan(b0, pb, b)]);
        return out;
      };
      const value = (a: number, b: number): PlanOutcome =>
        plansAt(a, b).map(price).sort(comparePlans)[0]!;
      let cur = { a: startA, b: 0 };
      await evaluate([plansAt(cur.a, cur.b)[0]!]);
      let curValue = value(cur.a, cur.b);
      let step = Math.max(1, Math.ceil(Math.max(maxA, maxB) / 4));
      for (let iteration = 0; iteration < 40 && step >= 1; iteration++) {
        const moves = [
          [step, 0], [-step, 0], [0, step], [0, -step], [-step, step], [step, -step],
        ].map(([da, db]) => ({ a: cur.a + da!, b: cur.b + db! }))
          .filter((p) => p.a >= 0 && p.b >= 0 && p.a <= maxA && p.b <= maxB);
        await evaluate(moves.map((p) => plansAt(p.a, p.b)[0]!));
        const scored = moves.map((p) => ({ p, v: value(p.a, p.b) })).sort((x, y) => comparePlans(x.v, y.v));
        if (scored.length > 0 && comparePlans(scored[0]!.v, curValue) < 0) {
          cur = scored[0]!.p;
          curValue = scored[0]!.v;
        } else {
          step = Math.floor(step / 2);
        }
      }
      if (curValue.tranches.length === 2 && (best === null || comparePlans(curValue, best) < 0)) best = curValue;
    }
  }
  return best;
}
