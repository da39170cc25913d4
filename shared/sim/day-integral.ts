import { DAY_S } from './calendar';

/**
 * Per-day integrals of step functions in O(1) per change: a rate change of w at second t
 * adds w x (end of its day - t) to that day and w x 86,400 to every later day (kept as a
 * difference array, summed once at the end). Changes at or after the horizon are dropped,
 * so intervals are clipped to it. Values are integers (GPUs x seconds), exact in float64.
 * The "day" may be any whole number of seconds (`spanS`): the shared pools' timeline keeps
 * hours or quarter-days the same way.
 */
export class DayIntegral {
  private readonly partial: Float64Array;
  private readonly delta: Float64Array;
  /** The first second past the last day. */
  private readonly endS: number;

  constructor(
    private readonly days: number,
    private readonly width = 1,
    private readonly spanS = DAY_S,
  ) {
    this.partial = new Float64Array(days * width);
    this.delta = new Float64Array((days + 1) * width);
    this.endS = days * spanS;
  }

  /** Adds `weight` per second over [a, b) to column `col`. */
  add(a: number, b: number, weight: number, col = 0): void {
    this.addOnDays(a, this.dayOf(a), b, this.dayOf(b), weight, col);
  }

  /** add() with the days of a and b from dayOf(), for one interval added to several integrals. */
  addOnDays(a: number, dayA: number, b: number, dayB: number, weight: number, col: number): void {
    if (b <= a || weight === 0) return;
    this.point(a, dayA, weight, col);
    this.point(b, dayB, -weight, col);
  }

  /** The day of second t, or `days` when t is at or past the end of the last day (the change is dropped). */
  dayOf(t: number): number {
    // Times are whole seconds in [0, endS), far below 2^31: integer day arithmetic is exact.
    return t < this.endS ? (t / this.spanS) | 0 : this.days;
  }

  private point(t: number, d: number, w: number, col: number): void {
    if (d >= this.days) return;
    const k = this.width;
    const i = d * k + col;
    this.partial[i]! += w * ((d + 1) * this.spanS - t);
    this.delta[i + k]! += w;
  }

  /** The integral per day (and column): out[d * width + col]. */
  totals(): Float64Array {
    const k = this.width;
    const out = new Float64Array(this.days * k);
    for (let col = 0; col < k; col++) {
      let rate = 0;
      for (let d = 0; d < this.days; d++) {
        rate += this.delta[d * k + col]!;
        out[d * k + col] = rate * this.spanS + this.partial[d * k + col]!;
      }
    }
    return out;
  }
}
