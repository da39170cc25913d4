/**
 * Locale-aware display of numbers, money, percentages and dates. Pure functions of
 * (value, language): screens, charts and tables call these rather than toFixed() or
 * toLocaleString(), so one figure reads the same everywhere in a given language.
 * Intl formatters are cached because charts format thousands of tick labels.
 */
import { format as formatWithPattern } from 'date-fns';
import { enUS, zhCN, type Locale } from 'date-fns/locale';
import type { AppLanguage } from './languages';

/** BCP 47 tags for Intl: "en" alone would leave the region (and so some formats) implicit. */
const INTL_LOCALES: Readonly<Record<AppLanguage, string>> = { en: 'en-US', 'zh-CN': 'zh-CN' };
const DATE_FNS_LOCALES: Readonly<Record<AppLanguage, Locale>> = { en: enUS, 'zh-CN': zhCN };

export function intlLocale(language: AppLanguage): string {
  return INTL_LOCALES[language];
}

export function dateFnsLocale(language: AppLanguage): Locale {
  return DATE_FNS_LOCALES[language];
}

const numberFormatCache = new Map<string, Intl.NumberFormat>();

function numberFormat(language: AppLanguage, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = numberFormatCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(language), options);
    numberFormatCache.set(key, formatter);
  }
  return formatter;
}

export interface NumberFormatOptions {
  /** Digits after the decimal point; defaults to Intl's (0-3 for plain numbers). */
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  /** Short forms for axes and tight cards: "1.2M" in English, "120万" in Chinese. */
  compact?: boolean;
}

function numberOptions(options: NumberFormatOptions): Intl.NumberFormatOptions {
  const result: Intl.NumberFormatOptions = {};
  if (options.minimumFractionDigits !== undefined)
    result.minimumFractionDigits = options.minimumFractionDigits;
  if (options.maximumFractionDigits !== undefined)
    result.maximumFractionDigits = options.maximumFractionDigits;
  if (options.compact) result.notation = 'compact';
  return result;
}

export function formatNumber(
  value: number,
  language: AppLanguage,
  options: NumberFormatOptions = {},
): string {
  return numberFormat(language, numberOptions(options)).format(value);
}

/**
 * Money in a given ISO 4217 currency (a scenario's currency, not the interface language's):
 * CNY shows as "CN¥1,234.50" in English and "¥1,234.50" in Chinese.
 */
export function formatCurrency(
  value: number,
  currency: string,
  language: AppLanguage,
  options: NumberFormatOptions = {},
): string {
  return numberFormat(language, { ...numberOptions(options), style: 'currency', currency }).format(
    value,
  );
}

/** `fraction` is a share of one: 0.125 shows as "12.5%". */
export function formatPercent(
  fraction: number,
  language: AppLanguage,
  options: Pick<NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'> = {
    maximumFractionDigits: 1,
  },
): string {
  return numberFormat(language, { ...numberOptions(options), style: 'percent' }).format(fraction);
}

/**
 * Date patterns per language: medium "Mar 31, 2026" / "2026-03-31" for tables, long
 * "March 31, 2026" / "2026年3月31日" for prose. English long avoids date-fns' ordinal
 * ("31st"), which reads informal in financial documents; date-fns' shortest pattern gives
 * a two-digit year in Chinese, too ambiguous for finance, so no short style is offered.
 */
const DATE_PATTERNS = {
  medium: { en: 'PP', 'zh-CN': 'PP' },
  long: { en: 'MMMM d, yyyy', 'zh-CN': 'PPP' },
  /** A calendar month in prose: "July 2027" / "2027年7月". */
  month: { en: 'MMMM yyyy', 'zh-CN': 'yyyy年M月' },
} as const satisfies Record<string, Record<AppLanguage, string>>;
export type DateStyle = keyof typeof DATE_PATTERNS;

export function formatDate(
  date: Date | number,
  language: AppLanguage,
  style: DateStyle = 'medium',
): string {
  return formatWithPattern(date, DATE_PATTERNS[style][language], {
    locale: dateFnsLocale(language),
  });
}

/** Date with hours and minutes, e.g. "Mar 31, 2026, 2:30 PM" / "2026-03-31 下午 2:30". */
export function formatDateTime(date: Date | number, language: AppLanguage): string {
  return formatWithPattern(date, 'PPp', { locale: dateFnsLocale(language) });
}
