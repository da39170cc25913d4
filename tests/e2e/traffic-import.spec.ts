import { mkdir } from 'node:fs/promises';
import { buildImportedCurves, importTrafficText } from '@shared/traffic-import';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { CurveEditorPage } from './pages/curve-editor';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { themesFor } from './pages/looks';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { rateHistoryCsv, requestLogCsv } from '../unit/traffic-import/generate-traffic-files';

/**
 * A planner brings the service's own traffic: six weeks of requests per second from the
 * monitoring system (tests/unit/traffic-import/generate-traffic-files.ts: a 14:00 peak of 150
 * requests/s, weekends at 60 %, 10 % growth a month, a daylight-saving change). "Import
 * traffic…" reads it in a worker, previews the curve over the current one with the growth fit,
 * and Apply sets the curves and growth as one undo step. The run afterwards costs more: the new
 * peak is far above the template's 42 requests/s. Screenshots go to test-results/screenshots/.
 * Each walk is made once; its screens and dialogs are read in English (light theme) and in
 * Chinese (dark theme), language and theme changed in place as from another window of the app
 * (the screen, and a dialog open on it, follow without a reload); the walk goes on in the
 * language it is in.
 */
const SCREENSHOT_DIR = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots';
const template = templateFile('inference-day-peaks');
const TEMPLATE_NAME = String(template.document.name);
const TEMPLATE_WEEKDAY = (template.document.workloads as { traffic: { weekday: number[] } }[])[0]!.traffic.weekday;
const HISTORY = rateHistoryCsv({ peak: 150, base: 30 });
const EXPECTED = buildImportedCurves(
  importTrafficText(HISTORY, { utcOffsetMinutes: 0, slotsPerDay: TEMPLATE_WEEKDAY.length, valueMeaning: 'rate' }).analysis,
  'p95',
  { weekday: TEMPLATE_WEEKDAY },
);
const PEAK_AT = '14:00';
const peakIndex = Math.round((14 * TEMPLATE_WEEKDAY.length) / 24);

const TEXT = {
  en: { cancel: 'Cancel', sizeMix: 'Size mix (shown only)', partial: /the data covers 2 of the 96 points/, workloadsTab: 'Workloads', open: 'Import traffic…', choose: 'Choose file…', statistic: 'Each point of the curve is', p95: 'The P95 across days', apply: 'Apply', applyGrowth: /Also set the growth to 10[.,]\d\s?% a month/, growth: /Growth: 10[.,]\d\s?% a month ± 0[.,]\d\s?%/, dst: /Daylight-saving change on/ },
  'zh-CN': { cancel: '取消', sizeMix: '请求大小分布（仅供查看）', partial: /个点中的 2 个/, workloadsTab: '工作负载', open: '导入流量…', choose: '选择文件…', statistic: '曲线上每个点取', p95: '各天的 P95', apply: '应用', applyGrowth: /同时将增长设为每月 10[.,]\d\s?%/, growth: /增长：每月 10[.,]\d\s?% ± 0[.,]\d\s?%/, dst: /有夏令时切换/ },
} as const;

/** The money figure as a number ("$12,345.67", "US$12,345", "¥12,345" → 12345.67). */
function money(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

async function shot(page: Page, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, animations: 'disabled', fullPage: false });
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

/** The history's preview: the growth fit, the daylight-saving change, the P95 chosen and the growth to be set. */
async function checkPreview(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('traffic-import-growth')).toHaveText(text.growth, { timeout: 30_000 });
  await expect(dialog.getByTestId('traffic-import-figures')).toContainText(text.dst);
  await expect(dialog.getByRole('combobox', { name: text.statistic })).toHaveText(text.p95);
  await expect(dialog.getByRole('checkbox', { name: text.applyGrowth })).toBeChecked();
  await shot(page, `traffic-import-preview-${tagOf(language)}`);
}

/** The curve is the P95 of each slot, and the growth the fitted one. */
async function checkApplied(page: Page, editor: EditorPage, language: Language): Promise<void> {
  const curve = new CurveEditorPage(page, language);
  expect(await curve.valueOf(curve.point('weekdays', PEAK_AT))).toBeCloseTo(EXPECTED.weekday[peakIndex]!, 1);
  await expect(curve.growthField).toHaveValue(/^10([.,]\d+)?$/);
  await editor.expectSaved();
  await curve.root.scrollIntoViewIfNeeded();
  await shot(page, `traffic-import-applied-${tagOf(language)}`);
}

test(`a traffic history imported, previewed and applied as one edit changes the run (en light, then zh-CN dark)`, async ({ page }) => {
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

  // The template's cost first, to compare with.
  await editor.runButton.click();
  let results = new ResultsPage(shell, 'en');
  await results.waitForRun();
  const beforeText = await results.totalCost('autoscale').innerText();
  const before = money(beforeText);
  await results.editLink.click();
  await editor.expectOpen(name);

  await page.getByRole('tab', { name: TEXT.en.workloadsTab, exact: true }).click();
  let curve = new CurveEditorPage(page, 'en');
  await curve.expectVisible();
  expect(await curve.valueOf(curve.point('weekdays', PEAK_AT))).toBe(TEMPLATE_WEEKDAY[peakIndex]);
  // The curve read in Chinese, and the import dialog opened there.
  await switchTo(page, 'zh-CN');
  curve = new CurveEditorPage(page, 'zh-CN');
  await curve.expectVisible();
  expect(await curve.valueOf(curve.point('weekdays', PEAK_AT))).toBe(TEMPLATE_WEEKDAY[peakIndex]);
  await page.getByRole('button', { name: TEXT['zh-CN'].open, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: TEXT['zh-CN'].choose, exact: true })).toBeVisible();

  // The history chosen and the preview set in English, read again in Chinese, applied there.
  await switchTo(page, 'en');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: TEXT.en.choose, exact: true }).click();
  await (await chooser).setFiles({ name: 'requests-per-second.csv', mimeType: 'text/csv', buffer: Buffer.from(HISTORY) });
  await expect(dialog.getByTestId('traffic-import-growth')).toHaveText(TEXT.en.growth, { timeout: 30_000 });
  await dialog.getByRole('combobox', { name: TEXT.en.statistic }).click();
  await page.getByRole('option', { name: TEXT.en.p95, exact: true }).click();
  await dialog.getByRole('checkbox', { name: TEXT.en.applyGrowth }).check();
  await checkPreview(page, 'en');
  editor = await switchTo(page, 'zh-CN');
  await checkPreview(page, 'zh-CN');
  await dialog.getByRole('button', { name: TEXT['zh-CN'].apply, exact: true }).click();
  await expect(dialog).toBeHidden();
  await checkApplied(page, editor, 'zh-CN');
  editor = await switchTo(page, 'en');
  await checkApplied(page, editor, 'en');

  // One undo step takes back curves and growth together; redo brings them back.
  curve = new CurveEditorPage(page, 'en');
  const peakPoint = curve.point('weekdays', PEAK_AT);
  await editor.pressUndo();
  expect(await curve.valueOf(peakPoint)).toBe(TEMPLATE_WEEKDAY[peakIndex]);
  await expect(curve.growthField).not.toHaveValue(/^10([.,]\d+)?$/);
  await editor.pressRedo();
  expect(await curve.valueOf(peakPoint)).toBeCloseTo(EXPECTED.weekday[peakIndex]!, 1);
  await editor.expectSaved();

  await editor.runButton.click();
  // The earlier run's figures show until the new run replaces them.
  await expect(results.totalCost('autoscale')).not.toHaveText(beforeText, { timeout: 60_000 });
  await results.waitForRun();
  const afterText = await results.totalCost('autoscale').innerText();
  const after = money(afterText);
  // The command line on the same file and history: $19,860 → $46,495.
  expect(after).toBeGreaterThan(before * 1.5);
  await results.totalCost('autoscale').scrollIntoViewIfNeeded();
  await shot(page, `traffic-import-results-${tagOf('en')}`);
  // The same results read in Chinese: the same figure in its Chinese money.
  await switchTo(page, 'zh-CN');
  results = new ResultsPage(shell, 'zh-CN');
  await expect(results.runButton).toHaveText(results.text.runAgain);
  await expect(results.totalCost('autoscale')).not.toHaveText(afterText);
  expect(money(await results.totalCost('autoscale').innerText())).toBe(after);
  await shot(page, `traffic-import-results-${tagOf('zh-CN')}`);
  expect(problems).toEqual([]);
});

/** The request log's preview: its burstiness, the two points it covers and its size mix, shown only. */
async function checkLogPreview(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('traffic-import-burstiness')).toContainText(/0[.,]9\d|1[.,]0\d/, { timeout: 30_000 });
  await expect(dialog.getByTestId('traffic-import-partial').first()).toHaveText(text.partial);
  await expect(dialog.getByTestId('traffic-import-size-mix')).toContainText(text.sizeMix);
  await expect(dialog.getByRole('button', { name: text.cancel, exact: true })).toBeVisible();
  await dialog.getByTestId('traffic-import-size-mix').scrollIntoViewIfNeeded();
  await shot(page, `traffic-import-log-${tagOf(language)}`);
}

test(`a request log previews its burstiness and size mix, and Cancel changes nothing (en light, then zh-CN dark)`, async ({ page }) => {
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
  const curve = new CurveEditorPage(page, 'en');
  await curve.expectVisible();

  // The dialog opened in English, the log chosen in Chinese; the preview read in Chinese, then
  // in English, and English Cancel closes it.
  await page.getByRole('button', { name: TEXT.en.open, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await switchTo(page, 'zh-CN');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: TEXT['zh-CN'].choose, exact: true }).click();
  // Half an hour of Poisson arrivals from 17:00 on the +08:00 clock: two 15-minute points.
  await (await chooser).setFiles({ name: 'requests.csv', mimeType: 'text/csv', buffer: Buffer.from(requestLogCsv(30, 5, 3)) });
  await checkLogPreview(page, 'zh-CN');
  editor = await switchTo(page, 'en');
  await checkLogPreview(page, 'en');

  await dialog.getByRole('button', { name: TEXT.en.cancel, exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await curve.valueOf(curve.point('weekdays', PEAK_AT))).toBe(TEMPLATE_WEEKDAY[peakIndex]);
  await expect(editor.undoButton).toBeDisabled();
  expect(problems).toEqual([]);
});
