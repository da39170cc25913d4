/**
 * The languages Headroom's interface is written in, and how a stored preference and the
 * system's language become the one language the app shows. Pure, so it is unit-tested.
 */
export const APP_LANGUAGES = ['en', 'zh-CN'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** What the user picked in Settings; "system" follows the OS or browser language. */
export type LanguagePreference = AppLanguage | 'system';
export const LANGUAGE_PREFERENCES: readonly LanguagePreference[] = ['system', ...APP_LANGUAGES];

/**
 * Each language's name in that language. Deliberately not translated: a reader looking for
 * their own language recognises it in its own script.
 */
export const NATIVE_LANGUAGE_NAMES: Readonly<Record<AppLanguage, string>> = {
  en: 'English',
  'zh-CN': '简体中文',
};

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Any Chinese system language (zh, zh-CN, zh-Hans, zh-TW, ...) gets Simplified Chinese,
 * the only Chinese the app has; everything else gets English.
 */
export function detectSystemLanguage(systemLanguage: string | undefined): AppLanguage {
  return systemLanguage?.trim().toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

/** A stored value from an older or tampered store falls back to following the system. */
export function parseLanguagePreference(stored: string | null): LanguagePreference {
  return stored === 'system' || isAppLanguage(stored) ? stored : 'system';
}

export function resolveLanguage(
  preference: LanguagePreference,
  systemLanguage: AppLanguage,
): AppLanguage {
  return preference === 'system' ? systemLanguage : preference;
}
