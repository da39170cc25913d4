import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * A library from the first database version with damaged rows (a name stored as a number, an
 * edit time stored as text, a row with no document), opened by today's app: the scenarios with
 * a document come through, the notice says what was repaired and set aside on that very load,
 * and a scenario whose stored name is a number opens on the results screen.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/damaged';
const FINE_TUNING = String(templateFile('01-').document.name);

const TEXT = {
  en: {
    title: 'Some saved records had to be repaired or set aside',
    repaired: '“42”: its name was unreadable and was replaced',
    time: '“Yesterday’s plan”: its edit time was unreadable and was replaced',
    setAside: 'Scenario “no-document”: no scenario document',
    boundary: 'This screen could not be drawn',
  },
  'zh-CN': {
    title: '部分已存记录已修复或被搁置',
    repaired: '场景“42”：名称无法读取，已替换',
    time: '场景“Yesterday’s plan”：编辑时间无法读取，已替换',
    setAside: '场景“no-document”：没有场景文档（已搁置）',
    boundary: '无法显示此页面',
  },
} as const;

/** The current version's document of the first scenario, as the app stored it. */
async function storedDocument(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('headroom');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const versions = await new Promise<{ document: unknown }[]>((resolve, reject) => {
      const request = db.transaction('versions').objectStore('versions').getAll();
      request.onsuccess = () => resolve(request.result as { document: unknown }[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return versions[0]!.document;
  });
}

/**
 * Replaces the app's database with one of the first version (IndexedDB version 10, as Dexie
 * numbers its version 1), holding the rows given. The app's open connection closes itself
 * when asked to (Dexie's default on a version change).
 */
async function writeV1Library(page: Page, scenarios: Record<string, unknown>[]): Promise<void> {
  await page.evaluate(async (rows) => {
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase('headroom');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('headroom', 10);
      request.onupgradeneeded = () => {
        const scenarios = request.result.createObjectStore('scenarios', { keyPath: 'id' });
        scenarios.createIndex('name', 'name');
        scenarios.createIndex('updatedAt', 'updatedAt');
        const runs = request.result.createObjectStore('runs', { keyPath: 'id' });
        runs.createIndex('scenarioId', 'scenarioId');
        runs.createIndex('[scenarioId+createdAt]', ['scenarioId', 'createdAt']);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction('scenarios', 'readwrite');
    for (const row of rows) tx.objectStore('scenarios').put(row);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    localStorage.removeItem('headroom.upgradeReport');
  }, scenarios);
}

/** Writes `name` straight into a stored scenario row, as the app itself never would. */
async function setStoredName(page: Page, id: string, name: unknown): Promise<void> {
  await page.evaluate(
    async ({ id, name }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('headroom');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('scenarios', 'readwrite');
      const store = tx.objectStore('scenarios');
      const row = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const request = store.get(id);
        request.onsuccess = () => resolve(request.result as Record<string, unknown>);
        request.onerror = () => reject(request.error);
      });
      store.put({ ...row, name });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { id, name },
  );
}

type Language = keyof typeof TEXT;

/** The upgrade notice, read in the screen's language. */
async function expectUpgradeNotice(page: Page, language: Language): Promise<void> {
  const notice = page.getByTestId('upgrade-report');
  await expect(notice).toContainText(TEXT[language].title);
  await expect(notice).toContainText(TEXT[language].repaired);
  await expect(notice).toContainText(TEXT[language].time);
  await expect(notice).toContainText(TEXT[language].setAside);
  await page.screenshot({ path: `${SHOTS}/upgrade-notice-${language}.png`, fullPage: true });
}

/** The results screen of the scenario whose stored name is a number, in the screen's language. */
async function expectNumericNameResults(shell: AppShell, language: Language): Promise<void> {
  const results = new ResultsPage(shell, language);
  await expect(shell.page.getByText(TEXT[language].boundary)).toBeHidden();
  await expect(results.runButton).toBeEnabled();
  await expect(shell.heading).toHaveText('7');
  await shell.page.screenshot({ path: `${SHOTS}/results-numeric-name-${language}.png`, fullPage: true });
}

test('an upgraded library keeps every scenario with a document and says so on the first load (en, then zh-CN)', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectPageProblems(page);
  await seedPreferences(page, { language: 'en' });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  await library.open();
  await library.createFromTemplateOnEmptyLibrary(FINE_TUNING);
  const document = await storedDocument(page);
  const now = Date.now();
  const row = { currency: 'USD', createdAt: now - 86_400_000, updatedAt: now - 3_600_000 };
  await writeV1Library(page, [
    { ...row, id: 'numeric', name: 42, document },
    { ...row, id: 'yesterday', name: 'Yesterday’s plan', updatedAt: 'yesterday', document },
    { ...row, id: 'no-document', name: 'Nothing here', document: null },
  ]);

  // One reload, the one that upgrades: no second reload before the notice shows.
  await shell.reload();
  await expect(library.rows).toHaveCount(2);
  await expect(library.row('42')).toBeVisible();
  await expect(library.row('Yesterday’s plan')).toBeVisible();
  await expectUpgradeNotice(page, 'en');
  // The same notice, worded again when the language changes in place.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expectUpgradeNotice(page, 'zh-CN');

  // A scenario whose stored name is a number (written after the upgrade) opens its results,
  // read in Chinese (the reload keeps the new language), then in English again.
  await setStoredName(page, 'yesterday', 7);
  await shell.reload();
  await expect(new LibraryPage(shell, 'zh-CN').row('7')).toBeVisible();
  await shell.open('/scenarios/yesterday/results');
  await expectNumericNameResults(shell, 'zh-CN');
  await changePreferencesElsewhere(page, { language: 'en' });
  await expectNumericNameResults(shell, 'en');

  expect(problems).toEqual([]);
});
