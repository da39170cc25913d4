import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './pages/test';
import { drawPdfPages } from './pages/pdf-pictures';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';

/**
 * The report's chart axes as they print: a horizon from 15 January over 59 days labels the
 * first of February and of March on the cost-over-time chart (evenly spaced ticks skipped
 * "Mar 1"), and no two x labels of any chart touch (the Chinese cost histograms ran
 * "US$11.15万US$11.25万…" together). Read in the page, then in the PDF with pdftotext, and
 * drawn with pdftoppm for a person to look at. The walk is made once, in English; the same
 * report is then read in Chinese, the language changed as from another window of the app (the
 * report follows without a reload).
 */
const OUT = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/report-axes';
const TEMPLATE = 'Fine-tuning: shared GPU instances vs bare-metal';
const START = '2027-01-15';
/** Written out, not taken from the app, so a wrong date format fails. */
const TEXT = {
  en: { startDate: 'Start date', exportPdf: 'Export PDF…', feb1: 'Feb 1, 2027', mar1: 'Mar 1, 2027' },
  'zh-CN': { startDate: '开始日期', exportPdf: '导出 PDF…', feb1: '2027-02-01', mar1: '2027-03-01' },
} as const;

test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true });
});

/** Records window.print() instead of opening a dialog the test cannot close. */
async function recordPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
}

/** The report view's charts and its PDF, in `language`. */
async function checkAxes(page: Page, language: ResultsLanguage): Promise<void> {
  const text = TEXT[language];
  const report = page.getByTestId('report');
  await expect(report).toBeVisible();
  const charts = report.locator('[data-section="charts"] svg.hr-chart');
  await expect(charts.first()).toBeVisible();
  // The first chart is cost over time: the start, then the first of each month.
  await expect
    .poll(() => charts.first().locator('text[data-axis="x"]').allTextContents())
    .toEqual(expect.arrayContaining([text.feb1, text.mar1]));
  // In every chart, each x label clear of the next and inside the picture.
  const faults = await charts.evaluateAll((svgs) =>
    svgs.flatMap((svg, c) => {
      const out: string[] = [];
      const width = (svg as SVGSVGElement).viewBox.baseVal.width;
      const boxes = [...svg.querySelectorAll<SVGTextElement>('text[data-axis="x"]')].map((t) => ({ text: t.textContent, box: t.getBBox() }));
      boxes.forEach(({ text: label, box }, i) => {
        if (box.x < -0.5 || box.x + box.width > width + 0.5) out.push(`chart ${c}: "${label}" leaves the picture`);
        const next = boxes[i + 1];
        if (next && box.x + box.width + 2 > next.box.x) out.push(`chart ${c}: "${label}" touches "${next.text}"`);
      });
      return out;
    }),
  );
  expect(faults).toEqual([]);

  // The report view at the window sizes people use, for a person to look at.
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await charts.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUT, `report-view-${language}-${size.width}.png`) });
    await charts.nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUT, `report-histograms-${language}-${size.width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  const pdf = join(OUT, `report-${language}.pdf`);
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  const printed = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(printed).toContain(text.mar1);
  // Chinese money labels of a histogram never follow one another without a space.
  expect(printed).not.toMatch(/万(US\$|\$|¥|￥)/);
  drawPdfPages(['-png', '-r', '80', pdf, join(OUT, `report-${language}`)]);
}

test(`report axes: every month start labelled, no labels running together (en, then zh-CN)`, async ({ page }) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  const text = TEXT.en;
  await page.setViewportSize({ width: 1280, height: 720 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  await recordPrint(page);
  const shell = new AppShell(page);
  const editor = new EditorPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  await editor.createFromTemplate(TEMPLATE);
  await page.getByLabel(text.startDate, { exact: true }).fill(START);
  await editor.expectSaved();
  // The same field under its Chinese label (then back to English for the walk).
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expect(page.getByLabel(TEXT['zh-CN'].startDate, { exact: true })).toHaveValue(START);
  await changePreferencesElsewhere(page, { language: 'en' });
  await editor.runButton.click();
  await results.waitForRun();

  await page.getByRole('link', { name: text.exportPdf }).click();
  await checkAxes(page, 'en');
  // The same report read in Chinese.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkAxes(page, 'zh-CN');
  expect(problems).toEqual([]);
});
