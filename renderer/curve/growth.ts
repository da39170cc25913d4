import { cleanNumber } from './curve-values';
import { parseDecimal } from './parse-decimal';

/** The scenario format's bounds on monthly growth: -90 % to +1000 % a month. */
export const GROWTH_LIMITS = { min: -0.9, max: 10 } as const;

/** How far ahead the preview line looks. */
export const GROWTH_PREVIEW_MONTHS = 12;

/**
 * The peak after `months` whole months of compound growth, as the simulator applies it:
 * rate x (1 + growthPerMonth)^(whole months elapsed).
 */
export function peakAfterMonths(peak: number, growthPerMonth: number, months: number): number {
  if (!Number.isFinite(peak) || peak <= 0) return 0;
  const growth = Number.isFinite(growthPerMonth) ? Math.max(growthPerMonth, -1) : 0;
  return peak * (1 + growth) ** Math.max(0, Math.floor(months));
}

/** 0.05 -> "5"; the text the percent field shows for a stored growth. */
export function growthToPercentText(growthPerMonth: number): string {
  return Number.isFinite(growthPerMonth) ? String(cleanNumber(growthPerMonth * 100)) : '0';
}

export type GrowthInput =
  | { ok: true; growthPerMonth: number }
  | { ok: false; problem: 'notANumber' | 'tooLow' | 'tooHigh' };

/** "5" (percent a month) -> 0.05, or why the text is not a usable growth. Empty means 0. */
export function parseGrowthPercent(text: string): GrowthInput {
  if (text.trim() === '') return { ok: true, growthPerMonth: 0 };
  const percent = parseDecimal(text);
  if (percent === null) return { ok: false, problem: 'notANumber' };
  const growthPerMonth = cleanNumber(percent / 100);
  if (growthPerMonth < GROWTH_LIMITS.min) return { ok: false, problem: 'tooLow' };
  if (growthPerMonth > GROWTH_LIMITS.max) return { ok: false, problem: 'tooHigh' };
  return { ok: true, growthPerMonth };
}

/**
 * What the document holds for typed text: the growth as a fraction even when it is out of
 * bounds, or the text itself when it is not a number, so the scenario's own validation
 * judges it (one source for the field's message, the problem count and Run). Empty is 0.
 */
export function growthForDocument(text: string): number | string {
  if (text.trim() === '') return 0;
  const percent = parseDecimal(text);
  return percent === null ? text : cleanNumber(percent / 100);
}

/** The text the field shows for what the document holds (a number, or text typed earlier). */
export function growthText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? growthToPercentText(value) : '0';
}
