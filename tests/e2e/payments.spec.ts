import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';

/**
 * How a reservation is paid and what the cash is worth today, as a finance lead sets it up:
 * on the start-up template the 12-month reservation is also sold all upfront (18,000 an
 * instance), the phase-matched strategy signs that option, the scenario's discount rate is
 * 8 % a year; the run shows each strategy's net present value beside its total and the month
 * the commitment has paid for itself against paying as you go. Figures as the unit suite
 * computes them for the same scenario (npx tsx of simulateScenario): NPV 109,389.80, paid
 * back in December 2027, the 12th month. Screenshots at 1280 × 720 in both languages.
 * The walk is made once, in English, to the report; then the language is changed as from
 * another window of the app (the screen follows without a reload) and the same screens are
 * read in Chinese on the way back: the report, the results, and the editor's three settings.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/payments';
const TEMPLATE = 'AI start-up fine-tuning: from development to production';

/** Written out here, not imported from the app, so a wrong translation fails. */
/**
 * The phase-matched strategy's name as the template gives it in English. The scenario is made
 * in English, so the Chinese screens show this name too (the template's Chinese name,
 * 开发期按量计费，生产期承诺 5 台, is for a scenario made in Chinese).
 */
const PHASE_MATCHED = 'Pay-as-you-go in development, commit 5 in production';

const TEXT = {
  en: {
    priceDetails: /^Date, source and terms of the Reserved price \(12 months\)/,
    allUpfront: 'All upfront',
    upfront: 'Upfront per instance',
    done: 'Done',
    strategies: 'Strategies',
    payment: 'Payment option',
    discountRate: 'Discount rate (cost of capital)',
    npvLabel: 'Net present value (NPV)',
    npv: '$109,390',
    detailStrategy: 'Strategy',
    cashSummary: /^Cash by month over the whole contract \(representative run, as paid\): \$[\d,]+ over 12 months, \$0(\.00)? of it paid after the horizon$/,
    npvAt: 'Cash over the whole contract, discounted at 8 % a year',
    paybackLabel: 'Payback month',
    payback: 'December 2027 (month 12)',
    never: 'Not within the horizon',
    exportPdf: 'Export PDF…',
    reportHeading: 'Cash over the whole contract, and what it is worth today',
    afterHorizon: '(after the horizon)',
    against: /Cumulative cash against “.+”: the same work, paid as you go/,
  },
  'zh-CN': {
    priceDetails: /预留实例价格（12 个月）的日期、来源和条款$/,
    allUpfront: '全部预付',
    upfront: '每实例预付金额',
    done: '完成',
    strategies: '采购策略',
    payment: '付款方式',
    discountRate: '折现率（资金成本）',
    npvLabel: '净现值（NPV）',
    npv: 'US$109,390',
    detailStrategy: '策略',
    cashSummary: /^整个合约期逐月现金流（代表性模拟，按实际付款）：12 个月共 US\$[\d,]+，其中规划期后支付 US\$0(\.00)?$/,
    npvAt: '整个合约期的现金流，按年折现率 8% 折现',
    paybackLabel: '回本月份',
    payback: '2027年12月（第 12 个月）',
    never: '规划期内未回本',
    exportPdf: '导出 PDF…',
    reportHeading: '整个合约期的现金流及其净现值',
    afterHorizon: '（规划期后）',
    against: /与“.+”比较累计现金流：同样的工作按量付费/,
  },
} as const;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The results: each strategy's NPV and payback, then the phase-matched strategy's cash month by month, in `language`. */
async function checkResults(page: Page, results: ResultsPage, language: ResultsLanguage): Promise<void> {
  const text = TEXT[language];
  const card = results.card('phase-matched');
  const cash = card.getByTestId('cash-line');
  await expect(cash).toContainText(text.npvLabel);
  await expect(cash.getByTestId('npv')).toHaveText(text.npv);
  await expect(cash).toContainText(text.npvAt);
  await expect(cash).toContainText(text.paybackLabel);
  await expect(cash.getByTestId('payback')).toHaveText(text.payback);
  await expect(cash).toContainText(text.against);
  // Committing all year from day one never pays for itself on this work.
  await expect(results.card('all-committed').getByTestId('payback')).toHaveText(text.never);
  // Paying as you go has an NPV and nothing to pay back.
  await expect(results.card('all-on-demand').getByTestId('npv')).toBeVisible();
  await expect(results.card('all-on-demand').getByTestId('payback')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shot(page, `results-cards-${language}`);
  await card.screenshot({ path: `${SHOTS}/card-${language}.png` });

  // The same strategy's cash month by month on screen, beside its cost as it accrues: the
  // five instances' upfront payments fall in one month, so cash and cost part there.
  await page.getByRole('combobox', { name: text.detailStrategy, exact: true }).click();
  await page.getByRole('option', { name: PHASE_MATCHED }).click();
  const contract = page.getByTestId('contract-cash');
  const summary = contract.getByRole('button');
  await expect(summary).toHaveText(text.cashSummary);
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  const paid = contract.getByTestId('contract-cash-paid');
  await expect(paid).toHaveCount(12);
  const amounts = (await paid.allInnerTexts()).map((v) => Number(v.replace(/[^\d.]/g, '')));
  // Five instances bought all upfront at 18,000 each: one month pays at least 90,000.
  expect(Math.max(...amounts)).toBeGreaterThanOrEqual(90_000);
  await contract.scrollIntoViewIfNeeded();
  await shot(page, `contract-cash-${language}`);
}

/**
 * The report's cash section in `language`: NPV and payback per strategy, and cash by month (the
 * five instances are paid all upfront in May 2027; nothing is left to pay after the horizon).
 */
async function checkReport(page: Page, language: ResultsLanguage): Promise<void> {
  const text = TEXT[language];
  const section = page.locator('[data-section="cash"]');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(text.reportHeading);
  await expect(section.getByTestId('report-npv').locator('[data-strategy="phase-matched"]')).toContainText(text.npv);
  await expect(section.getByTestId('report-npv').locator('[data-strategy="phase-matched"]')).toContainText(text.payback);
  // Twelve months, then the total and the NPV of the months above.
  await expect(section.getByTestId('report-cash-by-month').locator('tbody tr[data-month]')).toHaveCount(12);
  await expect(section.getByTestId('report-cash-total')).toBeVisible();
  await expect(section.getByTestId('report-cash-by-month')).not.toContainText(text.afterHorizon);
  await section.scrollIntoViewIfNeeded();
  await shot(page, `report-cash-${language}`);
}

test(`payment option and discount rate give each strategy's NPV and payback month (en, then zh-CN)`, async ({ page }) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  const text = TEXT.en;
  await page.setViewportSize({ width: 1280, height: 720 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const editor = new EditorPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');

  await editor.createFromTemplate(TEMPLATE);

  // The catalog: the 12-month reserved price is also sold all upfront.
  await editor.openSection('catalog');
  await editor.main.getByRole('button', { name: text.priceDetails }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: text.allUpfront }).check();
  await dialog.getByRole('textbox', { name: text.upfront }).fill('18000');
  await dialog.getByTestId('payment-options').scrollIntoViewIfNeeded();
  await shot(page, 'price-payment-options-en');
  await dialog.getByRole('button', { name: text.done }).click();

  // The phase-matched strategy (the third) signs it.
  await editor.openSection('strategies');
  await editor.main.getByRole('tablist', { name: text.strategies }).getByRole('tab').nth(2).click();
  const payment = editor.main.getByRole('combobox', { name: text.payment });
  await payment.click();
  await page.getByRole('option', { name: text.allUpfront }).click();
  await expect(payment).toHaveText(text.allUpfront);
  await payment.scrollIntoViewIfNeeded();
  await shot(page, 'pool-payment-en');

  // The scenario's cost of capital.
  await editor.openSection('simulation');
  await editor.field(text.discountRate).fill('8');
  await editor.expectSaved();
  await shot(page, 'discount-rate-en');

  await editor.runButton.click();
  await results.waitForRun();
  await checkResults(page, results, 'en');

  // The report.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('link', { name: text.exportPdf }).click();
  await checkReport(page, 'en');

  // In Chinese, on the way back: the report, the results, then the editor's three settings.
  const zh = TEXT['zh-CN'];
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkReport(page, 'zh-CN');
  await page.goBack();
  const resultsZh = new ResultsPage(shell, 'zh-CN');
  await checkResults(page, resultsZh, 'zh-CN');

  const editorZh = new EditorPage(shell, 'zh-CN');
  await resultsZh.editLink.click();
  await editorZh.openSection('catalog');
  await editorZh.main.getByRole('button', { name: zh.priceDetails }).click();
  await expect(dialog.getByRole('checkbox', { name: zh.allUpfront })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: zh.upfront })).toHaveValue(/^18,?000$/);
  await dialog.getByTestId('payment-options').scrollIntoViewIfNeeded();
  await shot(page, 'price-payment-options-zh-CN');
  await dialog.getByRole('button', { name: zh.done }).click();
  await expect(dialog).toBeHidden();

  await editorZh.openSection('strategies');
  await editorZh.main.getByRole('tablist', { name: zh.strategies }).getByRole('tab').nth(2).click();
  const paymentZh = editorZh.main.getByRole('combobox', { name: zh.payment });
  await expect(paymentZh).toHaveText(zh.allUpfront);
  await paymentZh.scrollIntoViewIfNeeded();
  await shot(page, 'pool-payment-zh-CN');

  await editorZh.openSection('simulation');
  await expect(editorZh.field(zh.discountRate)).toHaveValue('8');
  await shot(page, 'discount-rate-zh-CN');
  expect(problems).toEqual([]);
});
