import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * A library with damaged records, as an older app, a hand-edited database or a lost write
 * could leave it: a saved run whose results are empty, a library headline that is an empty
 * object, a scenario row without `deletedAt`. The app stays usable, names what is damaged,
 * and a scenario file asking for impossible work is refused with nothing stored.
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

for (const language of ['en', 'zh-CN'] as const) {
  test(`a library with a damaged run and a damaged headline stays usable and names them (${language})`, async ({ page }) => {
    const problems = collectPageProblems(page);
    await seedPreferences(page, { language });
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, language);
    await library.open();
    const headlineName = await library.createFromTemplateOnEmptyLibrary(FINE_TUNING);
    await expect(library.row(headlineName)).toBeVisible();
    const runName = await library.createFromTemplate(WEEKLY);
    await expect(library.row(runName)).toBeVisible();

    await damageLibrary(page, headlineName, runName);
    await shell.reload();

    // Both scenarios still listed (a missing deletedAt is not the trash); the damaged headline is named.
    await expect(library.rows).toHaveCount(2);
    const damagedCard = library.row(headlineName).getByTestId('damaged-headline');
    await expect(damagedCard).toHaveText(TEXT[language].damagedHeadline);
    await page.screenshot({ path: `${SHOTS}/library-damaged-headline-${language}.png`, fullPage: true });

    // The scenario with the damaged run opens; the run is named as damaged, the screen works.
    await library.row(runName).getByRole('link', { name: runName, exact: true }).click();
    const results = new ResultsPage(shell, language);
    await shell.open(`/scenarios/${encodeURIComponent(await scenarioIdOf(page, runName))}/results`);
    await expect(page.getByTestId('damaged-run')).toHaveText(TEXT[language].damagedRun);
    await expect(results.runButton).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/results-damaged-run-${language}.png`, fullPage: true });

    // A run replaces the damaged record.
    await results.runToEnd();
    await expect(page.getByTestId('damaged-run')).toBeHidden();

    // A scenario file asking for impossible work is refused in the app, nothing stored; the
    // import dialog words the problem in the interface language, its huge number written short.
    await library.open();
    const hostile = structuredClone(templateFile('07-').document) as { workloads: { arrivals?: unknown }[] };
    hostile.workloads[0]!.arrivals = { type: 'poisson', perDay: 1e300 };
    await library.importFile({ name: 'hostile.headroom.json', text: JSON.stringify(hostile) });
    const dialog = library.importErrorDialog('hostile.headroom.json');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('import-issues')).toContainText('workloads[0].arrivals.perDay');
    await expect(dialog.getByTestId('import-issues')).toContainText(
      language === 'en'
        ? /Too much work for one run: about \d\.\dE\+\d+ where at most 2,000,000 is allowed/
        : /单次模拟的工作量过大：约 \d\.\dE\+\d+，上限为 2,000,000/,
    );
    await page.screenshot({ path: `${SHOTS}/import-too-much-work-${language}.png` });
    await dialog.getByRole('button', { name: library.text.close }).click();
    await shell.reload();
    await expect(library.rows).toHaveCount(2);

    expect(problems).toEqual([]);
  });
}

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
