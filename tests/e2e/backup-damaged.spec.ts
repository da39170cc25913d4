import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { BackupPage } from './pages/backup-page';
import { LibraryPage, templateFile, templateName } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';

/**
 * Backing up a library with damaged rows: a scenario row without `deletedAt`, one whose name is
 * stored as a number, one pointing at a version that is not there. Every scenario the library
 * lists that can be repaired goes into the backup, the one that cannot is named, and the file
 * restores in another browser.
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

for (const language of ['en', 'zh-CN'] as const) {
  test(`a backup of a damaged library holds what the library lists and restores (${language})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const problems = collectPageProblems(page);
    await seedPreferences(page, { language, theme: 'light' });
    const library = new LibraryPage(new AppShell(page), language);
    await library.open();
    await library.createFromTemplateOnEmptyLibrary(TEMPLATES[0]!);
    await library.createFromTemplate(TEMPLATES[1]!);
    await library.createFromTemplate(TEMPLATES[2]!);
    const names = TEMPLATES.map((t) => templateName(t, language));
    await damageRows(page, names);
    await library.shell.reload();
    await expect(library.rows).toHaveCount(3);
    await expect(library.row('42')).toBeVisible();

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

    // Another browser reads the file back whole.
    const context = await browser.newContext();
    const otherPage = await context.newPage();
    await seedPreferences(otherPage, { language, theme: 'light' });
    const other = new LibraryPage(new AppShell(otherPage), language);
    await other.open();
    await new BackupPage(other).restore({ name: download.suggestedFilename(), text }, true);
    await expect(other.notice).toContainText(language === 'en' ? 'Restored 2 scenarios with 2 versions.' : '已恢复 2 个场景');
    await expect(other.rows).toHaveCount(2);
    await context.close();
    expect(problems).toEqual([]);
  });
}
