import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * A planner holds the day-peaks service to a P95 target instead of its mean: picks "P95
 * response time" under the latency target in the editor, runs, and reads on each strategy
 * card the share of requests that missed the target beside the time spent over it. The
 * template answers in 2.5 s on average, so with 4 s at P95 about a quarter of requests
 * (23.7 %, as the command line says for the same file) are slower: every strategy misses it.
 * Screenshots of the field and of a card at 1280 x 720 go to test-results/screenshots/. The
 * walk is made once; the editor and the card are read in English and in Chinese, the language
 * changed as from another window of the app (no reload).
 */
const SCREENSHOT_DIR = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots';
const TEMPLATE_NAME = String(templateFile('inference-day-peaks').document.name);

const TEXT = {
  en: {
    workloadsTab: 'Workloads',
    statistic: 'Latency target holds',
    p95: 'P95 response time',
    requestMiss: 'Requests that missed the latency target',
    timeMiss: 'Time over the latency target',
    misses: 'Misses targets',
  },
  'zh-CN': {
    workloadsTab: '工作负载',
    statistic: '延迟目标针对',
    p95: 'P95 响应时间',
    requestMiss: '未达标请求占比',
    timeMiss: '超出延迟目标的时间占比',
    misses: '未达标',
  },
} as const;

type Language = keyof typeof TEXT;

/** The statistic field on P95, saved, in the screen's language. */
async function checkStatistic(page: Page, editor: EditorPage, language: Language): Promise<void> {
  const text = TEXT[language];
  const statistic = page.getByRole('main').getByRole('combobox', { name: text.statistic });
  await expect(statistic).toHaveText(text.p95);
  await editor.expectSaved();
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await statistic.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/latency-percentile-editor-${language}.png` });
}

/** The autoscale card: the share of requests that missed the target beside the time over it. */
async function checkCard(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const card = new ResultsPage(new AppShell(page), language).card('autoscale');
  const requestMiss = card.locator('[data-metric="requestMissShare"]');
  await expect(requestMiss.locator('dt')).toHaveText(text.requestMiss);
  await expect(requestMiss.locator('dd')).toHaveText(/^23\.7\s?%$/);
  const timeMiss = card.locator('[data-metric="latencyMissShare"]');
  await expect(timeMiss.locator('dt')).toHaveText(text.timeMiss);
  await expect(timeMiss.locator('dd')).toHaveText(/^100(\.0)?\s?%$/);
  await expect(card).toContainText(text.misses);
  await requestMiss.locator('dd').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/latency-percentile-results-${language}.png` });
}

test(`a P95 latency target is set in the editor and its missed requests read in results (en, then zh-CN)`, async ({ page }) => {
  test.setTimeout(90_000);
  const en = TEXT.en;
  const zh = TEXT['zh-CN'];
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
  await library.row(name).getByRole('link', { name, exact: true }).click();
  const editor = new EditorPage(shell, 'en');
  await editor.expectOpen(name);
  await page.getByRole('tab', { name: en.workloadsTab, exact: true }).click();

  const statistic = page.getByRole('main').getByRole('combobox', { name: en.statistic });
  await statistic.scrollIntoViewIfNeeded();
  await statistic.click();
  await page.getByRole('option', { name: en.p95, exact: true }).click();
  await checkStatistic(page, editor, 'en');

  // The same editor read in Chinese, switched as from another window (no reload): the tab, the
  // field on P95 and its list in Chinese (P95 picked there again); the run started in Chinese.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  const zhEditor = new EditorPage(shell, 'zh-CN');
  await expect(page.getByRole('tab', { name: zh.workloadsTab, exact: true })).toHaveAttribute('aria-selected', 'true');
  await checkStatistic(page, zhEditor, 'zh-CN');
  await page.getByRole('main').getByRole('combobox', { name: zh.statistic }).click();
  await page.getByRole('option', { name: zh.p95, exact: true }).click();
  await checkStatistic(page, zhEditor, 'zh-CN');
  await zhEditor.runButton.click();
  await new ResultsPage(shell, 'zh-CN').waitForRun();
  await checkCard(page, 'zh-CN');
  // The same run read in English.
  await changePreferencesElsewhere(page, { language: 'en' });
  await checkCard(page, 'en');
  expect(problems).toEqual([]);
});
