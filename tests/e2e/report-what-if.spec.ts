import { execFileSync } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { WhatIfPanel } from './pages/what-if-panel';
import type { WhatIfLanguage } from './pages/what-if-text';

/**
 * A what-if kept for the report, as a planner hands it on: open a template's results, cut the
 * on-demand price by 30 % in the what-if mode, keep it for the report once every run is in,
 * then (after a reload, so the report reads storage, not the screen's memory) export the PDF
 * and read it back with pdftotext: the change in words, the recommendation before and after,
 * and every strategy's total cost for the saved scenario and the what-if, with the change, as
 * the what-if screen showed them. Pages drawn with pdftoppm for a person to look at.
 */
const OUT = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/report-what-if';
const TEMPLATE = templateFile('01-');
const START_UP = templateFile('06-');
const RUNS = 30;
const STRATEGIES = ['shared-on-demand', 'bare-metal-hourly', 'bare-metal-monthly'];
const LANGUAGES: WhatIfLanguage[] = ['en', 'zh-CN'];
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

for (const language of LANGUAGES) {
  test(`a what-if kept for the report prints with its changes and figures (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    const text = TEXT[language];
    const problems = collectPageProblems(page);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await seedPreferences(page, { language, theme: 'light' });
    await recordPrint(page);
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, language);
    const results = new ResultsPage(shell, language);
    const whatIf = new WhatIfPanel(page, language);

    await library.open();
    const name = await library.createFromTemplateOnEmptyLibrary(String(TEMPLATE.document.name));
    await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
    await results.runToEnd();
    await whatIf.open();
    await whatIf.settled(RUNS);
    const keep = page.getByRole('button', { name: text.keep, exact: true });
    await expect(keep).toBeDisabled();
    await expect(page.getByTestId('what-if-keep-status')).toHaveText(text.noChanges);

    // On-demand 30 % cheaper, typed.
    const typed = page.getByRole('textbox', { name: text.onDemandTyped, exact: true });
    await typed.fill('-30');
    await typed.press('Enter');
    await whatIf.settled(RUNS);

    // What the what-if screen shows: the headline and each strategy's total, change and baseline.
    const headline = await whatIf.headline.innerText();
    const changed = (await page.getByTestId('what-if-recommendation').getAttribute('data-changed')) === 'true';
    const screen = await Promise.all(
      STRATEGIES.map(async (id) => ({
        id,
        total: await whatIf.card(id).getByTestId('what-if-total').innerText(),
        delta: await whatIf.card(id).getByTestId('what-if-delta').innerText(),
      })),
    );
    // The on-demand strategy pays 30 % less on every hour: its change is shown and negative.
    expect(Number(await whatIf.delta('shared-on-demand').getAttribute('data-change'))).toBeLessThan(0);

    await expect(keep).toBeEnabled();
    await keep.click();
    await expect(page.getByTestId('what-if-keep-status')).toHaveText(text.kept);
    await expect(page.getByTestId('what-if-kept')).toContainText(text.change);
    await expect(keep).toBeDisabled();
    await page.getByTestId('what-if').screenshot({ path: `${OUT}/kept-${language}.png` });

    // From storage: reload, then Export PDF… opens the report view.
    await page.reload();
    await expect(results.recommendation).toBeVisible();
    await page.getByRole('link', { name: text.exportPdf }).click();
    await expect(page).toHaveURL(/#\/scenarios\/[^/]+\/report/);
    const section = page.getByTestId('report-what-if');
    await expect(section).toBeVisible();
    await expect(page.getByTestId('report-what-if-changes')).toHaveText(text.change);
    await expect(page.getByTestId('report-what-if-recommendation')).toContainText(headline);
    await expect(page.getByTestId('report-what-if-recommendation')).toHaveAttribute('data-changed', String(changed));
    for (const s of screen) {
      const rows = page.getByTestId(`report-what-if-${s.id}`);
      await expect(rows.locator('td[data-figure="totalCost"]')).toContainText(s.delta.split(' · ')[0]!);
      await expect(rows.locator('tr').first()).toContainText(s.total);
    }
    // The cost over time of both sides: one solid and one dashed line a strategy.
    const lines = page.getByTestId('report-what-if-chart').locator('svg path[fill="none"][stroke-width="1.8"]');
    await expect(lines).toHaveCount(2 * screen.length);
    await expect(lines.and(page.locator('[stroke-dasharray]'))).toHaveCount(screen.length);
    await section.screenshot({ path: `${OUT}/report-section-${language}.png` });
    await page.screenshot({ path: `${OUT}/report-view-${language}.png` });

    // The PDF, read back as text.
    const pdf = join(OUT, `report-what-if-${language}.pdf`);
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    const flat = squash(execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }));
    expect(flat).toContain(squash(text.change));
    expect(flat).toContain(squash(text.sameSeeds));
    expect(flat).toContain(squash(headline));
    expect(flat).toContain(squash(changed ? text.changed : text.unchanged));
    for (const s of screen) {
      expect(flat).toContain(squash(s.total));
      // "−¥1,234 (−5.2 %) · was ¥23,456": the change and the baseline figure, as the screen words them.
      for (const part of s.delta.split(' · ')) expect(flat).toContain(squash(part.replace(/^(was|原为)\s*/, '')));
    }
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1]);
    execFileSync('pdftoppm', ['-png', '-r', '70', pdf, join(OUT, `report-what-if-${language}`)]);
    expect((await readdir(OUT)).filter((f) => f.startsWith(`report-what-if-${language}-`) && f.endsWith('.png'))).toHaveLength(pages);

    // The section can be left out of the report.
    await page.getByRole('checkbox', { name: text.include }).uncheck();
    await expect(section).toBeHidden();
    const without = join(OUT, `report-without-what-if-${language}.pdf`);
    await page.pdf({ path: without, preferCSSPageSize: true, printBackground: true });
    expect(squash(execFileSync('pdftotext', ['-layout', without, '-'], { encoding: 'utf8' }))).not.toContain(squash(text.change));
    expect(problems).toEqual([]);
  });

  test(`the kept what-if's section shows both unit costs and every target with its change (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    const text = TEXT[language];
    const problems = collectPageProblems(page);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await seedPreferences(page, { language, theme: 'light' });
    await recordPrint(page);
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, language);
    const results = new ResultsPage(shell, language);
    const whatIf = new WhatIfPanel(page, language);
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
    const card = whatIf.card('all-committed');
    const onScreen = {
      unserved: await card.getByTestId('what-if-figure-unservedShare').getByTestId('what-if-figure-change').innerText(),
      perJob: await card.getByTestId('what-if-figure-costPerJob').getByTestId('what-if-figure-change').innerText(),
      per10k: await card.getByTestId('what-if-figure-costPer10kRequests').getByTestId('what-if-figure-change').innerText(),
    };
    expect(onScreen.unserved).toMatch(/^\+/);
    await page.getByRole('button', { name: text.keep, exact: true }).click();
    await expect(page.getByTestId('what-if-keep-status')).toHaveText(text.kept);

    await page.reload();
    // A year of jobs in the saved run: reading it back can take a while on a busy machine.
    await expect(results.recommendation).toBeVisible({ timeout: 60_000 });
    await page.getByRole('link', { name: text.exportPdf }).click();
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
    expect(problems).toEqual([]);
  });
}
