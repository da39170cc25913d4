import { largestGpuCount, type Workload } from '@shared/scenario';
import type { PlanOutcome, PricedTranche } from '../commitment-points';
import { searchCounts } from '../commitment-search';
import type { BookEntry, PlanBook } from './plan-book';
import { compareMeasures } from './plan-measure';
import { planKey, withWorkload, type Plan, type PoolSpec, type WorkloadPlan } from './plan-shape';
import { commitmentSpec, type WorkloadSpace } from './workload-candidates';
import { peakGpus } from './workload-commitments';
import type { WorkloadSearchContext } from './workload-search-context';

/** The service's priority on a pool it shares with jobs, and the jobs' (placement `priority`). */
export const SERVICE_PRIORITY = 10;
export const JOB_PRIORITY = 0;
/**
 * Besides never leaving (the jobs wait for the shared server, the cheapest), a job may leave
 * the shared pool for its own pools after this many preemptions: the faster point, for jobs
 * whose runs the service keeps cutting. Three lets a job ride out a daily peak or two.
 */
export const AFTER_PREEMPTIONS = 3;
/** Committed choices of each service the sharing is tried on: the best few the descent ran. */
const BASES_PER_SERVICE = 3;

const isService = (w: Workload) => w.kind === 'inference' || w.kind === 'dev';
const isJob = (w: Workload) => w.kind === 'training' || w.kind === 'batch';
const sharable = (p: PoolSpec): p is Extract<PoolSpec, { kind: 'reserved' | 'bareMetal' | 'owned' }> => p.kind === 'reserved' || p.kind === 'bareMetal' || p.kind === 'owned';
/**
 * Priorities act on reserved and bare-metal pools only (shared/scenario/placement-priority.ts):
 * on owned servers the sharing is first come, first served, so both are given one priority.
 */
const servicePriority = (p: PoolSpec) => (p.kind === 'owned' ? JOB_PRIORITY : SERVICE_PRIORITY);

/** Most GPUs one unit of the job workload asks for at once, in the plan's shape. */
function gpusPerUnit(w: Workload, plan: WorkloadPlan): number {
  if (plan.shape.gpusPerUnit !== undefined) return plan.shape.gpusPerUnit;
  if (w.kind === 'training') return w.gpusPerJobMix ? largestGpuCount(w.gpusPerJobMix) : w.gpusPerJob;
  return w.kind === 'batch' ? w.gpusPerTask : 1;
}

const bestOf = (entries: readonly BookEntry[]) => [...entries].sort((a, b) => compareMeasures(a.screen, b.screen) || (a.key < b.key ? -1 : 1));

/**
 * The service's committed choices to share: the current plan's, and the best few the search ran
 * for it (its descent tried every commitment count), so a service the descent left on demand
 * still gets a server the jobs may fill.
 */
function serviceBases(book: PlanBook, current: Plan, index: number): WorkloadPlan[] {
  const mine = current[index]!;
  const ran = bestOf([...book.entries.values()].filter((e) => !e.plan[index]!.fixed && e.plan[index]!.pools.some(sharable)));
  const out = new Map<string, WorkloadPlan>();
  if (!mine.fixed && mine.pools.some(sharable)) out.set(planKey([mine]), mine);
  for (const e of ran) {
    if (out.size >= BASES_PER_SERVICE) break;
    const choice = e.plan[index]!;
    if (!choice.savingsPlan) out.set(planKey([choice]), choice);
  }
  return [...out.values()];
}

/**
 * The job's pools behind the shared one: its own as the plan has them, without its own
 * commitments, and none (the jobs wait for the shared pool: the cheapest when the service
 * leaves it idle long enough, as scenario 11's "API first" strategy does).
 */
function jobPoolChoices(job: WorkloadPlan): PoolSpec[][] {
  const elastic = job.pools.filter((p) => p.kind === 'onDemand' || p.kind === 'spot');
  return [job.pools, ...(elastic.length > 0 && elastic.length < job.pools.length ? [elastic] : []), []];
}

/**
 * Plans where job workloads (training, batch) run first on a service's committed pool at a
 * lower priority, the service (inference replicas, dev machines) taking the GPUs back when it
 * needs them. For each service and each committed pool of its current choice and of its best
 * committed choices the descent ran: each job workload that can run on that offer (among the
 * offers its search allows, its largest unit within the pool's GPUs) with each of its pool
 * choices behind (jobPoolChoices), never leaving the shared pool and, with pools to go to,
 * leaving after `AFTER_PREEMPTIONS`; then, when other services fit too or several job workloads
 * do, all of them together (the services at the service's priority with their pools behind,
 * the jobs with theirs, and waiting). Then the pool's count sized for the combined load around
 * the best of them, by the commitment optimiser's count search. Returns every plan run.
 */
export async function sharedPoolPlans(ctx: WorkloadSearchContext, current: Plan, spaces: readonly WorkloadSpace[]): Promise<Plan[]> {
  const { book, scenario } = ctx;
  const tried: Plan[] = [];
  for (const [si, space] of spaces.entries()) {
    if (!isService(space.workload)) continue;
    for (const base of serviceBases(book, current, si)) {
      for (const [poolIndex, pool] of base.pools.entries()) {
        if (!sharable(pool)) continue;
        const offer = scenario.catalog.offers.find((o) => o.id === pool.offerId);
        if (!offer) continue;
        const withService = withWorkload(current, base);
        const fitting = (kind: (w: Workload) => boolean) =>
          spaces.flatMap((js, ji) => {
            const choice = withService[ji]!;
            const fits = ji !== si && kind(js.workload) && !choice.fixed && !choice.shares && js.offers.some((o) => o.id === pool.offerId);
            return fits && gpusPerUnit(js.workload, choice) <= pool.count * offer.gpusPerInstance ? [ji] : [];
          });
        const jobs = fitting(isJob);
        // Other services (dev machines beside inference replicas) may fill the pool too, at the service's priority.
        const services = fitting(isService);
        if (jobs.length + services.length === 0) continue;
        const ownerPriority = servicePriority(pool);
        const preempts = ownerPriority > JOB_PRIORITY;
        const shares = (priority: number, k?: number) => ({ workloadId: space.workload.id, poolIndex, priority: Math.min(priority, ownerPriority), ownerPriority, ...(k !== undefined ? { afterPreemptions: k } : {}) });
        const candidates: Plan[] = [];
        for (const ji of jobs) {
          const job = withService[ji]!;
          for (const pools of jobPoolChoices(job)) {
            // Leaving after K preemptions needs a pool to go to (the format refuses it otherwise).
            for (const k of pools.length > 0 && preempts ? [undefined, AFTER_PREEMPTIONS] : [undefined]) candidates.push(withWorkload(withService, { ...job, pools, shares: shares(JOB_PRIORITY, k) }));
          }
        }
        // Everyone that fits on the pool together: the other services with their pools behind, the jobs with theirs and waiting.
        if (services.length > 0 || jobs.length > 1) {
          const together = services.reduce<Plan>((p, ji) => withWorkload(p, { ...p[ji]!, shares: shares(SERVICE_PRIORITY) }), withService);
          for (const wait of jobs.length > 0 ? [false, true] : [false]) {
            candidates.push(jobs.reduce<Plan>((p, ji) => withWorkload(p, { ...p[ji]!, ...(wait ? { pools: [] } : {}), shares: shares(JOB_PRIORITY) }), together));
          }
        }
        await book.screen(candidates);
        tried.push(...candidates);
        const best = bestOf(candidates.map((p) => book.get(p)).filter((e): e is BookEntry => e !== undefined))[0];
        if (best) tried.push(...(await sizedForBoth(ctx, best, si, poolIndex, withService)));
      }
    }
  }
  return tried;
}

/**
 * The shared pool's count for the service and the jobs together: the count search of the
 * commitment optimiser over that one commitment, up to the peaks of both on the plan, with the
 * sharing as `entry` has it (count 0: no shared pool, each job on its pools of `unshared`).
 */
async function sizedForBoth(ctx: WorkloadSearchContext, entry: BookEntry, si: number, poolIndex: number, unshared: Plan): Promise<Plan[]> {
  const { book } = ctx;
  const service = entry.plan[si]!;
  const pool = service.pools[poolIndex]!;
  if (!sharable(pool)) return [];
  const sharing = entry.plan.flatMap((w, ji) => (w.shares?.workloadId === service.workloadId ? [ji] : []));
  const peak = [si, ...sharing].reduce((s, i) => s + peakGpus(ctx, entry, i), 0);
  const offer = ctx.scenario.catalog.offers.find((o) => o.id === pool.offerId);
  // Owned servers are bought on day 0 and kept: their counts are bracketed by owned-candidates.ts, not searched.
  if (pool.kind === 'owned' || !offer) return [];
  const option = pool.option;
  const maxUnits = Math.max(pool.count, Math.ceil(peak / offer.gpusPerInstance));
  const planOf = (count: number): Plan => {
    if (count > 0) return withWorkload(entry.plan, { ...service, pools: service.pools.map((p, i) => (i === poolIndex ? commitmentSpec(option, count) : p)) });
    const alone = withWorkload(entry.plan, { ...service, pools: service.pools.filter((_, i) => i !== poolIndex) });
    return sharing.reduce<Plan>((p, ji) => withWorkload(p, unshared[ji]!), alone);
  };
  const run: Plan[] = [];
  const countOf = (t: readonly PricedTranche[]) => t.reduce((s, x) => s + x.count, 0);
  const evaluate = async (plans: readonly (readonly PricedTranche[])[]): Promise<void> => {
    const batch = plans.map((t) => planOf(countOf(t)));
    await book.screen(batch);
    run.push(...batch);
  };
  const price = (t: readonly PricedTranche[]): PlanOutcome => {
    const tranches = t.filter((x) => x.count > 0).map((x) => ({ option: x.priced, count: x.count, busyShare: null }));
    const e = book.get(planOf(countOf(t)));
    if (!e) return { tranches, costs: [], met: [], metShare: 0, meetsTargets: false, objective: Infinity };
    return { tranches, costs: e.screen.costs, met: e.screen.met, metShare: e.screen.metShare, meetsTargets: e.screen.meetsTargets, objective: e.screen.costP50 };
  };
  await searchCounts([option], () => maxUnits, evaluate, price);
  return run;
}
