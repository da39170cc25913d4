import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';
import { themesFor } from './pages/looks';

/**
 * Where the work ran, as a planner reads it: the shared bare-metal server example, run; the
 * jobs table names the pool each fine-tune ran on, the pool table shows the server's use by
 * workload and its idle part, and the GPUs chart draws the server's busy GPUs. In both
 * languages, with screenshots of the detail section for a person to check. The scenario is
 * made and run once, in English; the results and the editor are read in both languages, the
 * preferences changed as from another window of the app (no reload).
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/where-work-ran';
const shared = templateFile('08-');
const TEMPLATE_NAME = String(shared.document.name);
const SERVER = '8x A100 server (物理服务器)';

const TEXT = {
  en: {
    poolsColumn: 'Workload · ran on',
    poolTable: /^Where the work ran: /,
    workloads: [
      'Developer machines (开发机)',
      'Model API (在线推理)',
      'Weekly fine-tune (每周微调)',
    ],
    idle: 'Idle (paid, not used)',
    busy: `${SERVER}: GPUs busy`,
    oneUnit: 'One piece of work per server',
    oneUnitElastic: 'One piece of work per instance',
  },
  'zh-CN': {
    poolsColumn: '工作负载 · 运行于',
    poolTable: /^工作在哪里运行：/,
    idle: '闲置（已付费、未使用）',
    busy: `${SERVER}：占用的 GPU`,
    oneUnit: '每台服务器只运行一项工作',
    oneUnitElastic: '每个实例只运行一项工作',
  },
} as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The jobs table, the pool table and the GPUs chart of the run, in the screen's language and theme. */
async function checkResults(page: Page, language: ResultsLanguage, theme: 'light' | 'dark'): Promise<void> {
  const text = TEXT[language];
  // Jobs: a "ran on" column naming the shared server for every fine-tune.
  const jobs = page.getByTestId('jobs-table');
  await expect(jobs.getByRole('columnheader', { name: text.poolsColumn })).toBeVisible();
  const cells = jobs.getByTestId('job-pools');
  await expect(cells).toHaveCount(25); // the first page of 52 weekly fine-tunes
  for (const cell of await cells.all()) await expect(cell).toHaveText(SERVER);

  // Pools: the server's use by each workload, and the part nobody used.
  const pools = page.getByTestId('pool-usage');
  await expect(pools.getByRole('heading', { name: text.poolTable })).toBeVisible();
  const serverRows = pools.getByTestId('pool-usage-row').filter({ has: page.getByText(SERVER) });
  await expect(serverRows).toHaveCount(1); // the pool's name spans its rows, in the first
  // The scenario was made from the template in English: its workloads keep their English
  // names in Chinese too.
  for (const workload of TEXT.en.workloads) await expect(pools.getByRole('cell', { name: workload, exact: true })).toBeVisible();
  await expect(pools.getByRole('cell', { name: text.idle, exact: true })).toBeVisible();

  // GPUs chart: a line of the server's busy GPUs, in the legend.
  await expect(page.getByTestId('chart-demand').getByText(text.busy)).toBeVisible();

  await page.getByTestId('chart-demand').scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.getByTestId('chart-demand').screenshot({ path: `${SHOTS}/gpus-chart-${language}-${theme}.png` });
  await pools.screenshot({ path: `${SHOTS}/pool-usage-${language}-${theme}.png` });
  await jobs.screenshot({ path: `${SHOTS}/jobs-${language}-${theme}.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The editor's strategies: the shared strategy's server is shared by GPU, the other's is not. */
async function checkEditor(page: Page, editor: EditorPage, language: ResultsLanguage, theme: 'light' | 'dark'): Promise<void> {
  const text = TEXT[language];
  await editor.openSection('strategies');
  await editor.strategyTabs.nth(0).click();
  const oneUnit = page.getByRole('main').getByRole('switch', { name: text.oneUnit });
  await expect(oneUnit).toHaveCount(1); // the bare-metal pool
  await expect(oneUnit).not.toBeChecked();
  // The on-demand pools (one-GPU VMs, the hourly 8-GPU server) share instances by default too.
  const oneUnitElastic = page.getByRole('main').getByRole('switch', { name: text.oneUnitElastic });
  await expect(oneUnitElastic).toHaveCount(2);
  for (const s of await oneUnitElastic.all()) await expect(s).not.toBeChecked();
  await oneUnitElastic.last().scrollIntoViewIfNeeded();
  await page
    .getByRole('main')
    .locator('section', { has: page.getByRole('switch', { name: text.oneUnitElastic }) })
    .last()
    .screenshot({ path: `${SHOTS}/editor-elastic-pool-${language}-${theme}.png` });
  await editor.strategyTabs.nth(1).click();
  await expect(oneUnit).toBeChecked();
  await oneUnit.scrollIntoViewIfNeeded();
  await page
    .getByRole('main')
    .locator('section', { has: page.getByRole('switch', { name: text.oneUnit }) })
    .last()
    .screenshot({ path: `${SHOTS}/editor-pool-${language}-${theme}.png` });
}

test(`the jobs table and the pool table say where work ran (en ${themesFor('en')[0]}, then zh-CN ${themesFor('zh-CN')[0]})`, async ({ page }) => {
  test.setTimeout(150_000);
  const problems = collectPageProblems(page);
  const first = { language: 'en', theme: themesFor('en')[0]! } as const;
  const second = { language: 'zh-CN', theme: themesFor('zh-CN')[0]! } as const;
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, first);
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, first.language);
  const results = new ResultsPage(shell, first.language);

  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
  await library
    .row(name)
    .getByRole('link', { name: library.text.results(name) })
    .click();
  await results.runToEnd();
  await checkResults(page, first.language, first.theme);
  await expect(results.editLink).toBeVisible();

  // The same run read in Chinese and dark, switched as from another window (no reload); then
  // its editor, opened in Chinese, and read again in English.
  await changePreferencesElsewhere(page, second);
  await checkResults(page, second.language, second.theme);
  const zhEditor = new EditorPage(shell, second.language);
  await new ResultsPage(shell, second.language).editLink.click();
  await zhEditor.expectOpen(name);
  await checkEditor(page, zhEditor, second.language, second.theme);
  await changePreferencesElsewhere(page, first);
  const editor = new EditorPage(shell, first.language);
  await editor.expectOpen(name);
  await checkEditor(page, editor, first.language, first.theme);
  expect(problems).toEqual([]);
});
