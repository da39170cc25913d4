import { mkdir } from 'node:fs/promises';
import { groupForWorkload, importJobText, trainingPatch } from '@shared/job-import';
import { empiricalMean, hourOfWeekPerDay } from '@shared/scenario';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { themesFor } from './pages/looks';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { damagedJobLogs, jobLogCsv } from '../unit/job-import/generate-job-log';

/**
 * A planner brings the cluster's job history (tests/unit/job-import/generate-job-log.ts: eight
 * weeks on the Beijing clock, three workloads). On the factory template's training workload,
 * "Import job history…" reads the log in a worker; the planner picks the fine-tuning jobs, sees
 * the arrivals by hour of the week (clearly not flat: Poisson by hour of the week is suggested)
 * and the sizes drawn over the log, and Apply stores the log's hourly profile and its 529 sizes
 * themselves, and the log's mix of 4, 8 and 16 GPUs a job, as one undo step. The editor shows both (the week drawn hour by
 * hour, the sizes' mean, P50, P95 and largest). The run afterwards has many more jobs: about 9.5
 * a day instead of the template's one. Then each turns into a kind typed by hand with its mean
 * kept. Screenshots go to test-results/screenshots/.
 * Each walk is made once; its screens and dialogs are read in English (light theme) and in
 * Chinese (dark theme), language and theme changed in place as from another window of the app
 * (the screen, and a dialog open on it, follow without a reload); the walk goes on in the
 * language it is in.
 */
const SCREENSHOT_DIR = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots';
const template = templateFile('factory-weekly-retraining');
const TEMPLATE_NAME = String(template.document.name);
const LOG = jobLogCsv();
const FIT = groupForWorkload(importJobText(LOG, { utcOffsetMinutes: 480, kind: 'training' }), { id: 'llm-finetune', name: '' }).fit!;
const PATCH = trainingPatch(FIT, { arrivals: 'hourOfWeek', size: 'empirical', startDate: String(template.document.startDate) });
const sixFigures = (x: number) => Number(x.toPrecision(6));
/** What "Edit as a flat Poisson rate" and "Edit as lognormal" set: the stored profile's and sizes' means. */
const FLAT_PER_DAY = PATCH.arrivals.type === 'poissonByHourOfWeek' ? sixFigures(hourOfWeekPerDay(PATCH.arrivals.perHour)) : NaN;
const LOGNORMAL_MEAN = PATCH.size.gpuHours.type === 'empirical' ? sixFigures(empiricalMean(PATCH.size.gpuHours.values)) : NaN;

const TEXT = {
  en: { workloadsTab: 'Workloads', open: 'Import job history…', choose: 'Choose file…', offset: 'Clock of times written without a zone', group: 'Jobs of', apply: 'Apply', cancel: 'Cancel', stored: 'The log’s 529 sizes are stored as they are', hourTest: /clearly not flat: chi-square 1,035 against 212\.4 at the 1 % level/, sets: /Apply sets: arrivals Poisson by hour of the week, 9\.\d+ a day on average; size empirical, 529 sizes from the log, mean 50\.89\d? GPU-hours; GPUs a job 4 GPUs: 20\.04%, 8 GPUs: 68\.43%, 16 GPUs: 11\.53%/, gpus: 'GPUs a job: 4 GPUs: 20.04%, 8 GPUs: 68.43%, 16 GPUs: 11.53%. Each job draws its count from this mix.', mixShare: 'Share of jobs with 16 GPUs', regular: 'No fixed period between submissions', rejected: '3 rows rejected', badTime: 'Not a submit time', hourSummary: /9\.\d+ a day on average, 66\.\d+ a week/, sizeSummary: /^529 sizes from the log: mean 50\.9, P50 28\.4, P95 \d+, largest 697 GPU-h\./, toFlat: /^Edit as a flat Poisson rate/, toLognormal: /^Edit as lognormal \(mean 50\.9, CV 1\.41\)/ },
  'zh-CN': { workloadsTab: '工作负载', open: '导入任务历史…', choose: '选择文件…', offset: '未带时区的时间所用的时钟', group: '任务来源', apply: '应用', cancel: '取消', stored: '按原样保存日志中的 529 个规模', hourTest: /日志明显不均匀：卡方统计量 1,035，高于 1% 显著性水平的临界值 212\.4/, sets: /应用后设置：到达规律 按一周各小时的泊松到达，平均每天 9\.\d+ 个；规模 经验分布，取自日志的 529 个规模，均值 50\.89\d? GPU 小时；每个任务的 GPU 数 4 个 GPU：20\.04%，8 个 GPU：68\.43%，16 个 GPU：11\.53%/, gpus: '每个任务的 GPU 数：4 个 GPU：20.04%，8 个 GPU：68.43%，16 个 GPU：11.53%。每个任务按此比例抽取 GPU 数。', mixShare: '使用 16 个 GPU 的任务占比', regular: '提交之间没有固定周期', rejected: '已拒绝 3 行', badTime: '不是有效的提交时间', hourSummary: /平均每天 9\.\d+ 个，每周 66\.\d+ 个/, sizeSummary: /^取自日志的 529 个规模：均值 50\.9，P50 28\.4，P95 \d+，最大 697 GPU 小时/, toFlat: /^改为固定泊松到达率编辑/, toLognormal: /^改为对数正态分布编辑（均值 50\.9，变异系数 1\.41）/ },
} as const;

async function shot(page: Page, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, animations: 'disabled', fullPage: false });
}

/** Jobs of the representative run: the table's pagination says "1–25 of N" (or its Chinese). */
async function jobCount(page: Page): Promise<number> {
  const text = await page.locator('.MuiTablePagination-displayedRows').last().innerText();
  return Number(/(\d[\d,]*)\D*$/.exec(text)![1]!.replace(/,/g, ''));
}

type Language = keyof typeof TEXT;

/** The look each language is read in (English light, Chinese dark), changed in place as from another window. */
async function switchTo(page: Page, language: Language): Promise<EditorPage> {
  await changePreferencesElsewhere(page, { language, theme: themesFor(language)[0]! });
  return new EditorPage(new AppShell(page), language);
}

function tagOf(language: Language): string {
  return `${language}-${themesFor(language)[0]!}`;
}

/** The import dialog's preview of the fine-tuning jobs, in the interface's language. */
async function checkPreview(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: text.group })).toContainText('llm-finetune');
  await expect(dialog.getByTestId('job-import-ks')).toContainText(text.stored);
  await expect(dialog.getByTestId('job-import-hour-test')).toContainText(text.hourTest);
  await expect(dialog.getByTestId('job-import-regular')).toContainText(text.regular);
  await expect(dialog.getByTestId('job-import-sets')).toHaveText(text.sets);
  // The log's GPU mix, as stored: almost a third of these jobs use 4 or 16 GPUs, not the most common 8.
  await expect(dialog.getByTestId('job-import-gpus')).toHaveText(text.gpus);
  await expect(dialog.getByTestId('job-import-arrivals-chart')).toBeVisible();
  await shot(page, `job-import-preview-${tagOf(language)}`);
  await dialog.getByTestId('job-import-sets').scrollIntoViewIfNeeded();
  await shot(page, `job-import-preview-sizes-${tagOf(language)}`);
}

/** The editor shows what the new kinds hold. */
async function checkApplied(page: Page, editor: EditorPage, language: Language): Promise<void> {
  const text = TEXT[language];
  const week = page.getByTestId('hour-of-week-arrivals');
  const sizes = page.getByTestId('empirical-sizes');
  await expect(week).toHaveCount(1);
  await expect(week).toContainText(text.hourSummary);
  await expect(week.getByTestId('hour-of-week-chart')).toBeVisible();
  await expect(sizes.locator('p').first()).toHaveText(text.sizeSummary);
  await expect(page.getByTestId('gpu-mix').getByRole('textbox', { name: text.mixShare })).toHaveValue('11.53');
  await editor.expectSaved();
  await week.scrollIntoViewIfNeeded();
  await shot(page, `job-import-applied-${tagOf(language)}`);
  await sizes.scrollIntoViewIfNeeded();
  await shot(page, `job-import-applied-sizes-${tagOf(language)}`);
}

test(`a job log imported into a training workload, its fit previewed, applied and run (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: themesFor('en')[0]! });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
  await library.row(name).getByRole('link', { name, exact: true }).click();
  let editor = new EditorPage(shell, 'en');
  await editor.expectOpen(name);

  await editor.runButton.click();
  let results = new ResultsPage(shell, 'en');
  await results.waitForRun();
  const before = await jobCount(page);
  await results.editLink.click();
  await editor.expectOpen(name);

  // The dialog opened in English; the clock and the file chosen in Chinese, the preview read in
  // Chinese, then in English with the dialog still open, and applied from the English dialog.
  await page.getByRole('tab', { name: TEXT.en.workloadsTab, exact: true }).click();
  await page.getByRole('button', { name: TEXT.en.open, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: TEXT.en.offset })).toBeVisible();
  await expect(dialog.getByRole('button', { name: TEXT.en.choose, exact: true })).toBeVisible();
  await switchTo(page, 'zh-CN');
  await dialog.getByRole('combobox', { name: TEXT['zh-CN'].offset }).click();
  await page.getByRole('option', { name: 'UTC+08:00', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: TEXT['zh-CN'].choose, exact: true }).click();
  await (await chooser).setFiles({ name: 'jobs.csv', mimeType: 'text/csv', buffer: Buffer.from(LOG) });

  // The workload is named unlike any in the log: all rows first, then the planner picks.
  await dialog.getByRole('combobox', { name: TEXT['zh-CN'].group }).click({ timeout: 30_000 });
  await page.getByRole('option', { name: /^llm-finetune/ }).click();
  await checkPreview(page, 'zh-CN');
  editor = await switchTo(page, 'en');
  await checkPreview(page, 'en');
  await dialog.getByRole('button', { name: TEXT.en.apply, exact: true }).click();
  await expect(dialog).toBeHidden();
  await checkApplied(page, editor, 'en');
  editor = await switchTo(page, 'zh-CN');
  await checkApplied(page, editor, 'zh-CN');

  // One undo step takes the import back; redo brings it again.
  const week = page.getByTestId('hour-of-week-arrivals');
  const sizes = page.getByTestId('empirical-sizes');
  await editor.pressUndo();
  await expect(week).toHaveCount(0);
  await expect(sizes).toHaveCount(0);
  await editor.pressRedo();
  await expect(week).toHaveCount(1);
  await expect(sizes).toHaveCount(1);
  await editor.expectSaved();

  // Run from the Chinese editor; the same results then read in English.
  await editor.runButton.click();
  results = new ResultsPage(shell, 'zh-CN');
  await results.waitForRun();
  await expect.poll(() => jobCount(page), { timeout: 60_000 }).toBeGreaterThan(before * 4);
  await page.locator('.MuiTablePagination-displayedRows').last().scrollIntoViewIfNeeded();
  await shot(page, `job-import-results-${tagOf('zh-CN')}`);
  editor = await switchTo(page, 'en');
  results = new ResultsPage(shell, 'en');
  await expect(results.runButton).toHaveText(results.text.runAgain);
  await expect.poll(() => jobCount(page), { timeout: 60_000 }).toBeGreaterThan(before * 4);
  await shot(page, `job-import-results-${tagOf('en')}`);

  // Each turns into a kind typed by hand, its mean kept: the buttons read in English, then
  // pressed in Chinese.
  await results.editLink.click();
  await editor.expectOpen(name);
  await page.getByRole('tab', { name: TEXT.en.workloadsTab, exact: true }).click();
  await expect(page.getByRole('button', { name: TEXT.en.toFlat })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.en.toLognormal })).toBeVisible();
  editor = await switchTo(page, 'zh-CN');
  await expect(page.getByRole('tab', { name: TEXT['zh-CN'].workloadsTab, exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: TEXT['zh-CN'].toFlat }).click();
  await expect(page.locator(`input[value="${FLAT_PER_DAY}"]`)).toHaveCount(1);
  await page.getByRole('button', { name: TEXT['zh-CN'].toLognormal }).click();
  await expect(page.locator(`input[value="${LOGNORMAL_MEAN}"]`)).toHaveCount(1);
  await expect(page.getByTestId('hour-of-week-arrivals')).toHaveCount(0);
  await expect(page.getByTestId('empirical-sizes')).toHaveCount(0);
  await editor.expectSaved();
  expect(problems).toEqual([]);
});

/** The damaged log's rejected rows, in the interface's language. */
async function checkRejected(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const dialog = page.getByRole('dialog');
  const rejected = dialog.getByTestId('job-import-rejected');
  await expect(rejected).toContainText(text.rejected, { timeout: 30_000 });
  await expect(rejected.getByRole('row').filter({ hasText: text.badTime })).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: text.cancel, exact: true })).toBeVisible();
  await rejected.scrollIntoViewIfNeeded();
  await shot(page, `job-import-rejected-${tagOf(language)}`);
}

test(`a damaged job log lists its rejected rows in the interface language; Cancel changes nothing (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(60_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: themesFor('en')[0]! });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
  await library.row(name).getByRole('link', { name, exact: true }).click();
  let editor = new EditorPage(shell, 'en');
  await editor.expectOpen(name);
  await page.getByRole('tab', { name: TEXT.en.workloadsTab, exact: true }).click();
  await page.getByRole('button', { name: TEXT.en.open, exact: true }).click();
  const dialog = page.getByRole('dialog');
  // The file is chosen from the Chinese dialog; the rejected rows read in Chinese, then in
  // English, and English Cancel closes it.
  await expect(dialog.getByRole('button', { name: TEXT.en.choose, exact: true })).toBeVisible();
  await switchTo(page, 'zh-CN');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: TEXT['zh-CN'].choose, exact: true }).click();
  await (await chooser).setFiles({ name: 'bad-times.csv', mimeType: 'text/csv', buffer: Buffer.from(damagedJobLogs()['damaged-bad-times.csv']!) });
  await checkRejected(page, 'zh-CN');
  editor = await switchTo(page, 'en');
  await checkRejected(page, 'en');
  await dialog.getByRole('button', { name: TEXT.en.cancel, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.undoButton).toBeDisabled();
  expect(problems).toEqual([]);
});
