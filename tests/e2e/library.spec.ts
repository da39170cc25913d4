import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { importIssuesEn, importIssuesZhCN } from '@headroom/renderer/i18n/locales/import-issues';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile, templateName, templateNames } from './pages/library-page';
import { ResultsPage } from './pages/results-page';
import type { LibraryLanguage } from './pages/library-text';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';

/**
 * The scenario library as a planner uses it: start from the bare-metal fine-tuning example,
 * rename, copy, delete and undo, search, and move scenario files in and out. A bad file is
 * refused with the place of each problem, and the library stays as it was. The walks checked
 * in both languages are made once, in English, then read (and the file moves made again) in
 * Chinese, the language changed as from another window of the app (no reload).
 */
const bareMetal = templateFile('bare-metal');
const BARE_METAL_NAME = String(bareMetal.document.name);

function withDanglingOffer(): string {
  const document = structuredClone(bareMetal.document) as {
    strategies: { pools: { offerId: string }[] }[];
  };
  const pool = document.strategies[0]?.pools[0];
  if (!pool) throw new Error('the bare-metal template has no pool to break');
  pool.offerId = 'no-such-offer';
  return JSON.stringify(document, null, 2);
}

async function openLibrary(page: Page, language: LibraryLanguage = 'en'): Promise<LibraryPage> {
  await seedPreferences(page, { language, theme: 'light' });
  const library = new LibraryPage(new AppShell(page), language);
  await library.open();
  return library;
}

/** A new library holding the bare-metal example, created the way a first-time user would. */
async function libraryWithBareMetal(page: Page, language: LibraryLanguage = 'en') {
  const library = await openLibrary(page, language);
  await expect(library.emptyHeading).toBeVisible();
  const name = await library.createFromTemplateOnEmptyLibrary(BARE_METAL_NAME);
  await expect(library.row(name)).toBeVisible();
  return library;
}

test('the overview leads to the library, which opens on the worked examples', async ({ page }) => {
  const problems = collectPageProblems(page);
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  await shell.open('/');
  const library = new LibraryPage(shell);
  await page.getByRole('link', { name: library.text.overviewCta }).click();
  await expect(shell.heading).toHaveText(library.text.heading);
  await expect(shell.navLink(library.text.nav)).toHaveAttribute('aria-current', 'page');
  await expect(library.emptyHeading).toBeVisible();
  await expect(page.getByTestId('template-card')).not.toHaveCount(0);
  await expect(
    page.getByRole('button', { name: library.text.useTemplate(BARE_METAL_NAME) }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('create from the bare-metal fine-tuning template and find it in the list', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const library = await libraryWithBareMetal(page);
  const row = library.row(BARE_METAL_NAME);
  await expect(row).toContainText('CNY');
  await expect(row).toContainText(library.text.notRun);
  await expect(row.getByRole('link', { name: BARE_METAL_NAME, exact: true })).toHaveAttribute(
    'href',
    /^#\/scenarios\/[^/]+$/,
  );
  await expect(
    row.getByRole('link', { name: library.text.results(BARE_METAL_NAME) }),
  ).toHaveAttribute('href', /^#\/scenarios\/[^/]+\/results$/);

  // A second template through the toolbar's dialog; the first stays, and both survive a reload.
  const other = templateFile('inference');
  const otherName = String(other.document.name);
  await library.createFromTemplate(otherName);
  await expect(library.rows).toHaveCount(2);
  await library.shell.reload();
  await expect(library.row(BARE_METAL_NAME)).toBeVisible();
  await expect(library.row(otherName)).toBeVisible();
  expect(problems).toEqual([]);
});

test('rename, duplicate, delete with undo, and search', async ({ page }) => {
  const problems = collectPageProblems(page);
  const library = await libraryWithBareMetal(page);
  const { text } = library;

  // Rename: an empty name is refused as you type.
  await library.rowCommand(BARE_METAL_NAME, text.rename);
  const name = library.renameDialog.getByLabel(text.nameLabel);
  await name.fill('   ');
  await expect(library.renameDialog).toContainText(text.nameEmpty);
  await expect(library.renameDialog.getByRole('button', { name: text.renameSave })).toBeDisabled();
  await name.fill('Q3 fine-tuning plan');
  await library.renameDialog.getByRole('button', { name: text.renameSave }).click();
  await expect(library.row('Q3 fine-tuning plan')).toBeVisible();
  await expect(library.row(BARE_METAL_NAME)).toHaveCount(0);

  // Duplicate: the copy takes the next free name.
  await library.rowCommand('Q3 fine-tuning plan', text.duplicate);
  await expect(library.row('Q3 fine-tuning plan (2)')).toBeVisible();
  await expect(library.rows).toHaveCount(2);

  // Delete, then undo from the notice.
  await library.rowCommand('Q3 fine-tuning plan (2)', text.delete);
  await expect(library.row('Q3 fine-tuning plan (2)')).toHaveCount(0);
  await expect(library.notice).toContainText(text.deleted('Q3 fine-tuning plan (2)'));
  await library.notice.getByRole('button', { name: text.undo }).click();
  await expect(library.row('Q3 fine-tuning plan (2)')).toBeVisible();
  await expect(library.rows).toHaveCount(2);

  // Search by name, case-insensitively; a miss says so.
  await library.rename('Q3 fine-tuning plan (2)', 'Inference budget');
  await library.search('q3 FINE');
  await expect(library.rows).toHaveCount(1);
  await expect(library.row('Q3 fine-tuning plan')).toBeVisible();
  await library.search('nothing like this');
  await expect(library.rows).toHaveCount(0);
  await expect(page.getByText(text.noMatch('nothing like this'))).toBeVisible();
  await library.search('');
  await expect(library.rows).toHaveCount(2);
  expect(problems).toEqual([]);
});

/**
 * A broken file, then an inconsistent one, imported in the interface language: each refused
 * with its field paths, nothing saved, still nothing after a reload. `name` is the scenario
 * already in the library.
 */
async function checkRefusedFiles(page: Page, language: LibraryLanguage, name: string): Promise<void> {
  const library = new LibraryPage(new AppShell(page), language);
  const { text } = library;
  await expect(library.shell.heading).toHaveText(text.heading);
  const before = await library.rows.count();

  // Not JSON at all: the problem is the whole file.
  await library.importFile({
    name: 'broken.headroom.json',
    text: '{"schemaVersion": 1, "name": ',
  });
  let dialog = library.importErrorDialog('broken.headroom.json');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.nothingSaved);
  await expect(dialog).toContainText(text.problems(1));
  await expect(dialog.getByTestId('import-issues')).toContainText(text.wholeFile);
  await expect(dialog.getByTestId('import-issues')).toContainText(
    (language === 'en' ? importIssuesEn : importIssuesZhCN).file.notJson,
  );
  await dialog.getByRole('button', { name: text.close }).click();
  await expect(dialog).toBeHidden();
  await expect(library.rows).toHaveCount(before);

  // Valid JSON whose strategy names an offer that does not exist.
  await library.importFile({ name: 'dangling.headroom.json', text: withDanglingOffer() });
  dialog = library.importErrorDialog('dangling.headroom.json');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.nothingSaved);
  const issues = dialog.getByTestId('import-issues');
  await expect(issues.getByText('strategies[0].pools[0].offerId', { exact: true })).toBeVisible();
  await expect(issues).toContainText(
    language === 'en'
      ? 'There is no offer with the ID “no-such-offer” in the catalog'
      : '目录中没有标识为“no-such-offer”的实例规格',
  );
  await dialog.getByRole('button', { name: text.close }).click();
  await expect(dialog).toBeHidden();
  await expect(library.rows).toHaveCount(before);

  // Still nothing after a reload: the refusal wrote nothing to the database.
  await library.shell.reload();
  await expect(library.shell.heading).toHaveText(text.heading);
  await expect(library.rows).toHaveCount(before);
  await expect(library.row(name)).toBeVisible();
}

test(`a broken or inconsistent file is refused with its field paths, nothing saved (en, then zh-CN)`, async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await libraryWithBareMetal(page, 'en');
  // Created in English, the scenario keeps its English name in Chinese too.
  const name = templateName(BARE_METAL_NAME, 'en');
  await checkRefusedFiles(page, 'en', name);
  // The same files imported again in Chinese, changed as from another window (no reload).
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'light' });
  await checkRefusedFiles(page, 'zh-CN', name);
  expect(problems).toEqual([]);
});

test('export downloads a file that imports back as the same scenario', async ({ page }) => {
  const problems = collectPageProblems(page);
  const library = await libraryWithBareMetal(page);
  const download = await library.exportFile(BARE_METAL_NAME);
  expect(download.suggestedFilename()).toMatch(/^[\p{L}\p{N}-]+\.headroom\.json$/u);
  const exported = await readFile(await download.path(), 'utf8');
  const document = JSON.parse(exported) as { name: string; strategies: unknown[] };
  expect(document.name).toBe(BARE_METAL_NAME);
  expect(document.strategies).toEqual(
    (bareMetal.document.strategies as unknown[]).map(() => expect.anything()),
  );

  await library.importFile({ name: download.suggestedFilename(), text: exported });
  const copyName = `${BARE_METAL_NAME} (2)`;
  await expect(library.row(copyName)).toBeVisible();
  await expect(library.rows).toHaveCount(2);

  // The copy exports to the same document, apart from its name.
  const again = await library.exportFile(copyName);
  const reimported = JSON.parse(await readFile(await again.path(), 'utf8')) as { name: string };
  expect({ ...reimported, name: BARE_METAL_NAME }).toEqual(document);
  expect(problems).toEqual([]);
});

/**
 * The row of a scenario just run, in the interface language: the best strategy and its P50
 * cost, current; a new name (`from` → `to`) changes no number, so the run still describes it.
 */
async function checkRowAfterRun(page: Page, language: LibraryLanguage, from: string, to: string, hourly: string): Promise<void> {
  const library = new LibraryPage(new AppShell(page), language);
  const { text } = library;
  await expect(library.shell.heading).toHaveText(text.heading);
  const row = library.row(from);
  await expect(row).toContainText(text.best(hourly));
  await expect(row).toContainText(text.p50Cost);
  await expect(row).toContainText(language === 'en' ? /CN¥[\d,]+/ : /¥[\d,]+/);
  await expect(row).not.toContainText(text.stale);
  await expect(row).not.toContainText(text.notRun);

  await library.rename(from, to);
  await expect(library.row(to)).toContainText(text.best(hourly));
  await expect(library.row(to)).not.toContainText(text.stale);
  if (language === 'en') {
    await page.screenshot({
      path: `${process.env.HEADROOM_SHOTS_DIR ?? 'test-results/screenshots'}/library-after-run-${language}.png`,
      animations: 'disabled',
    });
  }
}

test(`after a run the list shows the best strategy and its P50 cost; a rename keeps it current (en, then zh-CN)`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = collectPageProblems(page);
  const library = await libraryWithBareMetal(page, 'en');
  const { text } = library;
  // Created in English, the scenario and its strategies keep their English names in Chinese too.
  const { name, strategies } = templateNames(BARE_METAL_NAME, 'en');
  const hourly = strategies['bare-metal-hourly'] ?? '';

  // Run it on its results screen, then come back through the navigation.
  await library
    .row(name)
    .getByRole('link', { name: text.results(name) })
    .click();
  const results = new ResultsPage(library.shell, 'en');
  await results.runToEnd();
  await library.openFromNavigation();
  await checkRowAfterRun(page, 'en', name, 'Q3 fine-tuning plan', hourly);
  // The same row read in Chinese, changed as from another window (no reload), and renamed once more.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'light' });
  await checkRowAfterRun(page, 'zh-CN', 'Q3 fine-tuning plan', 'Q3 fine-tuning plan v2', hourly);
  expect(problems).toEqual([]);
});
