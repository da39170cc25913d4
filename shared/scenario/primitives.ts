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

/** A random quantity. `fixed` is a constant; the others are sampled from the run's seeded PRNG. */
export const Distribution = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('fixed'), value: NonNegative }),
  z.strictObject({ type: z.literal('exponential'), mean: Positive }),
  /** Lognormal given by its mean and coefficient of variation (std / mean), easier to state than mu/sigma. */
  z.strictObject({ type: z.literal('lognormal'), mean: Positive, cv: z.number().finite().min(0).max(10) }),
  z
    .strictObject({ type: z.literal('uniform'), min: NonNegative, max: NonNegative })
    .refine((d) => d.max >= d.min, { message: 'max must be at least min', path: ['max'], params: { key: 'maxBelowMin' } }),
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
]);
export type Arrivals = z.infer<typeof Arrivals>;

/** A price as entered by a planner, with where it came from and when: prices move. */
export const PriceSource = z.strictObject({
  asOf: IsoDate,
  source: z.string().min(1).max(500),
  status: z.enum(['sourced', 'secondary', 'estimate', 'claim', 'user']).default('user'),
});
