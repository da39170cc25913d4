import { z } from 'zod';

/** Identifier a scenario uses to refer to its own parts (offers, phases, workloads, pools). */
export const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'letters, digits, "_", "-" or "." (starting with a letter or digit)');

/** Calendar date, YYYY-MM-DD. */
export const IsoDate = z.iso.date();

export const NonNegative = z.number().finite().min(0);
export const Positive = z.number().finite().positive();
export const Fraction = z.number().finite().min(0).max(1);
/** An efficiency multiplier: 1 is ideal, lower is slower. Strictly positive so run times stay finite. */
export const Efficiency = z.number().finite().gt(0).max(1);
export const PositiveInt = z.number().int().positive();
export const NonNegativeInt = z.number().int().min(0);

/** Most values an empirical distribution holds (a longer log is subsampled to this many). */
export const MAX_EMPIRICAL_VALUES = 10_000;
/** Hours in a week: an hour-of-week profile has one rate for each, Monday 00:00–01:00 first. */
export const HOURS_PER_WEEK = 168;

/** A random quantity. `fixed` is a constant; the others are sampled from the run's seeded PRNG. */
export const Distribution = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('fixed'), value: NonNegative }),
  z.strictObject({ type: z.literal('exponential'), mean: Positive }),
  /** Lognormal given by its mean and coefficient of variation (std / mean), easier to state than mu/sigma. */
  z.strictObject({ type: z.literal('lognormal'), mean: Positive, cv: z.number().finite().min(0).max(10) }),
  z
    .strictObject({ type: z.literal('uniform'), min: NonNegative, max: NonNegative })
    .refine((d) => d.max >= d.min, { message: 'max must be at least min', path: ['max'], params: { key: 'maxBelowMin' } }),
  /**
   * The sizes of a job log themselves (format 8): each draw picks one of them, uniformly. At most
   * MAX_EMPIRICAL_VALUES, so a shared file stays small and its mean is cheap to read.
   */
  z.strictObject({ type: z.literal('empirical'), values: z.array(NonNegative).min(1).max(MAX_EMPIRICAL_VALUES) }),
]);
export type Distribution = z.infer<typeof Distribution>;

/** How often something happens, in days from the scenario start (fractions allowed: 0.5 = noon). */
export const Arrivals = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('fixed'), days: z.array(NonNegative).max(100_000) }),
  z.strictObject({
    type: z.literal('recurring'),
    everyDays: Positive,
    firstDay: NonNegative.default(0),
    /** Stop after this many; omitted = until the horizon. */
    count: PositiveInt.optional(),
  }),
  z.strictObject({ type: z.literal('poisson'), perDay: Positive }),
  /**
   * Poisson arrivals whose rate changes by hour of the week (format 8): `perHour[h]` arrivals an
   * hour in hour h, where 0 is Monday 00:00–01:00 on the scenario's clock and 167 is Sunday
   * 23:00–24:00. The rate is constant within each hour.
   */
  z.strictObject({
    type: z.literal('poissonByHourOfWeek'),
    perHour: z
      .array(NonNegative)
      .length(HOURS_PER_WEEK)
      .refine((rates) => rates.some((r) => r > 0), { message: 'at least one hour must have a rate above 0', params: { key: 'noPositiveRate' } }),
  }),
]);
export type Arrivals = z.infer<typeof Arrivals>;

/** A price as entered by a planner, with where it came from and when: prices move. */
export const PriceSource = z.strictObject({
  asOf: IsoDate,
  source: z.string().min(1).max(500),
  status: z.enum(['sourced', 'secondary', 'estimate', 'claim', 'user']).default('user'),
});
