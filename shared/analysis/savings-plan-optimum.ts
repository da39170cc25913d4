import { coverHours, type PlanToCover } from '@shared/sim/savings-plan-cover';

/**
 * The best hourly commitment of a savings plan for a profile of on-demand usage. A plan changes
 * no run, only the bill, so the usage a run had without it is all it takes: the hours of the
 * plan's term (of every seeded run, one after the other), each pool's list cost in each hour.
 *
 * What the plan touches costs, in an hour, the commitment X plus the usage it leaves on demand.
 * As X grows past what covers the pools of the highest discount, each further unit of X buys
 * 1 / rate of a cheaper-discount pool's list cost; past all of the hour's usage it buys nothing.
 * So each hour's cost is convex and piecewise linear in X, and so is their sum: the best X is
 * where the sum's slope turns from negative to positive, at one of the hours' breakpoints
 * (the discounted cost of the first k pools of an hour). The walk below finds it exactly.
 */

export interface UsageProfile {
  /** The pools' rates (share of on-demand), in the order of `listByPoolHour`. */
  rates: readonly number[];
  /** List cost (integer micro-units) of each pool in each hour of the profile. */
  listByPoolHour: readonly Float64Array[];
  hours: number;
}

export interface SavingsPlanPoint {
  /** Commitment per hour (micro-units). */
  commitmentMicro: number;
  /** What the plan touches costs over the profile: commitment plus the usage left on demand (micro-units). */
  totalMicro: number;
  /** All on demand less totalMicro: what the plan saves (negative: it costs more). */
  savingMicro: number;
}

export interface SavingsPlanOptimum {
  best: SavingsPlanPoint;
  /** The largest commitment that still costs no more than no plan (micro-units per hour). */
  breakEvenMicro: number;
  /** The usage all on demand (micro-units). */
  onDemandMicro: number;
  /** Total against commitment, from none to past the break-even and the busiest hour, for a chart; includes the best point. */
  curve: SavingsPlanPoint[];
}

function planOf(profile: UsageProfile, commitmentMicro: number): PlanToCover {
  const pools = profile.rates.map((rate, pool) => ({ pool, rate })).sort((a, b) => a.rate - b.rate || a.pool - b.pool);
  return { commitmentMicro, openHour: 0, closeHour: profile.hours, pools };
}

/** The exact cost over the profile of a plan of `commitmentMicro` an hour (the simulator's own arithmetic). */
export function planTotal(profile: UsageProfile, commitmentMicro: number): SavingsPlanPoint {
  const { plans } = coverHours([planOf(profile, commitmentMicro)], profile.listByPoolHour, profile.hours);
  const p = plans[0]!;
  let commitment = 0;
  let covered = 0;
  let eligible = 0;
  for (let h = 0; h < profile.hours; h++) {
    commitment += p.commitment[h]!;
    covered += p.coveredList[h]!;
    eligible += p.eligibleList[h]!;
  }
  const totalMicro = commitment + eligible - covered;
  return { commitmentMicro, totalMicro, savingMicro: eligible - totalMicro };
}

/** The commitment where the summed slope of the hours' costs turns non-negative (micro-units, whole). */
function slopeMinimum(profile: UsageProfile): number {
  const order = profile.rates.map((rate, pool) => ({ pool, rate })).sort((a, b) => a.rate - b.rate || a.pool - b.pool);
  // Each hour starts with the slope 1 - 1/r of its first pool with usage (1 with none); at each
  // breakpoint it rises to that of the next pool with usage, and finally to 1.
  const steps: { at: number; rise: number }[] = [];
  let slope = 0;
  for (let h = 0; h < profile.hours; h++) {
    let at = 0;
    let current = 1;
    let first = true;
    for (const { pool, rate } of order) {
      const list = profile.listByPoolHour[pool]![h]!;
      if (list <= 0) continue;
      const s = 1 - 1 / rate;
      if (first) {
        slope += s;
        first = false;
      } else {
        steps.push({ at, rise: s - current });
      }
      current = s;
      at += Math.round(list * rate);
    }
    if (first) slope += 1;
    else steps.push({ at, rise: 1 - current });
  }
  if (slope >= 0) return 0;
  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) {
    slope += step.rise;
    if (slope >= 0) return step.at;
  }
  return steps.length > 0 ? steps[steps.length - 1]!.at : 0;
}

/** The busiest hour's usage at the plan's rates: a commitment above it is never wholly used. */
function peakDiscounted(profile: UsageProfile): number {
  let peak = 0;
  for (let h = 0; h < profile.hours; h++) {
    let hour = 0;
    profile.rates.forEach((rate, p) => (hour += Math.round(profile.listByPoolHour[p]![h]! * rate)));
    peak = Math.max(peak, hour);
  }
  return peak;
}

/**
 * The best commitment for the profile, its break-even and a curve. The walk's answer is checked
 * against its whole-micro-unit neighbours (the plan's rounding can move the exact optimum by one).
 */
export function optimiseSavingsPlan(profile: UsageProfile, curvePoints = 16): SavingsPlanOptimum {
  const none = planTotal(profile, 0);
  const onDemandMicro = none.totalMicro;
  const at = slopeMinimum(profile);
  let best = planTotal(profile, at);
  for (const x of [at - 1, at + 1]) {
    if (x < 0) continue;
    const p = planTotal(profile, x);
    if (p.totalMicro < best.totalMicro) best = p;
  }
  if (best.totalMicro > none.totalMicro) best = none;
  // Break-even: past the best the cost only rises; bisect for the last commitment no dearer than none.
  let lo = best.commitmentMicro;
  let hi = Math.max(lo + 1, 1);
  while (planTotal(profile, hi).totalMicro <= onDemandMicro) hi *= 2;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (planTotal(profile, mid).totalMicro <= onDemandMicro) lo = mid;
    else hi = mid;
  }
  const breakEvenMicro = lo;
  const top = Math.max(1, Math.ceil(breakEvenMicro * 1.25), peakDiscounted(profile));
  const xs = new Set<number>([best.commitmentMicro, breakEvenMicro]);
  for (let i = 0; i <= curvePoints; i++) xs.add(Math.round((top * i) / curvePoints));
  const curve = [...xs].sort((a, b) => a - b).map((x) => planTotal(profile, x));
  return { best, breakEvenMicro, onDemandMicro, curve };
}
