import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import type { LibraryLanguage } from './pages/library-text';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { storedRowsOf, TrashPage } from './pages/trash-page';

/**
 * The library's trash as a planner uses it: delete two scenarios, find them in the trash,
 * bring one back, delete the other for good, and find both choices still made after a
 * reload, with nothing of the purged scenario left in the database; then, in Chinese on the
 * same page (the language changed as from another window, no reload), empty the library and
 * find the trash still within reach, and empty it after a counted confirmation.
 */
const BARE_METAL = String(templateFile('bare-metal').document.name);
const RENDERING = String(templateFile('rendering').document.name);
const INFERENCE = String(templateFile('inference').document.name);

async function libraryWith(
  page: Page,
  names: readonly string[],
  language: LibraryLanguage = 'en',
): Promise<LibraryPage> {
  await seedPreferences(page, { language, theme: 'light' });
  const library = new LibraryPage(new AppShell(page), language);
  await library.open();
  for (const [index, englishName] of names.entries()) {
    const name =
      index === 0
        ? await library.createFromTemplateOnEmptyLibrary(englishName)
        : await library.createFromTemplate(englishName);
    await expect(library.row(name)).toBeVisible();
  }
  return library;
}

/** The scenario id a row's name links to (#/scenarios/<id>). */
async function scenarioIdOf(library: LibraryPage, name: string): Promise<string> {
  const href = await library
    .row(name)
    .getByRole('link', { name, exact: true })
    .getAttribute('href');
  const id = /^#\/scenarios\/([^/]+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no scenario link for ${name}: ${href}`);
  return decodeURIComponent(id);
}

test('restore one deleted scenario and delete another forever; both survive a reload (en), then an emptied library still leads to the trash, which empties after a counted confirmation (zh-CN)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = collectPageProblems(page);
  const library = await libraryWith(page, [BARE_METAL, RENDERING, INFERENCE]);
  const { text } = library;
  const trash = new TrashPage(library.shell);
  const renderingId = await scenarioIdOf(library, RENDERING);

  // A saved run, so deleting forever has runs to remove as well as versions.
  await library
    .row(RENDERING)
    .getByRole('link', { name: text.results(RENDERING) })
    .click();
  await new ResultsPage(library.shell).runToEnd();
  await library.openFromNavigation();
  expect(await storedRowsOf(page, renderingId)).toEqual({ scenarios: 1, versions: 1, runs: 1 });

  await expect(trash.link(0)).toBeVisible();
  await library.rowCommand(BARE_METAL, text.delete);
  await expect(library.notice).toContainText(text.deleted(BARE_METAL));
  await library.rowCommand(RENDERING, text.delete);
  await expect(library.row(RENDERING)).toHaveCount(0);
  await expect(library.rows).toHaveCount(1);

  await trash.openFromLibrary(2);
  await expect(page).toHaveURL(/#\/scenarios\/trash$/);
  expect(await trash.names()).toEqual([RENDERING, BARE_METAL]);
  await expect(page.getByText(text.trashCount(2))).toBeVisible();
  await expect(trash.row(RENDERING)).toContainText(text.trashDeletedLabel);
  await expect(trash.row(RENDERING).locator('time')).toHaveAttribute('datetime', /^\d{4}-/);

  await trash.restore(BARE_METAL);
  await expect(trash.notice).toContainText(text.restored(BARE_METAL));
  await expect(trash.row(BARE_METAL)).toHaveCount(0);
  await expect(trash.rows).toHaveCount(1);

  await trash.askToPurge(RENDERING);
  await expect(trash.confirmation).toContainText(text.purgeTitle(RENDERING));
  await expect(trash.confirmation).toContainText(text.cannotBeUndone);
  await trash.confirm(text.purgeConfirm);
  await expect(trash.notice).toContainText(text.purged(RENDERING));
  await expect(trash.emptyHeading).toBeVisible();

  // Both choices were written: the trash stays empty, the restored one is in the library.
  await trash.shell.reload();
  await expect(trash.shell.heading).toHaveText(text.trashHeading);
  await expect(trash.emptyHeading).toBeVisible();
  await expect(trash.rows).toHaveCount(0);
  expect(await storedRowsOf(page, renderingId)).toEqual({ scenarios: 0, versions: 0, runs: 0 });

  await page.getByRole('main').getByRole('link', { name: text.backToLibrary }).click();
  await expect(library.shell.heading).toHaveText(text.heading);
  await library.shell.reload();
  await expect(library.row(BARE_METAL)).toBeVisible();
  await expect(library.row(INFERENCE)).toBeVisible();
  await expect(library.row(RENDERING)).toHaveCount(0);
  await expect(library.rows).toHaveCount(2);
  await expect(trash.link(0)).toBeVisible();

  // The library left holds the bare-metal and inference scenarios: the Chinese walk empties it
  // from there, the language changed as from another window of the app (no reload). The
  // scenarios were made in English, so their names are the English templates' names.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'light' });
  await emptyLibraryAndTrash(page);
  expect(problems).toEqual([]);
});

/**
 * From a library of the bare-metal and inference scenarios, in Chinese: both are deleted, the
 * emptied library still leads to the trash, which empties after a counted confirmation.
 */
async function emptyLibraryAndTrash(page: Page): Promise<void> {
  const library = new LibraryPage(new AppShell(page), 'zh-CN');
  const { text } = library;
  const trash = new TrashPage(library.shell, 'zh-CN');
  await expect(library.shell.heading).toHaveText(text.heading);
  await library.rowCommand(BARE_METAL, text.delete);
  await expect(library.row(BARE_METAL)).toHaveCount(0);
  await library.rowCommand(INFERENCE, text.delete);
  await expect(library.emptyHeading).toBeVisible();

  await trash.openFromLibrary(2);
  await expect(trash.rows).toHaveCount(2);
  await trash.askToEmpty();
  await expect(trash.confirmation).toContainText(text.emptyTrashTitle);
  await expect(trash.confirmation).toContainText(text.emptyTrashBody(2));

  // Cancel keeps everything.
  await trash.confirmation.getByRole('button', { name: '取消' }).click();
  await expect(trash.confirmation).toBeHidden();
  await expect(trash.rows).toHaveCount(2);

  await trash.askToEmpty();
  await trash.confirm(text.emptyTrashConfirm(2));
  await expect(trash.notice).toContainText(text.emptied(2));
  await expect(trash.emptyHeading).toBeVisible();
  await trash.shell.reload();
  await expect(trash.emptyHeading).toBeVisible();
  await library.open();
  await expect(library.emptyHeading).toBeVisible();
  await expect(trash.link(0)).toHaveCount(0);
}
