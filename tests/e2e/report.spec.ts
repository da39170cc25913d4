import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './pages/test';
import { unzipSync, strFromU8 } from 'fflate';
import Papa from 'papaparse';
import { restoreNeutralised } from '@shared/report';
import { CSV_INJECTION_PAYLOADS } from '../unit/report/csv-injection-payloads';
import { drawPdfPages } from './pages/pdf-pictures';
import { drawnPdfPages } from './pages/pdf-page-images';
import { resultsOfNewFromTemplate } from './pages/template-results';
import { AppShell } from './pages/app-shell';
import { templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';
import { saveVersionWithField } from './pages/stored-scenario';
import { wordsBrokenAcrossLines } from './pages/unbroken-words';

/**
 * Exports as finance would hand them on: the PDF report of a template's results, read back
 * with pdftotext (the recommendation and the very figures the results screen shows, the
 * page header and footer on every page, A4 and Letter) and drawn to PNG with pdftoppm for a
 * person to look at; and the CSV .zip, unzipped and parsed with a real CSV parser: the
 * byte-order mark, numbers that parse as numbers, and hostile names that come out inert.
 * Each walk is made once, in English; the same run is then read and exported again in Chinese,
 * the language changed as from another window of the app (the screen follows without a reload).
 */
const OUT = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/report';
const bareMetal = templateFile('01-');
const TEMPLATE_NAME = String(bareMetal.document.name);
const TEXT = {
  en: { exportPdf: 'Export PDF…', exportCsv: 'Export CSV', letter: 'Letter', page: 'Page 1 of' },
  'zh-CN': {
    exportPdf: '导出 PDF…',
    exportCsv: '导出 CSV',
    letter: 'Letter（美式信纸）',
    page: '第 1 页，共',
  },
} as const;

/** Text compared without its spacing: pdftotext breaks lines and Chinese has no spaces. */
const squash = (text: string) => text.replace(/\s+/g, '');

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function pdfInfo(file: string): string {
  return execFileSync('pdfinfo', [file], { encoding: 'utf8' });
}

/** Records window.print() instead of opening a dialog the test cannot close. */
async function recordPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed += 1;
    };
  });
}

test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true });
});

/**
 * The results screen's sentence and totals, then the report view and its PDF (A4, then Letter)
 * read back in `language`; `printed` is how many reports the page has printed once this one is.
 */
async function checkReport(
  page: Page,
  results: ResultsPage,
  language: ResultsLanguage,
  name: string,
  printed: number,
): Promise<void> {
  // What the results screen says: the sentence and every strategy's total cost.
  const sentence = await results.sentence.innerText();
  const ids = ['shared-on-demand', 'bare-metal-hourly', 'bare-metal-monthly'];
  const totals = await Promise.all(ids.map((id) => results.totalCost(id).innerText()));

  await page.screenshot({ path: `${OUT}/results-with-exports-${language}.png` });

  // Export PDF… opens the report view and, on the web, the browser's print dialog.
  await page.getByRole('link', { name: TEXT[language].exportPdf }).click();
  await expect(page).toHaveURL(/#\/scenarios\/[^/]+\/report/);
  const report = page.getByTestId('report');
  await expect(report).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed))
    .toBe(printed);
  await expect(page.getByTestId('report-recommendation')).toContainText(sentence);
  await expect(page.getByTestId('report-figures').locator('tr.hr-recommended')).toHaveAttribute(
    'data-strategy',
    'bare-metal-hourly',
  );
  await page.screenshot({ path: `${OUT}/report-view-${language}.png`, fullPage: true });

  // The PDF as the print stylesheet lays it out (A4), read back as text.
  const a4 = join(OUT, `report-${language}-a4.pdf`);
  await page.pdf({ path: a4, preferCSSPageSize: true, printBackground: true });
  expect(pdfInfo(a4)).toMatch(/Page size:\s+59\d(\.\d+)? x 84\d(\.\d+)? pts \(A4\)/);
  const pages = Number(/Pages:\s+(\d+)/.exec(pdfInfo(a4))?.[1]);
  expect(pages).toBeGreaterThanOrEqual(3);
  const text = pdfText(a4);
  const flat = squash(text);
  expect(flat).toContain(squash(sentence));
  for (const total of totals) expect(flat).toContain(squash(total));
  // Every page carries the scenario name and "page N of M".
  const pageTexts = text.split('\f').filter((p) => p.trim() !== '');
  expect(pageTexts).toHaveLength(pages);
  pageTexts.forEach((pageText, i) => {
    expect(squash(pageText)).toContain(squash(name));
    const footer =
      language === 'en' ? `Page ${i + 1} of ${pages}` : `第 ${i + 1} 页，共 ${pages} 页`;
    expect(squash(pageText)).toContain(squash(footer));
  });
  if (language === 'zh-CN') {
    // Real CJK glyphs map back to Chinese characters (the PNGs show how they look).
    expect(flat).toContain('各策略关键数字');
  }
  // No key-figure header, strategy name or Phases cell breaks inside a word (a Chinese word stays on one line).
  const headers = [
    ...(await page.getByTestId('report-figures').locator('thead th').allInnerTexts()),
    ...(await page.getByTestId('report-figures').locator('tbody th .hr-name').allInnerTexts()),
  ];
  const phases = await page.locator('.hr-pools tbody td:nth-child(4)').allInnerTexts();
  const unbroken = (layout: string) => {
    expect(wordsBrokenAcrossLines(layout.split('\f')[0]!, headers)).toEqual([]);
    expect(wordsBrokenAcrossLines(layout, phases)).toEqual([]);
  };
  if (language === 'zh-CN') unbroken(text);

  // Pages drawn for a person to look at.
  expect(await drawnPdfPages(a4, join(OUT, `report-${language}-a4`), 60)).toBe(pages);

  // Letter is one click away and changes the page box.
  await page.getByRole('button', { name: TEXT[language].letter, exact: true }).click();
  const letter = join(OUT, `report-${language}-letter.pdf`);
  await page.pdf({ path: letter, preferCSSPageSize: true, printBackground: true });
  expect(pdfInfo(letter)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  if (language === 'zh-CN') unbroken(pdfText(letter));
}

/**
 * Leaves the report view for the results it came from and changes the language as from
 * another window of the app: the results screen follows without a reload, its run kept.
 */
async function backToResultsIn(page: Page, language: ResultsLanguage): Promise<void> {
  await page.goBack();
  await expect(page.getByTestId('report')).toBeHidden();
  await changePreferencesElsewhere(page, { language });
}

/**
 * The PDF report holds the answer and the screen's figures (en, then zh-CN); ends on the
 * results screen. The page has printed no report since it last loaded.
 */
async function walkPdfReport(page: Page): Promise<void> {
  const { results, name } = await resultsOfNewFromTemplate(page, TEMPLATE_NAME, 'en');
  await results.runToEnd();
  await checkReport(page, results, 'en', name, 1);
  // The same run read in Chinese, and a new report printed from it. The scenario keeps the
  // name it was created with in English (on every page of the Chinese PDF too).
  await backToResultsIn(page, 'zh-CN');
  await checkReport(page, new ResultsPage(new AppShell(page), 'zh-CN'), 'zh-CN', name, 2);
  await page.goBack();
  await expect(page.getByTestId('report')).toBeHidden();
}

/**
 * The start-up template (a reserved price of 2.3121 in its catalog, Poisson arrivals of
 * lognormal jobs, a 30-minute checkpoint) with traffic growth and a spot strategy added: every
 * input a reader needs to recompute the figures must be on paper, in the catalog's precision.
 */
const startUp = templateFile('06-');
const SPOT_STRATEGY = {
  id: 'spot-experiments',
  name: 'Spot for experiments',
  pools: [
    {
      id: 'spot',
      name: 'Committed spot fallback pool',
      kind: 'spot',
      offerId: 'gcp-a2-highgpu-1g',
      interruption: { model: 'poisson', ratePerGpuHour: 0.05 },
    },
    { id: 'od', kind: 'onDemand', offerId: 'gcp-a2-highgpu-1g' },
  ],
  placements: [
    { workloadId: 'experiments', poolIds: ['spot', 'od'], spotFallback: { afterPreemptions: 2 } },
    { workloadId: 'retraining', poolIds: ['od'] },
    { workloadId: 'serving', poolIds: ['od'] },
  ],
};
/** What pdftotext must read back, each one an input that changes a figure. */
const ASSUMPTIONS = {
  en: [
    'job size lognormal, mean 4, CV 1 GPU-hours on the reference GPU',
    'job size 10 GPU-hours',
    '1 GPU per job',
    'Poisson arrivals, 8 a day (56 a week)',
    'arrives every 0.5 days from day 120',
    'deadline 24 h after arrival',
    'traffic growth 5% a month, compounding each whole month from day 0',
    'latency target 4,000 ms',
    'Weekday traffic (24 h, requests/s), peak 7',
    'interruptions: Poisson, 0.05 per GPU-hour',
    'Fine-tuning experiments: leaves spot after 2 preemptions',
    'checkpoint every 30 min, restart overhead 10 min',
    '$2.3121 per',
    'Interruptions on spot',
    'Preemptions per job',
  ],
  'zh-CN': [
    '任务规模 对数正态分布，均值 4，变异系数 1 GPU 小时',
    '每个任务 1 个 GPU',
    '泊松到达，每天 8 个（每周 56 个）',
    '自第 120 天起每 0.5 天到达一次',
    '到达后 24 小时截止',
    '流量每月增长 5%，自第 0 天',
    '延迟目标 4,000 毫秒',
    '工作日流量（24 小时，请求/秒），峰值 7',
    '中断模型：泊松，每 GPU 小时 0.05 次',
    // The scenario is made in English, then read in Chinese: the workload keeps its English name.
    'Fine-tuning experiments：被抢占 2 次后离开竞价实例',
    '每 30 分钟保存检查点，重启开销 10 分钟',
    '2.3121',
    '竞价实例中断',
    '每个任务的抢占次数',
  ],
} as const;

/** The report exported from the results on screen, its PDF read back for every assumption in `language`. */
async function checkAssumptions(page: Page, language: ResultsLanguage): Promise<void> {
  await page.getByRole('link', { name: TEXT[language].exportPdf }).click();
  await expect(page.getByTestId('report')).toBeVisible();
  const file = join(OUT, `assumptions-${language}.pdf`);
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const flat = squash(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
  for (const phrase of ASSUMPTIONS[language]) expect(flat, phrase).toContain(squash(phrase));
  // The pool column wraps between words: no name is hyphenated across lines.
  expect(flat).not.toContain('Committ-ed');
  drawPdfPages(['-png', '-r', '70', file, join(OUT, `assumptions-${language}`)]);
}

/** The PDF report states every assumption behind its figures (en, then zh-CN). */
async function walkAssumptions(page: Page): Promise<void> {
  const { results } = await resultsOfNewFromTemplate(page, String(startUp.document.name), 'en');
  const scenarioId = results.scenarioId();
  const strategies = startUp.document.strategies as unknown[];
  await saveVersionWithField(page, scenarioId, ['strategies'], [...strategies, SPOT_STRATEGY]);
  await saveVersionWithField(page, scenarioId, ['workloads', 2, 'traffic', 'growthPerMonth'], 0.05);
  await saveVersionWithField(page, scenarioId, ['simulation', 'runs'], 3);
  await page.reload();
  await results.runToEnd();
  await checkAssumptions(page, 'en');
  // The same run's report again, in Chinese.
  await backToResultsIn(page, 'zh-CN');
  await checkAssumptions(page, 'zh-CN');
}

/** Column names whose cells hold numbers in every row (empty = not applicable). */
const NUMBER_COLUMNS = ['runs', 'total_cost_p50', 'total_cost_p10', 'cost_per_job_p50'];

/**
 * The CSV .zip exported from the results on screen in `language`, unzipped and parsed, and one
 * table downloaded on its own from the menu beside it; `strategies` are the template's.
 */
async function checkCsv(page: Page, language: ResultsLanguage, strategies: Record<string, unknown>[]): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: TEXT[language].exportCsv, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-results\.zip$/);
  const zipPath = join(OUT, `export-${language}.zip`);
  await download.saveAs(zipPath);
  const files = unzipSync(new Uint8Array(await readFile(zipPath)));
  expect(Object.keys(files).sort()).toEqual(
    [
      'cost-by-month.csv',
      'cost-by-pool-month.csv',
      'cost-by-pool.csv',
      'cost-by-workload.csv',
      'daily.csv',
      'jobs.csv',
      'llm-targets.csv',
      'owned-costs.csv',
      'pool-by-workload.csv',
      'results.json',
      'summary-by-workload.csv',
      'summary.csv',
    ].sort(),
  );
  const json = JSON.parse(strFromU8(files['results.json']!)) as { format: string };
  expect(json.format).toBe('headroom-results');

  for (const [file, bytes] of Object.entries(files)) {
    if (!file.endsWith('.csv')) continue;
    // UTF-8 byte-order mark: EF BB BF.
    expect([...bytes.subarray(0, 3)], file).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<Record<string, unknown>>(strFromU8(bytes).slice(1), {
      header: true,
      dynamicTyping: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors, file).toEqual([]);
    // Inert: nothing a spreadsheet would run, even after spaces, quotes or a NUL. The cells
    // that are not are gathered and compared once: an expect() a cell costs the test runner
    // a stack trace each, and the jobs table has tens of thousands of cells.
    const live = parsed.data.flatMap((row) =>
      Object.entries(row)
        .filter(([, cell]) => typeof cell === 'string' && (/^[\s\0"]*[=+\-@]/.test(cell) || /^[\t\r]/.test(cell)))
        .map(([column, cell]) => `${file} ${column}: ${String(cell)}`),
    );
    expect(live).toEqual([]);
    if (file === 'summary.csv') {
      const names = parsed.data.map((row) => row.strategy_name);
      // Each behind its apostrophes (one more after each `;` or line break), which come off.
      for (const name of names.slice(1)) expect(String(name).startsWith("'")).toBe(true);
      for (const payload of CSV_INJECTION_PAYLOADS) expect(names.map((n) => restoreNeutralised(String(n)))).toContain(payload);
      for (const column of NUMBER_COLUMNS) {
        expect(parsed.data.map((row) => typeof row[column]), column).toEqual(parsed.data.map(() => 'number'));
      }
      const first = parsed.data[0]!;
      const screenName = strategies[0]!.name;
      if (language === 'en') expect(first.strategy_name).toBe(screenName);
      else expect(String(first.strategy_name)).toMatch(/[\u4e00-\u9fff]/); // Chinese intact
    }
  }
  await writeFile(join(OUT, `summary-${language}.csv`), files['summary.csv']!);

  // One table on its own, from the menu beside Export CSV.
  await page.getByRole('button', { name: /^(Download one table|单独下载一张表)$/ }).click();
  const [singleDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-table="jobs.csv"]').click(),
  ]);
  expect(singleDownload.suggestedFilename()).toMatch(/-jobs\.csv$/);
  const singlePath = join(OUT, `jobs-${language}.csv`);
  await singleDownload.saveAs(singlePath);
  const single = await readFile(singlePath);
  expect(single.toString('utf8').startsWith('\ufeffstrategy_id,seed,workload_id,')).toBe(true);
  expect(single.equals(Buffer.from(files['jobs.csv']!))).toBe(true);

}

/** The CSV zip opens in a spreadsheet: BOM, numbers, hostile names inert (en, then zh-CN); ends on the results screen. */
async function walkCsv(page: Page): Promise<void> {
  const { results } = await resultsOfNewFromTemplate(page, TEMPLATE_NAME, 'en');
  const scenarioId = results.scenarioId();

  // Every payload as a strategy name and as its pool's name; a few runs keep it quick.
  const strategies = bareMetal.document.strategies as Record<string, unknown>[];
  const base = strategies[1]!;
  const hostile = CSV_INJECTION_PAYLOADS.map((payload, i) => ({
    ...base,
    id: `hostile-${i}`,
    name: payload,
    pools: (base.pools as Record<string, unknown>[]).map((pool) => ({ ...pool, name: payload })),
  }));
  await saveVersionWithField(page, scenarioId, ['strategies'], [strategies[0], ...hostile]);
  await saveVersionWithField(page, scenarioId, ['simulation', 'runs'], 3);
  await page.reload();
  await results.runToEnd();

  await checkCsv(page, 'en', strategies);
  // The same run exported again from the screen in Chinese.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkCsv(page, 'zh-CN', strategies);
}

/**
 * The three walks on the web share a page, each on a scenario of its own from its template
 * (see tests/e2e/pages/another-scenario.ts): a page and its library cost as much to open as a
 * walk's own checks. The CSV walk reloads the page (which clears the print count the PDF walk
 * reads), so it goes first; the assumptions walk, which leaves the report view open, last.
 */
test('exports: the PDF report with the screen\'s figures and every assumption, and the CSV zip (en, then zh-CN)', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  await recordPrint(page);
  await test.step('the CSV zip opens in a spreadsheet: BOM, numbers, hostile names inert (en, then zh-CN)', () => walkCsv(page));
  await test.step(`the PDF report holds the answer and the screen's figures (en, then zh-CN)`, () => walkPdfReport(page));
  await test.step('the PDF report states every assumption behind its figures (en, then zh-CN)', () => walkAssumptions(page));
  expect(problems).toEqual([]);
});

test('the desktop app gets a self-contained report that prints with scripts off (en)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: 'dark' });
  // The desktop bridge as the preload exposes it; printToPdf keeps what the page sends.
  await page.addInitScript(() => {
    const w = window as unknown as { __pdfRequests: { html: string; suggestedName: string }[] };
    w.__pdfRequests = [];
    Object.defineProperty(window, 'headroom', {
      value: {
        platform: 'electron',
        openFile: async () => null,
        saveFile: async () => ({ saved: false }),
        printToPdf: async (request: { html: string; suggestedName: string }) => {
          w.__pdfRequests.push(request);
          return { saved: true, path: `/home/finance/${request.suggestedName}` };
        },
      },
    });
  });
  const { results } = await resultsOfNewFromTemplate(page, TEMPLATE_NAME, 'en');
  await results.runToEnd();
  const sentence = await results.sentence.innerText();
  await page.getByRole('link', { name: TEXT.en.exportPdf }).click();
  await expect(page.getByRole('alert')).toContainText('Saved the report to /home/finance/');
  const requests = await page.evaluate(
    () =>
      (window as unknown as { __pdfRequests: { html: string; suggestedName: string }[] })
        .__pdfRequests,
  );
  expect(requests).toHaveLength(1);
  const { html, suggestedName } = requests[0]!;
  expect(suggestedName).toMatch(/-report\.pdf$/);
  expect(html).not.toMatch(/<script|<link|src="http/i);

  // Printed as the desktop app's print window does: scripts off, nothing from outside.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const printPage = await context.newPage();
  await printPage.route('**/*', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: {
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:",
      },
      body: html,
    }),
  );
  await printPage.goto('http://report.invalid/report.html');
  const file = join(OUT, 'report-desktop-en.pdf');
  await printPage.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  await context.close();
  const text = pdfText(file);
  expect(squash(text)).toContain(squash(sentence));
  expect(text).toMatch(/Page 1 of \d+/);
  // Printed on white whatever the screen's theme.
  drawPdfPages([
    '-png',
    '-r',
    '50',
    '-f',
    '1',
    '-l',
    '1',
    file,
    join(OUT, 'report-desktop-en'),
  ]);
  expect(problems).toEqual([]);
});
