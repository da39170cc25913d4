/**
 * The time zones and currencies the browser knows, with a short fallback list for engines
 * without Intl.supportedValuesOf (older Electron builds, some test runners).
 */

const FALLBACK_ZONES = [
  'UTC',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
];

const FALLBACK_CURRENCIES = ['CNY', 'USD', 'EUR', 'HKD', 'JPY', 'SGD', 'GBP', 'KRW', 'AUD', 'CAD'];

/** The currencies planners here use most, listed first. */
const COMMON_CURRENCIES = ['CNY', 'USD', 'EUR', 'HKD', 'SGD', 'JPY'];

function supported(key: 'timeZone' | 'currency'): string[] | undefined {
  try {
    const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
    return intl.supportedValuesOf?.(key);
  } catch {
    return undefined;
  }
}

let zones: string[] | undefined;
let currencies: string[] | undefined;

/** IANA zones, UTC first (some engines leave it out of their list). */
export function timeZoneOptions(): string[] {
  zones ??= ['UTC', ...(supported('timeZone') ?? FALLBACK_ZONES).filter((zone) => zone !== 'UTC')];
  return zones;
}

export function currencyOptions(): string[] {
  if (!currencies) {
    const all = supported('currency') ?? FALLBACK_CURRENCIES;
    currencies = [...COMMON_CURRENCIES, ...all.filter((code) => !COMMON_CURRENCIES.includes(code))];
  }
  return currencies;
}

/** "CNY · Chinese Yuan" / "CNY · 人民币", in the interface's locale. */
export function currencyLabel(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}
