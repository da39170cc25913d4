import type { Page } from '@playwright/test';

/**
 * Where the app keeps its preferences. Pinned here on purpose: renaming a key would make
 * every user lose their choice, and this should fail a test first.
 */
export const PREFERENCE_KEYS = { language: 'headroom.language', theme: 'headroom.theme' } as const;

export interface Preferences {
  language?: 'system' | 'en' | 'zh-CN';
  theme?: 'system' | 'light' | 'dark';
}

/** Stores preferences before the app starts (on every load of this page), skipping the Settings clicks. */
export async function seedPreferences(page: Page, preferences: Preferences): Promise<void> {
  await page.addInitScript(
    ({ keys, values }) => {
      if (values.language) window.localStorage.setItem(keys.language, values.language);
      if (values.theme) window.localStorage.setItem(keys.theme, values.theme);
    },
    { keys: PREFERENCE_KEYS, values: preferences },
  );
}
