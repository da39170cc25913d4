import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';
import { themesFor } from './pages/looks';

/**
 * Money committed after the horizon, as a finance lead reads it: the 28-day inference example
 * holds a one-year reservation, and every card, the recommendation and the monthly chart say
 * what stays committed after the horizon; choosing "whole commitments" in the editor changes
 * the recommendation and says so. In both languages and themes, with screenshots.
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

for (const language of ['en', 'zh-CN'] as ResultsLanguage[]) {
  for (const theme of themesFor(language)) {
    test(`commitment after the horizon on cards, chart and recommendation, basis chosen (${language}, ${theme})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const problems = collectPageProblems(page);
      const text = TEXT[language];
      await page.setViewportSize({ width: 1280, height: 900 });
      await seedPreferences(page, { language, theme });
      const shell = new AppShell(page);
      const editor = new EditorPage(shell, language);
      const results = new ResultsPage(shell, language);
      const tag = `${language}-${theme}`;

      await editor.createFromTemplate(TEMPLATE);
      await editor.openSection('simulation');
      const basis = page.getByRole('radiogroup', { name: text.basisLabel });
      await expect(basis.getByRole('radio', { name: new RegExp(`^${text.slice}`) })).toBeChecked();
      await screenshot(page, `editor-basis-${tag}`);

      // Run from the editor: it runs at once; the default basis is the representative slice.
      await editor.runButton.click();
      await results.waitForRun();
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

      // Whole commitments: every signed term in full; the all-on-demand autoscaler wins.
      await results.editLink.click();
      await editor.openSection('simulation');
      await basis.getByRole('radio', { name: new RegExp(`^${text.whole}`) }).check();
      await editor.expectSaved();
      await editor.runButton.click();
      await results.waitForRun();
      await expect(page.getByTestId('comparison-basis')).toHaveText(text.wholeStatement);
      await expect(results.card('autoscale')).toHaveAttribute('data-recommended', 'true');
      await expect(
        page.getByTestId('past-horizon-warning').filter({ hasText: text.countedInFull }),
      ).toHaveCount(1);
      await screenshot(page, `results-whole-${tag}`);
      expect(problems).toEqual([]);
    });
  }
}
