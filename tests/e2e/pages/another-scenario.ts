import { expect, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { EditorPage } from './editor-page';
import type { EditorLanguage } from './editor-text';
import { LibraryPage, templateName } from './library-page';
import type { LibraryLanguage } from './library-text';
import { changePreferencesElsewhere, seedPreferences } from './preferences';

/**
 * Several walks in one page. A page and its library cost about 2.4 CPU-s to open, as much as
 * a walk on the editor itself: walks that need only a fresh scenario from a template share a
 * page, the first opening the app as before, each later one making its own scenario from the
 * same template through the library's toolbar (see docs/contributing.md).
 */
const pagesWithTheApp = new WeakSet<Page>();

/** Whether this is the first walk in the page (the app not opened yet); marks it opened. */
export function firstWalkIn(page: Page): boolean {
  if (pagesWithTheApp.has(page)) return false;
  pagesWithTheApp.add(page);
  return true;
}

/**
 * In a page where the app is open (any screen, any language): back to the library by the
 * navigation, and a new scenario from the template known by its English name, in the language
 * and theme asked for. Resolves to the scenario's name once its editor is open.
 */
export async function openAnotherFromTemplate(
  page: Page,
  englishName: string,
  language: LibraryLanguage,
  theme: 'light' | 'dark',
): Promise<string> {
  // The walk before may have ended in another language or theme.
  await changePreferencesElsewhere(page, { language, theme });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, language);
  // A narrow window keeps the navigation behind its menu button.
  if (await page.getByRole('banner').getByRole('button', { name: shell.menuButtonName }).isVisible())
    await shell.openNarrowNavigation();
  await library.openFromNavigation();
  const name = templateName(englishName, language);
  const dialog = page.getByRole('dialog', { name: library.text.templateDialog });
  await page.getByRole('main').getByRole('button', { name: library.text.newFromTemplate }).click();
  await dialog.getByRole('button', { name: library.text.useTemplate(name) }).click();
  await expect(dialog).toBeHidden();
  // When the library already holds a scenario of that name, the new one is "… (2)", "… (3)".
  await expect(shell.heading).toHaveText(new RegExp(`^${escapeRegExp(name)}( \\(\\d+\\))?$`));
  await expect(page).toHaveURL(/#\/scenarios\/[^/?]+$/);
  return (await shell.heading.innerText()).trim();
}

/**
 * The editor of a new scenario from the template known by its English name, in the language and
 * theme asked for: the first walk in a page opens the app on the empty library and takes the
 * template from its cards (EditorPage.createFromTemplate), a later one from the toolbar's dialog.
 */
export async function editorOfTemplate(
  page: Page,
  englishName: string,
  language: EditorLanguage,
  theme: 'light' | 'dark',
): Promise<EditorPage> {
  const editor = new EditorPage(new AppShell(page), language);
  if (firstWalkIn(page)) {
    await seedPreferences(page, { language, theme });
    await editor.createFromTemplate(englishName);
  } else {
    await editor.expectOpen(await openAnotherFromTemplate(page, englishName, language, theme));
  }
  return editor;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
