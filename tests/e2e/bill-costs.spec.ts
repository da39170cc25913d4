import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { themesFor } from './pages/looks';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';

/**
 * Every cost on the bill, as a finance lead enters it: on the fine-tuning template, 10 % off
 * bare-metal terms, a 500 GB disk on every server at 1 CNY/GB-month, 100 GB of egress a month
 * at 0.5 CNY/GB, support at 3 % (at least 100 CNY a month) and 6 % VAT. A tax of 120 % is
 * refused first, with a message at the field. The run shows the monthly bare-metal server's
 * bill line by line, as simulateScenario gives it for the same file (one run, no randomness):
 * GPU 196,990.50; discounts -19,699.05; storage 887.10 (28/31 of January, February, 3/31 of
 * March: 500 GB x 1.774 months); egress 100.00 (2 months of 100 GB at 0.5); support 5,348.36;
 * tax 11,017.61; total 194,644.52. English in the light theme, Chinese in the dark one. The
 * walk is made once, in English; then the language and theme are changed as from another window
 * of the app (the screen follows without a reload), the results read in Chinese, and the editor
 * opened again in Chinese to read the costs entered and to be refused the tax once more.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/bill-costs';
const TEMPLATE = 'Fine-tuning: shared GPU instances vs bare-metal';
const MONTHLY = 'bare-metal-monthly';

/** Written out here, not imported from the app, so a wrong translation fails. */
const TEXT = {
  en: {
    addDiscount: 'Add discount',
    purchaseOption: 'Purchase option',
    bareMetal: 'Bare metal',
    discount: 'Discount',
    addStorage: 'Add storage',
    size: 'Size',
    pricePerGbMonth: 'Price per GB-month',
    pricePerGb: 'Price per GB',
    gbPerMonth: 'GB a month',
    supportShare: 'Share of spend',
    minimum: 'Minimum a month',
    tax: 'Tax or VAT on the total',
    taxTooHigh: /100/,
    heading: 'The bill beside GPU cost',
    gpuLine: 'GPU time',
    totalLine: 'Bill total',
    compared: 'Costs compared here are bill totals',
    cardTotal: 'Bill total (P50)',
    cardGpu: /^GPU time alone: /,
  },
  'zh-CN': {
    addDiscount: '添加折扣',
    purchaseOption: '购买方式',
    bareMetal: 'GPU云物理服务器',
    discount: '折扣',
    addStorage: '添加存储',
    size: '容量',
    pricePerGbMonth: '每 GB 每月价格',
    pricePerGb: '每 GB 价格',
    gbPerMonth: '每月 GB',
    supportShare: '占支出比例',
    minimum: '每月最低收费',
    tax: '对合计征收的税费或增值税',
    taxTooHigh: /100/,
    heading: 'GPU 费用之外的账单',
    gpuLine: 'GPU 费用',
    totalLine: '账单合计',
    compared: '此处比较的是账单合计',
    cardTotal: '账单合计（P50）',
    cardGpu: /^其中 GPU 费用：/,
  },
} as const;

/** The monthly server's bill, worked out in the comment above; the sign may be "-" or "−". */
const EXPECTED: Record<string, RegExp> = {
  gpu: /196,990\.50/,
  discounts: /^[-−].*19,699\.05$|^.*[-−]19,699\.05$/,
  storage: /887\.10/,
  egress: /100\.00/,
  support: /5,348\.36/,
  tax: /11,017\.61/,
  total: /194,644\.52/,
};

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The run's bill, line by line, and the monthly server's card, in `language`. */
async function checkBill(page: Page, results: ResultsPage, language: ResultsLanguage, tag: string): Promise<void> {
  const text = TEXT[language];
  await expect(page.getByTestId('bill-compared')).toContainText(text.compared);
  const bill = page.getByTestId('bill');
  await expect(bill.getByRole('heading', { name: text.heading })).toBeVisible();
  await expect(page.getByTestId('bill-line-gpu').locator('th, td').first()).toHaveText(text.gpuLine);
  await expect(page.getByTestId('bill-line-total').locator('th, td').first()).toHaveText(text.totalLine);
  for (const [line, amount] of Object.entries(EXPECTED)) {
    await expect(page.getByTestId(`bill-line-${line}`).locator(`[data-strategy="${MONTHLY}"]`), line).toHaveText(amount);
  }
  // The card's total is the bill's; GPU time stays beside it.
  const card = results.card(MONTHLY);
  await expect(card).toContainText(text.cardTotal);
  await expect(card.getByTestId('gpu-cost')).toHaveText(text.cardGpu);
  await expect(card.getByTestId('gpu-cost')).toContainText('196,990');
  await bill.scrollIntoViewIfNeeded();
  await shot(page, `results-${tag}`);
}

/** A tax over 100 % is refused at the field, then corrected, in `language`. */
async function refuseTax(page: Page, editor: EditorPage, language: ResultsLanguage, tag: string): Promise<void> {
  const text = TEXT[language];
  const tax = editor.field(text.tax);
  await tax.fill('120');
  await expect(editor.helperOf(tax)).toHaveText(text.taxTooHigh);
  await shot(page, `editor-refused-${tag}`);
  await tax.fill('6');
  await expect(editor.helperOf(tax)).toHaveCount(0);
  await editor.expectSaved();
  await shot(page, `editor-${tag}`);
}

const [EN_THEME] = themesFor('en');
const [ZH_THEME] = themesFor('zh-CN');

test(`bill costs entered in the editor show as their own lines beside GPU cost (en ${EN_THEME}, then zh-CN ${ZH_THEME})`, async ({ page }) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  const text = TEXT.en;
  const enTag = `en-${EN_THEME}`;
  const zhTag = `zh-CN-${ZH_THEME}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await seedPreferences(page, { language: 'en', theme: EN_THEME });
  const shell = new AppShell(page);
  const editor = new EditorPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  await editor.createFromTemplate(TEMPLATE);
  await editor.openSection('bill');

  await editor.main.getByRole('button', { name: text.addDiscount }).click();
  const option = editor.main.getByRole('combobox', { name: text.purchaseOption });
  await option.click();
  await page.getByRole('option', { name: text.bareMetal, exact: true }).click();
  await expect(option).toHaveText(text.bareMetal);
  await editor.field(text.discount).fill('10');

  await editor.main.getByRole('button', { name: text.addStorage }).click();
  await editor.field(text.size).fill('500');
  await editor.field(text.pricePerGbMonth).fill('1');
  await editor.field(text.pricePerGb).fill('0.5');
  await editor.field(text.gbPerMonth).fill('100');
  await editor.field(text.supportShare).fill('3');
  await editor.field(text.minimum).fill('100');
  await refuseTax(page, editor, 'en', enTag);

  await editor.runButton.click();
  await results.waitForRun();
  await checkBill(page, results, 'en', enTag);

  // In Chinese (dark): the same results, then the editor with the costs entered, the tax
  // refused and corrected again.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: ZH_THEME });
  const resultsZh = new ResultsPage(shell, 'zh-CN');
  await checkBill(page, resultsZh, 'zh-CN', zhTag);
  const zh = TEXT['zh-CN'];
  const editorZh = new EditorPage(shell, 'zh-CN');
  await resultsZh.editLink.click();
  await editorZh.openSection('bill');
  await expect(editorZh.main.getByRole('combobox', { name: zh.purchaseOption })).toHaveText(zh.bareMetal);
  const entered: [string, string][] = [
    [zh.discount, '10'],
    [zh.size, '500'],
    [zh.pricePerGbMonth, '1'],
    [zh.pricePerGb, '0.5'],
    [zh.gbPerMonth, '100'],
    [zh.supportShare, '3'],
    [zh.minimum, '100'],
    [zh.tax, '6'],
  ];
  for (const [label, value] of entered) await expect(editorZh.field(label), label).toHaveValue(value);
  await refuseTax(page, editorZh, 'zh-CN', zhTag);
  expect(problems).toEqual([]);
});
