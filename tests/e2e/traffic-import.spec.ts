import { mkdir } from 'node:fs/promises';
import { buildImportedCurves, importTrafficText } from '@shared/traffic-import';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { CurveEditorPage } from './pages/curve-editor';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { themesFor } from './pages/looks';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { rateHistoryCsv, requestLogCsv } from '../unit/traffic-import/generate-traffic-files';

/**
 * A planner brings the service's own traffic: six weeks of requests per second from the
 * monitoring system (tests/unit/traffic-import/generate-traffic-files.ts: a 14:00 peak of 150
 * requests/s, weekends at 60 %, 10 % growth a month, a daylight-saving change). "Import
 * traffic…" reads it in a worker, previews the curve over the current one with the growth fit,
 * and Apply sets the curves and growth as one undo step. The run afterwards costs more: the new
 * peak is far above the template's 42 requests/s. Screenshots go to test-results/screenshots/.
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

for (const language of ['en', 'zh-CN'] as const) {
  for (const theme of themesFor(language)) {
    test(`a traffic history imported, previewed and applied as one edit changes the run (${language}, ${theme})`, async ({ page }) => {
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

      // The template's cost first, to compare with.
      await editor.runButton.click();
      const results = new ResultsPage(shell, language);
      await results.waitForRun();
      const beforeText = await results.totalCost('autoscale').innerText();
      const before = money(beforeText);
      await results.editLink.click();
      await editor.expectOpen(name);

      await page.getByRole('tab', { name: text.workloadsTab, exact: true }).click();
      const curve = new CurveEditorPage(page, language);
      await curve.expectVisible();
      const peakPoint = curve.point('weekdays', PEAK_AT);
      expect(await curve.valueOf(peakPoint)).toBe(TEMPLATE_WEEKDAY[peakIndex]);

      await page.getByRole('button', { name: text.open, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: text.choose, exact: true }).click();
      await (await chooser).setFiles({ name: 'requests-per-second.csv', mimeType: 'text/csv', buffer: Buffer.from(HISTORY) });

      await expect(dialog.getByTestId('traffic-import-growth')).toHaveText(text.growth, { timeout: 30_000 });
      await expect(dialog.getByTestId('traffic-import-figures')).toContainText(text.dst);
      const statistic = dialog.getByRole('combobox', { name: text.statistic });
      await statistic.click();
      await page.getByRole('option', { name: text.p95, exact: true }).click();
      await dialog.getByRole('checkbox', { name: text.applyGrowth }).check();
      await shot(page, `traffic-import-preview-${language}-${theme}`);
      await dialog.getByRole('button', { name: text.apply, exact: true }).click();
      await expect(dialog).toBeHidden();

      // The curve is the P95 of each slot, and the growth the fitted one.
      expect(await curve.valueOf(peakPoint)).toBeCloseTo(EXPECTED.weekday[peakIndex]!, 1);
      await expect(curve.growthField).toHaveValue(/^10([.,]\d+)?$/);
      await editor.expectSaved();
      await curve.root.scrollIntoViewIfNeeded();
      await shot(page, `traffic-import-applied-${language}-${theme}`);

      // One undo step takes back curves and growth together; redo brings them back.
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
      const after = money(await results.totalCost('autoscale').innerText());
      // The command line on the same file and history: $19,860 → $46,495.
      expect(after).toBeGreaterThan(before * 1.5);
      await results.totalCost('autoscale').scrollIntoViewIfNeeded();
      await shot(page, `traffic-import-results-${language}-${theme}`);
      expect(problems).toEqual([]);
    });
  }
}

for (const language of ['en', 'zh-CN'] as const) {
  for (const theme of themesFor(language)) {
    test(`a request log previews its burstiness and size mix, and Cancel changes nothing (${language}, ${theme})`, async ({ page }) => {
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
      const curve = new CurveEditorPage(page, language);
      await curve.expectVisible();

      await page.getByRole('button', { name: text.open, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: text.choose, exact: true }).click();
      // Half an hour of Poisson arrivals from 17:00 on the +08:00 clock: two 15-minute points.
      await (await chooser).setFiles({ name: 'requests.csv', mimeType: 'text/csv', buffer: Buffer.from(requestLogCsv(30, 5, 3)) });

      await expect(dialog.getByTestId('traffic-import-burstiness')).toContainText(/0[.,]9\d|1[.,]0\d/, { timeout: 30_000 });
      await expect(dialog.getByTestId('traffic-import-partial').first()).toHaveText(text.partial);
      await expect(dialog.getByTestId('traffic-import-size-mix')).toContainText(text.sizeMix);
      await dialog.getByTestId('traffic-import-size-mix').scrollIntoViewIfNeeded();
      await shot(page, `traffic-import-log-${language}-${theme}`);

      await dialog.getByRole('button', { name: text.cancel, exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(await curve.valueOf(curve.point('weekdays', PEAK_AT))).toBe(TEMPLATE_WEEKDAY[peakIndex]);
      await expect(editor.undoButton).toBeDisabled();
      expect(problems).toEqual([]);
    });
  }
}
