import type { Scenario } from '@shared/scenario';
import type { RunResult } from '@shared/sim/results';
import type { WhatIfWorker } from './what-if-workers';

export interface VariantPlan {
  strategyIds: string[];
  baseSeed: number;
  /** Runs per strategy of the full answer. */
  runs: number;
}

export interface VariantProgress {
  key: string;
  /** `runsByStrategy[s][k]`: run k of plan.strategyIds[s], once made. */
  runsByStrategy: (RunResult | undefined)[][];
  /** Runs 0 .. prefix - 1 are made for every strategy (the seeds an answer can be read from). */
  prefix: number;
  complete: boolean;
}

export type VariantListener = (progress: VariantProgress) => void;

interface Variant {
  key: string;
  scenario: Scenario;
  plan: VariantPlan;
  runs: (RunResult | undefined)[][];
  inFlight: Set<number>;
  prefix: number;
  firstRuns: number;
  /** Who hears of it as the current variant and as a background one (the baseline can be both). */
  listeners: Partial<Record<'now' | 'background', { listener: VariantListener; onError?: (error: Error) => void }>>;
}

/** Runs k .. k + count - 1 of strategy s (its index in the plan). */
interface TaskPart {
  s: number;
  k: number;
  count: number;
}

/** What one worker is sent at a time: parts of one variant. */
interface Task {
  variant: Variant;
  parts: TaskPart[];
}

/** Units of work grouped into parts: consecutive runs of one strategy become one part. */
function consecutiveParts(units: readonly { s: number; k: number }[]): TaskPart[] {
  const sorted = [...units].sort((a, b) => a.s - b.s || a.k - b.k);
  const parts: TaskPart[] = [];
  for (const { s, k } of sorted) {
    const last = parts.at(-1);
    if (last && last.s === s && last.k + last.count === k) last.count++;
    else parts.push({ s, k, count: 1 });
  }
  return parts;
}

/** About how long one task runs: short enough that a newer move soon gets a worker, long enough to spare messages. */
export const TASK_MS = 8;

/** Variants whose runs are kept, so undo, redo and reset answer at once. */
export const VARIANTS_REMEMBERED = 12;

/**
 * Schedules what-if runs over a few long-lived workers, in short tasks (one run, or a few
 * quick ones) so a newer slider move waits at most one short task behind older work. Order of work: the current variant's first
 * runs (the quick first answer), then background variants (the baseline, whose runs every
 * comparison pairs with), then the first runs of the likely next moves (lookAhead), then the
 * rest of the current variant (refining to the full count).
 * A variant stops being worked on as soon as another becomes current; what it has made is
 * kept, keyed by its adjustments, and picked up again if the planner comes back to it.
 */
export class WhatIfScheduler {
  private readonly variants = new Map<string, Variant>();
  private current: string | null = null;
  private readonly background = new Set<string>();
  /** Likely next moves (a focused slider's neighbouring steps): their first runs come after the baseline, before any refining. */
  private ahead: string[] = [];
  private workers: WhatIfWorker[] = [];
  private busy: boolean[] = [];
  private held: Set<string>[] = [];
  private readonly msPerRun = new Map<string, number>();

  /** Workers are started on the first request and again after dispose (a screen that comes back). */
  constructor(private readonly createWorkers: () => WhatIfWorker[]) {}

  /**
   * Asks for a variant's runs. `mode` 'now' makes it the current variant (older current work
   * stops at once); 'background' keeps it going behind the current one. The listener hears
   * of every run that extends the common prefix, and straight away when runs are already made.
   */
  request(
    key: string,
    scenario: Scenario,
    plan: VariantPlan,
    mode: 'now' | 'background',
    firstRuns: number,
    listener: VariantListener,
    onError?: (error: Error) => void,
  ): void {
    let v = this.variants.get(key);
    if (!v || v.plan.runs !== plan.runs || v.plan.baseSeed !== plan.baseSeed || v.plan.strategyIds.join() !== plan.strategyIds.join()) {
      v = this.newVariant(key, scenario, plan);
    }
    // Most recently asked for last, so the oldest is forgotten first.
    this.variants.delete(key);
    this.variants.set(key, v);
    if (mode === 'now') v.firstRuns = Math.max(1, Math.min(plan.runs, firstRuns));
    v.listeners[mode] = onError ? { listener, onError } : { listener };
    if (mode === 'now') {
      // Guesses made for the previous move are dropped; the new move's own come after it.
      this.ahead = [];
      const previous = this.current;
      if (previous !== null && previous !== key) {
        const old = this.variants.get(previous);
        if (old) delete old.listeners.now;
      }
      this.current = key;
    } else this.background.add(key);
    this.forget();
    if (v.prefix > 0 || v.plan.runs === 0) listener(this.progress(v));
    this.pump();
  }

  /**
   * Makes the first runs of likely next moves once the current move's first answer is in, so
   * that a keyboard step finds its first answer already made. Replaces the previous guesses;
   * their runs are kept like any variant's.
   */
  lookAhead(variants: readonly { key: string; scenario: Scenario }[], plan: VariantPlan, firstRuns: number): void {
    this.ahead = [];
    for (const { key, scenario } of variants) {
      let v = this.variants.get(key);
      if (!v || v.plan.runs !== plan.runs || v.plan.baseSeed !== plan.baseSeed || v.plan.strategyIds.join() !== plan.strategyIds.join()) {
        v = this.newVariant(key, scenario, plan);
        this.variants.set(key, v);
      }
      v.firstRuns = Math.max(v.firstRuns, Math.max(1, Math.min(plan.runs, firstRuns)));
      this.ahead.push(key);
    }
    this.forget();
    this.pump();
  }

  /** Runs made for every strategy of a variant so far (0 for one never asked for). */
  prefixOf(key: string): number {
    return this.variants.get(key)?.prefix ?? 0;
  }

  /** Stops hearing about and working on a background variant. */
  release(key: string): void {
    this.background.delete(key);
    const v = this.variants.get(key);
    if (v) delete v.listeners.background;
  }

  /** Measured milliseconds per run of each strategy (the mean of what the workers reported), for sizing first answers. */
  runMs(strategyId: string): number | undefined {
    return this.msPerRun.get(strategyId);
  }

  get workerCount(): number {
    return Math.max(1, this.workers.length);
  }

  /** Stops every worker at once; runs in flight are dropped, runs made are kept. */
  dispose(): void {
    for (const w of this.workers) w.terminate();
    this.workers = [];
    this.busy = [];
    this.held = [];
    for (const v of this.variants.values()) v.inFlight.clear();
  }

  private newVariant(key: string, scenario: Scenario, plan: VariantPlan): Variant {
    return { key, scenario, plan, runs: plan.strategyIds.map(() => new Array<RunResult | undefined>(plan.runs)), inFlight: new Set(), prefix: 0, firstRuns: 1, listeners: {} };
  }

  private forget(): void {
    for (const key of this.variants.keys()) {
      if (this.variants.size <= VARIANTS_REMEMBERED) break;
      if (key !== this.current && !this.background.has(key) && !this.ahead.includes(key)) this.variants.delete(key);
    }
  }

  private progress(v: Variant): VariantProgress {
    return { key: v.key, runsByStrategy: v.runs, prefix: v.prefix, complete: v.prefix >= v.plan.runs };
  }

  /** Runs of one strategy a task makes: as many as fit in about TASK_MS at the measured pace. */
  private chunk(strategyId: string): number {
    const ms = this.msPerRun.get(strategyId);
    return ms === undefined ? 1 : Math.max(1, Math.min(16, Math.floor(TASK_MS / Math.max(0.01, ms))));
  }

  /**
   * The next task for one worker, in the order the class explains: a few consecutive runs of
   * one strategy when runs are quick. (The current move's first runs are shared out first, by
   * `firstAnswerShares`.)
   */
  private next(): Task | null {
    const current = this.current === null ? undefined : this.variants.get(this.current);
    const missing = (v: Variant, limit: number): Task | null => {
      const n = v.plan.strategyIds.length;
      for (let k = v.prefix; k < limit; k++)
        for (let s = 0; s < n; s++) {
          if (v.runs[s]![k] !== undefined || v.inFlight.has(k * n + s)) continue;
          const most = this.chunk(v.plan.strategyIds[s]!);
          let count = 1;
          while (count < most && k + count < limit && v.runs[s]![k + count] === undefined && !v.inFlight.has((k + count) * n + s)) count++;
          return { variant: v, parts: [{ s, k, count }] };
        }
      return null;
    };
    if (current) {
      const first = missing(current, current.firstRuns);
      if (first) return first;
    }
    for (const key of this.background) {
      const v = this.variants.get(key);
      const task = v ? missing(v, v.plan.runs) : null;
      if (task) return task;
    }
    for (const key of this.ahead) {
      const v = this.variants.get(key);
      const task = v && key !== this.current ? missing(v, v.firstRuns) : null;
      if (task) return task;
    }
    return current ? missing(current, current.plan.runs) : null;
  }

  /**
   * The current move's first runs not yet made, shared out over the idle workers in one task
   * each, so the first answer costs one round trip rather than one per strategy. Every worker,
   * busy or not, counts when sharing, so a worker about to finish older work takes its share
   * when it comes back rather than an idle one taking it all.
   */
  private firstAnswerShares(idle: readonly number[]): Map<number, Task> {
    const shares = new Map<number, Task>();
    const v = this.current === null ? undefined : this.variants.get(this.current);
    if (!v || idle.length === 0) return shares;
    const n = v.plan.strategyIds.length;
    const units: { s: number; k: number; ms: number }[] = [];
    for (let k = v.prefix; k < v.firstRuns; k++)
      for (let s = 0; s < n; s++)
        if (v.runs[s]![k] === undefined && !v.inFlight.has(k * n + s)) units.push({ s, k, ms: this.msPerRun.get(v.plan.strategyIds[s]!) ?? 1 });
    const loads = this.workers.map((_, w) => (this.busy[w] ? TASK_MS / 2 : 0));
    const taken = new Map<number, { s: number; k: number }[]>();
    // Longest first, each to the least loaded worker: a balanced share for a few lines of work.
    for (const unit of [...units].sort((a, b) => b.ms - a.ms)) {
      const w = loads.indexOf(Math.min(...loads));
      loads[w]! += unit.ms;
      if (this.busy[w]) continue; // left for that worker when it comes back
      taken.set(w, [...(taken.get(w) ?? []), unit]);
    }
    for (const [w, list] of taken) shares.set(w, { variant: v, parts: consecutiveParts(list) });
    return shares;
  }

  private pump(): void {
    if (this.workers.length === 0) {
      this.workers = this.createWorkers();
      this.busy = this.workers.map(() => false);
      this.held = this.workers.map(() => new Set());
    }
    const idle = this.workers.flatMap((_, w) => (this.busy[w] ? [] : [w]));
    for (const [w, task] of this.firstAnswerShares(idle)) this.dispatch(w, task);
    for (let w = 0; w < this.workers.length; w++) {
      if (this.busy[w]) continue;
      const task = this.next();
      if (!task) return;
      this.dispatch(w, task);
    }
  }

  private dispatch(w: number, { variant: v, parts }: Task): void {
    const n = v.plan.strategyIds.length;
    const slotsOf = ({ s, k, count }: TaskPart) => Array.from({ length: count }, (_, i) => (k + i) * n + s);
    const slots = parts.flatMap(slotsOf);
    const held = this.held[w]!;
    const workers = this.workers;
    const sendScenario = !held.has(v.key);
    this.busy[w] = true;
    for (const slot of slots) v.inFlight.add(slot);
    this.workers[w]!
      .run({
        key: v.key,
        ...(sendScenario ? { scenario: v.scenario } : {}),
        baseSeed: v.plan.baseSeed,
        parts: parts.map(({ s, k, count }) => ({ strategyId: v.plan.strategyIds[s]!, from: k, to: k + count })),
      })
      .then(
        (result) => {
          if (this.workers !== workers) return; // disposed meanwhile
          this.busy[w] = false;
          for (const slot of slots) v.inFlight.delete(slot);
          if (result.status === 'missing') {
            held.delete(v.key);
          } else {
            held.add(v.key);
            parts.forEach(({ s, k }, p) => {
              const made = result.parts[p]!;
              made.runs.forEach((run, i) => (v.runs[s]![k + i] = run));
              const strategyId = v.plan.strategyIds[s]!;
              const ms = made.ms / Math.max(1, made.runs.length);
              const before = this.msPerRun.get(strategyId);
              this.msPerRun.set(strategyId, before === undefined ? ms : 0.7 * before + 0.3 * ms);
            });
            this.advance(v);
          }
          this.pump();
        },
        (error: unknown) => {
          if (this.workers !== workers) return;
          this.busy[w] = false;
          for (const slot of slots) v.inFlight.delete(slot);
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const l of Object.values(v.listeners)) l.onError?.(failure);
        },
      );
  }

  private advance(v: Variant): void {
    let prefix = v.prefix;
    while (prefix < v.plan.runs && v.runs.every((list) => list[prefix] !== undefined)) prefix++;
    if (prefix === v.prefix) return;
    v.prefix = prefix;
    for (const l of Object.values(v.listeners)) l.listener(this.progress(v));
  }
}

/**
 * Worker time the first answer may take. The 100 ms from a move to its first figures also has
 * to hold the messages to and from the workers, summarising, and drawing the figures (about
 * 20–40 ms on a busy 2-core machine), so the runs get a quarter of it; the rest of the runs
 * follow as the answer refines.
 */
export const FIRST_ANSWER_MS = 25;

/**
 * How many runs the first answer reads: as many as the workers can make in about `budgetMs`
 * at the pace measured so far, from 1 up to `cap` (and never more than the full count).
 */
export function firstRunCount(msPerRun: readonly (number | undefined)[], workers: number, runs: number, budgetMs = FIRST_ANSWER_MS, cap = 8): number {
  const known = msPerRun.filter((ms): ms is number => ms !== undefined);
  if (known.length === 0) return Math.min(runs, 2);
  const perIndex = msPerRun.reduce<number>((sum, ms) => sum + (ms ?? Math.max(...known)), 0);
  const fit = Math.floor((budgetMs * Math.max(1, workers)) / Math.max(0.01, perIndex));
  return Math.max(1, Math.min(runs, cap, fit));
}
