import type { Scenario } from '@shared/scenario';
import { AnalysisRunner } from '../analysis-control';
import { foundPlan } from './found-plan';
import { dominates, frontierOf } from './frontier';
import { dominatedAbove } from './frontier-bound';
import { solveMixHere, type MixSolver } from './mix-candidates';
import { allowedOffers } from './offer-filter';
import { PlanBook, type BookEntry } from './plan-book';
import { SearchClock } from './search-clock';
import { compareMeasures, measureBasis, measurePlan, type PlanMeasure } from './plan-measure';
import { planKey, type Plan, type WorkloadPlan } from './plan-shape';
import {
  DEFAULT_BUDGET_SECONDS,
  type ExistingOnFrontier,
  type FoundPlan,
  type PlanSearchControl,
  type PlanSearchOptions,
  type PlanSearchResult,
  type PlanSearchSnapshot,
} from './plan-types';
import { workloadSpace, type WorkloadSpace } from './workload-candidates';
import { searchWorkload } from './workload-search';
import { sizeSavingsPlanHere, withSavingsPlans, type SavingsPlanSizer } from './savings-plan-candidates';
import { sharedPoolPlans } from './shared-pool-candidates';
import { sharedElasticPlans } from './shared-elastic-candidates';
import { distribution3 } from '../stats';

/** Runs each candidate is screened on before the promising ones run in full (all, when the scenario has fewer). */
export const SCREEN_RUNS = 8;
/** Passes of the coordinate descent over the workloads: the first, and final passes while a pass still changes the plan. */
const MAX_PASSES = 3;
/** Screened frontier plans measured in full at each step, at most. */
const MAX_FINALISTS = 12;

const point = (key: string, m: PlanMeasure) => ({ key, cost: m.costP50, speed: m.speed });

/**
 * The plans the frontier is drawn from: those meeting their targets when any does (a plan
 * that misses deadlines is not cheaper in any sense a planner can use), else all of them.
 */
function meeting(entries: readonly BookEntry[], measureOf: (e: BookEntry) => PlanMeasure): BookEntry[] {
  const ok = entries.filter((e) => measureOf(e).meetsTargets);
  return ok.length > 0 ? ok : [...entries];
}

/** The best of `plans` on the screening runs (those the book holds). */
function bestScreened(book: PlanBook, plans: readonly Plan[]): BookEntry | undefined {
  return plans.map((p) => book.get(p)).filter((e): e is BookEntry => e !== undefined).sort((a, b) => compareMeasures(a.screen, b.screen) || (a.key < b.key ? -1 : 1))[0];
}

/** The plan the search starts from: each workload on demand, on the offer the scenario's first strategy gives it if allowed. */
function startPlan(scenario: Scenario, spaces: readonly WorkloadSpace[]): Plan | null {
  const plan: WorkloadPlan[] = [];
  for (const space of spaces) {
    const od = space.offers.filter((o) => o.prices.onDemand !== undefined);
    if (od.length === 0) return null;
    const first = scenario.strategies[0]!;
    const pl = first.placements.find((p) => p.workloadId === space.workload.id);
    const used = pl?.poolIds.map((id) => first.pools.find((p) => p.id === id)?.offerId);
    const offer = od.find((o) => used?.includes(o.id)) ?? od[0]!;
    plan.push({ workloadId: space.workload.id, shape: space.shapes[0]!, pools: [{ kind: 'onDemand', offerId: offer.id }] });
  }
  return plan;
}

function checkOptions(options: PlanSearchOptions, scenario: Scenario): { runs: number; baseSeed: number; budgetSeconds: number } {
  const runs = options.runs ?? scenario.simulation.runs;
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`runs must be a whole number from 1 up, got ${runs}`);
  const baseSeed = options.baseSeed ?? scenario.simulation.baseSeed;
  if (!Number.isInteger(baseSeed) || baseSeed < 0) throw new RangeError(`baseSeed must be a whole number from 0 up, got ${baseSeed}`);
  const budgetSeconds = options.budgetSeconds ?? DEFAULT_BUDGET_SECONDS;
  if (!Number.isFinite(budgetSeconds) || budgetSeconds <= 0) throw new RangeError(`budgetSeconds must be a number of seconds above 0, got ${budgetSeconds}`);
  return { runs, baseSeed, budgetSeconds };
}

/**
 * "Find the best plan": per workload, which pools to buy from and in what order, over the
 * offers the planner allows, by coordinate descent over the workloads (each searched with
 * the others held at their best so far), every candidate on the same seeds. Returns the
 * frontier of cost against speed, the scenario's own strategies beside it, and stops with
 * the best so far when the time budget runs out. See README "How the plan search works".
 */
export async function findPlan(scenario: Scenario, options: PlanSearchOptions, control: PlanSearchControl & { solveMix?: MixSolver; sizeSavingsPlan?: SavingsPlanSizer }): Promise<PlanSearchResult> {
  const { runs, baseSeed, budgetSeconds } = checkOptions(options, scenario);
  const clock = new SearchClock(control.now, budgetSeconds * 1000);
  const outOfTime = () => clock.outOfTime();
  const basis = measureBasis(scenario);
  const onProgress = control.onProgress;
  // Shown in thousandths, never going back; the whole only once the search has ended.
  const shown = { onProgress: (done: number, total: number) => onProgress?.(Math.round(clock.progressShare(done, total) * 1000), 1000) };
  const runner = new AnalysisRunner({ ...control, ...(onProgress ? shown : {}) }, runs * (scenario.strategies.length + 10 * scenario.workloads.length));

  // The scenario's own strategies on the common seeds: what every plan is set beside. Their
  // time is the first pace the plans' batches are planned with.
  const existingStarted = control.now();
  const existingDigests = await runner.run(scenario.strategies.map((s) => ({ scenario, strategyId: s.id, baseSeed, from: 0, to: runs })));
  clock.record(runs * scenario.strategies.length, control.now() - existingStarted);
  const existingMeasures = existingDigests.map((d) => measurePlan(d, basis));
  const meetingExisting = existingMeasures.filter((m) => m.meetsTargets).sort(compareMeasures)[0] ?? null;
  const bestExistingId = meetingExisting === null ? null : scenario.strategies[existingMeasures.indexOf(meetingExisting)]!.id;

  const allowed = allowedOffers(scenario, options.offers);
  const spaces = scenario.workloads.map((w) => workloadSpace(scenario, w, allowed));
  const initial = scenario.workloads.length === 0 ? null : startPlan(scenario, spaces);
  const book = new PlanBook(scenario, runner, basis, { baseSeed, runs, screenRuns: Math.min(runs, SCREEN_RUNS) }, clock);

  let frontier: BookEntry[] = [];
  let frontierKeys = '';
  let firstFrontierMs: number | null = null;
  const elapsed = () => clock.elapsedMs();

  const toFound = (entries: readonly BookEntry[]): FoundPlan[] => {
    if (entries.length === 0) return [];
    const payAsYouGo =
      meeting(
        // A mix of GPUs is on demand too, but it is set apart from single offers, not one of them; so is a savings plan.
        book.fullEntries().filter((e) => e.plan.every((w) => !w.fixed && !w.savingsPlan && w.pools.every((p) => p.kind === 'onDemand'))),
        (e) => e.measure,
      ).sort((a, b) => a.measure.costP50 - b.measure.costP50 || (a.key < b.key ? -1 : 1))[0] ?? null;
    const cheapest = entries[0]!;
    const fastest = entries[entries.length - 1]!;
    return entries.map((e, i) => foundPlan(scenario, e, i + 1, { payAsYouGo, cheapest, isFastest: e === fastest }, meetingExisting?.costs ?? null));
  };
  const snapshot = (): PlanSearchSnapshot => ({ elapsedMs: elapsed(), plansTried: book.tried, plansPruned: book.pruned.size, frontier: toFound(frontier) });

  // Measures the screened frontier (and `extra`) in full, and tells the caller when the frontier changed.
  const refresh = async (extra: readonly Plan[]): Promise<void> => {
    const screened = frontierOf(meeting([...book.entries.values()], (e) => e.screen).map((e) => ({ ...point(e.key, e.screen), e })));
    await book.measureFully([...screened.slice(0, MAX_FINALISTS).map((p) => p.e.plan), ...extra]);
    const full = frontierOf(meeting(book.fullEntries(), (e) => e.measure).map((e) => ({ ...point(e.key, e.measure), e }))).map((p) => p.e);
    const keys = full.map((e) => e.key).join('|');
    if (keys === frontierKeys) return;
    frontier = full;
    frontierKeys = keys;
    if (firstFrontierMs === null && full.length > 0) firstFrontierMs = elapsed();
    control.onFrontier?.(snapshot());
  };

  if (initial !== null) {
    await refresh([initial]);
    const ctx = {
      scenario,
      book,
      longestTerm: options.longestTerm,
      filter: options.offers,
      // The app solves the mix in a worker; the command line and the tests here.
      solveMix: control.solveMix ?? solveMixHere,
      // Skips only plans a frontier plan surely dominates, so the frontier stays exact.
      dominatedAbove: () => dominatedAbove(frontier.map((e) => ({ cost: e.measure.costP50, speed: e.measure.speed, meetsTargets: e.measure.meetsTargets })), scenario.billCosts !== undefined),
    };
    let current = initial;
    for (let pass = 0; pass < MAX_PASSES && !outOfTime(); pass++) {
      const before = planKey(current);
      for (let i = 0; i < spaces.length && !outOfTime(); i++) {
        current = await searchWorkload(ctx, current, i, spaces[i]!);
        await refresh([current]);
      }
      if (planKey(current) === before) break;
    }
    // Jobs backfilling a service's committed pool at a lower priority (shared-pool-candidates.ts):
    // a pool shared between workloads is no one workload's choice, so the descent cannot find it.
    // Screened like any plan; the best of them measured in full beside the screened frontier.
    let sharedBest: BookEntry | undefined;
    if (!outOfTime()) {
      sharedBest = bestScreened(book, await sharedPoolPlans(ctx, current, spaces));
      await refresh(sharedBest ? [sharedBest.plan] : []);
    }
    // Workloads bursting on the same offer on one pool of it (shared-elastic-candidates.ts):
    // their units pack onto the same instances. Over the descent's plan and the best plan with
    // a shared committed pool, so both sharings are tried together.
    if (!outOfTime()) {
      const elastic = await sharedElasticPlans(book, [current, ...(sharedBest ? [sharedBest.plan] : [])]);
      const best = bestScreened(book, elastic);
      await refresh(best ? [best.plan] : []);
    }
    // A savings plan beside each frontier plan whose on-demand use has savings-plan rates, sized
    // on the screening runs and seeds (in the app's worker), then measured like any plan. A
    // savings plan changes the bill, not the speed, so it moves a plan only towards cheaper;
    // tried once the descent is done, it cannot send the descent round again (tried inside
    // it, sized on 8 runs, it did: 1.8 times the runs on scenario 06 for the same answer).
    const sizing = { scenario, longestTerm: options.longestTerm, sizeSavingsPlan: control.sizeSavingsPlan ?? sizeSavingsPlanHere, runs: Math.min(runs, SCREEN_RUNS), baseSeed };
    const withPlans: Plan[] = [];
    for (const e of frontier) {
      if (outOfTime()) break;
      withPlans.push(...(await withSavingsPlans(sizing, e.plan)));
    }
    if (withPlans.length > 0) await refresh(withPlans);
  }
  runner.finish();
  onProgress?.(1000, 1000);

  const found = toFound(frontier);
  // Meeting targets, the cheapest frontier plan; else the one meeting them most often.
  const best = found.filter((p) => p.meetsTargets)[0] ?? [...found].sort((a, b) => b.metShare - a.metShare || a.cost.p50 - b.cost.p50)[0] ?? null;
  const existing: ExistingOnFrontier[] = scenario.strategies.map((s, i) => {
    const m = existingMeasures[i]!;
    return {
      strategyId: s.id,
      name: s.name,
      cost: distribution3(m.costs.map((v) => v / 1_000_000)),
      turnaroundP95H: m.turnaroundP95H,
      latencyMissH: m.latencyMissH,
      meetsTargets: m.meetsTargets,
      onFrontier: !frontier.some((e) => dominates(point(e.key, e.measure), point(s.id, m))),
    };
  });
  return {
    ...snapshot(),
    frontier: found,
    runs,
    baseSeed,
    budgetSeconds,
    axis: basis.axis,
    firstFrontierMs,
    stoppedBy: clock.stopped ? 'budget' : 'searchedAll',
    bestKey: best?.key ?? null,
    existing,
    bestExistingId,
    offersConsidered: allowed.map((o) => o.id),
    note: scenario.workloads.length === 0 ? 'no-workloads' : initial === null ? 'no-offers-match' : null,
  };
}
