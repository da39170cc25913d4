import { mkdir } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { EditorPage } from './pages/editor-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { WhatIfPanel } from './pages/what-if-panel';
import type { WhatIfLanguage } from './pages/what-if-text';
import { layoutSettled } from './pages/layout-settled';

/**
 * Small layout traps at the window sizes people use (1280×720 and 1024×768), both languages:
 * the monthly chart's bar after the horizon keeps its label, the what-if chart's y-axis title
 * is whole, and the library toolbar's buttons stay on one line. Pictures for a person to check.
 * The walk is made once, in English; each screen is read in Chinese too, the language changed
 * as from another window of the app (no reload).
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/layout-traps';
/** The 28-day inference example: a one-year reservation runs on past its horizon. */
const inference = templateFile('03-');
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
] as const;

/** Written out here, not imported from the app, so a missing translation fails. */
const TEXT = {
  en: { afterHorizon: 'After thehorizon', whatIfAxis: 'Cumulative cost (USD)' },
  'zh-CN': { afterHorizon: '规划期后', whatIfAxis: '累计成本（USD）' },
} as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/**
 * Whether `inner`'s box lies wholly inside `outer`'s (to the pixel), once the chart has drawn
 * itself at the new size: it measures its container a frame or more after a resize, later on a
 * busy machine, so the boxes are read until they agree or five seconds pass.
 */
async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  await expect(async () => {
    const a = (await inner.boundingBox())!;
    const b = (await outer.boundingBox())!;
    expect(a.x).toBeGreaterThanOrEqual(b.x - 1);
    expect(a.y).toBeGreaterThanOrEqual(b.y - 1);
    expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 1);
    expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 1);
  }).toPass({ timeout: 5_000 });
}

async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // Charts measure their container after a resize.
  await layoutSettled(page);
}

/** The library toolbar in the interface language: every button one line high, the same as its neighbours. */
async function checkToolbar(page: Page, language: WhatIfLanguage): Promise<void> {
  const toolbar = page.getByRole('toolbar');
  for (const size of SIZES) {
    await resize(page, size);
    const heights = await toolbar
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height));
    expect(heights.length).toBe(5);
    for (const height of heights) expect(height).toBeLessThanOrEqual(40);
    await toolbar.screenshot({ path: `${SHOTS}/toolbar-${language}-${size.width}.png` });
  }
}

/** The monthly chart's last bar, after the horizon, keeps its label in the interface language. */
async function checkMonthly(page: Page, language: WhatIfLanguage): Promise<void> {
  const monthly = page.getByTestId('chart-monthly-cost');
  for (const size of SIZES) {
    await resize(page, size);
    await monthly.scrollIntoViewIfNeeded();
    const ticks = monthly.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    // Two lines (tspans) in English, so the text has no space between them.
    await expect(ticks.last()).toHaveText(TEXT[language].afterHorizon);
    await expect(ticks.last()).toBeVisible();
    await expectInside(ticks.last(), monthly.locator('svg:has(.MuiChartsAxis-root)'));
    await monthly.screenshot({ path: `${SHOTS}/monthly-${language}-${size.width}.png` });
  }
}

/** The what-if chart's y-axis title is whole, in the interface language. */
async function checkWhatIfAxis(page: Page, language: WhatIfLanguage): Promise<void> {
  const chart = page.getByTestId('what-if-cost-chart');
  for (const size of SIZES) {
    await resize(page, size);
    await chart.scrollIntoViewIfNeeded();
    // Whole height, not squeezed by the answer column that stays in the window.
    await expect.poll(async () => (await chart.boundingBox())!.height).toBeGreaterThan(200);
    const title = chart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-label');
    await expect(title).toHaveText(TEXT[language].whatIfAxis);
    await expectInside(title, chart.locator('svg:has(.MuiChartsAxis-root)'));
    await chart.screenshot({ path: `${SHOTS}/what-if-${language}-${size.width}.png` });
  }
}

test(`charts and toolbar keep their words at small windows (en, then zh-CN)`, async ({ page }) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  const whatIf = new WhatIfPanel(page, 'en');

  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(String(inference.document.name));
  await checkToolbar(page, 'en');

  await library
    .row(name)
    .getByRole('link', { name: library.text.results(name) })
    .click();
  await results.runToEnd();
  // Seven months and more: the bars narrow, and the last one's label must still be there.
  const editor = new EditorPage(shell, 'en');
  await results.editLink.click();
  await editor.field(editor.text.horizon).fill('220');
  await editor.expectSaved();
  await editor.runButton.click();
  await results.waitForRun();
  await checkMonthly(page, 'en');
  // Each chart is read in English, then in Chinese, the language changed as from another window
  // of the app (no reload).
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkMonthly(page, 'zh-CN');
  await changePreferencesElsewhere(page, { language: 'en' });

  await whatIf.open();
  await expect(page.getByTestId('what-if-cost-chart')).toBeVisible({ timeout: 30_000 });
  await checkWhatIfAxis(page, 'en');
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkWhatIfAxis(page, 'zh-CN');

  // The library toolbar in Chinese, back by the navigation.
  await new LibraryPage(shell, 'zh-CN').openFromNavigation();
  await checkToolbar(page, 'zh-CN');
  expect(problems).toEqual([]);
});
