import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { BackupPage } from './pages/backup-page';
import { LibraryPage, templateFile, templateName } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';

/**
 * Backing up a library with damaged rows: a scenario row without `deletedAt`, one whose name is
 * stored as a number, one pointing at a version that is not there. Every scenario the library
 * lists that can be repaired goes into the backup, the one that cannot is named, and the file
 * restores in another browser. The library is made and damaged once, in English, backed up and
 * restored; then it is read in Chinese, the language changed as from another window of the app
 * (no reload), backed up again there and restored in a Chinese browser.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/damaged';
const TEMPLATES = ['01-', '07-', 'rendering'].map((t) => String(templateFile(t).document.name));

const LEFT_OUT = {
  en: /1 scenario is damaged and was left out of the backup: “.+” \(currentVersionId\)\. It is still in your library\./,
  'zh-CN': /1 个场景已损坏，未包含在备份中：“.+”（位置：currentVersionId）。场景本身仍保留在您的场景库中。/,
} as const;

/** Damages the stored rows of the three scenarios, in list order, as the app itself never would. */
async function damageRows(page: Page, names: readonly string[]): Promise<void> {
  await page.evaluate(async (names) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('headroom');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction('scenarios', 'readwrite');
    const store = tx.objectStore('scenarios');
    const rows = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const request = store.getAll();
      request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
      request.onerror = () => reject(request.error);
    });
    for (const row of rows) {
      const changed: Record<string, unknown> = { ...row };
      if (row.name === names[0]) delete changed.deletedAt;
      if (row.name === names[1]) changed.name = 42;
      if (row.name === names[2]) changed.currentVersionId = 'lost-version';
      store.put(changed);
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, names);
}

/**
 * Backs up the damaged library from its open screen, in the page's language: the notice names
 * the scenario left out, and the file holds the two that could be repaired.
 */
async function backUpDamaged(library: LibraryPage, names: readonly string[]): Promise<{ text: string; fileName: string }> {
  const { page, language } = library;
  const backup = new BackupPage(library);
  await backup.openBackupDialog();
  const download = await backup.saveBackup();
  await expect(library.notice).toContainText(backup.text.backedUp(''));
  await expect(library.notice).toContainText(LEFT_OUT[language]);
  // The notice grows in: the picture waits until it is whole.
  await expect(library.notice).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SHOTS}/backup-left-out-${language}.png` });
  const text = await readFile(await download.path(), 'utf8');
  const file = JSON.parse(text) as { scenarios: { name: string }[] };
  expect(file.scenarios.map((s) => s.name).sort()).toEqual([names[0], '42'].sort());
  return { text, fileName: download.suggestedFilename() };
}

/** Another browser, in `language`, reads the file back whole. */
async function restoreElsewhere(
  browser: Browser,
  language: 'en' | 'zh-CN',
  backupFile: { text: string; fileName: string },
): Promise<void> {
  const context = await browser.newContext();
  const otherPage = await context.newPage();
  await seedPreferences(otherPage, { language, theme: 'light' });
  const other = new LibraryPage(new AppShell(otherPage), language);
  await other.open();
  await new BackupPage(other).restore({ name: backupFile.fileName, text: backupFile.text }, true);
  await expect(other.notice).toContainText(language === 'en' ? 'Restored 2 scenarios with 2 versions.' : '已恢复 2 个场景');
  await expect(other.rows).toHaveCount(2);
  await context.close();
}

test('a backup of a damaged library holds what the library lists and restores (en, then zh-CN)', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const problems = collectPageProblems(page);
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const library = new LibraryPage(new AppShell(page), 'en');
  await library.open();
  await library.createFromTemplateOnEmptyLibrary(TEMPLATES[0]!);
  await library.createFromTemplate(TEMPLATES[1]!);
  await library.createFromTemplate(TEMPLATES[2]!);
  const names = TEMPLATES.map((t) => templateName(t, 'en'));
  await damageRows(page, names);
  await library.shell.reload();
  await expect(library.rows).toHaveCount(3);
  await expect(library.row('42')).toBeVisible();
  await restoreElsewhere(browser, 'en', await backUpDamaged(library, names));

  // The same damaged library in Chinese, backed up again there (the dialog and its notice in
  // Chinese). The scenarios were made in English, so the names in the file are the English
  // templates' names; each restore needs an empty library, so a fresh browser reads it back.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'light' });
  const zhLibrary = new LibraryPage(library.shell, 'zh-CN');
  await expect(zhLibrary.rows).toHaveCount(3);
  await expect(zhLibrary.row('42')).toBeVisible();
  await restoreElsewhere(browser, 'zh-CN', await backUpDamaged(zhLibrary, names));
  expect(problems).toEqual([]);
});
