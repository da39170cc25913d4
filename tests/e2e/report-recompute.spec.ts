import { execFileSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './pages/test';
import { drawPdfPages } from './pages/pdf-pictures';
import { AppShell } from './pages/app-shell';
import { LibraryPage } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { PREFERENCE_KEYS } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { recomputeFromPdf, type PrintedLanguage } from './pages/report-recompute';

/**
 * The PDF a finance lead signs, checked as that reader would check it: from the printed text
 * alone (pdftotext), with no access to the app. The start-up template with on-demand prices
 * falling 20 % a year, a 12-month reservation paid all upfront, a 36-month price for the
 * optimiser and an 8 % discount rate: the printed assumptions must be enough to recompute the
 * cash by month, its net present value and the optimiser's contract, and those must agree
 * with the figures the report prints beside them. One run, one optimiser, then the report in
 * English and Chinese (the language switched in storage, the report reloaded), at A4 and
 * Letter; no page is blank.
 */
const OUT = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/report-recompute';
const FIXTURE = 'tests/fixtures/report-trust/startup-trend-upfront.headroom.json';
const NAME = 'Start-up with falling prices, paid upfront';
const TEXT = {
  en: { exportPdf: 'Export PDF…', runOptimiser: 'Find the best commitment', a4: 'A4', letter: 'Letter' },
  'zh-CN': { exportPdf: '导出 PDF…', runOptimiser: '寻找最佳承诺', a4: 'A4 纸', letter: 'Letter（美式信纸）' },
} as const;

/** The PDF's text: laid out as on the page, or in the order it was written (each table cell whole). */
function pdfText(file: string, layout = true): string {
  return execFileSync('pdftotext', [layout ? '-layout' : '-raw', file, '-'], { encoding: 'utf8' });
}

const squash = (text: string) => text.replace(/\s+/g, '');

/** What the method and assumptions must say of this scenario's trend, and the one way each language writes a day. */
const WORDING = {
  en: { trend: 'On-demand:−20%ayear', leftOut: 'pricechangesduringthehorizon', day: /\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/, otherDay: /\b\d{4}-\d{2}-\d{2}\b|\b[A-Z][a-z]{3,} \d{1,2}, \d{4}\b/ },
  'zh-CN': { trend: '按量计费：每年−20%', leftOut: '规划期内的价格变动', day: /\b\d{4}-\d{2}-\d{2}\b/, otherDay: /\d{4}年\d{1,2}月\d{1,2}日/ },
} as const;

async function setLanguage(page: Page, language: PrintedLanguage): Promise<void> {
  await page.evaluate(
    ({ key, value }) => window.localStorage.setItem(key, value),
    { key: PREFERENCE_KEYS.language, value: language },
  );
}

test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true });
});

test('a reader recomputes the cash, its NPV and the optimiser’s contract from the PDF alone (en, zh-CN)', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(
    ({ keys }) => {
      if (!window.localStorage.getItem(keys.language)) window.localStorage.setItem(keys.language, 'en');
      window.localStorage.setItem(keys.theme, 'light');
      window.print = () => undefined;
    },
    { keys: PREFERENCE_KEYS },
  );
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  await library.open();
  await library.importFile({ name: 'startup.headroom.json', text: await readFile(FIXTURE, 'utf8') });
  await expect(library.row(NAME)).toBeVisible();
  await library.row(NAME).getByRole('link', { name: library.text.results(NAME) }).click();
  // Started and waited for with room to spare: the run is the point of the test, not its speed.
  await results.startRun();
  await expect(results.recommendation).toBeVisible({ timeout: 120_000 });
  const panel = page.getByTestId('decision-panel');
  await panel.getByRole('button', { name: TEXT.en.runOptimiser, exact: true }).click();
  await expect(page.getByTestId('optimise-result')).toBeVisible({ timeout: 480_000 });
  // The screen carries the contract's NPV as the command line does.
  await expect(page.getByTestId('optimise-result')).toContainText('Net present value of the contract $148,391 at a discount rate of 8 % a year');

  await page.getByRole('link', { name: TEXT.en.exportPdf }).click();
  await expect(page).toHaveURL(/#\/scenarios\/[^/]+\/report/);
  for (const language of ['en', 'zh-CN'] as const) {
    await setLanguage(page, language);
    await page.reload();
    await expect(page.getByTestId('report')).toBeVisible();
    await expect(page.getByTestId('report')).toHaveAttribute('lang', language);
    for (const paper of ['a4', 'letter'] as const) {
      if (paper === 'letter')
        await page.getByRole('button', { name: TEXT[language].letter, exact: true }).click();
      const file = join(OUT, `recompute-${language}-${paper}.pdf`);
      await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
      const text = pdfText(file);
      // No blank page: every page holds more than its running header (the scenario's name) and footer.
      const pages = text.split('\f').slice(0, -1);
      for (const [i, p] of pages.entries()) {
        const body = p.split('\n').filter((line) => !line.includes(NAME) && !/Page \d+ of \d+|第 \d+ 页/.test(line));
        expect(squash(body.join('')).length, `${language} ${paper} page ${i + 1}`).toBeGreaterThan(20);
      }
      if (paper === 'a4') {
        const flat = squash(text);
        const words = WORDING[language];
        // The trend is printed among the assumptions, so the method does not say it is left out.
        expect(flat).toContain(words.trend);
        expect(flat).not.toContain(words.leftOut);
        // One way of writing a day per language (the fixture's own notes carry no date).
        expect(text).toMatch(words.day);
        expect(text.match(words.otherDay)).toBeNull();
        const check = recomputeFromPdf(pdfText(file, false), language);
        test.info().annotations.push({ type: `${language} recomputed`, description: JSON.stringify(check.figures) });
        expect(check.problems).toEqual([]);
      }
      drawPdfPages(['-png', '-r', '60', file, join(OUT, `recompute-${language}-${paper}`)]);
    }
    // Back to A4 for the next language (the paper is kept in the address).
    await page.getByRole('button', { name: TEXT[language].a4, exact: true }).click();
  }
  expect(problems).toEqual([]);
});
