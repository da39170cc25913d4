import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { WhatIfPanel } from './pages/what-if-panel';
import type { WhatIfLanguage } from './pages/what-if-text';
import { drawnPdfPages } from './pages/pdf-page-images';

/**
 * A what-if kept for the report, as a planner hands it on: open a template's results, cut the
 * on-demand price by 30 % in the what-if mode, keep it for the report once every run is in,
 * then (after a reload, so the report reads storage, not the screen's memory) export the PDF
 * and read it back with pdftotext: the change in words, the recommendation before and after,
 * and every strategy's total cost for the saved scenario and the what-if, with the change, as
 * the what-if screen showed them. Pages drawn with pdftoppm for a person to look at.
 * Each walk is made once, in English; each screen (the what-if, the report) is read in Chinese
 * too, the language changed as from another window of the app (the screen follows without a
 * reload, keeping what is on it), so both languages read the same what-if and the same report.
 */
const OUT = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/report-what-if';
const TEMPLATE = templateFile('01-');
const START_UP = templateFile('06-');
const RUNS = 30;
const STRATEGIES = ['shared-on-demand', 'bare-metal-hourly', 'bare-metal-monthly'];
const TEXT = {
  en: {
    exportPdf: 'Export PDF…',
    onDemandTyped: 'On-demand price (typed value)',
    keep: 'Keep for the report',
    kept: 'Kept for the report.',
    noChanges: 'Change something to keep a what-if for the report.',
    change: 'On-demand price −30 %',
    heading: 'What-if',
    sameSeeds: 'the same seeds on both sides, so a difference is the effect of the changes, not chance',
    include: 'What-if section',
    unchanged: 'The recommendation does not change.',
    changed: 'The recommendation changes.',
    rows: { costPerJob: 'Cost per job', costPer10kRequests: 'Cost per 10,000 requests', unservedShare: 'Requests not served', latencyMissShare: 'Time over the latency target', deadlineMisses: 'Deadline misses per run' },
  },
  'zh-CN': {
    exportPdf: '导出 PDF…',
    onDemandTyped: '按量计费价格（输入数值）',
    keep: '保留到报告',
    kept: '已保留到报告。',
    noChanges: '先做一些改动，才能为报告保留假设。',
    change: '按量计费价格 −30%',
    heading: '假设分析',
    sameSeeds: '两边使用相同的随机种子，因此差异来自改动，而不是偶然',
    include: '假设分析一节',
    unchanged: '推荐没有变化。',
    changed: '推荐发生了变化。',
    rows: { costPerJob: '每个任务成本', costPer10kRequests: '每万次请求成本', unservedShare: '未能服务的请求占比', latencyMissShare: '超出延迟目标的时间占比', deadlineMisses: '每次模拟错过截止时间的任务数' },
  },
} as const;

/**
 * Text compared without spacing, quotation marks or brackets: pdftotext breaks lines, Chinese has
 * no spaces, and it may place a full-width bracket a few characters from the text around it (the
 * page images show them where they belong).
 */
const squash = (text: string) => text.replace(/[\s“”（）()]+/g, '');

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

/** What the what-if screen shows once the change is made: the headline and each strategy's total, change and baseline. */
interface WhatIfScreen {
  headline: string;
  changed: boolean;
  cards: { id: string; total: string; delta: string }[];
}

async function readWhatIfScreen(page: Page, whatIf: WhatIfPanel): Promise<WhatIfScreen> {
  const headline = await whatIf.headline.innerText();
  const changed = (await page.getByTestId('what-if-recommendation').getAttribute('data-changed')) === 'true';
  const cards = await Promise.all(
    STRATEGIES.map(async (id) => ({
      id,
      total: await whatIf.card(id).getByTestId('what-if-total').innerText(),
      delta: await whatIf.card(id).getByTestId('what-if-delta').innerText(),
    })),
  );
  // The on-demand strategy pays 30 % less on every hour: its change is shown and negative.
  expect(Number(await whatIf.delta('shared-on-demand').getAttribute('data-change'))).toBeLessThan(0);
  return { headline, changed, cards };
}

/** The kept what-if, as the what-if screen says it once kept, in `language`. */
async function checkKept(page: Page, language: WhatIfLanguage): Promise<void> {
  const text = TEXT[language];
  await expect(page.getByTestId('what-if-keep-status')).toHaveText(text.kept);
  await expect(page.getByTestId('what-if-kept')).toContainText(text.change);
  await expect(page.getByRole('button', { name: text.keep, exact: true })).toBeDisabled();
  await page.getByTestId('what-if').screenshot({ path: `${OUT}/kept-${language}.png` });
}

/**
 * The report view's what-if section against what the what-if screen showed, its PDF read back,
 * then the section left out of the report, in `language`.
 */
async function checkReportSection(page: Page, language: WhatIfLanguage, screen: WhatIfScreen): Promise<void> {
  const text = TEXT[language];
  const section = page.getByTestId('report-what-if');
  await expect(section).toBeVisible();
  await expect(page.getByTestId('report-what-if-changes')).toHaveText(text.change);
  await expect(page.getByTestId('report-what-if-recommendation')).toContainText(screen.headline);
  await expect(page.getByTestId('report-what-if-recommendation')).toHaveAttribute('data-changed', String(screen.changed));
  for (const s of screen.cards) {
    const rows = page.getByTestId(`report-what-if-${s.id}`);
    await expect(rows.locator('td[data-figure="totalCost"]')).toContainText(s.delta.split(' · ')[0]!);
    await expect(rows.locator('tr').first()).toContainText(s.total);
  }
  // The cost over time of both sides: one solid and one dashed line a strategy.
  const lines = page.getByTestId('report-what-if-chart').locator('svg path[fill="none"][stroke-width="1.8"]');
  await expect(lines).toHaveCount(2 * screen.cards.length);
  await expect(lines.and(page.locator('[stroke-dasharray]'))).toHaveCount(screen.cards.length);
  await section.screenshot({ path: `${OUT}/report-section-${language}.png` });
  await page.screenshot({ path: `${OUT}/report-view-${language}.png` });

  // The PDF, read back as text.
  const pdf = join(OUT, `report-what-if-${language}.pdf`);
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  const flat = squash(execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }));
  expect(flat).toContain(squash(text.change));
  expect(flat).toContain(squash(text.sameSeeds));
  expect(flat).toContain(squash(screen.headline));
  expect(flat).toContain(squash(screen.changed ? text.changed : text.unchanged));
  for (const s of screen.cards) {
    expect(flat).toContain(squash(s.total));
    // "−¥1,234 (−5.2 %) · was ¥23,456": the change and the baseline figure, as the screen words them.
    for (const part of s.delta.split(' · ')) expect(flat).toContain(squash(part.replace(/^(was|原为)\s*/, '')));
  }
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1]);
  expect(await drawnPdfPages(pdf, join(OUT, `report-what-if-${language}`), 70)).toBe(pages);

  // The section can be left out of the report.
  await page.getByRole('checkbox', { name: text.include }).uncheck();
  await expect(section).toBeHidden();
  const without = join(OUT, `report-without-what-if-${language}.pdf`);
  await page.pdf({ path: without, preferCSSPageSize: true, printBackground: true });
  expect(squash(execFileSync('pdftotext', ['-layout', without, '-'], { encoding: 'utf8' }))).not.toContain(squash(text.change));
}

test(`a what-if kept for the report prints with its changes and figures (en, then zh-CN)`, async ({ page }) => {
  test.setTimeout(360_000);
  const text = TEXT.en;
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  await recordPrint(page);
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  const whatIf = new WhatIfPanel(page, 'en');
  const whatIfZh = new WhatIfPanel(page, 'zh-CN');

  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(String(TEMPLATE.document.name));
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await results.runToEnd();
  await whatIf.open();
  await whatIf.settled(RUNS);
  const keep = page.getByRole('button', { name: text.keep, exact: true });
  await expect(keep).toBeDisabled();
  await expect(page.getByTestId('what-if-keep-status')).toHaveText(text.noChanges);
  // Nothing to keep yet, read in Chinese too (then back to English for the walk).
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await whatIfZh.settled(RUNS);
  await expect(page.getByRole('button', { name: TEXT['zh-CN'].keep, exact: true })).toBeDisabled();
  await expect(page.getByTestId('what-if-keep-status')).toHaveText(TEXT['zh-CN'].noChanges);
  await changePreferencesElsewhere(page, { language: 'en' });

  // On-demand 30 % cheaper, typed.
  const typed = page.getByRole('textbox', { name: text.onDemandTyped, exact: true });
  await typed.fill('-30');
  await typed.press('Enter');
  await whatIf.settled(RUNS);
  const screen = await readWhatIfScreen(page, whatIf);
  await expect(keep).toBeEnabled();
  await keep.click();
  await checkKept(page, 'en');
  // The same what-if read in Chinese: its figures as the Chinese screen words them, for the
  // Chinese report; the typed change is still there, under its Chinese label.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await whatIfZh.settled(RUNS);
  await expect(page.getByRole('textbox', { name: TEXT['zh-CN'].onDemandTyped, exact: true })).toHaveValue('-30');
  const screenZh = await readWhatIfScreen(page, whatIfZh);
  await checkKept(page, 'zh-CN');

  // From storage: reload (in Chinese, the language the page is in), then Export PDF… opens the
  // report view.
  await page.reload();
  await expect(results.recommendation).toBeVisible();
  await page.getByRole('link', { name: TEXT['zh-CN'].exportPdf }).click();
  await expect(page).toHaveURL(/#\/scenarios\/[^/]+\/report/);
  await checkReportSection(page, 'zh-CN', screenZh);
  // The same report read in English, the section put back in first.
  await changePreferencesElsewhere(page, { language: 'en' });
  await page.getByRole('checkbox', { name: text.include }).check();
  await checkReportSection(page, 'en', screen);
  expect(problems).toEqual([]);
});

/** The kept what-if's figure changes on the all-committed card, as the what-if screen words them. */
async function readChanges(whatIf: WhatIfPanel): Promise<{ unserved: string; perJob: string; per10k: string }> {
  const card = whatIf.card('all-committed');
  const onScreen = {
    unserved: await card.getByTestId('what-if-figure-unservedShare').getByTestId('what-if-figure-change').innerText(),
    perJob: await card.getByTestId('what-if-figure-costPerJob').getByTestId('what-if-figure-change').innerText(),
    per10k: await card.getByTestId('what-if-figure-costPer10kRequests').getByTestId('what-if-figure-change').innerText(),
  };
  expect(onScreen.unserved).toMatch(/^\+/);
  return onScreen;
}

/** The report's what-if rows of the all-committed strategy, on screen and in the PDF, in `language`. */
async function checkTargetRows(
  page: Page,
  language: WhatIfLanguage,
  onScreen: { unserved: string; perJob: string; per10k: string },
): Promise<void> {
  const text = TEXT[language];
  const section = page.getByTestId('report-what-if');
  await expect(section).toBeVisible();
  const rows = page.getByTestId('report-what-if-all-committed');
  for (const label of Object.values(text.rows)) await expect(rows).toContainText(label);
  // The same changes the what-if card showed, from storage.
  await expect(rows.locator('td[data-figure="unservedShare"]')).toContainText(onScreen.unserved);
  await expect(rows.locator('td[data-figure="costPerJob"]')).toContainText(onScreen.perJob);
  await expect(rows.locator('td[data-figure="costPer10kRequests"]')).toContainText(onScreen.per10k);
  await section.screenshot({ path: `${OUT}/report-targets-${language}.png` });

  const pdf = join(OUT, `report-targets-${language}.pdf`);
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  const flat = squash(execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }));
  // Short labels only: a long one wraps inside its cell and pdftotext interleaves it with the figures.
  for (const label of [text.rows.costPerJob, text.rows.unservedShare]) expect(flat).toContain(squash(label));
  expect(flat).toContain(squash(onScreen.unserved));
}

test(`the kept what-if's section shows both unit costs and every target with its change (en, then zh-CN)`, async ({ page }) => {
  test.setTimeout(360_000);
  const text = TEXT.en;
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  await recordPrint(page);
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  const whatIf = new WhatIfPanel(page, 'en');
  const runs = (START_UP.document.simulation as { runs: number }).runs;

  // The start-up template with its served model's traffic doubled, kept for the report.
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(String(START_UP.document.name));
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await results.runToEnd();
  await whatIf.open();
  await whatIf.settled(runs);
  await whatIf.slider('what-if-scale-serving').focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('PageUp');
  await whatIf.settled(runs);
  const onScreen = await readChanges(whatIf);
  await page.getByRole('button', { name: text.keep, exact: true }).click();
  await expect(page.getByTestId('what-if-keep-status')).toHaveText(text.kept);
  // The same changes as the Chinese screen words them, for the Chinese report.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  const whatIfZh = new WhatIfPanel(page, 'zh-CN');
  await whatIfZh.settled(runs);
  const onScreenZh = await readChanges(whatIfZh);
  await expect(page.getByTestId('what-if-keep-status')).toHaveText(TEXT['zh-CN'].kept);

  // Reloaded in Chinese, the language the page is in.
  await page.reload();
  // A year of jobs in the saved run: reading it back can take a while on a busy machine.
  await expect(results.recommendation).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: TEXT['zh-CN'].exportPdf }).click();
  await checkTargetRows(page, 'zh-CN', onScreenZh);
  // The same report, from storage, read in English.
  await changePreferencesElsewhere(page, { language: 'en' });
  await checkTargetRows(page, 'en', onScreen);
  expect(problems).toEqual([]);
});
