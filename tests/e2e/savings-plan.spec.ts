import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * A savings plan added in the editor to the day-peaks inference template's autoscaling
 * strategy: Google Cloud, compute scope, 3 an hour for 12 months, no upfront, at the catalog's
 * rate of 0.72 on the A100 offer. The 28-day run commits 672 h x 3 = 2,016, covers 2,800 of
 * on-demand usage at list (2,016 / 0.72), and saves 784 (the command line prints the same for
 * the same file); the best commitment is 7.27 an hour, breaking even up to 20.63. Read on
 * screen and in the report in English, then the report in Chinese.
 */
const TEMPLATE = 'Customer-service LLM inference with day peaks';
const STRATEGY = 'Autoscale on-demand, base of 2';

const TEXT = {
  en: {
    strategies: 'Strategies',
    add: 'Add savings plan',
    commitment: 'Commitment per hour',
    rate: /^Rate on /,
    detailStrategy: 'Strategy',
    summary: /^Committed \$2,016(\.00)?, of it unused \$0(\.00)?; covered \$2,800(\.00)? of on-demand usage at list price; saved \$784(\.00)? against paying that usage on demand\./,
    exportPdf: 'Export PDF…',
    reportHeading: 'Savings plans',
    findBest: 'Find the best commitment per hour',
    best: /^Google Cloud savings plan \(Autoscale on-demand, base of 2\): best \$7\.27 an hour, saving \$[\d,.]+; breaks even up to \$20\.63 an hour$/,
  },
  'zh-CN': {
    reportHeading: '节省计划',
    summary: /^承诺金额 US\$2,016(\.00)?，其中未使用 US\$0(\.00)?；覆盖了按目录价计 US\$2,800(\.00)? 的按量使用；与按量付费相比节省 US\$784(\.00)?。/,
    commitmentRow: '每小时承诺金额',
  },
} as const;

test('a savings plan added in the editor is billed, shown by month and printed in the report (en, zh-CN)', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const editor = new EditorPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  const en = TEXT.en;

  await editor.createFromTemplate(TEMPLATE);
  await editor.openSection('strategies');
  await editor.main.getByRole('tablist', { name: en.strategies }).getByRole('tab').nth(2).click();
  await editor.main.getByRole('button', { name: en.add }).click();
  const card = editor.main.getByTestId('savings-plan-card');
  await expect(card).toHaveCount(1);
  // The rate comes from the catalog: Google Cloud's flexible commitment, 12 months, 0.72.
  await expect(card.getByRole('textbox', { name: en.rate })).toHaveValue('0.72');
  await card.getByRole('textbox', { name: en.commitment, exact: true }).fill('3');
  await editor.expectSaved();

  await editor.runButton.click();
  await results.waitForRun();
  await page.getByRole('combobox', { name: en.detailStrategy, exact: true }).click();
  await page.getByRole('option', { name: STRATEGY }).click();
  const plans = page.getByTestId('savings-plans');
  await expect(plans.getByTestId('savings-plan-summary')).toHaveText(en.summary);
  await expect(plans.getByTestId('savings-plan-month')).toHaveCount(1);
  // The best commitment per hour, beside the commitment optimiser (the command line's --optimise finds the same).
  await page.getByRole('button', { name: en.findBest, exact: true }).click();
  await expect(page.getByTestId('savings-plan-best').getByText(en.best)).toBeVisible();

  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('link', { name: en.exportPdf }).click();
  const section = page.locator('[data-section="savings-plans"]');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(en.reportHeading);
  await expect(section.getByTestId('report-savings-plan-summary')).toHaveText(en.summary);
  await expect(section).toContainText(en.commitment);

  // The same report in Chinese.
  await seedPreferences(page, { language: 'zh-CN' });
  await page.reload();
  const zh = TEXT['zh-CN'];
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(zh.reportHeading);
  await expect(section.getByTestId('report-savings-plan-summary')).toHaveText(zh.summary);
  await expect(section).toContainText(zh.commitmentRow);
  expect(problems).toEqual([]);
});
