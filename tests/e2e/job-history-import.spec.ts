import { mkdir } from 'node:fs/promises';
import { groupForWorkload, importJobText, trainingPatch } from '@shared/job-import';
import { empiricalMean, hourOfWeekPerDay } from '@shared/scenario';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { themesFor } from './pages/looks';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
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

for (const language of ['en', 'zh-CN'] as const) {
  for (const theme of themesFor(language)) {
    test(`a job log imported into a training workload, its fit previewed, applied and run (${language}, ${theme})`, async ({ page }) => {
      test.setTimeout(180_000);
      const text = TEXT[language];
      const problems = collectPageProblems(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await seedPreferences(page, { language, theme });
      const shell = new AppShell(page);
      const library = new LibraryPage(shell, language);
      await library.open();
      const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
      await library.row(name).getByRole('link', { name, exact: true }).click();
      const editor = new EditorPage(shell, language);
      await editor.expectOpen(name);

      await editor.runButton.click();
      const results = new ResultsPage(shell, language);
      await results.waitForRun();
      const before = await jobCount(page);
      await results.editLink.click();
      await editor.expectOpen(name);

      await page.getByRole('tab', { name: text.workloadsTab, exact: true }).click();
      await page.getByRole('button', { name: text.open, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: text.offset }).click();
      await page.getByRole('option', { name: 'UTC+08:00', exact: true }).click();
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: text.choose, exact: true }).click();
      await (await chooser).setFiles({ name: 'jobs.csv', mimeType: 'text/csv', buffer: Buffer.from(LOG) });

      // The workload is named unlike any in the log: all rows first, then the planner picks.
      await dialog.getByRole('combobox', { name: text.group }).click({ timeout: 30_000 });
      await page.getByRole('option', { name: /^llm-finetune/ }).click();
      await expect(dialog.getByTestId('job-import-ks')).toContainText(text.stored);
      await expect(dialog.getByTestId('job-import-hour-test')).toContainText(text.hourTest);
      await expect(dialog.getByTestId('job-import-regular')).toContainText(text.regular);
      await expect(dialog.getByTestId('job-import-sets')).toHaveText(text.sets);
      // The log's GPU mix, as stored: almost a third of these jobs use 4 or 16 GPUs, not the most common 8.
      await expect(dialog.getByTestId('job-import-gpus')).toHaveText(text.gpus);
      await expect(dialog.getByTestId('job-import-arrivals-chart')).toBeVisible();
      await shot(page, `job-import-preview-${language}-${theme}`);
      await dialog.getByTestId('job-import-sets').scrollIntoViewIfNeeded();
      await shot(page, `job-import-preview-sizes-${language}-${theme}`);
      await dialog.getByRole('button', { name: text.apply, exact: true }).click();
      await expect(dialog).toBeHidden();

      // The editor shows what the new kinds hold.
      const week = page.getByTestId('hour-of-week-arrivals');
      const sizes = page.getByTestId('empirical-sizes');
      await expect(week).toHaveCount(1);
      await expect(week).toContainText(text.hourSummary);
      await expect(week.getByTestId('hour-of-week-chart')).toBeVisible();
      await expect(sizes.locator('p').first()).toHaveText(text.sizeSummary);
      await expect(page.getByTestId('gpu-mix').getByRole('textbox', { name: text.mixShare })).toHaveValue('11.53');
      await editor.expectSaved();
      await week.scrollIntoViewIfNeeded();
      await shot(page, `job-import-applied-${language}-${theme}`);
      await sizes.scrollIntoViewIfNeeded();
      await shot(page, `job-import-applied-sizes-${language}-${theme}`);
      // One undo step takes the import back; redo brings it again.
      await editor.pressUndo();
      await expect(week).toHaveCount(0);
      await expect(sizes).toHaveCount(0);
      await editor.pressRedo();
      await expect(week).toHaveCount(1);
      await expect(sizes).toHaveCount(1);
      await editor.expectSaved();

      await editor.runButton.click();
      await results.waitForRun();
      await expect.poll(() => jobCount(page), { timeout: 60_000 }).toBeGreaterThan(before * 4);
      await page.locator('.MuiTablePagination-displayedRows').last().scrollIntoViewIfNeeded();
      await shot(page, `job-import-results-${language}-${theme}`);

      // Each turns into a kind typed by hand, its mean kept.
      await results.editLink.click();
      await editor.expectOpen(name);
      await page.getByRole('tab', { name: text.workloadsTab, exact: true }).click();
      await page.getByRole('button', { name: text.toFlat }).click();
      await expect(page.locator(`input[value="${FLAT_PER_DAY}"]`)).toHaveCount(1);
      await page.getByRole('button', { name: text.toLognormal }).click();
      await expect(page.locator(`input[value="${LOGNORMAL_MEAN}"]`)).toHaveCount(1);
      await expect(page.getByTestId('hour-of-week-arrivals')).toHaveCount(0);
      await expect(page.getByTestId('empirical-sizes')).toHaveCount(0);
      await editor.expectSaved();
      expect(problems).toEqual([]);
    });

    test(`a damaged job log lists its rejected rows in the interface language; Cancel changes nothing (${language}, ${theme})`, async ({ page }) => {
      const text = TEXT[language];
      const problems = collectPageProblems(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await seedPreferences(page, { language, theme });
      const shell = new AppShell(page);
      const library = new LibraryPage(shell, language);
      await library.open();
      const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
      await library.row(name).getByRole('link', { name, exact: true }).click();
      const editor = new EditorPage(shell, language);
      await editor.expectOpen(name);
      await page.getByRole('tab', { name: text.workloadsTab, exact: true }).click();
      await page.getByRole('button', { name: text.open, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: text.choose, exact: true }).click();
      await (await chooser).setFiles({ name: 'bad-times.csv', mimeType: 'text/csv', buffer: Buffer.from(damagedJobLogs()['damaged-bad-times.csv']!) });
      const rejected = dialog.getByTestId('job-import-rejected');
      await expect(rejected).toContainText(text.rejected, { timeout: 30_000 });
      await expect(rejected.getByRole('row').filter({ hasText: text.badTime })).toHaveCount(3);
      await rejected.scrollIntoViewIfNeeded();
      await shot(page, `job-import-rejected-${language}-${theme}`);
      await dialog.getByRole('button', { name: text.cancel, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(editor.undoButton).toBeDisabled();
      expect(problems).toEqual([]);
    });
  }
}
