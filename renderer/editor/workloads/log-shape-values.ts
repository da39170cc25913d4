import { HOURS_PER_WEEK, MAX_EMPIRICAL_VALUES } from '@shared/scenario';

/**
 * The lists a job-history import stores, read from a draft that may hold anything (a file
 * typed by hand or damaged): the list when it has the shape the scenario accepts, else null
 * (the editor's validation names the field then).
 */

const finiteNonNegative = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

/** 168 hourly rates, at least one above 0. */
export function hourlyRatesOf(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length !== HOURS_PER_WEEK || !value.every(finiteNonNegative)) return null;
  return value.some((r) => r > 0) ? value : null;
}

/** 1 to MAX_EMPIRICAL_VALUES sizes. */
export function empiricalValuesOf(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_EMPIRICAL_VALUES) return null;
  return value.every(finiteNonNegative) ? value : null;
}

/** Six significant figures: a converted mean or rate keeps the stored one to well within a rounding. */
export const sixFigures = (x: number): number => Number(x.toPrecision(6));
