import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { seedPreferences } from './pages/preferences';

/**
 * When the browser refuses to store more (a full disk, or the page's storage allowance used
 * up), the editor says so plainly and keeps the edits: on screen, and in this device's draft
 * store, from which they come back after a reload and are saved once there is room.
 */
const SHOTS = '/tmp/wt9b-shots';
const TEMPLATE = 'Fine-tuning: shared GPU instances vs bare-metal';

const TEXT = {
  en: {
    title: 'This computer has no room left for Headroom’s data',
    short: 'Not saved: storage full',
  },
  'zh-CN': {
    title: '本机已没有空间存放 Headroom 的数据',
    short: '未保存：存储空间已满',
  },
} as const;

/** From now on every IndexedDB write in this page fails as a full disk makes it fail. */
async function fillTheDisk(page: Page): Promise<void> {
  await page.evaluate(() => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    IDBObjectStore.prototype.put = refuse;
    IDBObjectStore.prototype.add = refuse;
  });
}

for (const language of ['en', 'zh-CN'] as const) {
  test(`a full disk is said plainly and the edits are kept (${language})`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await seedPreferences(page, { language, theme: 'light' });
    const editor = new EditorPage(new AppShell(page), language);
    await editor.createFromTemplate(TEMPLATE);
    const horizon = editor.field(editor.text.horizon);
    const original = await horizon.inputValue();
    expect(original).not.toBe('75');

    await fillTheDisk(page);
    await horizon.fill('75');
    const notice = page.getByTestId('storage-full');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(TEXT[language].title);
    await expect(editor.saveStatus).toHaveAttribute('data-state', 'error');
    await expect(editor.saveStatus).toHaveText(TEXT[language].short);
    await expect(horizon).toHaveValue('75');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/storage-full-${language}.png` });

    // A reload lifts the refusal (it lived in the page) and finds the edit in the draft store.
    await editor.reload();
    await expect(page.getByText(editor.text.restoredTitle)).toBeVisible();
    await expect(editor.field(editor.text.horizon)).toHaveValue('75');
    await editor.expectSaved();
    await editor.reload();
    await expect(editor.field(editor.text.horizon)).toHaveValue('75');
  });
}
