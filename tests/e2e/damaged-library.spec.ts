import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * A library with damaged records, as an older app, a hand-edited database or a lost write
 * could leave it: a saved run whose results are empty, a library headline that is an empty
 * object, a scenario row without `deletedAt`. The app stays usable, names what is damaged,
 * and a scenario file asking for impossible work is refused with nothing stored. The walk is
 * made once; each damaged screen is read in English and in Chinese, switched in place.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/damaged';
const FINE_TUNING = String(templateFile('01-').document.name);
const WEEKLY = String(templateFile('07-').document.name);
const DAMAGED_RUN_ID = 'damaged-run-record';

const TEXT = {
  en: {
    damagedHeadline: 'Last run: damaged record',
    damagedRun: /The saved run of .* \(record “damaged-run-record”\) is damaged and cannot be shown: results\.currency/,
  },
  'zh-CN': {
    damagedHeadline: '上次运行：记录已损坏',
    damagedRun: /保存的运行结果（记录“damaged-run-record”）已损坏，无法显示：results\.currency/,
  },
} as const;

/** Writes damage straight into IndexedDB, as the app itself never would; reload afterwards. */
async function damageLibrary(page: Page, headlineOf: string, runOf: string): Promise<void> {
  await page.evaluate(
    async ({ headlineOf, runOf, runId }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('headroom');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction(['scenarios', 'runs'], 'readwrite');
      const all = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const request = tx.objectStore('scenarios').getAll();
        request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
        request.onerror = () => reject(request.error);
      });
      for (const row of all) {
        const changed: Record<string, unknown> = { ...row };
        // No deletedAt at all: must read as "not deleted", not send the scenario to the trash.
        delete changed.deletedAt;
        if (row.name === headlineOf) changed.lastRunHeadline = {};
        if (row.name === runOf) {
          changed.lastRunHeadline = null;
          tx.objectStore('runs').put({
            id: runId,
            scenarioId: row.id,
            versionId: row.currentVersionId,
            createdAt: Date.now(),
            runs: 3,
            baseSeed: 1,
            results: {},
            durationMs: 10,
          });
        }
        tx.objectStore('scenarios').put(changed);
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { headlineOf, runOf, runId: DAMAGED_RUN_ID },
  );
}

test('a library with a damaged run and a damaged headline stays usable and names them (en, then zh-CN)', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectPageProblems(page);
  await seedPreferences(page, { language: 'en' });
  const shell = new AppShell(page);
  const library = { en: new LibraryPage(shell, 'en'), 'zh-CN': new LibraryPage(shell, 'zh-CN') };
  const results = { en: new ResultsPage(shell, 'en'), 'zh-CN': new ResultsPage(shell, 'zh-CN') };
  await library.en.open();
  const headlineName = await library.en.createFromTemplateOnEmptyLibrary(FINE_TUNING);
  await expect(library.en.row(headlineName)).toBeVisible();
  const runName = await library.en.createFromTemplate(WEEKLY);
  await expect(library.en.row(runName)).toBeVisible();

  await damageLibrary(page, headlineName, runName);
  await shell.reload();

  // Both scenarios still listed (a missing deletedAt is not the trash); the damaged headline is named.
  async function expectDamagedHeadline(language: 'en' | 'zh-CN'): Promise<void> {
    await expect(library[language].rows).toHaveCount(2);
    const damagedCard = library[language].row(headlineName).getByTestId('damaged-headline');
    await expect(damagedCard).toHaveText(TEXT[language].damagedHeadline);
    await page.screenshot({ path: `${SHOTS}/library-damaged-headline-${language}.png`, fullPage: true });
  }
  await expectDamagedHeadline('en');
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expectDamagedHeadline('zh-CN');

  // The scenario with the damaged run opens; the run is named as damaged, the screen works.
  // Read first in Chinese (the language now shown), then in English: the run below clears it.
  async function expectDamagedRun(language: 'en' | 'zh-CN'): Promise<void> {
    await expect(page.getByTestId('damaged-run')).toHaveText(TEXT[language].damagedRun);
    await expect(results[language].runButton).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/results-damaged-run-${language}.png`, fullPage: true });
  }
  await library['zh-CN'].row(runName).getByRole('link', { name: runName, exact: true }).click();
  await shell.open(`/scenarios/${encodeURIComponent(await scenarioIdOf(page, runName))}/results`);
  await expectDamagedRun('zh-CN');
  await changePreferencesElsewhere(page, { language: 'en' });
  await expectDamagedRun('en');

  // A run replaces the damaged record.
  await results.en.runToEnd();
  await expect(page.getByTestId('damaged-run')).toBeHidden();

  // A scenario file asking for impossible work is refused in the app, nothing stored; the
  // import dialog words the problem in the interface language, its huge number written short.
  await library.en.open();
  const hostile = structuredClone(templateFile('07-').document) as { workloads: { arrivals?: unknown }[] };
  hostile.workloads[0]!.arrivals = { type: 'poisson', perDay: 1e300 };
  await library.en.importFile({ name: 'hostile.headroom.json', text: JSON.stringify(hostile) });
  async function expectTooMuchWork(language: 'en' | 'zh-CN'): Promise<void> {
    const dialog = library[language].importErrorDialog('hostile.headroom.json');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('import-issues')).toContainText('workloads[0].arrivals.perDay');
    await expect(dialog.getByTestId('import-issues')).toContainText(
      language === 'en'
        ? /Too much work for one run: about \d\.\dE\+\d+ where at most 2,000,000 is allowed/
        : /单次模拟的工作量过大：约 \d\.\dE\+\d+，上限为 2,000,000/,
    );
    await page.screenshot({ path: `${SHOTS}/import-too-much-work-${language}.png` });
  }
  await expectTooMuchWork('en');
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await expectTooMuchWork('zh-CN');
  await library['zh-CN'].importErrorDialog('hostile.headroom.json').getByRole('button', { name: library['zh-CN'].text.close }).click();
  await shell.reload();
  await expect(library['zh-CN'].rows).toHaveCount(2);

  expect(problems).toEqual([]);
});

async function scenarioIdOf(page: Page, name: string): Promise<string> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('headroom');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<{ id: string; name: string }[]>((resolve, reject) => {
      const request = db.transaction('scenarios').objectStore('scenarios').getAll();
      request.onsuccess = () => resolve(request.result as { id: string; name: string }[]);
      request.onerror = () => reject(request.error);
    });
    db.close();
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`no scenario called ${name}`);
    return row.id;
  }, name);
}
