import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';
import { withRuns } from './pages/fewer-runs';
import { drawnPdfPages } from './pages/pdf-page-images';

/**
 * The report's sections on these results as a planner gets them: run the start-up template,
 * compute the sensitivity and the commitment optimiser on the results screen, then open the
 * report (after a reload, so what it shows comes from storage, not from the screen's memory)
 * and read the PDF back with pdftotext: where the work ran, what stays committed after the
 * horizon and on which basis the strategies were compared, and the decision analyses with
 * their runs and seeds, with the same sentences the screen showed. Pages drawn with pdftoppm
 * for a person to look at, in both languages. The walk is made once, in English; the results
 * screen and the report are read in Chinese too, the language changed as from another window of
 * the app (the screen follows without a reload), so both languages read the same analyses.
 */
const OUT = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/report-analyses';
const STARTUP = templateFile('06-');
/**
 * Runs a strategy in this walk: both analyses simulate every input and commitment they try on
 * each run, and what the report must repeat (the sentences, the runs and seed it states) does
 * not depend on how many there are (the template's 20 cost the walk about twice the CPU).
 */
const RUNS = 5;
const TEXT = {
  en: {
    exportPdf: 'Export PDF…',
    runOptimiser: 'Find the best commitment',
    runSensitivity: 'Run sensitivity',
    range: 'Move each input by ± %',
    whereRan: 'Where the work ran',
    commitment: 'Commitments after the horizon',
    decision: 'Decision support',
    optimise: 'How much to commit',
    sensitivity: 'Which inputs matter',
    tipping: 'What would change the answer',
    optimiseComputed: /everycommitmenttriedwassimulated(\d+)timesfromseed(\d+)/,
    sensitivityComputed: /eachinputmovedby±50%.*?(\d+)runsfromseed(\d+)/,
  },
  'zh-CN': {
    exportPdf: '导出 PDF…',
    runOptimiser: '寻找最佳承诺',
    runSensitivity: '运行敏感性分析',
    range: '每个输入移动 ± %',
    whereRan: '工作在哪里运行',
    commitment: '规划期后的承诺费用',
    decision: '决策支持',
    optimise: '承诺多少',
    sensitivity: '哪些输入要紧',
    tipping: '什么会改变结论',
    optimiseComputed: /尝试的每种承诺都从种子(\d+)起模拟(\d+)次/,
    sensitivityComputed: /每个输入上下变动±50%.*?从种子(\d+)起各(\d+)次/,
  },
} as const;

/**
 * Text compared without its spacing (pdftotext breaks lines and Chinese has no spaces) and
 * without quotation marks, which pdftotext may place a few characters away from the CJK text
 * around them (the page images show them where they belong).
 */
const squash = (text: string) => text.replace(/[\s“”]+/g, '');

/** The analyses kept with the newest stored run, read straight from IndexedDB. */
async function storedAnalyses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('headroom');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const runs = await new Promise<{ createdAt: number; analyses?: object }[]>(
      (resolve, reject) => {
        const request = db.transaction('runs').objectStore('runs').getAll();
        request.onsuccess = () =>
          resolve(request.result as { createdAt: number; analyses?: object }[]);
        request.onerror = () => reject(request.error);
      },
    );
    db.close();
    const newest = runs.sort((a, b) => b.createdAt - a.createdAt)[0];
    return Object.keys(newest?.analyses ?? {}).sort();
  });
}

test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true });
});

/** The analyses' sentences as the results screen words them. */
interface AnalysisSentences {
  tipping: string;
  breakEven: string;
}

async function readSentences(page: Page): Promise<AnalysisSentences> {
  return {
    tipping: await page.getByTestId('tipping-point').first().innerText(),
    breakEven: await page.getByTestId('break-even').first().innerText(),
  };
}

/** The same sentences shown again (after a reload, from storage, without computing). */
async function expectSentences(page: Page, sentences: AnalysisSentences): Promise<void> {
  await expect(page.getByTestId('optimise-result')).toBeVisible();
  await expect(page.getByTestId('break-even').first()).toHaveText(sentences.breakEven);
  await expect(page.getByTestId('tipping-point').first()).toHaveText(sentences.tipping);
}

/** The report view on screen, then its PDF read back, in `language`. */
async function checkReport(
  page: Page,
  language: ResultsLanguage,
  sentences: AnalysisSentences,
  poolRows: number,
): Promise<void> {
  const text = TEXT[language];
  const report = page.getByTestId('report');
  await expect(report).toBeVisible();
  await expect(report.locator('[data-section="optimise"]')).toHaveAttribute(
    'data-computed',
    'true',
  );
  await expect(report.locator('[data-section="sensitivity"]')).toHaveAttribute(
    'data-computed',
    'true',
  );
  expect(await report.getByTestId('report-where-ran').count()).toBeGreaterThanOrEqual(2);
  expect(
    await report.locator('[data-section="where-ran"] tbody tr').count(),
  ).toBeGreaterThanOrEqual(poolRows);

  const pdf = join(OUT, `report-analyses-${language}.pdf`);
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  const pdfText = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  const flat = squash(pdfText);
  for (const heading of [
    text.whereRan,
    text.decision,
    text.optimise,
    text.sensitivity,
    text.tipping,
  ]) {
    expect(flat, heading).toContain(squash(heading));
  }
  // The same sentences as the screen, and what was computed with runs and seed (spacing squashed).
  expect(flat).toContain(squash(sentences.breakEven));
  expect(flat).toContain(squash(sentences.tipping));
  expect(flat).toMatch(text.optimiseComputed);
  expect(flat).toMatch(text.sensitivityComputed);
  // The start-up template reserves for 36 months, well past its horizon.
  const hasPast = (await report.locator('[data-section="commitment"]').count()) > 0;
  if (hasPast) expect(flat).toContain(squash(text.commitment));
  test.info().annotations.push({ type: `commitment section (${language})`, description: String(hasPast) });

  // Where each section starts, for a person checking the page images.
  const pages = pdfText.split('\f').filter((p) => p.trim() !== '');
  const starts = [text.whereRan, text.commitment, text.decision].map(
    (h) => pages.findIndex((p) => squash(p).includes(squash(h))) + 1,
  );
  test.info().annotations.push({
    type: `pages (${language})`,
    description: `${pages.length} pages; sections start on ${starts.join(', ')}`,
  });
  expect(await drawnPdfPages(pdf, join(OUT, `report-analyses-${language}`), 60)).toBe(pages.length);
}

test(`the report carries where work ran, commitments and the decision analyses (en, then zh-CN)`, async ({
  page,
}) => {
  test.setTimeout(480_000);
  const problems = collectPageProblems(page);
  const text = TEXT.en;
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(String(STARTUP.document.name));
  await library
    .row(name)
    .getByRole('link', { name: library.text.results(name) })
    .click();
  await expect(shell.heading).toHaveText(name);
  await withRuns(page, results, RUNS);
  await results.runToEnd();

  // Both analyses, as on the results screen; their sentences are what the report must repeat.
  const panel = page.getByTestId('decision-panel');
  // ±50 %: wide enough that the start-up template has a tipping point to report.
  await panel.getByLabel(text.range).fill('50');
  await panel.getByRole('button', { name: text.runSensitivity, exact: true }).click();
  await expect(page.getByTestId('sensitivity-result')).toBeVisible({ timeout: 180_000 });
  const tipping = await page.getByTestId('tipping-point').first().innerText();
  await panel.getByRole('button', { name: text.runOptimiser, exact: true }).click();
  await expect(page.getByTestId('optimise-result')).toBeVisible({ timeout: 180_000 });
  const breakEven = await page.getByTestId('break-even').first().innerText();
  const sentences = { tipping, breakEven };
  const poolRows = await page.getByTestId('pool-usage-row').count();
  // The same sentences as the Chinese screen words them (and its buttons), for the Chinese report.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expect(panel.getByRole('button', { name: TEXT['zh-CN'].runOptimiser, exact: true })).toBeVisible();
  await expect(panel.getByLabel(TEXT['zh-CN'].range)).toHaveValue('50');
  const sentencesZh = await readSentences(page);

  // Kept with the run (once the write has landed): after a reload the screen shows them
  // again, without computing, in either language (the page reloads in Chinese, the language it
  // is in, and is read in English after: one change of language fewer).
  await expect.poll(() => storedAnalyses(page)).toEqual(['optimise', 'sensitivity']);
  await page.reload();
  await expectSentences(page, sentencesZh);
  await changePreferencesElsewhere(page, { language: 'en' });
  await expectSentences(page, sentences);

  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.getByRole('link', { name: text.exportPdf }).click();
  await expect(page).toHaveURL(/#\/scenarios\/[^/]+\/report/);
  await page.reload();
  await checkReport(page, 'en', sentences, poolRows);
  // The same report read in Chinese.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkReport(page, 'zh-CN', sentencesZh, poolRows);
  expect(problems).toEqual([]);
});
