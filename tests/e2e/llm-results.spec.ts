import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { COMPARE_TEXT } from './pages/compare-text';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { WhatIfPanel } from './pages/what-if-panel';

/**
 * A tech lead runs the chat API planned in tokens (the shipped example on two GPU types) and
 * reads, on the card of the strategy capped at a few L4 replicas, the share of requests that
 * missed each target as the simulated requests found it: P95 time to first token missed by
 * 1.8 % where 5 % is allowed (met), P95 end-to-end time missed by 7.3 % (marked missed, and
 * named in the verdict), each with the analytical estimate beside it (6.7 % and 11.9 %: the
 * queueing model, which assumes independent arrivals, overstates both here), with the cost per
 * million tokens beside the cost per 10,000 requests; then exports the PDF report and finds the
 * same figures in it, with the request mix and the targets in the assumptions. The 1.8 %,
 * 7.3 %, 6.7 % and 11.9 % are what the command line says for the same file (20 runs, seed 1:
 * "1.8 % missed (allowed 5 %; estimate 6.7 %)"). Screenshots of the card and the report go to test-results/screenshots/.
 * Each walk is made once, in English; the same screens are then read in Chinese, the language
 * changed as from another window of the app (the screen follows without a reload), so the
 * Chinese figures are those of the same run. The scenario keeps its English names there.
 */
const OUT = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots';
const TEMPLATE_NAME = String(templateFile('10-llm-chat-api').document.name);
const CAPPED = 'l4-capped';

const TEXT = {
  en: {
    exportPdf: 'Export PDF…',
    ttft: 'P95 time to first token ≤ 1,500 ms — 1.8% of requests missed it (allowed 5%; estimate 6.7%)',
    e2e: 'P95 end-to-end time ≤ 30,000 ms — 7.3% of requests missed it (allowed 5%; estimate 11.9%)',
    estimateHint: 'The estimate beside it is the queueing model’s figure for the same target',
    met: 'Met',
    missed: 'Missed',
    perMillion: 'Cost per million tokens',
    per10k: 'Cost per 10,000 requests',
    heading: 'Services planned in tokens',
    assumptionTarget: 'P95 time to first token ≤ 1,500 ms (at most 5% of requests may miss it)',
    sizeClasses: 'Request mix (size classes)',
    meets: 'Meets targets',
    misses: 'Misses targets',
    why: 'Why: time over the latency target 20.7% (at most 1% allowed), kept in 0% of runs; Chat API (8B model): requests over P95 end-to-end time ≤ 30,000 ms 7.3% (at most 5% allowed), kept in 0% of runs.',
  },
  'zh-CN': {
    exportPdf: '导出 PDF…',
    ttft: 'P95 首 token 延迟 ≤ 1,500 毫秒：1.8% 的请求未达到（允许 5%；估算 6.7%）',
    e2e: 'P95 端到端延迟 ≤ 30,000 毫秒：7.3% 的请求未达到（允许 5%；估算 11.9%）',
    estimateHint: '旁边的估算是排队模型对同一目标给出的数值',
    met: '达标',
    missed: '未达标',
    perMillion: '每百万 token 成本',
    per10k: '每万次请求成本',
    heading: '按 token 规划的服务',
    assumptionTarget: 'P95 首 token 延迟 ≤ 1,500 毫秒（最多允许 5% 的请求未达到）',
    sizeClasses: '请求构成（请求规模类别）',
    meets: '达标',
    misses: '未达标',
    why: '原因：超出延迟目标的时间 20.7%（最多允许 1%），0% 的模拟满足；Chat API (8B model)：超出 P95 端到端延迟 ≤ 30,000 毫秒 的请求 7.3%（最多允许 5%），0% 的模拟满足。',
  },
} as const;

/** Text compared without its spacing: pdftotext breaks lines and Chinese has no spaces. */
const squash = (text: string) => text.replace(/\s+/g, '');

/** Records window.print() instead of opening a dialog the test cannot close. */
async function recordPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed += 1;
    };
  });
}

/**
 * The example made from its template on an empty library and run to the end, in `language`
 * at a light theme and the given window size; returns the app shell, for its heading.
 */
async function runExample(page: Page, language: 'en' | 'zh-CN', viewport: { width: number; height: number }): Promise<AppShell> {
  await page.setViewportSize(viewport);
  await seedPreferences(page, { language, theme: 'light' });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, language);
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await expect(shell.heading).toHaveText(name);
  await new ResultsPage(shell, language).runToEnd();
  return shell;
}

test.beforeAll(async () => {
  await mkdir(OUT, { recursive: true });
});

/**
 * The cards' target lines and the cost per million tokens on the results screen, then the PDF
 * report read back, in the interface's language; `printed` is how many reports the page has
 * printed once this one is.
 */
async function checkCardsAndReport(page: Page, language: 'en' | 'zh-CN', printed: number): Promise<void> {
  const text = TEXT[language];
  const results = new ResultsPage(new AppShell(page), language);
  // On-demand L4 meets every target in the simulated requests (time over the latency target
  // 0.97 % where 1 % is allowed; 0.29 %, 0 % and 0.14 % of requests missed the three token
  // targets): it meets targets and gives no reason, like on-demand A100.
  const l4 = results.card('od-l4');
  await expect(l4.getByTestId('targets-sign')).toHaveText(text.meets);
  await expect(l4.getByTestId('targets-why')).toHaveCount(0);
  const l4Targets = await l4.locator('[data-llm-target]').all();
  expect(l4Targets).toHaveLength(3);
  for (const target of l4Targets) await expect(target).toHaveAttribute('data-missed', 'false');
  await expect(results.card('od-a100').getByTestId('targets-why')).toHaveCount(0);

  // The capped strategy misses targets, and its card names the rules it failed: time over the
  // latency target 20.7 % where 1 % is allowed, and its P95 end-to-end target, missed by 7.3 %
  // of requests where 5 % is allowed, kept in none of the 20 runs.
  const card = results.card(CAPPED);
  await expect(card.getByTestId('targets-sign')).toHaveText(text.misses);
  await expect(card.getByTestId('targets-why')).toHaveText(text.why);
  // Its TTFT target line, met (1.8 % of requests, 5 % allowed); its E2E line, marked missed.
  const service = card.locator('[data-llm-workload]');
  const ttft = service.locator('[data-llm-target="0"]');
  await expect(ttft.getByTestId('llm-target-line')).toHaveText(text.ttft);
  await expect(ttft).toHaveAttribute('data-missed', 'false');
  await expect(ttft.locator('.MuiChip-label')).toHaveText(text.met);
  const e2e = service.locator('[data-llm-target="2"]');
  await expect(e2e.getByTestId('llm-target-line')).toHaveText(text.e2e);
  await expect(e2e).toHaveAttribute('data-missed', 'true');
  await expect(e2e.locator('.MuiChip-label')).toHaveText(text.missed);
  // The line's hint says what the estimate beside the simulated share is.
  await expect(ttft.getByTestId('llm-target-line').locator('svg[aria-label]')).toHaveAttribute('aria-label', new RegExp(text.estimateHint));
  const perMillion = service.locator('[data-llm-cost="perMillion"]');
  await expect(perMillion.locator('dt')).toHaveText(text.perMillion);
  await expect(perMillion.locator('dd')).toHaveText(/^(US)?\$0\.33$/);
  await expect(service.locator('[data-llm-cost="per10k"] dt')).toHaveText(text.per10k);
  const perMillionText = await perMillion.locator('dd').innerText();
  await service.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/llm-results-card-${language}.png` });

  // Export PDF… opens the report view; the PDF read back as text holds the same figures.
  await page.getByRole('link', { name: text.exportPdf }).click();
  await expect(page.getByTestId('report')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(printed);
  const table = page.getByTestId('report-llm-figures');
  await expect(table.locator(`tr[data-strategy="${CAPPED}"]`).first()).toContainText(perMillionText);
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/llm-results-report-${language}.png` });
  await page.getByTestId('report-llm-assumptions').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/llm-results-assumptions-${language}.png` });

  const pdf = join(OUT, `llm-results-${language}.pdf`);
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  const flat = squash(execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }));
  expect(flat).toContain(squash(text.heading));
  expect(flat).toContain(squash(text.ttft));
  expect(flat).toContain(squash(text.e2e));
  expect(flat).toContain(squash(perMillionText));
  expect(flat).toContain(squash(text.sizeClasses));
  expect(flat).toContain(squash(text.assumptionTarget));
}

/**
 * Each target's missed requests and the cost per million tokens on screen and in the PDF (en,
 * then zh-CN), on the example already run at 1280 × 900 in English; ends on the report in Chinese.
 */
async function cardsAndReport(page: Page): Promise<void> {
  await checkCardsAndReport(page, 'en', 1);
  // The same run read in Chinese: back to the results, the language changed as from another
  // window (the screen follows without a reload), the cards and a new report read again.
  await page.goBack();
  await expect(page.getByTestId('report')).toBeHidden();
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkCardsAndReport(page, 'zh-CN', 2);
}

/**
 * The same service with a quarter more traffic, in what-if and then in Compare (the what-if saved
 * as version 2): the capped strategy's P95 time-to-first-token target goes from 1.82 % of
 * requests missed to 30.51 % (the simulated requests' figures; the analytical estimate beside
 * them goes from 6.7 % to 42.3 %), and its cost per million tokens from $0.33 to $0.29, each change read run by run on the same seeds. The example's traffic has no randomness, so every run moves
 * by the same amount: the change is exact, written without an interval. The figures are the
 * shared analysis' for the same file (20 runs from seed 1, traffic x1.25).
 */
interface WhatIfStatusSeen {
  status: string;
  text: string;
  /** The capped strategy's P95 TTFT before → after, as shown at that status. */
  ttft: string;
}

/** Records each status the what-if shows from now on, with its words and the capped strategy's TTFT figures then. */
async function recordWhatIfStatuses(page: Page): Promise<void> {
  await page.evaluate((capped) => {
    const seen: WhatIfStatusSeen[] = [];
    (window as unknown as { __whatIfStatuses: WhatIfStatusSeen[] }).__whatIfStatuses = seen;
    const look = () => {
      const el = document.querySelector('[data-testid="what-if-status"]');
      const status = el?.getAttribute('data-status') ?? '';
      const card = document.querySelector(`[data-testid="what-if-card-${capped}"]`);
      const ttft = card?.querySelector('[data-testid="what-if-llm-figure"] [data-testid="what-if-figure-values"]')?.textContent ?? '';
      const last = seen.at(-1);
      if (status !== '' && (last?.status !== status || last.ttft !== ttft)) seen.push({ status, text: el?.textContent ?? '', ttft });
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, CAPPED);
}

const PAIRED = {
  en: {
    ttftLabel: 'Chat API (8B model): requests over P95 time to first token ≤ 1,500 ms',
    ttftValues: '1.82% → 30.51%',
    ttftChange: '+28.69 points',
    ttftRunByRun: 'run by run: +28.69 points in every run',
    ttftEstimate: 'estimate: 6.7% → 42.3%',
    perMillionLabel: 'Chat API (8B model): cost per million tokens',
    perMillionRunByRun: /^run by run: −(US)?\$0\.04 in every run$/,
    meets: 'Meets targets',
    misses: 'Misses targets',
    missesNow: 'Now misses its targets',
    unserved: 'requests not served 2.7% (at most 1% allowed), kept in 0% of runs',
    estimateStatus: 'Latency targets from the estimate for now · simulating the requests…',
    ttftEstimateFirst: '6.66% → 42.33%',
  },
  'zh-CN': {
    ttftLabel: 'Chat API (8B model)：未达到 P95 首 token 延迟 ≤ 1,500 毫秒 的请求',
    ttftValues: '1.82% → 30.51%',
    ttftChange: '+28.69 个百分点',
    ttftRunByRun: '逐次比较：每次模拟均为 +28.69 个百分点',
    ttftEstimate: '估算：6.7% → 42.3%',
    perMillionLabel: 'Chat API (8B model)：每百万 token 成本',
    perMillionRunByRun: /^逐次比较：每次模拟均为 −(US)?\$0\.04$/,
    meets: '达标',
    misses: '未达标',
    missesNow: '现在未满足目标',
    unserved: '未服务的请求 2.7%（最多允许 1%），0% 的模拟满足',
    estimateStatus: '延迟目标暂为估算 · 正在逐个模拟请求…',
    ttftEstimateFirst: '6.66% → 42.33%',
  },
} as const;

/** The move's statuses since they were recorded: the estimate first, said so, then the simulated requests' figures. */
async function checkEstimateFirst(page: Page, language: 'en' | 'zh-CN', estimateFigure: string | null): Promise<void> {
  const text = PAIRED[language];
  const seen = await page.evaluate(() => (window as unknown as { __whatIfStatuses: WhatIfStatusSeen[] }).__whatIfStatuses);
  const estimated = seen.findIndex((x) => x.status === 'estimate');
  expect(estimated, JSON.stringify(seen)).toBeGreaterThanOrEqual(0);
  expect(seen[estimated]!.text).toBe(text.estimateStatus);
  if (estimateFigure !== null) expect(seen[estimated]!.ttft).toBe(estimateFigure);
  expect(seen.slice(estimated + 1).map((x) => x.status)).toContain('done');
  expect(seen.slice(0, estimated).map((x) => x.status)).not.toContain('first');
}

/** The capped strategy's what-if card at a quarter more traffic, in the interface's language. */
async function checkWhatIfFigures(page: Page, language: 'en' | 'zh-CN'): Promise<void> {
  const text = PAIRED[language];
  const whatIf = new WhatIfPanel(page, language);
  const card = whatIf.card(CAPPED);
  const figures = card.getByTestId('what-if-llm-figure');
  const ttft = figures.filter({ hasText: text.ttftLabel });
  await expect(ttft.locator('dt')).toHaveText(text.ttftLabel);
  await expect(ttft.getByTestId('what-if-figure-values')).toHaveText(text.ttftValues);
  await expect(ttft.getByTestId('what-if-figure-change')).toHaveText(text.ttftChange);
  await expect(ttft.getByTestId('what-if-figure-paired')).toHaveText(text.ttftRunByRun);
  // The analytical estimate under the simulated figures, labelled as such.
  await expect(ttft.getByTestId('what-if-figure-estimate')).toHaveText(text.ttftEstimate);
  // Every run moved alike: an exact change, not one within the noise.
  await expect(ttft).toHaveAttribute('data-within-noise', 'false');
  // "cost per million tokens" is not part of "cost per million output tokens": one row.
  const perMillion = figures.filter({ hasText: text.perMillionLabel });
  await expect(perMillion.getByTestId('what-if-figure-paired')).toHaveText(text.perMillionRunByRun);
  // Every card says meets or misses under the what-if; the capped one names what it failed,
  // first the 2.7 % of requests left unserved. Slow requests are compared target by target
  // only, never as one figure whose target changes between before and after.
  await expect(whatIf.card('od-a100').getByTestId('what-if-targets-sign')).toHaveText(text.meets);
  // On-demand L4, which meets its targets as planned, no longer does with the extra traffic.
  await expect(whatIf.card('od-l4').getByTestId('what-if-targets-sign')).toHaveText(text.missesNow);
  await expect(card.getByTestId('what-if-targets-sign')).toHaveText(text.misses);
  await expect(card.getByTestId('what-if-targets-why')).toContainText(text.unserved);
  await expect(page.getByTestId('what-if-figure-requestMissShare')).toHaveCount(0);
  await ttft.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${OUT}/llm-paired-what-if-${language}.png` });
}

/** Compare, version 2 (the what-if saved) beside version 1 on the same seeds, in the interface's language. */
async function checkCompare(page: Page, language: 'en' | 'zh-CN', runs: number): Promise<void> {
  const text = PAIRED[language];
  await expect(page.getByTestId('compare-status')).toHaveText(COMPARE_TEXT[language].done(runs, 1), { timeout: 90_000 });
  const rows = page.getByTestId(`compare-llm-${CAPPED}`);
  const ttftRow = rows.and(page.locator('[data-figure="chat:target0"]'));
  await expect(ttftRow.getByTestId('compare-values')).toHaveText(text.ttftValues);
  await expect(ttftRow.getByTestId('compare-llm-paired')).toHaveText(text.ttftRunByRun);
  await expect(ttftRow.getByTestId('compare-llm-estimate')).toHaveText(text.ttftEstimate);
  await expect(ttftRow).toHaveAttribute('data-within-noise', 'false');
  const moneyRow = rows.and(page.locator('[data-figure="chat:perMillion"]'));
  await expect(moneyRow.locator('td').first()).toHaveText(text.perMillionLabel);
  await expect(moneyRow.getByTestId('compare-llm-paired')).toHaveText(text.perMillionRunByRun);
  await ttftRow.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${OUT}/llm-paired-compare-${language}.png` });
}

/** What-if and Compare read each target's missed share and the cost per million tokens run by run (en and zh-CN), on the example already run, its results on screen in English. */
async function whatIfAndCompare(page: Page): Promise<void> {
  const runs = (templateFile('10-llm-chat-api').document.simulation as { runs: number }).runs;
  const whatIf = new WhatIfPanel(page, 'en');

  // What-if: a quarter more traffic (one big step of the curve's scale).
  await whatIf.open();
  await whatIf.settled(runs);
  await recordWhatIfStatuses(page);
  await whatIf.slider('what-if-scale-chat').focus();
  await page.keyboard.press('PageUp');
  await whatIf.settled(runs);
  // The move's first figures are the analytical estimate's, said so, while the requests of the
  // new traffic are simulated (seconds: a quarter more traffic meets new windows); then the
  // simulated figures replace them.
  await checkEstimateFirst(page, 'en', PAIRED.en.ttftEstimateFirst);
  await checkWhatIfFigures(page, 'en');

  // The same what-if read in Chinese: the language changed as from another window, the panel
  // and its answer stay; then one more step up says in Chinese that its first figures are the
  // estimate, and a step back returns to a quarter more.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  const zhWhatIf = new WhatIfPanel(page, 'zh-CN');
  await zhWhatIf.settled(runs);
  await checkWhatIfFigures(page, 'zh-CN');
  await recordWhatIfStatuses(page);
  await zhWhatIf.slider('what-if-scale-chat').focus();
  await page.keyboard.press('PageUp');
  await zhWhatIf.settled(runs);
  await checkEstimateFirst(page, 'zh-CN', null);
  await page.keyboard.press('PageDown');
  await zhWhatIf.settled(runs);
  await checkWhatIfFigures(page, 'zh-CN');

  // Compare: the what-if saved as version 2, beside version 1 on the same seeds; read in Chinese,
  // then in English.
  await zhWhatIf.button(zhWhatIf.text.saveVersion).click();
  await expect(page.getByTestId('what-if-notice')).toHaveText(zhWhatIf.text.savedVersion(2));
  await page.getByRole('link', { name: COMPARE_TEXT['zh-CN'].open }).click();
  await checkCompare(page, 'zh-CN', runs);
  await changePreferencesElsewhere(page, { language: 'en' });
  await checkCompare(page, 'en', runs);
}

/*
 * One run of the example for both walks: the cards and the report are read on it, then the
 * what-if and Compare start from the same results (the run costs as much as the page; the
 * what-if runs its own baseline in its own workers either way).
 */
test(`a service planned in tokens: the cards, the PDF, what-if and Compare read each target's missed requests and the cost per million tokens (en and zh-CN)`, async ({ page }) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  await recordPrint(page);
  await runExample(page, 'en', { width: 1280, height: 900 });
  await test.step("each target's missed requests and the cost per million tokens on screen and in the PDF (en, then zh-CN)", () => cardsAndReport(page));
  // Back from the report to the same results, in English and a larger window.
  await page.goBack();
  await expect(page.getByTestId('report')).toBeHidden();
  await changePreferencesElsewhere(page, { language: 'en' });
  await page.setViewportSize({ width: 1400, height: 1000 });
  const results = new ResultsPage(new AppShell(page), 'en');
  await expect(results.runButton).toHaveText(results.text.runAgain);
  await test.step("what-if and Compare read each target's missed share and the cost per million tokens run by run (en and zh-CN)", () => whatIfAndCompare(page));
  expect(problems).toEqual([]);
});
