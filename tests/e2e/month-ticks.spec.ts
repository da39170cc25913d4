import { mkdir } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';

/**
 * A horizon that starts mid-month and crosses month ends: the cost-over-time axis shows the
 * first of each month as a tick (with weeks between on a short horizon, months alone on a
 * longer one), as does the day-by-day GPUs chart, and the monthly chart has a bar per month. Both languages, pictures.
 * The walk is made once: the 59-day results read in English, then in Chinese (the language
 * changed as from another window of the app, the screen following without a reload); the
 * horizon lengthened in Chinese and the 150-day results read in Chinese, then in English.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/month-ticks';
/** Starts 2027-01-04 over 59 days; moved here to start on the 15th. */
const TEMPLATE = 'Fine-tuning: shared GPU instances vs bare-metal';
const START = '2027-01-15';

/** Written out, not taken from the app, so a wrong date format fails. */
const TEXT = {
  en: {
    startDate: 'Start date',
    day: (month: number, day: number) =>
      `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'][month - 1]} ${day}, 2027`,
    month: (month: number) => `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'][month - 1]} 2027`,
  },
  'zh-CN': {
    startDate: '开始日期',
    day: (month: number, day: number) =>
      `2027-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    month: (month: number) => `2027年${month}月`,
  },
} as const;

/** The x axis's tick labels of a chart card, left to right. */
async function xTickLabels(chart: Locator): Promise<string[]> {
  const labels = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  await expect(labels.first()).toBeVisible();
  return (await labels.allTextContents()).map((label) => label.trim());
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The 59-day results' axes, in the default window and a narrow one, in `language`. */
async function check59Days(page: Page, language: ResultsLanguage): Promise<void> {
  const text = TEXT[language];
  const cumulative = page.getByTestId('chart-cumulative-cost');
  const monthly = page.getByTestId('chart-monthly-cost');
  // In the default window and a narrow one, every first of the month keeps its label.
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await cumulative.scrollIntoViewIfNeeded();
    await expect(async () => {
      const ticks = await xTickLabels(cumulative);
      expect(ticks[0]).toBe(text.day(1, 15));
      expect(ticks).toContain(text.day(2, 1));
      expect(ticks).toContain(text.day(3, 1));
      expect(ticks.indexOf(text.day(2, 1))).toBeLessThan(ticks.indexOf(text.day(3, 1)));
    }).toPass({ timeout: 5_000 });
    await cumulative.screenshot({ path: `${SHOTS}/cumulative-59-days-${language}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // The day-by-day GPUs chart shares the axis.
  const demand = page.getByTestId('chart-demand');
  await demand.scrollIntoViewIfNeeded();
  await expect(async () => {
    const demandTicks = await xTickLabels(demand);
    expect(demandTicks).toContain(text.day(2, 1));
    expect(demandTicks).toContain(text.day(3, 1));
  }).toPass({ timeout: 5_000 });
  await demand.screenshot({ path: `${SHOTS}/demand-59-days-${language}.png` });
  await expect(async () => {
    const months = await xTickLabels(monthly);
    expect(months.slice(0, 3)).toEqual([text.month(1), text.month(2), text.month(3)]);
  }).toPass({ timeout: 5_000 });
  await monthly.screenshot({ path: `${SHOTS}/monthly-59-days-${language}.png` });
}

/** The 150-day results' axes: the first of each month alone, February to June, in `language`. */
async function check150Days(page: Page, language: ResultsLanguage): Promise<void> {
  const text = TEXT[language];
  const cumulative = page.getByTestId('chart-cumulative-cost');
  const monthly = page.getByTestId('chart-monthly-cost');
  await cumulative.scrollIntoViewIfNeeded();
  // The run may still be starting when the editor hands over, the 59-day results on screen
  // meanwhile: the axis is read until the 150-day results have replaced them.
  await expect(async () => {
    expect(await xTickLabels(cumulative)).toEqual([2, 3, 4, 5, 6].map((m) => text.day(m, 1)));
  }).toPass({ timeout: 30_000 });
  await cumulative.screenshot({ path: `${SHOTS}/cumulative-150-days-${language}.png` });
  await expect(async () => {
    const longMonths = await xTickLabels(monthly);
    expect(longMonths.slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6].map((m) => text.month(m)));
  }).toPass({ timeout: 10_000 });
  await monthly.screenshot({ path: `${SHOTS}/monthly-150-days-${language}.png` });
}

test(`the cost-over-time axis ticks the first of each month on a horizon from mid-month (en, then zh-CN)`, async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Charts drawn without their transitions, so a picture never catches a line mid-way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const editor = new EditorPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');

  await editor.createFromTemplate(TEMPLATE);
  await page.getByLabel(TEXT.en.startDate, { exact: true }).fill(START);
  await editor.expectSaved();

  // 59 days, 15 January to 14 March: weeks from the start, and the 1st of February and March.
  await editor.runButton.click();
  await results.waitForRun();
  await check59Days(page, 'en');
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await check59Days(page, 'zh-CN');

  // 150 days, to 13 June, set in Chinese (the start date reads the same under its Chinese label).
  const editorZh = new EditorPage(shell, 'zh-CN');
  const resultsZh = new ResultsPage(shell, 'zh-CN');
  await resultsZh.editLink.click();
  await expect(page.getByLabel(TEXT['zh-CN'].startDate, { exact: true })).toHaveValue(START);
  await editorZh.field(editorZh.text.horizon).fill('150');
  await editorZh.expectSaved();
  await editorZh.runButton.click();
  await resultsZh.waitForRun();
  await check150Days(page, 'zh-CN');
  await changePreferencesElsewhere(page, { language: 'en' });
  await check150Days(page, 'en');
  expect(problems).toEqual([]);
});
