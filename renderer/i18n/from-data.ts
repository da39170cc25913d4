import type { TFunction } from 'i18next';

/**
 * A sentence whose key and values come from a refusal's data. i18next's types check the values of
 * a key only when both are written out, so the unit tests word every code in both languages
 * instead; the command line's English stands in should a key ever be missing.
 */
export const fromData = (t: TFunction, key: string, values: Readonly<Record<string, string>>, english: string): string =>
  t(key, { ...values, defaultValue: english });
