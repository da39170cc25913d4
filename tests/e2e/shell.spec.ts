import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { collectPageProblems } from './pages/page-problems';
import { SettingsScreen } from './pages/settings-screen';
import { LANGUAGE_NAMES, SHELL_TEXT } from './pages/shell-text';

const en = SHELL_TEXT.en;
const zh = SHELL_TEXT['zh-CN'];

test.describe('app shell on an English system', () => {
  test.use({ locale: 'en-US', colorScheme: 'light' });

  test('navigates between Overview and Settings without errors', async ({ page }) => {
    const problems = collectPageProblems(page);
    const shell = new AppShell(page);
    await shell.open();
    await expect(shell.heading).toHaveText(en.homeHeading);
    await expect(shell.navLink(en.overview)).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(`${en.overview} · Headroom`);

    await shell.goTo(en.settings);
    await expect(shell.heading).toHaveText(en.settingsHeading);
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(page).toHaveTitle(`${en.settings} · Headroom`);

    await page.goBack();
    await expect(shell.heading).toHaveText(en.homeHeading);

    expect(problems).toEqual([]);
  });

  test('shows the four pools and the one idea on the overview', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open();
    const main = page.getByRole('main');
    for (const pool of ['On-demand', 'Reserved', 'Spot', 'Bare metal']) {
      await expect(main.getByRole('heading', { level: 3, name: pool })).toBeVisible();
    }
    await expect(
      main.getByText('Compare the cost of finished work, not the hourly price.'),
    ).toBeVisible();
  });

  test('switches to Simplified Chinese, keeps it after a reload, and switches back', async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    const shell = new AppShell(page);
    const settings = new SettingsScreen(shell);
    await shell.open('/settings');
    await expect(settings.radio('System (English)')).toBeChecked();

    await settings.choose(LANGUAGE_NAMES['zh-CN']);
    await expect(shell.heading).toHaveText(zh.settingsHeading);
    await expect(shell.navLink(zh.overview)).toBeVisible();
    await expect(shell.navLink(zh.settings)).toBeVisible();
    await shell.expectLanguage('zh-CN');
    await expect(settings.localePreview).toContainText('¥1,234,567.50');
    await expect(settings.localePreview).toContainText('2026年3月31日');

    await shell.goTo(zh.overview);
    await expect(shell.heading).toHaveText(zh.homeHeading);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 3, name: '竞价实例' }),
    ).toBeVisible();

    await shell.reload();
    await expect(shell.heading).toHaveText(zh.homeHeading);
    await expect(shell.navLink(zh.settings)).toBeVisible();
    await shell.expectLanguage('zh-CN');

    await shell.goTo(zh.settings);
    await expect(settings.radio(LANGUAGE_NAMES['zh-CN'])).toBeChecked();
    await settings.choose(LANGUAGE_NAMES.en);
    await expect(shell.heading).toHaveText(en.settingsHeading);
    await expect(shell.navLink(en.overview)).toBeVisible();
    await shell.expectLanguage('en');
    await expect(settings.localePreview).toContainText('CN¥1,234,567.50');
    await expect(settings.localePreview).toContainText('March 31, 2026');

    expect(problems).toEqual([]);
  });

  test('keeps the dark theme after a reload', async ({ page }) => {
    const shell = new AppShell(page);
    const settings = new SettingsScreen(shell);
    await shell.open('/settings');
    await shell.expectColorScheme('light');

    await settings.choose(en.themeDark);
    await shell.expectColorScheme('dark');
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    expect(darkBackground).toBe('rgb(15, 21, 27)');

    await shell.reload();
    await shell.expectColorScheme('dark');
    await expect(settings.radio(en.themeDark)).toBeChecked();

    await settings.choose(en.themeLight);
    await shell.expectColorScheme('light');
  });

  test('follows the system colour scheme while the theme is "System"', async ({ page }) => {
    const shell = new AppShell(page);
    const settings = new SettingsScreen(shell);
    await shell.open('/settings');
    await expect(settings.radio(en.themeSystem)).toBeChecked();

    await page.emulateMedia({ colorScheme: 'dark' });
    await shell.expectColorScheme('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await shell.expectColorScheme('light');
  });

  test('shows "not found" for an unknown address, with a way back', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open('/no-such-screen');
    await expect(shell.heading).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the overview' }).click();
    await expect(shell.heading).toHaveText(en.homeHeading);
  });
});

test.describe('app shell on a Chinese system', () => {
  test.use({ locale: 'zh-CN' });

  test('starts in Simplified Chinese without being told', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open();
    await expect(shell.heading).toHaveText(zh.homeHeading);
    await shell.expectLanguage('zh-CN');

    await shell.goTo(zh.settings);
    await expect(new SettingsScreen(shell).radio('跟随系统（简体中文）')).toBeChecked();
  });
});

test.describe('app shell in a narrow window', () => {
  test.use({ locale: 'en-US', viewport: { width: 420, height: 800 } });

  test('opens the navigation from the menu button', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open();
    await expect(shell.navigation).toBeHidden();
    await shell.openNarrowNavigation();
    await shell.navLink(en.settings).click();
    await expect(shell.heading).toHaveText(en.settingsHeading);
    // Following a link closes the overlay.
    await expect(shell.navigation).toBeHidden();
  });
});
