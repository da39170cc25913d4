import { expect, test, type Page } from './pages/test';
import { EditorPage } from './pages/editor-page';
import { LibraryPage } from './pages/library-page';
import type { EditorLanguage } from './pages/editor-text';
import { openForReport, printedText, squash } from './pages/printed-report';
import { ResultsPage } from './pages/results-page';

/**
 * Owned servers, as a finance lead asks "should we buy the server?": on the shared bare-metal
 * template, the everything-on-demand strategy gets an owned pool of one 8 x A100 server. The
 * scenario's catalog has no owned price, so the editor names the four fields to fill (price,
 * lead time, idle and busy power); with them typed, and the pool placed first for every
 * workload, the run shows the pool's cost lines by month
 * and its break-even utilisation, and the PDF prints them. Figures as the command line gives
 * for the same scenario: depreciation 1,500,000 × 90 % / 5 years × 365 / 365.25 = 269,815;
 * break-even 55.404 / (198 − 5.264) = 28.7 % against the 1-GPU VM at 24.75 an hour. The
 * what-if then offers the owned pool's tariff: 10 % dearer power shows on the strategy's card
 * (its first answer is enough: any run's power bill rises). One test, both languages (a fresh
 * page each, the second only for its words).
 */
const TEMPLATE = 'One bare-metal server shared by dev, inference and fine-tuning';

/** Written out here, not imported from the app, so a wrong translation fails. */
const TEXT = {
  en: {
    strategies: 'Strategies',
    addPool: 'Add pool',
    owned: /^Owned servers/,
    intro: 'Servers you buy and run yourself',
    placeOn: 'Add a pool',
    ownedOption: /^Owned servers · owned$/,
    price: 'Price per server',
    leadTime: 'Procurement lead time (weeks)',
    idle: 'Power idle (kW a server)',
    busy: 'Power busy (kW a server)',
    noPrice: /has no owned-server price to take it from/,
    detailStrategy: 'Strategy',
    allOnDemand: 'Everything on-demand (全部按量)',
    title: /^Owned servers: /,
    breakEven: /^Break-even utilisation against on-demand cn-1x-a100/,
    breakEvenValue: /^28\.7\s?% \(accounting\)/,
    verdict: 'Busy above the break-even: owning costs less than renting the same GPU-hours.',
    whatIf: 'What if…',
    closeWhatIf: 'Close what-if',
    ownedSection: 'Owned servers',
    tariff: 'Electricity tariff',
    power: /: power \(median run\)$/,
    exportPdf: 'Export PDF…',
    reportHeading: 'Owned servers',
    printedTerms: ['¥1,500,000.00aserver,depreciatedover5years', 'Paidinfullatdelivery:'],
    addExpansion: 'Add an expansion',
    expansionDay: 'Expansion 1: ordered on day',
    expansionRow: 'Expansion 1',
    expansionValue: 'Servers: 1; ordered day 400, delivered day 400',
    failuresRow: 'GPU-hours out of service after failures (P50 over runs)',
    failureWorkRow: 'Work taken down by failures (P50 over runs)',
  },
  'zh-CN': {
    strategies: '采购策略',
    addPool: '添加资源池',
    owned: /^自建服务器/,
    intro: '自己购买并运维的服务器',
    placeOn: '添加资源池',
    ownedOption: /^自建服务器资源池 · owned$/,
    price: '每台购置价',
    leadTime: '采购周期（周）',
    idle: '空闲功耗（每台 kW）',
    busy: '满载功耗（每台 kW）',
    noPrice: /没有自建服务器价格可供取用/,
    detailStrategy: '策略',
    allOnDemand: '全部按量计费',
    title: /^自建服务器：/,
    breakEven: /^相对按量计费 cn-1x-a100 的盈亏平衡利用率/,
    breakEvenValue: /^28\.7\s?%（会计口径）/,
    verdict: '利用率高于盈亏平衡点：自建比按量租用同样的 GPU 时长更便宜。',
    whatIf: '假设分析…',
    closeWhatIf: '关闭假设分析',
    ownedSection: '自建服务器',
    tariff: '电价',
    power: /：电费（中位模拟）$/,
    exportPdf: '导出 PDF…',
    reportHeading: '自建服务器',
    printedTerms: ['按5年折旧至', '交付时一次付清：'],
    addExpansion: '添加扩容',
    expansionDay: '扩容 1：下单日',
    expansionRow: '扩容 1',
    expansionValue: '1 台，第 400 天下单，第 400 天交付',
    failuresRow: '故障停机的 GPU 时长（多次模拟的 P50）',
    failureWorkRow: '故障中断的工作（多次模拟的 P50）',
  },
} as const;

async function buildRunAndPrint(page: Page, language: EditorLanguage, pdfPath: string, emptyLibrary: boolean): Promise<string[]> {
  const text = TEXT[language];
  const { shell, problems } = await openForReport(page, language);
  const editor = new EditorPage(shell, language);
  const results = new ResultsPage(shell, language);
  if (emptyLibrary) await editor.createFromTemplate(TEMPLATE);
  else {
    // The second language's page shares the library the first filled.
    const library = new LibraryPage(shell, language);
    await library.open();
    await editor.expectOpen((await library.openNewFromTemplate(TEMPLATE)).name);
  }

  // The third strategy buys everything on demand; it gets an owned server first in line.
  await editor.openSection('strategies');
  await editor.main.getByRole('tablist', { name: text.strategies }).getByRole('tab').nth(2).click();
  await editor.main.getByRole('button', { name: text.addPool }).click();
  await page.getByRole('menuitem', { name: text.owned }).click();
  const card = editor.main.locator('section[aria-label]').filter({ hasText: text.intro });
  await expect(card).toHaveCount(1);

  // No owned price in this catalog: each field it would give is named, then typed.
  const fields: [string, string][] = [
    [text.price, '1500000'],
    [text.leadTime, '0'],
    [text.idle, '1.8'],
    [text.busy, '6.5'],
  ];
  for (const [label] of fields) await expect(editor.helperOf(card.getByRole('textbox', { name: label, exact: true }))).toHaveText(text.noPrice);
  for (const [label, value] of fields) await card.getByRole('textbox', { name: label, exact: true }).fill(value);
  for (const [label] of fields) await expect(editor.helperOf(card.getByRole('textbox', { name: label, exact: true }))).not.toHaveText(text.noPrice);
  // One more server ordered on day 400: delivered after the year's horizon, so no figure moves, but it is listed.
  await card.getByRole('button', { name: text.addExpansion }).click();
  await card.getByRole('textbox', { name: text.expansionDay, exact: true }).fill('400');
  // Every workload may use it, first (a committed pool goes before the elastic ones).
  const placeOn = editor.main.getByRole('combobox', { name: text.placeOn, exact: true });
  const placements = await placeOn.count();
  expect(placements).toBe(3);
  for (let i = placements - 1; i >= 0; i--) {
    await placeOn.nth(i).click();
    await page.getByRole('option', { name: text.ownedOption }).click();
  }
  await editor.expectSaved();

  await editor.runButton.click();
  await results.waitForRun();
  await page.getByRole('combobox', { name: text.detailStrategy, exact: true }).click();
  await page.getByRole('option', { name: text.allOnDemand }).click();
  const owned = page.getByTestId('owned-owned');
  await expect(owned.getByRole('heading', { level: 3 })).toHaveText(text.title);
  // Twelve months of 2027 and their total; the year's depreciation to the unit.
  await expect(owned.getByTestId('owned-lines-row')).toHaveCount(13);
  await expect(owned.getByTestId('owned-lines-row').last()).toContainText('269,815');
  const breakEven = owned.getByTestId('owned-figure-breakEven');
  await expect(breakEven.locator('th')).toHaveText(text.breakEven);
  await expect(breakEven.locator('td')).toHaveText(text.breakEvenValue);
  await expect(owned.getByTestId('owned-verdict')).toHaveText(text.verdict);
  await expect(owned.getByTestId('owned-figure-expansion-1').locator('th')).toHaveText(text.expansionRow);
  await expect(owned.getByTestId('owned-figure-expansion-1').locator('td')).toHaveText(text.expansionValue);
  await expect(owned.getByTestId('owned-figure-failures').locator('th')).toHaveText(text.failuresRow);
  await expect(owned.getByTestId('owned-figure-failureWork').locator('th')).toHaveText(text.failureWorkRow);

  // The what-if: the owned servers' tariff 10 % up (Page Up), and the card's power bill rises.
  await page.getByRole('button', { name: text.whatIf }).click();
  const ownedSliders = page.getByTestId('what-if-owned');
  await expect(ownedSliders.getByRole('heading', { level: 3 })).toHaveText(text.ownedSection);
  await ownedSliders.getByRole('slider', { name: text.tariff, exact: true }).focus();
  await page.keyboard.press('PageUp');
  await expect(page.getByTestId('what-if-owned-tariff')).toHaveAttribute('aria-valuenow', '0.1');
  const answer = page.getByTestId('what-if-answer');
  await expect(answer).not.toHaveAttribute('data-answered-key', '', { timeout: 30_000 });
  const requested = await answer.getAttribute('data-requested-key');
  await expect(answer).toHaveAttribute('data-answered-key', requested ?? '', { timeout: 30_000 });
  const power = page.getByTestId('what-if-card-all-on-demand').getByTestId('what-if-owned-power-owned');
  await expect(power.locator('dt')).toHaveText(text.power);
  expect(Number(await power.getAttribute('data-change'))).toBeGreaterThan(0);
  await page.getByRole('button', { name: text.closeWhatIf }).click();

  // The report: the owned servers' section and the pool's inputs among the strategies' pools.
  await page.getByRole('link', { name: text.exportPdf }).click();
  const section = page.locator('[data-section="owned"]');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(text.reportHeading);
  const printed = await printedText(page, pdfPath);
  expect(printed).toContain(squash(text.reportHeading));
  expect(printed).toContain('269,815');
  // The pool's inputs, as pdftotext reads a table cell (its lines may break anywhere).
  for (const words of text.printedTerms) expect(printed).toContain(words);
  expect(printed).toContain(squash(text.expansionValue));
  return problems;
}

test('an owned server is built in the editor, run, and read on screen and in the PDF in both languages', async ({ page }, info) => {
  test.setTimeout(300_000);
  const english = await buildRunAndPrint(page, 'en', info.outputPath('owned-en.pdf'), true);
  const chinesePage = await page.context().newPage();
  const chinese = await buildRunAndPrint(chinesePage, 'zh-CN', info.outputPath('owned-zh-CN.pdf'), false);
  expect([...english, ...chinese]).toEqual([]);
});
