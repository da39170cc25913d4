import type { TrafficReplay } from '@shared/scenario';
import { DAY_S } from './calendar';

const WEEK_S = 7 * DAY_S;

/**
 * A replayed request history read against simulation time: its rate where it covers, what the
 * after-end rule says past its end (a loop of its whole weeks, so each replayed day falls on the
 * weekday it was recorded on, or nothing: the curves take over), and nothing before its start.
 */
export class ReplayedTraffic {
  readonly stepS: number;
  private readonly startS: number;
  private readonly rates: readonly number[];
  /** Points in the whole weeks a repeat loops over (0 = no repeat). */
  private readonly loopPoints: number;

  constructor(replay: TrafficReplay) {
    this.stepS = replay.stepMinutes * 60;
    this.startS = replay.startDay * DAY_S;
    this.rates = replay.rates;
    const pointsPerWeek = WEEK_S / this.stepS;
    this.loopPoints = replay.afterEnd === 'repeat' ? Math.floor(replay.rates.length / pointsPerWeek) * pointsPerWeek : 0;
  }

  /** Requests per second at time t, or null where the curves apply. */
  rateAt(t: number): number | null {
    if (t < this.startS) return null;
    const k = Math.floor((t - this.startS) / this.stepS);
    if (k < this.rates.length) return this.rates[k]!;
    return this.loopPoints > 0 ? this.rates[k % this.loopPoints]! : null;
  }
}
