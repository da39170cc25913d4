import { mkdir, readFile } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { editorOfTemplate } from './pages/another-scenario';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { LibraryPage } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';

/**
 * Defaults that do not set traps, offer menus that tell offers apart, and one source of
 * problems for a field's message, the toolbar's count and Run. Both languages, with pictures:
 * each walk is made once, in English, then the same screen is read (and the same move made
 * again where the check needs one) in Chinese, the language changed as from another window of
 * the app (the screen follows without a reload).
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/defaults';
const FINE_TUNING = 'Fine-tuning: shared GPU instances vs bare-metal';
const INFERENCE = 'Customer-service LLM inference with day peaks';

const TEXT = {
  en: {
    addPool: 'Add pool',
    offer: 'Offer',
    term: 'Term',
    bareMetal: /^Bare metal/,
    reserved: /^Reserved/,
    why: 'Why these settings',
    inUse: 'Offer 中国 GPU bare-metal: the one this scenario’s pools already use.',
    twoMonths: '2 months',
    lastsHorizon: 'A 2-month term, the shortest that lasts the 59-day horizon.',
    reservedLastsHorizon: 'A 12-month term, the shortest that lasts the 28-day horizon.',
    growth: 'Growth per month',
    growthTooLow: 'Traffic cannot shrink by more than 90% a month.',
    growthNotNumber: 'Enter a number, e.g. 5 for 5% a month.',
  },
  'zh-CN': {
    addPool: '添加资源池',
    offer: '产品',
    term: '期限',
    bareMetal: /^GPU云物理服务器/,
    reserved: /^预留实例/,
    why: '为什么这样设置',
    inUse: '本场景的资源池已在使用它。',
    twoMonths: '2 个月',
    lastsHorizon: '期限 2 个月：能覆盖 59 天规划周期的最短期限。',
    reservedLastsHorizon: '期限 12 个月：能覆盖 28 天规划周期的最短期限。',
    growth: '月增长率',
    growthTooLow: '每月降幅不能超过 90%。',
    growthNotNumber: '请输入数字，例如 5 表示每月增长 5%。',
  },
} as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

async function addPool(editor: EditorPage, kind: RegExp, language: EditorLanguage) {
  await editor.main.getByRole('button', { name: TEXT[language].addPool }).click();
  await editor.page.getByRole('menuitem', { name: kind }).click();
}

function lastPoolCard(page: Page) {
  return page
    .getByRole('main')
    .locator('section[aria-label]')
    .filter({ has: page.getByRole('combobox') })
    .last();
}

/**
 * Adds a bare-metal pool through the Add pool menu, in the interface language, and reads what
 * it took: the offer in use, a term that lasts the horizon, and why; another term drops the
 * sentence about the term.
 */
async function checkNewBareMetalPool(page: Page, language: EditorLanguage): Promise<void> {
  const text = TEXT[language];
  const editor = new EditorPage(new AppShell(page), language);
  await addPool(editor, text.bareMetal, language);
  const card = lastPoolCard(page);
  await expect(card.getByRole('combobox', { name: text.term })).toHaveCount(0);
  await expect(card.getByRole('textbox', { name: text.term })).toHaveValue('2');
  const note = card.getByRole('note', { name: text.why });
  await expect(note).toContainText(
    language === 'en' ? 'the one this scenario’s pools already use' : text.inUse,
  );
  await expect(note).toContainText(text.lastsHorizon);
  await expect(editor.noProblems).toBeVisible();
  await expect(editor.runButton).toBeEnabled();
  await card.screenshot({ path: `${SHOTS}/bare-metal-default-${language}.png` });

  // Another term: the sentence about the term goes, as it no longer describes the pool.
  await card.getByRole('textbox', { name: text.term }).fill('1');
  await expect(note).not.toContainText(text.lastsHorizon);
}

/** A new bare-metal pool takes the offer in use and a term that lasts the horizon, and says why (en, then zh-CN). */
async function newBareMetalPool(page: Page): Promise<void> {
  const editor = await editorOfTemplate(page, FINE_TUNING, 'en', 'light');
  await editor.openSection('strategies');
  await checkNewBareMetalPool(page, 'en');
  // In Chinese, changed as from another window (no reload): one more pool added the same way.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkNewBareMetalPool(page, 'zh-CN');
}

/** Adds a reserved pool through the Add pool menu, in the interface language: its term lasts the 28-day horizon, and says so. */
async function checkNewReservedPool(page: Page, language: EditorLanguage): Promise<void> {
  const text = TEXT[language];
  const editor = new EditorPage(new AppShell(page), language);
  await addPool(editor, text.reserved, language);
  const card = lastPoolCard(page);
  await expect(card.getByRole('note', { name: text.why })).toContainText(
    text.reservedLastsHorizon,
  );
  await expect(editor.noProblems).toBeVisible();
  await card.screenshot({ path: `${SHOTS}/reserved-default-${language}-dark.png` });
}

/** A new reserved pool on a 28-day plan takes the offer's shortest term and says it lasts the horizon (en, then zh-CN). */
async function newReservedPool(page: Page): Promise<void> {
  const editor = await editorOfTemplate(page, INFERENCE, 'en', 'dark');
  await editor.openSection('strategies');
  await checkNewReservedPool(page, 'en');
  // In Chinese, changed as from another window (no reload): one more pool added the same way.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkNewReservedPool(page, 'zh-CN');
}

/** Growth of −150 %, then not a number, then 5 %, typed in the interface language: one problem everywhere, then none. */
async function checkGrowthProblem(page: Page, language: EditorLanguage): Promise<void> {
  const text = TEXT[language];
  const editor = new EditorPage(new AppShell(page), language);
  await expect(editor.noProblems).toBeVisible();
  const growth = editor.field(text.growth);
  await growth.fill('-150');
  await expect(editor.helperOf(growth)).toHaveText(text.growthTooLow);
  await expect(editor.problemCount).toHaveText(editor.text.problems(1));
  await expect(editor.runButton).toBeDisabled();
  await editor.problemCount.click();
  const list = page.getByRole('presentation').getByRole('list');
  await expect(list).toContainText(text.growth);
  await expect(list).toContainText(text.growthTooLow);
  await page.screenshot({ path: `${SHOTS}/growth-problem-${language}.png` });
  // Picking the problem goes to the field itself.
  await list.getByRole('button').first().click();
  await expect(growth).toBeFocused();

  await growth.fill('abc');
  await expect(editor.helperOf(growth)).toHaveText(text.growthNotNumber);
  await expect(editor.problemCount).toHaveText(editor.text.problems(1));

  await growth.fill('5');
  await expect(editor.noProblems).toBeVisible();
  await expect(editor.runButton).toBeEnabled();
  await editor.expectSaved();
}

/** Growth of −150 % is one problem everywhere: field, count, list and Run (en, then zh-CN). */
async function growthProblem(page: Page): Promise<void> {
  const editor = await editorOfTemplate(page, INFERENCE, 'en', 'light');
  await editor.openSection('workloads');
  await checkGrowthProblem(page, 'en');
  // In Chinese, changed as from another window (no reload): the same values typed again.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkGrowthProblem(page, 'zh-CN');
}

test('offer menus tell apart offers whose names start alike (the H100 and A100 bare-metal servers)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  await library.open();
  await library.openNewBlank('Offers');
  const editor = new EditorPage(shell, 'en');
  await editor.expectOpen('Offers');
  await editor.openSection('strategies');
  await addPool(editor, TEXT.en.bareMetal, 'en');
  const card = lastPoolCard(page);
  const offer = card.getByRole('combobox', { name: 'Offer' });
  // The field shows the GPUs under the name, so the chosen server is never cut to look like the other.
  await expect(offer).toContainText('8 × NVIDIA A100 80GB');
  await offer.click();
  const options = page.getByRole('option');
  const texts = await options.allInnerTexts();
  expect(texts.length).toBeGreaterThan(20);
  expect(new Set(texts).size).toBe(texts.length);
  const bareMetal = texts.filter((t) => t.startsWith('Dedicated bare-metal'));
  expect(bareMetal.length).toBe(2);
  expect(bareMetal.some((t) => t.includes('H100'))).toBe(true);
  expect(bareMetal.some((t) => t.includes('A100'))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/offer-menu-en.png` });
});

/** A duplicated strategy, renamed, takes an id from its new name. */
async function duplicatedStrategy(page: Page): Promise<void> {
  const editor = await editorOfTemplate(page, FINE_TUNING, 'en', 'light');
  await editor.openSection('strategies');
  await editor.main.getByRole('button', { name: 'Duplicate', exact: true }).click();
  const id = editor.field('ID').first();
  await expect(id).toHaveValue(/-copy$/);
  const name = editor.field('Name').first();
  await name.fill('Reserved base');
  await name.press('Tab');
  await expect(id).toHaveValue('reserved-base');
  await expect(editor.noProblems).toBeVisible();
}

/** The open import error dialog names the field by its label, in the interface language. */
async function checkImportIssues(page: Page, language: EditorLanguage): Promise<void> {
  const library = new LibraryPage(new AppShell(page), language);
  const dialog = library.importErrorDialog('missing.headroom.json');
  const issues = dialog.getByTestId('import-issues');
  const expected =
    language === 'en'
      ? ['Name: Required', 'GPUs per job:']
      : ['名称：必填', '每个任务的 GPU 数：'];
  for (const text of expected) await expect(issues).toContainText(text);
  await expect(issues).not.toContainText('Invalid input');
  await dialog.screenshot({ path: `${SHOTS}/import-error-${language}.png` });
}

test(`an import error names the field by its label and says what is expected (en, then zh-CN)`, async ({
  page,
}) => {
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const library = new LibraryPage(new AppShell(page), 'en');
  await library.open();
  const scenario = JSON.parse(
    await readFile(
      new URL('../../scenarios/01-fine-tuning-bare-metal.headroom.json', import.meta.url),
      'utf8',
    ),
  ) as { workloads: Record<string, unknown>[] };
  delete scenario.workloads[0]!.name;
  scenario.workloads[0]!.gpusPerJob = 0;
  await library.importFile({ name: 'missing.headroom.json', text: JSON.stringify(scenario) });
  await checkImportIssues(page, 'en');
  // The same dialog read in Chinese, dark, changed as from another window (no reload).
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'dark' });
  await checkImportIssues(page, 'zh-CN');
});

/** No label of the open workload section is wider than its room, at 1280 and 640 px. */
async function checkNoLabelCut(page: Page): Promise<void> {
  for (const width of [1280, 640]) {
    await page.setViewportSize({ width, height: 900 });
    // A label shows an ellipsis when its text is wider than the room it has.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('main label')]
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent),
    );
    expect(cut, `${width} px`).toEqual([]);
  }
}

/** No field label of a workload is cut short, in a narrow window too (en, then zh-CN). */
async function noLabelCut(page: Page): Promise<void> {
  const editor = await editorOfTemplate(page, INFERENCE, 'en', 'light');
  await editor.openSection('workloads');
  await checkNoLabelCut(page);
  // The same labels in Chinese, changed as from another window (no reload).
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expect(new EditorPage(new AppShell(page), 'zh-CN').field(TEXT['zh-CN'].growth)).toBeVisible();
  await checkNoLabelCut(page);
}

/*
 * The walks on a scenario made from a template share two pages, each walk on a scenario of its
 * own (pages/another-scenario.ts); a step names each walk in the report.
 */
test('new pools, a growth problem and a duplicated strategy (en, then zh-CN)', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectPageProblems(page);
  await test.step('a new bare-metal pool takes the offer in use and a term that lasts the horizon, and says why (en, then zh-CN)', () => newBareMetalPool(page));
  await test.step('growth of −150 % is one problem everywhere: field, count, list and Run (en, then zh-CN)', () => growthProblem(page));
  await test.step('a duplicated strategy, renamed, takes an id from its new name', () => duplicatedStrategy(page));
  expect(problems).toEqual([]);
});

test('a reserved pool on a 28-day plan, and no label cut short (en, then zh-CN)', async ({ page }) => {
  test.setTimeout(120_000);
  await test.step("a new reserved pool on a 28-day plan takes the offer's shortest term and says it lasts the horizon (en, then zh-CN)", () => newReservedPool(page));
  // Last: it leaves the window 640 px wide.
  await test.step('no field label of a workload is cut short, in a narrow window too (en, then zh-CN)', () => noLabelCut(page));
});
