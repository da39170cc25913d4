import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';

/**
 * When the browser refuses to store more (a full disk, or the page's storage allowance used
 * up), the editor says so plainly and keeps the edits: on screen, and in this device's draft
 * store, from which they come back after a reload and are saved once there is room.
 * The walk is made once; each state is read in English and in Chinese, switched in place.
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

test('a full disk is said plainly and the edits are kept (en, then zh-CN)', async ({ page }) => {
  test.setTimeout(60_000);
  mkdirSync(SHOTS, { recursive: true });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const editor = { en: new EditorPage(shell, 'en'), 'zh-CN': new EditorPage(shell, 'zh-CN') };
  const horizon = (language: 'en' | 'zh-CN') => editor[language].field(editor[language].text.horizon);
  await editor.en.createFromTemplate(TEMPLATE);
  const original = await horizon('en').inputValue();
  expect(original).not.toBe('75');

  await fillTheDisk(page);
  await horizon('en').fill('75');
  const notice = page.getByTestId('storage-full');
  async function expectStorageFull(language: 'en' | 'zh-CN'): Promise<void> {
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(TEXT[language].title);
    await expect(editor[language].saveStatus).toHaveAttribute('data-state', 'error');
    await expect(editor[language].saveStatus).toHaveText(TEXT[language].short);
    await expect(horizon(language)).toHaveValue('75');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/storage-full-${language}.png` });
  }
  await expectStorageFull('en');
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'light' });
  await expectStorageFull('zh-CN');

  // A reload lifts the refusal (it lived in the page) and finds the edit in the draft store.
  await editor['zh-CN'].reload();
  async function expectRestored(language: 'en' | 'zh-CN'): Promise<void> {
    await expect(page.getByText(editor[language].text.restoredTitle)).toBeVisible();
    await expect(horizon(language)).toHaveValue('75');
    await editor[language].expectSaved();
  }
  await expectRestored('zh-CN');
  await changePreferencesElsewhere(page, { language: 'en', theme: 'light' });
  await expectRestored('en');
  await editor.en.reload();
  await expect(horizon('en')).toHaveValue('75');
});
