/**
 * The plan search's time budget, kept as a promise: a batch of plans is started only when the
 * pace measured so far says it ends inside the budget, so the search stops within a batch of
 * its budget instead of after whatever one batch of thousands of plans takes (2,000 offers
 * and `--budget 10` stopped after 19 s). And its progress, which never goes back.
 */

/** The most plans run in one batch: small enough that the clock is read often. */
export const MAX_PLANS_PER_BATCH = 32;

export class SearchClock {
  private readonly start: number;
  private spent = false;
  private runsTimed = 0;
  private msTimed = 0;
  private shownShare = 0;

  constructor(
    readonly now: () => number,
    private readonly budgetMs: number,
  ) {
    this.start = now();
  }

  /** Whether the budget stopped the search (as last checked, not read again from the clock). */
  get stopped(): boolean {
    return this.spent;
  }

  elapsedMs(): number {
    return Math.max(0, this.now() - this.start);
  }

  /** True once the budget is spent, or a batch was held back because it would overrun it. */
  outOfTime(): boolean {
    if (this.elapsedMs() >= this.budgetMs) this.spent = true;
    return this.spent;
  }

  /** Times a batch of `runs` runs that took `ms`: the pace later batches are planned with. */
  record(runs: number, ms: number): void {
    this.runsTimed += runs;
    this.msTimed += Math.max(0, ms);
  }

  /**
   * How many of `wanted` plans of `runsEach` runs may start now: as many as the pace so far
   * says end inside the budget, at most MAX_PLANS_PER_BATCH. Zero stops the search.
   */
  plansThatFit(wanted: number, runsEach: number): number {
    if (this.outOfTime()) return 0;
    const cap = Math.min(wanted, MAX_PLANS_PER_BATCH);
    if (this.runsTimed === 0) return Math.min(cap, 1);
    const msPerPlan = (this.msTimed / this.runsTimed) * Math.max(1, runsEach);
    const fit = msPerPlan > 0 ? Math.floor((this.budgetMs - this.elapsedMs()) / msPerPlan) : cap;
    if (fit < 1) this.spent = true;
    return Math.max(0, Math.min(cap, fit));
  }

  /**
   * The share of the search done, for a progress bar: the larger of the time used and the runs
   * done of those planned, and never less than shown before (the runs planned grow as the
   * search goes on, which made the bar run 96 % → 68 %). Under 1 until the search ends.
   */
  progressShare(done: number, total: number): number {
    const byRuns = total > 0 ? done / total : 0;
    const share = Math.min(0.999, Math.max(this.shownShare, this.elapsedMs() / this.budgetMs, byRuns));
    this.shownShare = share;
    return share;
  }
}
