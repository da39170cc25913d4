import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';

/**
 * "Find the best plan" as a planner uses it on the shipped batch-rendering template (three
 * providers, three GPUs): a 5-second search shows its progress and the best so far, then the
 * frontier with one sentence per plan on why it wins; a second search is cancelled; the best
 * plan is added as a strategy (seen in the editor); the report carries the search. In both
 * languages, English in the light theme and Chinese in the dark one, with screenshots: the walk
 * is made once in English, each screen read again after switching to Chinese and dark in place
 * as from another window (a search of its own, cancelled, shows the clock in Chinese).
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/plan-search';
const BATCH = templateFile('04-');

const TEXT = {
  en: {
    budget: 'Time budget (seconds)',
    run: 'Find the best plan',
    cancel: 'Cancel',
    cancelled: 'The analysis was cancelled.',
    providers: 'Providers',
    elapsed: /^\d+ s of the 5 s budget$/,
    why: /^Why it wins: (Spot covers|A reserved base|Bare-metal servers|A cheaper GPU|Pay-as-you-go only|The fastest plan|A plan no other)/,
    stopped: /^(The time budget ran out after \d+ plans; these are the best found\.|Every plan the bounds left was tried: \d+ plans, \d+ more skipped by a bound\.)$/,
    best: /^Best plan: Plan \d+, cost P50 \$[\d,.]+ \(P10–P90 \$[\d,.]+–\$[\d,.]+\)\. .+\.$/,
    addStrategy: /^Add as strategy: Plan \d+$/,
    added: /^Added “Found plan \d+” to the scenario as version 2\./,
    exportPdf: 'Export PDF…',
    reportHeading: 'The best plan found',
  },
  'zh-CN': {
    budget: '时间预算（秒）',
    run: '寻找最佳方案',
    cancel: '取消',
    cancelled: '分析已取消。',
    providers: '云服务商',
    elapsed: /^已用 \d+ 秒，预算 5 秒$/,
    why: /^胜出原因：(竞价实例承担了|.+的预留基础容量|.+台GPU云物理服务器|更便宜的 GPU|只用按量计费|最快的方案|在成本和速度上)/,
    stopped: /^(尝试 \d+ 个方案后时间预算已用完；以下是找到的最佳方案。|边界之内的方案都已尝试：共 \d+ 个，另有 \d+ 个被边界排除。)$/,
    best: /^最佳方案：方案 \d+，成本 P50 US\$[\d,.]+（P10–P90 US\$[\d,.]+–US\$[\d,.]+）。.+。$/,
    addStrategy: /^添加为策略：方案 \d+$/,
    added: /^已将“搜索到的方案 \d+”作为版本 2 添加到场景中。/,
    exportPdf: '导出 PDF…',
    reportHeading: '找到的最佳方案',
  },
} as const;

async function shoot(page: Page, testId: string, name: string): Promise<void> {
  await page.getByTestId(testId).screenshot({ path: `${SHOTS}/${name}.png` });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The first half's language and theme, and the second's: the same walk read in both. */
const FIRST = { language: 'en', theme: 'light' } as const;
const SECOND = { language: 'zh-CN', theme: 'dark' } as const;

/** The answer: how it stopped, the best plan in a sentence, the chart and why each plan wins. */
async function checkResult(page: Page, language: ResultsLanguage, theme: string): Promise<void> {
  const text = TEXT[language];
  const result = page.getByTestId('plan-search-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('plan-search-stopped')).toHaveText(text.stopped);
  await expect(page.getByTestId('plan-search-best')).toHaveText(text.best);
  await expect(page.getByTestId('plan-frontier-card').locator('svg').first()).toBeVisible();
  const whys = page.getByTestId('plan-why');
  expect(await whys.count()).toBeGreaterThanOrEqual(1);
  for (const why of await whys.all()) await expect(why).toHaveText(text.why);
  await expect(result.locator('[data-testid="plan-row"][data-best="true"]')).toHaveCount(1);
  await shoot(page, 'plan-search', `result-${language}-${theme}`);
}

/** A search started: its clock against the budget, the plans tried and the best so far. */
async function startSearch(page: Page, language: ResultsLanguage, theme: string): Promise<void> {
  const text = TEXT[language];
  const section = page.getByTestId('plan-search');
  await section.getByRole('button', { name: text.run, exact: true }).click();
  const progress = page.getByTestId('plan-search-progress');
  await expect(progress).toBeVisible();
  await expect(page.getByTestId('plan-search-elapsed')).toHaveText(text.elapsed);
  await expect(page.getByTestId('plan-frontier-live').or(page.getByTestId('plan-search-result'))).toBeVisible({ timeout: 30_000 });
  if (await progress.isVisible()) await shoot(page, 'plan-search', `progress-${language}-${theme}`);
}

/** Cancel stops a search in flight and says so; the answer already shown stays. */
async function cancelSearch(page: Page, language: ResultsLanguage): Promise<void> {
  const text = TEXT[language];
  const section = page.getByTestId('plan-search');
  const progress = page.getByTestId('plan-search-progress');
  await expect(progress).toBeVisible();
  await progress.getByRole('button', { name: text.cancel, exact: true }).click();
  await expect(progress).toBeHidden();
  await expect(section.getByText(text.cancelled, { exact: true })).toBeVisible();
  await expect(page.getByTestId('plan-search-result')).toBeVisible();
}

/** The report of these results carries the search (kept with the run). */
async function checkReport(page: Page, language: ResultsLanguage, theme: string): Promise<void> {
  const text = TEXT[language];
  const report = page.getByTestId('report');
  await expect(report).toBeVisible();
  const reported = report.locator('[data-section="plan-search"]');
  await expect(reported.getByRole('heading', { name: text.reportHeading })).toBeVisible();
  await expect(reported.getByTestId('report-best-plan')).toBeVisible();
  await expect(reported.getByTestId('report-frontier-chart')).toBeVisible();
  await expect(reported.getByTestId('report-plan-why').first()).toHaveText(text.why);
  await reported.screenshot({ path: `${SHOTS}/report-${language}-${theme}.png` });
}

test('find the best plan, cancel one, add a plan and report it (en light, then zh-CN dark)', async ({ page }) => {
  test.setTimeout(360_000);
  const problems = collectPageProblems(page);
  const text = TEXT[FIRST.language];
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, FIRST);
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, FIRST.language);
  const results = new ResultsPage(shell, FIRST.language);

  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(String(BATCH.document.name));
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await expect(shell.heading).toHaveText(name);
  await results.runToEnd();

  const section = page.getByTestId('plan-search');
  await expect(section).toBeVisible();
  // The offer filter offers the catalog's providers; none chosen allows all.
  await expect(section.getByRole('combobox', { name: text.providers })).toBeVisible();
  await section.getByRole('textbox', { name: text.budget }).fill('5');

  await startSearch(page, FIRST.language, FIRST.theme);
  await checkResult(page, FIRST.language, FIRST.theme);

  // Cancel stops a second search and says so; the first answer stays.
  await section.getByRole('button', { name: text.run, exact: true }).click();
  await cancelSearch(page, FIRST.language);

  // Add the best plan as a strategy: confirmed with the version it made.
  const result = page.getByTestId('plan-search-result');
  const bestRow = result.locator('[data-testid="plan-why-row"][data-best="true"]');
  const add = bestRow.getByRole('button', { name: text.addStrategy });
  await add.click();
  const status = page.getByTestId('plan-add-status');
  await expect(status).toHaveText(text.added);
  await expect(add).toBeDisabled();
  const strategyName = /“(.+)”/.exec((await status.textContent()) ?? '')![1]!;
  await shoot(page, 'plan-search', `added-${FIRST.language}-${FIRST.theme}`);

  // The same screen read in Chinese and dark: the answer, the cancellation and the confirmation
  // (the plan was named in English, so its name reads in English), then a search of its own
  // to see the clock in Chinese, cancelled too.
  await changePreferencesElsewhere(page, SECOND);
  const zh = TEXT[SECOND.language];
  await expect(section.getByRole('combobox', { name: zh.providers })).toBeVisible();
  await expect(section.getByRole('textbox', { name: zh.budget })).toHaveValue('5');
  await checkResult(page, SECOND.language, SECOND.theme);
  await expect(section.getByText(zh.cancelled, { exact: true })).toBeVisible();
  await expect(status).toHaveText(/^已将“Found plan \d+”作为版本 2 添加到场景中。/);
  await expect(bestRow.getByRole('button', { name: zh.addStrategy })).toBeDisabled();
  await shoot(page, 'plan-search', `added-${SECOND.language}-${SECOND.theme}`);
  // (The search may end early when the bounds leave few plans: cancelled at once, as in English.)
  await section.getByRole('button', { name: zh.run, exact: true }).click();
  await expect(page.getByTestId('plan-search-progress')).toBeVisible();
  await expect(page.getByTestId('plan-search-elapsed')).toHaveText(zh.elapsed);
  await shoot(page, 'plan-search', `progress-${SECOND.language}-${SECOND.theme}`);
  await cancelSearch(page, SECOND.language);
  await changePreferencesElsewhere(page, FIRST);

  // The report of these results carries the search, read in English, then in Chinese.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.getByRole('link', { name: text.exportPdf }).click();
  await checkReport(page, FIRST.language, FIRST.theme);
  await changePreferencesElsewhere(page, SECOND);
  await checkReport(page, SECOND.language, SECOND.theme);

  // The editor's strategies hold the added plan, read in Chinese, then in English.
  await page.goBack();
  const zhResults = new ResultsPage(shell, SECOND.language);
  await expect(zhResults.editLink).toBeVisible();
  await zhResults.editLink.click();
  const editor = new EditorPage(shell, SECOND.language);
  await editor.openSection('strategies');
  const tab = editor.strategyTabs.filter({ hasText: strategyName });
  await expect(tab).toHaveCount(1);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('main').screenshot({ path: `${SHOTS}/editor-${SECOND.language}-${SECOND.theme}.png` });
  await changePreferencesElsewhere(page, FIRST);
  await expect(new EditorPage(shell, FIRST.language).strategyTabs.filter({ hasText: strategyName })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('main').screenshot({ path: `${SHOTS}/editor-${FIRST.language}-${FIRST.theme}.png` });
  expect(problems).toEqual([]);
});
