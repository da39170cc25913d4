import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';
import { themesFor } from './pages/looks';

/**
 * Money committed after the horizon, as a finance lead reads it: the 28-day inference example
 * holds a one-year reservation, and every card, the recommendation and the monthly chart say
 * what stays committed after the horizon; choosing "whole commitments" in the editor changes
 * the recommendation and says so. In both languages and themes, with screenshots. The walk is
 * made once: the slice's results read in English (light), then in Chinese (dark), the language
 * and theme changed as from another window of the app (the screen follows without a reload);
 * the basis changed in Chinese and the whole commitments' results read in Chinese, then in English.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/commitments';
const TEMPLATE = 'Customer-service LLM inference with day peaks';

/** Written out here, not imported from the app, so a wrong translation fails. */
const TEXT = {
  en: {
    basisLabel: 'Compare commitments',
    slice: 'The horizon as a representative slice',
    whole: 'Whole commitments',
    afterHorizon: 'Committed after the horizon',
    none: 'Nothing committed after the horizon',
    sliceStatement: /^Compared on the horizon as a representative slice/,
    wholeStatement: /^Compared on whole commitments/,
    extend:
      /\$317,905 committed after the horizon; extend the horizon to 365 days to see the whole term\.$/,
    countedInFull: /\$317,905 committed after the horizon, counted here in full\.$/,
    amount: '$317,905',
    chartNote: /Still committed after the horizon: \$74,801/,
  },
  'zh-CN': {
    basisLabel: '承诺费用的比较口径',
    slice: '把规划期视为有代表性的一段',
    whole: '完整合约',
    afterHorizon: '规划期后仍需支付的承诺费用',
    none: '规划期后无承诺费用',
    sliceStatement: /^比较口径：把规划期视为有代表性的一段/,
    wholeStatement: /^比较口径：完整合约/,
    extend: /US\$317,905 的承诺费用；将规划期延长到 365 天即可看到完整合约。$/,
    countedInFull: /US\$317,905 的承诺费用，此处已全额计入。$/,
    amount: 'US$317,905',
    chartNote: /规划期后仍需支付：US\$74,801/,
  },
} as const;

/** The whole page, and the parts this test is about at full size. */
async function screenshot(page: Page, name: string): Promise<void> {
  const parts = {
    recommendation: page.getByTestId('recommendation'),
    cards: page.locator('section[aria-labelledby="strategies-heading"]'),
    monthly: page.getByTestId('chart-monthly-cost'),
  };
  for (const [part, locator] of Object.entries(parts)) {
    if ((await locator.count()) > 0)
      await locator.screenshot({ path: `${SHOTS}/${name}-${part}.png` });
  }
  const height = Math.min(9000, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.setViewportSize({ width: 1280, height });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The results on the representative slice: every card, the recommendation and the chart, in `language`. */
async function checkSlice(page: Page, results: ResultsPage, language: ResultsLanguage, tag: string): Promise<void> {
  const text = TEXT[language];
  const reserved = results.card('peak-reserved').getByTestId('after-horizon');
  await expect(reserved).toContainText(text.afterHorizon);
  await expect(reserved.getByTestId('after-horizon-amount')).toHaveText(text.amount);
  await expect(results.card('peak-on-demand').getByTestId('after-horizon')).toHaveText(
    text.none,
  );
  await expect(results.card('base-plus-burst')).toHaveAttribute('data-recommended', 'true');
  await expect(page.getByTestId('comparison-basis')).toHaveText(text.sliceStatement);
  await expect(page.getByTestId('past-horizon-warning')).toHaveCount(2);
  await expect(
    page.getByTestId('past-horizon-warning').filter({ hasText: text.extend }),
  ).toHaveCount(1);
  await screenshot(page, `results-slice-${tag}`);

  // The monthly chart of the recommended strategy ends with a bar after the horizon.
  await expect(page.getByTestId('monthly-after-horizon')).toHaveText(text.chartNote);
}

/** The results on whole commitments: the all-on-demand autoscaler wins, and says why, in `language`. */
async function checkWhole(page: Page, results: ResultsPage, language: ResultsLanguage, tag: string): Promise<void> {
  const text = TEXT[language];
  await expect(page.getByTestId('comparison-basis')).toHaveText(text.wholeStatement);
  await expect(results.card('autoscale')).toHaveAttribute('data-recommended', 'true');
  await expect(
    page.getByTestId('past-horizon-warning').filter({ hasText: text.countedInFull }),
  ).toHaveCount(1);
  await screenshot(page, `results-whole-${tag}`);
}

const [EN_THEME] = themesFor('en');
const [ZH_THEME] = themesFor('zh-CN');

test(`commitment after the horizon on cards, chart and recommendation, basis chosen (en ${EN_THEME}, then zh-CN ${ZH_THEME})`, async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: EN_THEME });
  const shell = new AppShell(page);
  const editor = new EditorPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  const editorZh = new EditorPage(shell, 'zh-CN');
  const resultsZh = new ResultsPage(shell, 'zh-CN');
  const enTag = `en-${EN_THEME}`;
  const zhTag = `zh-CN-${ZH_THEME}`;

  await editor.createFromTemplate(TEMPLATE);
  await editor.openSection('simulation');
  const basis = page.getByRole('radiogroup', { name: TEXT.en.basisLabel });
  await expect(basis.getByRole('radio', { name: new RegExp(`^${TEXT.en.slice}`) })).toBeChecked();
  await screenshot(page, `editor-basis-${enTag}`);

  // Run from the editor: it runs at once; the default basis is the representative slice.
  await editor.runButton.click();
  await results.waitForRun();
  await checkSlice(page, results, 'en', enTag);
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: ZH_THEME });
  await checkSlice(page, resultsZh, 'zh-CN', zhTag);

  // Whole commitments, chosen in Chinese: every signed term in full; the all-on-demand
  // autoscaler wins.
  await resultsZh.editLink.click();
  await editorZh.openSection('simulation');
  const basisZh = page.getByRole('radiogroup', { name: TEXT['zh-CN'].basisLabel });
  await expect(basisZh.getByRole('radio', { name: new RegExp(`^${TEXT['zh-CN'].slice}`) })).toBeChecked();
  await screenshot(page, `editor-basis-${zhTag}`);
  await basisZh.getByRole('radio', { name: new RegExp(`^${TEXT['zh-CN'].whole}`) }).check();
  await editorZh.expectSaved();
  await editorZh.runButton.click();
  await resultsZh.waitForRun();
  await checkWhole(page, resultsZh, 'zh-CN', zhTag);
  await changePreferencesElsewhere(page, { language: 'en', theme: EN_THEME });
  await checkWhole(page, results, 'en', enTag);
  expect(problems).toEqual([]);
});
