import { HOURS_PER_WEEK } from '@shared/scenario';
import { activeEnd, HOUR_S, isActive, nextActive, type Intervals } from './calendar';
import type { Rng } from './prng';

/**
 * Poisson arrivals whose rate is constant within each hour of the week (a non-homogeneous
 * Poisson process with a piecewise-constant rate), sampled exactly by the time change: the
 * expected arrivals between two arrivals, Λ(t₂) − Λ(t₁), are a standard exponential draw, so
 * each arrival spends one draw walking forward hour by hour until that much rate has passed.
 * Time outside the workload's active phases has rate 0. Hours with no rate cost no draws.
 */

/** An hour-of-week profile compiled against the scenario's calendar. */
export interface HourOfWeekProfile {
  /** Arrivals a second in each hour of the week, Monday 00:00–01:00 first. */
  ratePerS: Float64Array;
  /** Hour of the week of time 0 (local midnight of the start date): 24 × days since Monday. */
  hourAtZero: number;
}

/** The profile of `perHour` (arrivals an hour) for a start date whose weekday is `weekday` (0 = Sunday, as in calendar.ts). */
export function hourOfWeekProfile(perHour: readonly number[], weekday: number): HourOfWeekProfile {
  return {
    ratePerS: Float64Array.from(perHour, (r) => r / HOUR_S),
    // Monday-first, as the job import's hourOfWeek reads a log's wall clock.
    hourAtZero: ((weekday + 6) % 7) * 24,
  };
}

/**
 * The first arrival after time `from` (seconds, fractional), or Infinity when none comes
 * before `horizonS`. One standard exponential draw from `rng` for each arrival.
 */
export function nextHourOfWeekArrival(from: number, rng: Rng, profile: HourOfWeekProfile, active: Intervals, horizonS: number): number {
  let need = rng.standardExponential();
  let t = from;
  for (;;) {
    if (!isActive(active, t)) t = nextActive(active, t);
    if (t >= horizonS) return Infinity;
    const hour = Math.floor(t / HOUR_S);
    const end = Math.min((hour + 1) * HOUR_S, activeEnd(active, t), horizonS);
    const rate = profile.ratePerS[(hour + profile.hourAtZero) % HOURS_PER_WEEK]!;
    const mass = rate * (end - t);
    if (rate > 0 && mass >= need) return t + need / rate;
    need -= mass;
    t = end;
  }
}
