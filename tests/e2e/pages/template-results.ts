import { expect, type Page } from '@playwright/test';
import { firstWalkIn, openAnotherFromTemplate } from './another-scenario';
import { AppShell } from './app-shell';
import { LibraryPage } from './library-page';
import { ResultsPage } from './results-page';
import type { ResultsLanguage } from './results-text';

/**
 * The results screen of a new scenario from the template known by its English name, in
 * `language` and the light theme, for walks that share a page (see another-scenario.ts): the
 * first walk opens the app on the empty library and takes the template from its cards, a later
 * one from the library's toolbar (switching back to `language` and light first); either then
 * opens the scenario's results from its row. Preferences are seeded by the caller before the
 * first walk. Resolves to the results screen and the scenario's name.
 */
export async function resultsOfNewFromTemplate(
  page: Page,
  englishName: string,
  language: ResultsLanguage,
): Promise<{ results: ResultsPage; name: string }> {
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, language);
  let name: string;
  if (firstWalkIn(page)) {
    await library.open();
    name = await library.createFromTemplateOnEmptyLibrary(englishName);
  } else {
    name = await openAnotherFromTemplate(page, englishName, language, 'light');
    await library.openFromNavigation();
  }
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await expect(shell.heading).toHaveText(name);
  return { results: new ResultsPage(shell, language), name };
}
