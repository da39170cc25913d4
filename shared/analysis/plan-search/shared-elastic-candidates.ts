import type { PlanBook } from './plan-book';
import { planKey, withWorkload, type Plan, type PoolSpec, type WorkloadPlan } from './plan-shape';

/**
 * Plans where workloads bursting on the same on-demand (or spot) offer buy from ONE pool of it
 * instead of one each. An elastic pool several placements list packs their units onto the same
 * instances (an 8-GPU instance carries a 4-GPU job and four 1-GPU replicas), so the sharing
 * fills instances each workload alone would leave part empty: scenario 12's "own one server"
 * strategy does it by hand. A pool shared between workloads is no one workload's choice, so the
 * descent cannot find it; these plans are built from the plans the search ended on.
 */

/** Members of a sharing group, all of them, and every pair when there are more than two. */
const PAIRS_UP_TO = 5;

interface Member {
  index: number;
  poolIndex: number;
}

/** Same kind, offer and deadline policy: one pool with the same settings serves both. */
const burstKey = (p: PoolSpec): string | null => (p.kind === 'onDemand' ? `od:${p.offerId}` : p.kind === 'spot' ? `spot:${p.offerId}:${p.deadlinePolicy ?? ''}` : null);

/** A workload whose choice is its own pools (not a fixed mix, not carrying a savings plan, not sharing a burst pool already). */
const open = (w: WorkloadPlan) => !w.fixed && !w.savingsPlan && !w.elastic;

/** The workloads of the plan grouped by a burst pool their choices list alike (two workloads at least). */
export function burstGroups(plan: Plan): Member[][] {
  const groups = new Map<string, Member[]>();
  plan.forEach((w, index) => {
    if (!open(w)) return;
    w.pools.forEach((p, poolIndex) => {
      const key = burstKey(p);
      if (key === null) return;
      const group = groups.get(key) ?? [];
      // A workload listing the same burst pool twice shares its first.
      if (!group.some((m) => m.index === index)) group.push({ index, poolIndex });
      groups.set(key, group);
    });
  });
  return [...groups.values()].filter((g) => g.length >= 2);
}

/**
 * The plan with `members` on one burst pool: the first member's, listed among its pools; each
 * other member drops its own and lists the first's in the same place of its order of preference.
 * Pools shared by a job (`shares`) keep pointing at the same pool.
 */
export function sharingBurst(plan: Plan, members: readonly Member[]): Plan {
  const [owner, ...joiners] = members;
  let out = plan;
  for (const j of joiners) {
    const w = out[j.index]!;
    out = withWorkload(out, { ...w, pools: w.pools.filter((_, k) => k !== j.poolIndex), elastic: { workloadId: plan[owner!.index]!.workloadId, poolIndex: owner!.poolIndex, at: j.poolIndex } });
    // A job on this workload's committed pool: the index moves down past the dropped pool.
    out = out.map((x) => (x.shares?.workloadId === w.workloadId && x.shares.poolIndex > j.poolIndex ? { ...x, shares: { ...x.shares, poolIndex: x.shares.poolIndex - 1 } } : x));
  }
  return out;
}

function subsets(group: readonly Member[]): Member[][] {
  const out: Member[][] = [[...group]];
  if (group.length > 2 && group.length <= PAIRS_UP_TO) {
    for (let a = 0; a < group.length; a++) for (let b = a + 1; b < group.length; b++) out.push([group[a]!, group[b]!]);
  }
  return out;
}

/**
 * Every sharing of one burst pool over the plans `bases` (the plan the descent ended on, and
 * the best plan with a shared committed pool, so both sharings are tried together): per offer,
 * all the workloads bursting on it together, and each pair of them. Screened on the search's
 * seeds; returns the plans screened.
 */
export async function sharedElasticPlans(book: PlanBook, bases: readonly Plan[]): Promise<Plan[]> {
  const out = new Map<string, Plan>();
  for (const base of bases) {
    for (const group of burstGroups(base)) {
      for (const members of subsets(group)) {
        const plan = sharingBurst(base, members);
        out.set(planKey(plan), plan);
      }
    }
  }
  const plans = [...out.values()];
  await book.screen(plans);
  return plans;
}
