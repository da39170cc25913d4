import type { Calendar } from './calendar';
import { DAY_S, HOUR_S } from './calendar';
import type { CompiledPool, CompiledSavingsPlan } from './compiled';
import { DayIntegral } from './day-integral';
import { billSavingsPlans, type PlanBill } from './savings-plan-billing';
import type { OwnedLines } from './owned-costs';
import { billOwned } from './owned-ledger';

/**
 * The money ledger. Every charge is split at day boundaries and each day's piece is rounded
 * to whole micro-units once; pool, workload, day and month totals are then integer sums of
 * the same pieces, so cost by pool = by workload (+ idle) = by month = total, exactly.
 *
 * Elastic pools (on-demand, spot) are charged when an instance is released, for the billed
 * span (granularity and minimum applied) starting when it became ready; the whole charge
 * belongs to the workload that launched it. Committed pools (reserved, bare-metal) are
 * charged per day of their term inside the horizon whether used or not; each day's cost is
 * shared between workloads in proportion to the GPU-seconds they used that day (rounded
 * down), and what is left is "idle" (unused commitment).
 */
export class Ledger {
  readonly days: number;
  readonly horizonS: number;
  readonly dayCost: Float64Array;
  readonly poolCost: Float64Array;
  readonly poolIdleCost: Float64Array;
  readonly poolBeyondHorizon: Float64Array;
  readonly workloadCost: Float64Array;
  readonly poolBilledGpuS: Float64Array;
  readonly poolUsedGpuS: Float64Array;
  /** Used GPU-seconds by pool x workload over the whole run (for loaded idle shares). */
  readonly poolWorkloadUse: Float64Array;
  /** Cost by pool x workload (index pool * workloads + workload), from the same pieces as workloadCost. */
  readonly poolWorkloadCost: Float64Array;
  /** Committed pools: GPU-seconds busy per day (filled by finalise(); null for elastic pools). */
  readonly committedBusyGpuSByDay: (Float64Array | null)[];
  readonly billedGpuSByDay: Float64Array;
  /**
   * Strategies with a trace-replaying spot pool: GPU-seconds billed per hour of the horizon by
   * each elastic pool (null otherwise), so results can show where a job ran against the trace.
   */
  readonly elasticBilledGpuSByHour: (Float64Array | null)[];
  private readonly demandIntegral: DayIntegral;
  /** Filled by finalise(). */
  demandGpuSByDay: Float64Array;
  /** Committed pools: used GPU-seconds by day x workload (null for elastic pools). */
  private readonly committedUse: (DayIntegral | null)[];
  /**
   * Committed pools: GPU-seconds by day x workload of jobs busy exactly while wanted
   * (useAsWanted), counted once here and added to both the pool's use and the demand when the
   * books close; null for elastic pools.
   */
  private readonly wantedUse: (DayIntegral | null)[];
  /**
   * Pools whose timeline is kept (the shared committed pools of a full run, held-timeline.ts):
   * used GPU-seconds by time bucket x workload; null for every other pool and in summary runs.
   */
  readonly heldByBucket: (DayIntegral | null)[];
  readonly monthCash: Float64Array;
  /** Cost by pool x calendar month (index pool * months + month), from the same pieces as dayCost. */
  readonly poolMonthCost: Float64Array;
  /** GPU-seconds billed by pool x calendar month (index pool * months + month): storage per instance reads it. */
  readonly poolMonthBilledGpuS: Float64Array;
  /** Owned pools: each calendar month's cost lines (filled by finalise(); null for other kinds). */
  readonly ownedLinesByMonth: (OwnedLines[] | null)[];
  idleCost = 0;
  /**
   * Strategies with savings plans: each on-demand pool a plan may cover, its list cost per hour
   * (unrounded micro-units), null otherwise; and after finalise() each plan's figures.
   */
  readonly listCostByHour: (Float64Array | null)[];
  savingsPlanBills: PlanBill[] = [];
  private readonly extraDemand: Float64Array[] = [];

  constructor(
    private readonly calendar: Calendar,
    private readonly pools: readonly CompiledPool[],
    private readonly nWorkloads: number,
    private readonly savingsPlans: readonly CompiledSavingsPlan[] = [],
  ) {
    const days = calendar.days;
    this.days = days;
    this.horizonS = calendar.horizonS;
    this.dayCost = new Float64Array(days);
    this.poolCost = new Float64Array(pools.length);
    this.poolIdleCost = new Float64Array(pools.length);
    this.poolBeyondHorizon = new Float64Array(pools.length);
    this.workloadCost = new Float64Array(nWorkloads);
    this.poolBilledGpuS = new Float64Array(pools.length);
    this.poolUsedGpuS = new Float64Array(pools.length);
    this.poolWorkloadUse = new Float64Array(pools.length * nWorkloads);
    this.poolWorkloadCost = new Float64Array(pools.length * nWorkloads);
    this.committedBusyGpuSByDay = pools.map(() => null);
    this.billedGpuSByDay = new Float64Array(days);
    const hours = Math.ceil(calendar.horizonS / HOUR_S);
    const replaysTrace = pools.some((p) => p.spot?.model.model === 'trace');
    this.elasticBilledGpuSByHour = pools.map((p) => (replaysTrace && !p.committed ? new Float64Array(hours) : null));
    const covered = new Set(savingsPlans.flatMap((plan) => plan.pools.map((c) => c.pool)));
    this.listCostByHour = pools.map((p) => (covered.has(p.index) ? new Float64Array(days * 24) : null));
    this.demandIntegral = new DayIntegral(days);
    this.demandGpuSByDay = new Float64Array(days);
    this.committedUse = pools.map((p) => (p.committed ? new DayIntegral(days, nWorkloads) : null));
    this.wantedUse = pools.map((p) => (p.committed ? new DayIntegral(days, nWorkloads) : null));
    this.monthCash = new Float64Array(calendar.monthKeys.length);
    this.poolMonthCost = new Float64Array(pools.length * calendar.monthKeys.length);
    this.poolMonthBilledGpuS = new Float64Array(pools.length * calendar.monthKeys.length);
    this.ownedLinesByMonth = pools.map(() => null);
    this.heldByBucket = pools.map(() => null);
  }

  /** Keeps pool p's use by time bucket of `bucketS` seconds and workload from now on (before the run starts). */
  keepHeldTimeline(pool: number, buckets: number, bucketS: number): void {
    this.heldByBucket[pool] = new DayIntegral(buckets, this.nWorkloads, bucketS);
  }

  /**
   * Charges `rate` micro-units per second (at today's price; the pool's price trend, if any,
   * is applied day by day) over [a, b) to a pool and a workload, plus
   * `gpus` billed GPUs over the span. Returns the micro-units charged (integer).
   * Parts after the horizon (a minimum billing that runs past it) land on the last day.
   */
  charge(pool: number, workload: number, a: number, b: number, rate: number, gpus: number): number {
    if (b <= a) return 0;
    const last = this.days - 1;
    let total = 0;
    let t = a;
    let day = Math.min(last, Math.floor(a / DAY_S));
    // A moving price is charged at each day's price; without a trend the rate is used as is,
    // so the pieces (and every total) are exactly what they were before trends existed.
    const factor = this.pools[pool]!.priceFactorByDay;
    while (t < b) {
      const end = day >= last ? b : Math.min(b, (day + 1) * DAY_S);
      const secs = end - t;
      const piece = Math.round(factor === null ? secs * rate : secs * rate * factor[day]!);
      const list = this.listCostByHour[pool];
      if (list) addByHour(list, t, end, factor === null ? rate : rate * factor[day]!);
      this.dayCost[day]! += piece;
      const poolMonth = pool * this.calendar.monthKeys.length + this.calendar.monthOfDay[day]!;
      this.poolMonthCost[poolMonth]! += piece;
      this.poolMonthBilledGpuS[poolMonth]! += secs * gpus;
      this.billedGpuSByDay[day]! += secs * gpus;
      total += piece;
      t = end;
      day++;
    }
    this.poolCost[pool]! += total;
    this.workloadCost[workload]! += total;
    this.poolWorkloadCost[pool * this.nWorkloads + workload]! += total;
    this.poolBilledGpuS[pool]! += (b - a) * gpus;
    const byHour = this.elasticBilledGpuSByHour[pool];
    if (byHour) addByHour(byHour, a, b, gpus);
    return total;
  }

  /** Records `gpus` GPUs of a workload busy on a pool over [a, b). */
  use(pool: number, workload: number, a: number, b: number, gpus: number): void {
    if (b <= a || gpus === 0) return;
    const gs = (b - a) * gpus;
    this.poolUsedGpuS[pool]! += gs;
    this.poolWorkloadUse[pool * this.nWorkloads + workload]! += gs;
    const cu = this.committedUse[pool];
    if (cu !== null && cu !== undefined) cu.add(a, b, gpus, workload);
    this.heldByBucket[pool]?.add(a, b, gpus, workload);
  }

  /**
   * use() and demand() together for GPUs busy over exactly the span they were wanted (a job
   * that started the moment it arrived): one integral counts the span for both.
   */
  useAsWanted(pool: number, workload: number, a: number, b: number, gpus: number): void {
    if (b <= a || gpus === 0) return;
    const gs = (b - a) * gpus;
    this.poolUsedGpuS[pool]! += gs;
    this.poolWorkloadUse[pool * this.nWorkloads + workload]! += gs;
    const wanted = this.wantedUse[pool];
    if (wanted !== null && wanted !== undefined) wanted.add(a, b, gpus, workload);
    else this.demandIntegral.add(a, b, gpus);
    this.heldByBucket[pool]?.add(a, b, gpus, workload);
  }

  /** GPUs a workload wanted over [a, b) (for the daily demand series). */
  demand(a: number, b: number, gpus: number): void {
    this.demandIntegral.add(a, b, gpus);
  }

  /** Adds a precomputed daily demand series (GPU-seconds per day), e.g. planned inference. */
  addDemandByDay(byDay: Float64Array): void {
    this.extraDemand.push(byDay);
  }

  /** Charges the committed pools for their terms and shares each day's cost out. Call once. */
  finalise(): void {
    const cal = this.calendar;
    const nw = this.nWorkloads;
    // Spans busy exactly while wanted count both as use and as demand (whole GPU-seconds: the
    // sums are exact in any order, so the totals are what two separate integrals gave).
    const wantedByPool = this.pools.map((p) => this.wantedUse[p.index]?.totals() ?? null);
    this.demandGpuSByDay = this.demandIntegral.totals();
    for (const wanted of wantedByPool)
      if (wanted !== null) for (let d = 0; d < this.days; d++) for (let w = 0; w < nw; w++) this.demandGpuSByDay[d]! += wanted[d * nw + w]!;
    for (const extra of this.extraDemand) for (let d = 0; d < this.days; d++) this.demandGpuSByDay[d]! += extra[d]!;
    for (const p of this.pools) {
      if (!p.committed) continue;
      const cu = this.committedUse[p.index]!.totals();
      const wanted = wantedByPool[p.index]!;
      for (let i = 0; i < cu.length; i++) cu[i]! += wanted[i]!;
      const busy = new Float64Array(this.days);
      for (let d = 0; d < this.days; d++) for (let w = 0; w < nw; w++) busy[d]! += cu[d * nw + w]!;
      this.committedBusyGpuSByDay[p.index] = busy;
      let dayCost: Float64Array = new Float64Array(this.days);
      let capGpuS: Float64Array = new Float64Array(this.days);
      // Owned servers: depreciation is not cash (the price is paid at delivery or leased instead).
      let notCash: Float64Array | null = null;
      const open = p.openS;
      const close = p.closeS;
      const H = this.horizonS;
      const gpus = p.committedInstances * p.gpusPerInstance;
      let beyond = 0;
      if (p.owned !== null) {
        const bill = billOwned(p.owned, open, busy, cal);
        dayCost = bill.dayCost;
        capGpuS = bill.capGpuS;
        notCash = bill.depreciationByDay;
        beyond = bill.beyondMicro;
        this.ownedLinesByMonth[p.index] = bill.linesByMonth;
        for (let m = 0; m < bill.priceCashByMonth.length; m++) this.monthCash[m]! += bill.priceCashByMonth[m]!;
      } else if (p.kind === 'reserved') {
        const rate = p.committedInstances * p.rateMicroPerInstanceS;
        for (let d = Math.floor(open / DAY_S); d < this.days && d * DAY_S < close; d++) {
          const a = Math.max(open, d * DAY_S);
          const b = Math.min(close, (d + 1) * DAY_S);
          if (b <= a) continue;
          dayCost[d] = (b - a) * rate;
          capGpuS[d] = (b - a) * gpus;
        }
        beyond = Math.max(0, close - Math.max(open, H)) * rate;
      } else {
        const bm = p.billingMonths;
        for (let m = 0; m + 1 < bm.length; m++) {
          const ms = bm[m]!;
          const me = bm[m + 1]!;
          const rate = (p.committedInstances * p.perServerMonthMicro) / (me - ms);
          for (let d = Math.floor(ms / DAY_S); d < this.days && d * DAY_S < me; d++) {
            const a = Math.max(ms, d * DAY_S);
            const b = Math.min(me, (d + 1) * DAY_S);
            if (b <= a) continue;
            dayCost[d]! += (b - a) * rate;
            capGpuS[d]! += (b - a) * gpus;
          }
          beyond += Math.max(0, me - Math.max(ms, H)) * rate;
        }
      }
      this.poolBeyondHorizon[p.index] = Math.round(beyond);
      let poolTotal = 0;
      let poolIdle = 0;
      for (let d = 0; d < this.days; d++) {
        if (capGpuS[d] === 0) continue;
        const cost = Math.round(dayCost[d]!);
        let shared = 0;
        for (let w = 0; w < nw; w++) {
          const u = cu[d * nw + w]!;
          if (u === 0) continue;
          const share = Math.floor((cost * u) / capGpuS[d]!);
          this.workloadCost[w]! += share;
          this.poolWorkloadCost[p.index * nw + w]! += share;
          shared += share;
        }
        const idle = cost - shared;
        poolIdle += idle;
        poolTotal += cost;
        this.dayCost[d]! += cost;
        const poolMonth = p.index * cal.monthKeys.length + cal.monthOfDay[d]!;
        this.poolMonthCost[poolMonth]! += cost;
        this.poolMonthBilledGpuS[poolMonth]! += capGpuS[d]!;
        this.billedGpuSByDay[d]! += capGpuS[d]!;
        this.poolBilledGpuS[p.index]! += capGpuS[d]!;
        // Cash: an upfront share of a reservation is paid at the start; the rest as accrued.
        const accrualCash = p.kind === 'reserved' ? Math.round(cost * (1 - p.upfrontShare)) : notCash !== null ? cost - notCash[d]! : cost;
        this.monthCash[cal.monthOfDay[d]!]! += accrualCash - cost;
      }
      if (p.kind === 'reserved' && p.upfrontShare > 0 && open < H) {
        const fullTerm = (close - open) * p.committedInstances * p.rateMicroPerInstanceS;
        this.monthCash[cal.monthOfDay[Math.floor(open / DAY_S)]!]! += Math.round(p.upfrontShare * fullTerm);
      }
      this.poolCost[p.index]! += poolTotal;
      this.poolIdleCost[p.index]! += poolIdle;
      this.idleCost += poolIdle;
    }
    if (this.savingsPlans.length > 0) {
      const { bills, unused } = billSavingsPlans(this.savingsPlans, this.listCostByHour, cal, {
        dayCost: this.dayCost,
        poolCost: this.poolCost,
        poolMonthCost: this.poolMonthCost,
        workloadCost: this.workloadCost,
        poolWorkloadCost: this.poolWorkloadCost,
        monthCash: this.monthCash,
        nWorkloads: this.nWorkloads,
      });
      this.savingsPlanBills = bills;
      // Commitment left unused in its hour is idle commitment, as a reservation's idle hours are.
      this.idleCost += unused;
    }
    // Everything else is paid as it accrues.
    for (let d = 0; d < this.days; d++) this.monthCash[cal.monthOfDay[d]!]! += this.dayCost[d]!;
  }
}

/** Spreads `gpus` (GPUs, or micro-units a second) held over [a, b) onto hourly buckets (past the end onto the last). */
function addByHour(byHour: Float64Array, a: number, b: number, gpus: number): void {
  const last = byHour.length - 1;
  if (last < 0) return;
  let t = a;
  let h = Math.min(last, Math.floor(a / HOUR_S));
  while (t < b) {
    const end = h >= last ? b : Math.min(b, (h + 1) * HOUR_S);
    byHour[h]! += (end - t) * gpus;
    t = end;
    h++;
  }
}

/** Billed seconds for an instance held `span` seconds: rounded up to the granularity, at least the minimum. */
export function billedSeconds(span: number, granularityS: number, minimumS: number): number {
  const rounded = Math.ceil(span / granularityS) * granularityS;
  return Math.max(minimumS, rounded);
}
