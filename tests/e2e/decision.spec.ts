import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';
import { withRuns } from './pages/fewer-runs';

/**
 * Decision support as a planner uses it on the start-up template: run the sensitivity with
 * inputs moved ±50 % and read the tornado and a tipping point; run the commitment optimiser,
 * read the break-even and add the optimum as a strategy, which the next run compares with the
 * others. In both languages and both themes, with screenshots for a person to check: the walk
 * is made once, the preferences changed between English and light and Chinese and dark as from
 * another window of the app (the screen follows without a reload), each answer read in both.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/decision';
const STARTUP = templateFile('06-');
/**
 * Runs a strategy in this walk: the sensitivity and the optimiser simulate every input and every
 * commitment they try on each run, and what is read here (an optimum, its break-even, a tipping
 * point and an input that changes nothing, the optimum recommended by the next run) does not
 * depend on how many runs there are (the template's 20 cost the walk about twice the CPU).
 */
const RUNS = 5;

const TEXT = {
  en: {
    runOptimiser: 'Find the best commitment',
    runSensitivity: 'Run sensitivity',
    range: 'Move each input by ± %',
    addStrategy: 'Add as strategy',
    cancel: 'Cancel',
    cancelled: 'The analysis was cancelled.',
    breakEven: /^A 36-month reservation of NVIDIA A100 40GB SXM, from the start pays off when it is busy more than 35% of the time; in this plan it is busy \d+%\.$/,
    breakEvenLate: /^A 36-month reservation of NVIDIA A100 40GB SXM, from day 120 \(.+\) pays off when/,
    contract: /^Contract value \$[\d,]+ \(every signed term in full\): \$[\d,]+ inside the horizon, \$[1-9][\d,]+ after it; the last term ends on May 1, 2030\.$/,
    assumes: /^Counted on the horizon slice, this answer assumes the service runs until May 2030, when the last term ends\./,
    wholeRow: /^Whole commitments \(every signed term in full\)\d+ × 12-month reservation/,
    headline: /cheaper over the horizon \(commitments counted only for their days inside it\) than/,
    optimum: /^Best: \d+ × 36-month reservation of NVIDIA A100 40GB SXM \(a2-highgpu-1g\)/,
    // A price, volume or speed moved by a share, or the on-demand price trend (a rate a year).
    tipping: /stays the recommendation unless .+ ((rises|falls) more than \d+%|(rise|fall) faster than \d+% a year) \(then “.+”\)\.$/,
    added: /^Added “Optimised commitment” to the scenario as version \d+\./,
    noChange: /: no change within ±50%\.$/,
  },
  'zh-CN': {
    runOptimiser: '寻找最佳承诺',
    runSensitivity: '运行敏感性分析',
    range: '每个输入移动 ± %',
    addStrategy: '添加为策略',
    cancel: '取消',
    cancelled: '分析已取消。',
    breakEven: /^NVIDIA A100 40GB SXM 的 36 个月预留，从一开始在忙碌时间超过 35% 时才划算；在本方案中它的忙碌率为 \d+%。$/,
    breakEvenLate: /^NVIDIA A100 40GB SXM 的 36 个月预留，从第 120 天（.+）起在忙碌时间超过/,
    contract: /^合约总额 (US)?\$[\d,]+（所有签约期限全额计）：规划期内 (US)?\$[\d,]+，规划期后 (US)?\$[1-9][\d,]+；最后一笔期限于 2030-05-01 结束。$/,
    assumes: /^按规划期切片计算，此答案假设服务一直运行到 2030年5月（最后一笔期限结束时）。/,
    wholeRow: /^完整承诺（所有签约期限全额计）\d+ 台 .+12 个月预留/,
    headline: /按规划期内成本计（承诺只计规划期内的天数）/,
    optimum: /^最佳：\d+ 台 NVIDIA A100 40GB SXM（a2-highgpu-1g）36 个月预留/,
    tipping: /^除非.+(上升|下降|上涨)超过 \d+%，否则仍推荐“.+”（超过后改为“.+”）。$/,
    added: /^已将“优化后的承诺”作为版本 \d+ 添加到场景中。/,
    noChange: /：在 ±50% 内推荐不变。$/,
  },
} as const;

async function screenshot(page: Page, name: string): Promise<void> {
  await page.getByTestId('decision-panel').screenshot({ path: `${SHOTS}/${name}.png` });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The first half's language and theme, and the second's: the same walk read in both. */
const FIRST = { language: 'en', theme: 'light' } as const;
const SECOND = { language: 'zh-CN', theme: 'dark' } as const;

/** The sensitivity shown: a tornado sorted by effect and sentences on what flips, in the screen's language. */
async function checkSensitivity(page: Page, language: ResultsLanguage, theme: 'light' | 'dark'): Promise<void> {
  const text = TEXT[language];
  await expect(page.getByTestId('tornado-cost-row').first()).toBeVisible();
  expect(await page.getByTestId('tornado-cost-row').count()).toBeGreaterThanOrEqual(4);
  await expect(page.getByTestId('tipping-point').first()).toHaveText(text.tipping);
  await expect(page.getByTestId('no-tipping-point').first()).toHaveText(text.noChange);
  await screenshot(page, `sensitivity-${language}-${theme}`);
  // Every tornado bar end is visible and labelled beyond its own end, on its own side of the
  // planned value, and no two labels of a row overlap (the lead chart has inputs whose two
  // ends fall on the same side of the dashed line).
  for (const chart of ['tornado-cost', 'tornado-lead']) {
    await page.getByTestId(chart).screenshot({ path: `${SHOTS}/${chart}-${language}-${theme}.png` });
    const faults = await page.getByTestId(chart).evaluate((svg) => {
      const out: string[] = [];
      const line = svg.querySelector('line')!;
      const planned = Number(line.getAttribute('x1'));
      svg.querySelectorAll('g[role="listitem"]').forEach((row, i) => {
        const boxes: DOMRect[] = [];
        for (const end of ['low', 'high']) {
          const bar = row.querySelector<SVGRectElement>(`rect[data-end="${end}"]`)!;
          const label = row.querySelector<SVGTextElement>(`text[data-label="${end}"]`)!;
          const x = Number(bar.getAttribute('x'));
          const w = Number(bar.getAttribute('width'));
          const box = label.getBBox();
          boxes.push(box);
          const left = x < planned - 0.5 || (w <= 1 && end === 'low');
          if (left ? box.x + box.width > x + 0.5 : box.x < x + w - 0.5) out.push(`row ${i} ${end}: label not beyond its bar end`);
        }
        const [a, b] = boxes as [DOMRect, DOMRect];
        if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) out.push(`row ${i}: labels overlap`);
      });
      return out;
    });
    expect(faults).toEqual([]);
    // One number format per chart: "US$4073.6" beside "US$4万" makes two kinds of number.
    // What is left of each figure without its digits (symbol and unit) is the same for all.
    const figures = await page.getByTestId(chart).locator(':scope > text, text[data-label]').allTextContents();
    expect(figures.length).toBeGreaterThan(2);
    expect(new Set(figures.map((f) => f.replace(/[\d.,\s+\-−]/g, ''))).size, figures.join(' | ')).toBe(1);
  }
}

/** Cancel stops an analysis in flight and says so; the sensitivity already shown stays. */
async function cancelOptimiser(page: Page, language: ResultsLanguage): Promise<void> {
  const text = TEXT[language];
  const panel = page.getByTestId('decision-panel');
  await panel.getByRole('button', { name: text.runOptimiser, exact: true }).click();
  const progress = page.getByTestId('decision-progress');
  await progress.getByRole('button', { name: text.cancel, exact: true }).click();
  await expect(progress).toBeHidden();
  await expect(panel.getByText(text.cancelled, { exact: true })).toBeVisible();
  await expect(page.getByTestId('sensitivity-result')).toBeVisible();
}

/** The optimiser's answer shown: the best commitment, its break-even, what signing commits, the curve. */
async function checkOptimum(page: Page, language: ResultsLanguage, theme: 'light' | 'dark'): Promise<void> {
  const text = TEXT[language];
  await expect(page.getByTestId('optimise-optimum')).toHaveText(text.optimum);
  await expect(page.getByTestId('break-even').first()).toHaveText(text.breakEven);
  // Two tranches of one term differ in their start, and each says so.
  await expect(page.getByTestId('break-even').nth(1)).toHaveText(text.breakEvenLate);
  // What signing commits, beside the cost: contract value, the part after the horizon, the
  // end date; the horizon-slice answer says what it assumes; and the whole-commitment answer
  // sits beside it, since it differs.
  await expect(page.getByTestId('optimise-contract').locator('p').first()).toHaveText(text.contract);
  await expect(page.getByTestId('optimise-assumption')).toHaveText(text.assumes);
  const bases = page.getByTestId('optimise-bases');
  await expect(bases.locator('tbody tr')).toHaveCount(2);
  await expect(bases.locator('tr[data-basis="wholeCommitments"]')).toHaveText(text.wholeRow);
  await expect(page.getByTestId('chart-commitment-curve').locator('svg').first()).toBeVisible();
  await screenshot(page, `optimise-${language}-${theme}`);
}

/** The run after the optimum was added: its card is recommended, and the headline names the basis. */
async function checkRunWithOptimum(page: Page, language: ResultsLanguage, theme: 'light' | 'dark'): Promise<void> {
  const results = new ResultsPage(new AppShell(page), language);
  await expect(results.card('optimised-commitment')).toBeVisible();
  await expect(results.card('optimised-commitment')).toHaveAttribute('data-recommended', 'true');
  // The headline names the basis: a horizon-slice cost that leaves committed money out is not "in total".
  await expect(results.sentence).toContainText(TEXT[language].headline);
  await page.getByTestId('recommendation').screenshot({ path: `${SHOTS}/headline-${language}-${theme}.png` });
}

test(`optimise commitments and read what would change the answer (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(360_000);
  const problems = collectPageProblems(page);
  const text = TEXT[FIRST.language];
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, FIRST);
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, FIRST.language);
  const results = new ResultsPage(shell, FIRST.language);

  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(String(STARTUP.document.name));
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await expect(shell.heading).toHaveText(name);
  await withRuns(page, results, RUNS);
  await results.runToEnd();
  const panel = page.getByTestId('decision-panel');
  await expect(panel).toBeVisible();

  // Sensitivity: inputs moved ±50 %, a tornado sorted by effect and sentences on what flips.
  await panel.getByLabel(text.range).fill('50');
  await panel.getByRole('button', { name: text.runSensitivity, exact: true }).click();
  await expect(page.getByTestId('decision-progress')).toBeVisible();
  await expect(page.getByTestId('sensitivity-result')).toBeVisible({ timeout: 180_000 });
  await checkSensitivity(page, FIRST.language, FIRST.theme);
  await cancelOptimiser(page, FIRST.language);

  // The same sensitivity read in Chinese and dark, switched as from another window (no reload):
  // its sentences and both charts' labels (Chinese number format) again; the range field and
  // the Cancel button in Chinese; then the optimiser run in Chinese.
  await changePreferencesElsewhere(page, SECOND);
  const zhText = TEXT[SECOND.language];
  await expect(panel.getByLabel(zhText.range)).toHaveValue('50');
  await expect(panel.getByRole('button', { name: zhText.runSensitivity, exact: true })).toBeVisible();
  await checkSensitivity(page, SECOND.language, SECOND.theme);
  await cancelOptimiser(page, SECOND.language);
  await panel.getByRole('button', { name: zhText.runOptimiser, exact: true }).click();
  const optimise = page.getByTestId('optimise-result');
  await expect(optimise).toBeVisible({ timeout: 180_000 });
  await checkOptimum(page, SECOND.language, SECOND.theme);

  // Back in English and light: the optimiser's answer read, then added as a strategy (named in
  // English), which the next run compares with the others.
  await changePreferencesElsewhere(page, FIRST);
  await checkOptimum(page, FIRST.language, FIRST.theme);
  await optimise.getByRole('button', { name: text.addStrategy, exact: true }).click();
  await expect(page.getByTestId('add-strategy-status')).toHaveText(text.added);
  await expect(results.staleBanner).toBeVisible();
  // The status read in Chinese, naming the strategy by the English name it was added with.
  await changePreferencesElsewhere(page, SECOND);
  await expect(page.getByTestId('add-strategy-status')).toHaveText(/^已将“Optimised commitment”作为版本 \d+ 添加到场景中。/);
  await expect(optimise.getByRole('button', { name: zhText.addStrategy, exact: true })).toBeVisible();

  // The new version has the strategy: the next run (started in Chinese) compares it with the others.
  await new ResultsPage(shell, SECOND.language).runToEnd();
  await checkRunWithOptimum(page, SECOND.language, SECOND.theme);
  await changePreferencesElsewhere(page, FIRST);
  await checkRunWithOptimum(page, FIRST.language, FIRST.theme);
  expect(problems).toEqual([]);
});
