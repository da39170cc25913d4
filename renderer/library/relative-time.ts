import { intlLocale } from '../i18n/format';
import type { AppLanguage } from '../i18n/languages';

/** Below this age an edit reads as "just now": counting seconds would make the list flicker. */
export const JUST_NOW_MS = 60_000;

const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; ms: number }[] = [
  { unit: 'year', ms: 365 * 24 * 3_600_000 },
  { unit: 'month', ms: 30 * 24 * 3_600_000 },
  { unit: 'week', ms: 7 * 24 * 3_600_000 },
  { unit: 'day', ms: 24 * 3_600_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
];

export interface RelativeAmount {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
}

/**
 * How long before `now` an instant was, in the largest whole unit (negative = in the past,
 * as Intl.RelativeTimeFormat expects), or null when it is under a minute old. A clock that
 * moved backwards (another device's edit) also reads as just now rather than "in 2 minutes".
 */
export function relativeAmount(then: number, now: number): RelativeAmount | null {
  const age = now - then;
  if (age < JUST_NOW_MS) return null;
  for (const { unit, ms } of UNITS) {
    if (age >= ms) return { value: -Math.floor(age / ms), unit };
  }
  return null;
}

const formatters = new Map<AppLanguage, Intl.RelativeTimeFormat>();

/** "3 minutes ago" / "3分钟前", "yesterday" / "昨天"; null when under a minute (say "just now"). */
export function formatRelativeTime(
  then: number,
  now: number,
  language: AppLanguage,
): string | null {
  const amount = relativeAmount(then, now);
  if (!amount) return null;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
    formatters.set(language, formatter);
  }
  return formatter.format(amount.value, amount.unit);
}
