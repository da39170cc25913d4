/**
 * Scenario days as calendar dates. The scenario counts days from its start date (day 0 is
 * the start date itself); planners think in dates, so the editor shows both.
 */
import { addDays, isValid, parseISO } from 'date-fns';

/** The start date as a local Date, or undefined while it is not a real date. */
export function parseStartDate(startDate: unknown): Date | undefined {
  if (typeof startDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return undefined;
  const date = parseISO(startDate);
  return isValid(date) ? date : undefined;
}

/** The date of a scenario day (fractions are read as the day they fall in). */
export function dateOfDay(startDate: unknown, day: unknown): Date | undefined {
  const start = parseStartDate(startDate);
  if (!start || typeof day !== 'number' || !Number.isFinite(day)) return undefined;
  return addDays(start, Math.floor(day));
}

export const DAYS_PER_MONTH = 365.25 / 12;

/** A horizon in days as months (under two years) or years, for a hint beside the field. */
export function horizonSpan(
  days: unknown,
): { unit: 'months' | 'years'; value: number } | undefined {
  if (typeof days !== 'number' || !Number.isFinite(days) || days <= 0) return undefined;
  const months = days / DAYS_PER_MONTH;
  return months < 24 ? { unit: 'months', value: months } : { unit: 'years', value: days / 365.25 };
}
