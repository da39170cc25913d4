import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { galleryThemes } from './pages/looks';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { SHELL_TEXT, type ShellLanguage } from './pages/shell-text';

/**
 * Screenshots of every screen in both languages and both themes, for a person to look at
 * (cut-off text, overlaps, untranslated strings). Written to test-results/screenshots/,
 * which is not committed. Assertions here only make sure each screen has rendered.
 * Each screen is loaded once and read in every language and theme in turn, switched in place.
 */
const SCREENSHOT_DIR = 'test-results/screenshots';

const SCREENS = [
  { id: 'overview', path: '/', heading: 'homeHeading' },
  { id: 'settings', path: '/settings', heading: 'settingsHeading' },
] as const;
const LANGUAGES: ShellLanguage[] = ['en', 'zh-CN'];
const LOOKS = LANGUAGES.flatMap((language) => galleryThemes(language).map((theme) => ({ language, theme })));

/** Grows the window to the page's height, so the fixed navigation spans the whole image. */
async function captureWholePage(page: Page, name: string): Promise<void> {
  // Back to the normal size first: the previous look's capture grew the window.
  await page.setViewportSize({ width: 1280, height: 800 });
  const width = page.viewportSize()?.width ?? 1280;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

test.beforeAll(async () => {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});

for (const screen of SCREENS) {
  test(`${screen.id} in ${LOOKS.map(({ language, theme }) => `${language} ${theme}`).join(', then ')}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await seedPreferences(page, LOOKS[0]!);
    const shell = new AppShell(page);
    await shell.open(screen.path);
    for (const [index, { language, theme }] of LOOKS.entries()) {
      if (index > 0) await changePreferencesElsewhere(page, { language, theme });
      await expect(shell.heading).toHaveText(SHELL_TEXT[language][screen.heading]);
      await shell.expectColorScheme(theme);
      await captureWholePage(page, `${screen.id}-${language}-${theme}`);
    }
  });
}

test('narrow window with navigation open (en, then zh-CN)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 400, height: 760 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  await shell.open('/');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/overview-en-narrow.png` });
  await shell.openNarrowNavigation();
  await expect(shell.navLink(SHELL_TEXT.en.settings)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/navigation-en-narrow.png` });
  // The open navigation stays open across the switch; close it to picture the page bare, then reopen.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'light' });
  await page.keyboard.press('Escape');
  await expect(shell.navLink(SHELL_TEXT['zh-CN'].settings)).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/overview-zh-CN-narrow.png` });
  await shell.openNarrowNavigation();
  await expect(shell.navLink(SHELL_TEXT['zh-CN'].settings)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/navigation-zh-CN-narrow.png` });
});
