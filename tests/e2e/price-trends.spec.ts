import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { WhatIfPanel } from './pages/what-if-panel';
import { WHAT_IF_TEXT } from './pages/what-if-text';

/**
 * Prices that move, as a finance lead uses them on the start-up template: run it, give
 * on-demand prices a trend of −20 % a year in the editor (beside the trend measured from the
 * SkyPilot catalog), run again and read the lower pay-as-you-go cost, then ask the optimiser and
 * read the trend at which its reservation stops paying. In both languages, with screenshots at
 * 1280 × 720 for a person to look at: the walk is made once, the language changed between
 * English and Chinese as from another window of the app (the screen follows without a reload),
 * each screen read in both.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/price-trends';
const STARTUP = templateFile('06-');

const TEXT = {
  en: {
    title: 'Price trends',
    onDemand: 'On-demand',
    measured: /^Measured from the SkyPilot catalog \(AWS, us-east-1\), October 2022 to early 2025: on-demand 0 % a year/,
    runOptimiser: 'Find the best commitment',
    trendLabel: 'On-demand price trend, a year',
    tipping: /^A \d+-month reservation of .+ stops paying if on-demand prices fall faster than \d+% a year \(at the \d+% it is busy in this plan\)\.$/,
  },
  'zh-CN': {
    title: '价格趋势',
    onDemand: '按量计费',
    measured: /^根据 SkyPilot 价格目录（AWS，us-east-1）2022 年 10 月至2025 年初的实测：按量价格每年 0 %/,
    runOptimiser: '寻找最佳承诺',
    trendLabel: '按量计费价格趋势（每年）',
    tipping: /^如果按量价格每年下降超过 \d+%，.+ \d+ 个月预留.+就不再划算（按本方案中 \d+% 的忙碌率计算）。$/,
  },
} as const;

/** "$112,296" or "US$112,296" as a number. */
function amount(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test(`a falling on-demand price lowers pay-as-you-go and says when a reservation stops paying (en, then zh-CN)`, async ({ page }) => {
  test.setTimeout(360_000);
  const problems = collectPageProblems(page);
  const en = TEXT.en;
  const zh = TEXT['zh-CN'];
  await page.setViewportSize({ width: 1280, height: 720 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const editor = new EditorPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  const zhEditor = new EditorPage(shell, 'zh-CN');
  const zhResults = new ResultsPage(shell, 'zh-CN');

  await editor.createFromTemplate(String(STARTUP.document.name));
  await editor.runButton.click();
  await results.waitForRun();
  const before = amount(await results.totalCost('all-on-demand').innerText());
  const reservedBefore = amount(await results.totalCost('all-committed').innerText());

  // The trend in the editor, beside the measured suggestion with its source and dates.
  await results.editLink.click();
  await editor.openSection('general');
  await expect(page.getByText(en.title, { exact: true })).toBeVisible();
  await expect(page.getByTestId('measured-trend')).toHaveText(en.measured);
  await editor.field(en.onDemand).fill('-20');
  await editor.expectSaved();
  await page.getByTestId('measured-trend').scrollIntoViewIfNeeded();
  await shot(page, 'editor-en');

  // The same editor read in Chinese, switched as from another window (no reload): the section,
  // the measured trend and the field holding −20 % say so in Chinese; the run starts in Chinese.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expect(page.getByText(zh.title, { exact: true })).toBeVisible();
  await expect(page.getByTestId('measured-trend')).toHaveText(zh.measured);
  await expect(zhEditor.field(zh.onDemand)).toHaveValue('-20');
  await zhEditor.expectSaved();
  await page.getByTestId('measured-trend').scrollIntoViewIfNeeded();
  await shot(page, 'editor-zh-CN');

  // Pay-as-you-go over the year costs less; the reservation signed on day one does not move.
  await zhEditor.runButton.click();
  // The results of the run before stay on screen until the new run has finished (compared as
  // amounts: the English "$" of the first run reads "US$" in Chinese).
  await expect.poll(async () => amount(await zhResults.totalCost('all-on-demand').innerText()), { timeout: 120_000 }).not.toBe(before);
  await zhResults.waitForRun();
  const after = amount(await zhResults.totalCost('all-on-demand').innerText());
  expect(after / before).toBeGreaterThan(0.85);
  expect(after / before).toBeLessThan(0.95);
  expect(amount(await zhResults.totalCost('all-committed').innerText())).toBe(reservedBefore);

  // The optimiser's reservation, and the on-demand trend at which it stops paying (asked in Chinese).
  const panel = page.getByTestId('decision-panel');
  await panel.getByRole('button', { name: zh.runOptimiser, exact: true }).click();
  await expect(page.getByTestId('optimise-result')).toBeVisible({ timeout: 180_000 });
  const tipping = page.getByTestId('trend-tipping').first();
  await expect(tipping).toHaveText(zh.tipping);
  await tipping.scrollIntoViewIfNeeded();
  await shot(page, 'tipping-zh-CN');
  await expect(page.getByRole('button', { name: WHAT_IF_TEXT['zh-CN'].open })).toBeVisible();

  // Back in English: the same answer read in English, then the what-if opened.
  await changePreferencesElsewhere(page, { language: 'en' });
  await expect(tipping).toHaveText(en.tipping);
  await expect(panel.getByRole('button', { name: en.runOptimiser, exact: true })).toBeVisible();
  await tipping.scrollIntoViewIfNeeded();
  await shot(page, 'tipping-en');

  // The what-if slides the trend from the planned −20 % a year; read in English, then Chinese.
  const whatIf = new WhatIfPanel(page, 'en');
  await whatIf.open();
  const prices = page.getByTestId('what-if-prices');
  await expect(prices).toContainText(en.trendLabel);
  await expect(whatIf.slider('what-if-trend-onDemand')).toHaveAttribute('aria-valuenow', '-0.2');
  await prices.screenshot({ path: `${SHOTS}/what-if-en.png` });
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expect(prices).toContainText(zh.trendLabel);
  await expect(whatIf.slider('what-if-trend-onDemand')).toHaveAttribute('aria-valuenow', '-0.2');
  await prices.screenshot({ path: `${SHOTS}/what-if-zh-CN.png` });
  expect(problems).toEqual([]);
});
