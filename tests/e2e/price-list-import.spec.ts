import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { themesFor } from './pages/looks';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { skyPilotCsv } from '../unit/catalog/price-lists/generate';

/**
 * A planner brings in a provider's price list: a SkyPilot catalog file (generated, see
 * tests/unit/catalog/price-lists/generate.ts) is read in a worker, previewed against the catalog
 * (new offers, prices old → new), changes nothing on Cancel, and on Apply its offers appear in
 * a pool's offer picker with their region and prices.
 * The walk is made once; each state is read in English (light theme) and in Chinese (dark
 * theme), language and theme changed in place as from another window of the app (the screen,
 * and a dialog open on it, follow without a reload); the walk goes on in the language it is in.
 */
const TEMPLATE = 'AI start-up fine-tuning: from development to production';
const SHOTS = process.env.HEADROOM_SHOTS_DIR ?? 'test-results/screenshots';

const TEXT = {
  en: {
    button: 'Import price list…',
    dialog: 'Import a price list',
    regions: 'Regions',
    newOffers: /^New offers \(18\)$/,
    apply: 'Apply to the catalog',
    cancel: 'Cancel',
    offersHeading: (n: number) => `Offers (${n})`,
    offer: 'Offer',
    summary: /SkyPilot catalog \(vms\.csv\), aws-vms\.csv: 312 rows read, 90 offers with GPUs, 78 rows skipped .*, 0 rows rejected\./,
    refused: /^Could not read quote\.csv: not a Price-list CSV \(quote\): the header on line 1 lacks .* \(it has: instance, price\)$/,
  },
  'zh-CN': {
    button: '导入价格表…',
    dialog: '导入价格表',
    regions: '地域',
    newOffers: /^新增规格（18）$/,
    apply: '应用到目录',
    cancel: '取消',
    offersHeading: (n: number) => `实例规格（${n}）`,
    offer: '实例规格',
    summary: /SkyPilot 目录（vms\.csv），aws-vms\.csv：读取 312 行，含 GPU 的 90 个规格，跳过 78 行.*拒绝 0 行。/,
    refused: /^无法读取 quote\.csv：不是价格表 CSV（报价单）：第 1 行的表头缺少 .*（现有列：instance, price）$/,
  },
} as const;

async function pickPriceList(page: Page, button: string, file = { name: 'aws-vms.csv', content: skyPilotCsv() }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.content, 'utf8') });
}

async function offerCount(editor: EditorPage): Promise<number> {
  const heading = await editor.page.locator('main').getByText(/^(Offers \(|实例规格（)\d+/).first().innerText();
  return Number(/\d+/.exec(heading)![0]);
}

type Language = keyof typeof TEXT;

/** Changes language and theme in place (English light, Chinese dark), as another window of the app would. */
async function switchTo(page: Page, language: Language): Promise<EditorPage> {
  await changePreferencesElsewhere(page, { language, theme: themesFor(language)[0]! });
  return new EditorPage(new AppShell(page), language);
}

function tagOf(language: Language): string {
  return `${language}-${themesFor(language)[0]!}`;
}

/** The dialog's preview of us-west-2: 18 new offers, the g5.xlarge at its price. */
async function checkPreview(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const dialog = page.getByRole('dialog', { name: text.dialog });
  await expect(dialog.getByRole('textbox', { name: text.regions })).toHaveValue('us-west-2');
  await expect(dialog.getByRole('heading', { name: text.newOffers })).toBeVisible();
  const newOffers = dialog.getByRole('region', { name: text.newOffers });
  await expect(newOffers.getByRole('row').filter({ hasText: 'AWS g5.xlarge · us-west-2' })).toContainText(/1\.006/);
  await expect(dialog.getByRole('button', { name: text.apply })).toBeEnabled();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/price-list-preview-${tagOf(language)}.png`, animations: 'disabled' });
}

/** A pool's offer picker lists the new offer with its region and price. */
async function checkPicker(page: Page, editor: EditorPage, language: Language): Promise<void> {
  const picker = editor.main.getByRole('combobox', { name: TEXT[language].offer }).first();
  await picker.click();
  const option = page.getByRole('option').filter({ hasText: 'AWS g5.xlarge' }).filter({ hasText: 'us-west-2' });
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(/1\.006/);
  await option.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/price-list-offer-picker-${tagOf(language)}.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

test(`a SkyPilot price list is previewed, applied, and its offers show their prices in the picker (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(180_000);
  const problems = collectPageProblems(page);
  const en = TEXT.en;
  const zh = TEXT['zh-CN'];
  await mkdir(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: themesFor('en')[0]! });
  let editor = new EditorPage(new AppShell(page), 'en');
  await editor.createFromTemplate(TEMPLATE);
  await editor.openSection('catalog');
  const before = await offerCount(editor);

  // A file refused as a whole says why in the screen's language, from the worker's reason code:
  // read in English, then in Chinese, where the dialog is cancelled.
  await pickPriceList(page, en.button, { name: 'quote.csv', content: 'instance,price\np4d.24xlarge,32.77\n' });
  await expect(page.getByRole('dialog', { name: en.dialog }).getByRole('alert')).toHaveText(en.refused);
  await switchTo(page, 'zh-CN');
  let dialog = page.getByRole('dialog', { name: zh.dialog });
  await expect(dialog.getByRole('alert')).toHaveText(zh.refused);
  await dialog.getByRole('button', { name: zh.cancel }).click();
  await expect(dialog).toBeHidden();

  // Cancel: the preview was shown (chosen and read in Chinese, read in English, cancelled
  // there), the catalog is as it was.
  await pickPriceList(page, zh.button);
  await expect(dialog.getByText(zh.summary)).toBeVisible();
  editor = await switchTo(page, 'en');
  dialog = page.getByRole('dialog', { name: en.dialog });
  await expect(dialog.getByText(en.summary)).toBeVisible();
  await dialog.getByRole('button', { name: en.cancel }).click();
  await expect(dialog).toBeHidden();
  expect(await offerCount(editor)).toBe(before);

  // The list chosen and narrowed to us-west-2 in English, read there and in Chinese, applied
  // from the Chinese dialog.
  await pickPriceList(page, en.button);
  await dialog.getByRole('textbox', { name: en.regions }).fill('us-west-2');
  await checkPreview(page, 'en');
  expect(await offerCount(editor)).toBe(before);
  editor = await switchTo(page, 'zh-CN');
  await checkPreview(page, 'zh-CN');
  dialog = page.getByRole('dialog', { name: zh.dialog });
  await dialog.getByRole('button', { name: zh.apply }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.main.getByText(zh.offersHeading(before + 18))).toBeVisible();
  await editor.expectSaved();
  editor = await switchTo(page, 'en');
  await expect(editor.main.getByText(en.offersHeading(before + 18))).toBeVisible();
  await editor.expectSaved();

  // The offer picker, read in English, then in Chinese.
  await editor.openSection('strategies');
  await checkPicker(page, editor, 'en');
  editor = await switchTo(page, 'zh-CN');
  await checkPicker(page, editor, 'zh-CN');
  expect(problems).toEqual([]);
});
