import { expect, type Page } from '@playwright/test';

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

/**
 * Changes preferences as another window of the app does (a second window, another tab): this
 * page hears the storage event and follows at once, keeping the screen and whatever is open on
 * it, with no reload. Later loads of the page start in the new preferences too. A test walks a
 * screen in one language, then reads the same screen in the other without building it again.
 */
export async function changePreferencesElsewhere(page: Page, preferences: Preferences): Promise<void> {
  await seedPreferences(page, preferences);
  await page.evaluate(
    ({ keys, values }) => {
      const entries: [string, string | undefined][] = [
        [keys.language, values.language],
        [keys.theme, values.theme],
      ];
      for (const [key, value] of entries) {
        if (value === undefined) continue;
        const oldValue = window.localStorage.getItem(key);
        window.localStorage.setItem(key, value);
        window.dispatchEvent(
          new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: window.localStorage, url: window.location.href }),
        );
      }
    },
    { keys: PREFERENCE_KEYS, values: preferences },
  );
  if (preferences.language && preferences.language !== 'system')
    await expect(page.locator('html')).toHaveAttribute('lang', preferences.language);
  if (preferences.theme && preferences.theme !== 'system')
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', preferences.theme);
}
