import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { themesFor } from './pages/looks';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { skyPilotCsv } from '../unit/catalog/price-lists/generate';

/**
 * A planner brings in a provider's price list: a SkyPilot catalog file (generated, see
 * tests/unit/catalog/price-lists/generate.ts) is read in a worker, previewed against the catalog
 * (new offers, prices old → new), changes nothing on Cancel, and on Apply its offers appear in
 * a pool's offer picker with their region and prices.
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

for (const language of ['en', 'zh-CN'] as EditorLanguage[]) {
  for (const theme of themesFor(language)) {
    test(`a SkyPilot price list is previewed, applied, and its offers show their prices in the picker (${language}, ${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      const problems = collectPageProblems(page);
      const text = TEXT[language as keyof typeof TEXT];
      const tag = `${language}-${theme}`;
      await mkdir(SHOTS, { recursive: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await seedPreferences(page, { language, theme });
      const editor = new EditorPage(new AppShell(page), language);
      await editor.createFromTemplate(TEMPLATE);
      await editor.openSection('catalog');
      const before = await offerCount(editor);

      // A file refused as a whole says why in the screen's language, from the worker's reason code.
      await pickPriceList(page, text.button, { name: 'quote.csv', content: 'instance,price\np4d.24xlarge,32.77\n' });
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await expect(dialog.getByRole('alert')).toHaveText(text.refused);
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toBeHidden();

      // Cancel: the preview was shown, the catalog is as it was.
      await pickPriceList(page, text.button);
      await expect(dialog.getByText(text.summary)).toBeVisible();
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toBeHidden();
      expect(await offerCount(editor)).toBe(before);

      await pickPriceList(page, text.button);
      await dialog.getByRole('textbox', { name: text.regions }).fill('us-west-2');
      await expect(dialog.getByRole('heading', { name: text.newOffers })).toBeVisible();
      const newOffers = dialog.getByRole('region', { name: text.newOffers });
      await expect(newOffers.getByRole('row').filter({ hasText: 'AWS g5.xlarge · us-west-2' })).toContainText(/1\.006/);
      expect(await offerCount(editor)).toBe(before);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${SHOTS}/price-list-preview-${tag}.png`, animations: 'disabled' });

      await dialog.getByRole('button', { name: text.apply }).click();
      await expect(dialog).toBeHidden();
      await expect(editor.main.getByText(text.offersHeading(before + 18))).toBeVisible();
      await editor.expectSaved();

      await editor.openSection('strategies');
      const picker = editor.main.getByRole('combobox', { name: text.offer }).first();
      await picker.click();
      const option = page.getByRole('option').filter({ hasText: 'AWS g5.xlarge' }).filter({ hasText: 'us-west-2' });
      await expect(option).toHaveCount(1);
      await expect(option).toContainText(/1\.006/);
      await option.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/price-list-offer-picker-${tag}.png`, animations: 'disabled' });
      await page.keyboard.press('Escape');
      expect(problems).toEqual([]);
    });
  }
}
