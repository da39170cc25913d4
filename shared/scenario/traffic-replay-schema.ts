import { z } from 'zod';

/**
 * A request-rate history kept as it is and replayed over the horizon (format 8), instead of (or
 * before) the weekday/weekend curves. Like a spot trace, it is read against the calendar and
 * what happens past its end is stated, never guessed: `repeat` loops it from its start in whole
 * weeks (so Mondays stay Mondays), `curve` hands over to the curves with their growth. Before
 * `startDay` the curves apply. Growth never applies to replayed points: they are what happened.
 */

/** Steps a replayed series can have, in minutes. */
export const REPLAY_STEP_MINUTES = [5, 15, 60] as const;
export type ReplayStepMinutes = (typeof REPLAY_STEP_MINUTES)[number];
/** Most points of a replayed series: a year of 5-minute steps. */
export const MAX_REPLAY_POINTS = 105_120;
/** Days a series must span to be repeated (a whole week, so weekdays line up). */
export const MIN_REPEAT_DAYS = 7;
export const REPLAY_AFTER_END = ['repeat', 'curve'] as const;
export type ReplayAfterEnd = (typeof REPLAY_AFTER_END)[number];

export const TrafficReplay = z
  .strictObject({
    /** Minutes between the series' points (each holds its rate for the whole step). */
    stepMinutes: z.union([z.literal(5), z.literal(15), z.literal(60)]),
    /** Day of the scenario the first point falls on (its midnight). */
    startDay: z.number().int().min(0).max(36_500).default(0),
    /** Requests per second, one per step. */
    rates: z.array(z.number().finite().min(0)).min(1).max(MAX_REPLAY_POINTS),
    /** What follows the series' end: loop it in whole weeks, or the curves with growth. */
    afterEnd: z.enum(REPLAY_AFTER_END),
    /** Where the series came from (a file name), for the report. */
    source: z.string().max(200).optional(),
  })
  .refine((r) => r.afterEnd !== 'repeat' || (r.rates.length * r.stepMinutes) / 1440 >= MIN_REPEAT_DAYS, {
    message: `repeating needs at least ${MIN_REPEAT_DAYS} days of rates (use afterEnd "curve" for a shorter series)`,
    path: ['afterEnd'],
    params: { key: 'replayTooShortToRepeat' },
  });
export type TrafficReplay = z.infer<typeof TrafficReplay>;
export type TrafficReplayInput = z.input<typeof TrafficReplay>;

/** Days a replayed series spans (a part day counts as a part). */
export const replayDays = (r: Pick<TrafficReplay, 'rates' | 'stepMinutes'>): number => (r.rates.length * r.stepMinutes) / 1440;

/** A replay with every rate multiplied by `factor` (what-if and sensitivity scale traffic). */
export function scaleReplay(r: TrafficReplay, factor: number): TrafficReplay {
  return { ...r, rates: r.rates.map((v) => v * factor) };
}
