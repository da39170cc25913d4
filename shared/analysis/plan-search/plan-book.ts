import type { Scenario } from '@shared/scenario';
import type { AnalysisRunner } from '../analysis-control';
import type { EvalRequest, RunDigest } from '../evaluate';
import { measurePlan, type MeasureBasis, type PlanMeasure } from './plan-measure';
import { planKey, planStrategy, type Plan } from './plan-shape';
import type { SearchClock } from './search-clock';

export interface BookEntry {
  key: string;
  plan: Plan;
  /** Digests of runs 0..n, in run order: the screening runs first, all runs once measured in full. */
  digests: RunDigest[];
  /** On the screening runs alone: what plans are compared on while the search goes on. */
  screen: PlanMeasure;
  /** On every run this plan has so far (all of them once `full`). */
  measure: PlanMeasure;
  full: boolean;
}

const CANDIDATE_ID = 'candidate';

/**
 * Every plan the search has run, by key, on the common seeds: screened on the first few runs,
 * and measured in full (the remaining runs added, never the first ones run again) when it may
 * reach the frontier. Knows the clock: nothing new is run once the budget is spent.
 */
export class PlanBook {
  readonly entries = new Map<string, BookEntry>();
  readonly pruned = new Set<string>();

  constructor(
    private readonly scenario: Scenario,
    private readonly runner: AnalysisRunner,
    private readonly basis: MeasureBasis,
    private readonly seeds: { baseSeed: number; runs: number; screenRuns: number },
    private readonly clock: SearchClock,
  ) {}

  /**
   * Runs `items` in batches the budget allows, each request covering `runsEach` runs, handing
   * each item its digests. False when the budget stopped it before every item was run.
   */
  private async runPaced<T>(items: readonly T[], runsEach: number, request: (item: T) => EvalRequest, store: (item: T, digests: RunDigest[]) => void): Promise<boolean> {
    for (let i = 0; i < items.length; ) {
      const n = this.clock.plansThatFit(items.length - i, runsEach);
      if (n === 0) return false;
      const batch = items.slice(i, i + n);
      const started = this.clock.now();
      const results = await this.runner.run(batch.map(request));
      this.clock.record(n * runsEach, this.clock.now() - started);
      batch.forEach((item, j) => store(item, results[j]!));
      i += n;
    }
    return true;
  }

  get tried(): number {
    return this.entries.size;
  }

  /** Marks a plan as skipped by a bound (counted once, and only if it was never run). */
  prune(plan: Plan): void {
    const key = planKey(plan);
    if (!this.entries.has(key)) this.pruned.add(key);
  }

  get(plan: Plan): BookEntry | undefined {
    return this.entries.get(planKey(plan));
  }

  private request(plan: Plan, from: number, to: number): EvalRequest {
    const strategy = planStrategy(this.scenario, plan, { id: CANDIDATE_ID, name: CANDIDATE_ID });
    return { scenario: { ...this.scenario, strategies: [strategy] }, strategyId: CANDIDATE_ID, baseSeed: this.seeds.baseSeed, from, to };
  }

  /** Runs the plans not yet run on the screening runs, in one batch. False when the budget stopped it. */
  async screen(plans: readonly Plan[]): Promise<boolean> {
    const todo = new Map<string, Plan>();
    for (const p of plans) {
      const key = planKey(p);
      if (!this.entries.has(key) && !this.pruned.has(key)) todo.set(key, p);
    }
    if (todo.size === 0) return true;
    const full = this.seeds.screenRuns >= this.seeds.runs;
    return this.runPaced(
      [...todo.entries()],
      this.seeds.screenRuns,
      ([, p]) => this.request(p, 0, this.seeds.screenRuns),
      ([key, plan], digests) => {
        const measure = measurePlan(digests, this.basis);
        this.entries.set(key, { key, plan, digests, screen: measure, measure, full });
      },
    );
  }

  /** Runs the plans on every run (screening them first if needed). False when the budget stopped it. */
  async measureFully(plans: readonly Plan[]): Promise<boolean> {
    if (!(await this.screen(plans))) return false;
    const todo = [...new Set(plans.map(planKey))].map((k) => this.entries.get(k)).filter((e): e is BookEntry => e !== undefined && !e.full);
    if (todo.length === 0) return true;
    return this.runPaced(
      todo,
      this.seeds.runs - this.seeds.screenRuns,
      (e) => this.request(e.plan, this.seeds.screenRuns, this.seeds.runs),
      (e, digests) => {
        e.digests = [...e.digests, ...digests];
        e.measure = measurePlan(e.digests, this.basis);
        e.full = true;
      },
    );
  }

  fullEntries(): BookEntry[] {
    return [...this.entries.values()].filter((e) => e.full);
  }
}
