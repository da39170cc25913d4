import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { galleryThemes } from './pages/looks';
import { seedPreferences } from './pages/preferences';
import { SHELL_TEXT, type ShellLanguage } from './pages/shell-text';

/**
 * Screenshots of every screen in both languages and both themes, for a person to look at
 * (cut-off text, overlaps, untranslated strings). Written to test-results/screenshots/,
 * which is not committed. Assertions here only make sure each screen has rendered.
 */
const SCREENSHOT_DIR = 'test-results/screenshots';

const SCREENS = [
  { id: 'overview', path: '/', heading: 'homeHeading' },
  { id: 'settings', path: '/settings', heading: 'settingsHeading' },
] as const;
const LANGUAGES: ShellLanguage[] = ['en', 'zh-CN'];

/** Grows the window to the page's height, so the fixed navigation spans the whole image. */
async function captureWholePage(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

test.beforeAll(async () => {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});

for (const language of LANGUAGES) {
  for (const theme of galleryThemes(language)) {
    for (const screen of SCREENS) {
      test(`${screen.id} in ${language}, ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await seedPreferences(page, { language, theme });
        const shell = new AppShell(page);
        await shell.open(screen.path);
        await expect(shell.heading).toHaveText(SHELL_TEXT[language][screen.heading]);
        await shell.expectColorScheme(theme);
        await captureWholePage(page, `${screen.id}-${language}-${theme}`);
      });
    }
  }

  test(`narrow window with navigation open in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 760 });
    await seedPreferences(page, { language, theme: 'light' });
    const shell = new AppShell(page);
    await shell.open('/');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/overview-${language}-narrow.png` });
    await shell.openNarrowNavigation();
    await expect(shell.navLink(SHELL_TEXT[language].settings)).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/navigation-${language}-narrow.png` });
  });
}
