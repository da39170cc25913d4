import { mkdir } from 'node:fs/promises';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import type { LibraryLanguage } from './pages/library-text';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';

/**
 * A scenario made from a template or from blank opens in its editor, at its own address, with
 * the name field focused; "All scenarios" (or the browser's Back) leads to the list, which
 * has it. Importing a file and duplicating stay in the library. The walk is made once (a blank
 * scenario is named once per language); each screen is read in English and in Chinese, switched in place.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/open-after-create';
const BARE_METAL = String(templateFile('bare-metal').document.name);
const INFERENCE = String(templateFile('inference').document.name);
const BLANK_NAME = { en: 'Q4 capacity plan', 'zh-CN': '第四季度容量计划' } as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test('a scenario created from a template or from blank opens in its editor (en light, then zh-CN dark)', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const library = { en: new LibraryPage(shell, 'en'), 'zh-CN': new LibraryPage(shell, 'zh-CN') };
  const editor = { en: new EditorPage(shell, 'en'), 'zh-CN': new EditorPage(shell, 'zh-CN') };
  const nameField = { en: editor.en.field(editor.en.text.name), 'zh-CN': editor['zh-CN'].field(editor['zh-CN'].text.name) };
  const THEME = { en: 'light', 'zh-CN': 'dark' } as const;
  const other = (language: LibraryLanguage): LibraryLanguage => (language === 'en' ? 'zh-CN' : 'en');
  /** Reads a screen in the language shown, switches in place, reads it again in the other. */
  async function readInBoth(first: LibraryLanguage, read: (language: LibraryLanguage) => Promise<void>): Promise<void> {
    await read(first);
    const second = other(first);
    await changePreferencesElsewhere(page, { language: second, theme: THEME[second] });
    await read(second);
  }
  await library.en.open();

  // From the cards of an empty library: the editor of the new scenario, ready to rename it.
  // Made in English: its name is the English template's in the Chinese reading too.
  const first = await library.en.openNewFromTemplate(BARE_METAL, { onEmptyLibrary: true });
  await readInBoth('en', async (language) => {
    await editor[language].expectOpen(first.name);
    await expect(nameField[language]).toBeFocused();
    await expect(nameField[language]).toHaveValue(first.name);
    await expect(shell.heading).toBeInViewport();
    await editor[language].expectSaved();
    await page.screenshot({ path: `${SHOTS}/new-from-template-${language}-${THEME[language]}.png` });
  });

  // The browser's Back returns to the list, which has it.
  await page.goBack();
  await readInBoth('zh-CN', async (language) => {
    await expect(shell.heading).toHaveText(library[language].text.heading);
    await expect(library[language].rows).toHaveCount(1);
    await expect(library[language].row(first.name)).toBeVisible();
  });

  // From the toolbar's dialog: another scenario, another address.
  const second = await library.en.openNewFromTemplate(INFERENCE);
  expect(second.id).not.toBe(first.id);
  await readInBoth('en', async (language) => {
    await expect(nameField[language]).toBeFocused();
    await expect(nameField[language]).toHaveValue(second.name);
  });
  // The request to focus the name is used once: a reload opens the editor as usual.
  await editor['zh-CN'].reload();
  await readInBoth('zh-CN', async (language) => {
    await expect(nameField[language]).not.toBeFocused();
  });
  await library.en.backFromScenario();
  await readInBoth('en', async (language) => {
    await expect(shell.heading).toHaveText(library[language].text.heading);
    await expect(library[language].rows).toHaveCount(2);
    // The newest first, as the list is sorted by last change.
    await expect(library[language].rows.first()).toContainText(second.name);
  });

  // Blank: its editor, under the name given in the dialog, typed in the language shown (a
  // Chinese name in Chinese, an English one in English): one blank scenario per language.
  let count = 2;
  for (const language of ['zh-CN', 'en'] as const) {
    if (language === 'en') await changePreferencesElsewhere(page, { language, theme: THEME[language] });
    const blank = await library[language].openNewBlank(BLANK_NAME[language]);
    await editor[language].expectOpen(BLANK_NAME[language]);
    await expect(nameField[language]).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/new-blank-${language}-${THEME[language]}.png` });
    // A rename typed straight away is saved, and the list shows the new name.
    await nameField[language].fill(`${BLANK_NAME[language]} v2`);
    await nameField[language].press('Tab');
    await editor[language].expectSaved();
    await library[language].backFromScenario();
    count += 1;
    await expect(library[language].rows).toHaveCount(count);
    await expect(library[language].row(`${BLANK_NAME[language]} v2`)).toBeVisible();
    await expect(
      library[language].row(`${BLANK_NAME[language]} v2`).getByRole('link', {
        name: `${BLANK_NAME[language]} v2`,
        exact: true,
      }),
    ).toHaveAttribute('href', `#/scenarios/${blank.id}`);
  }

  // Duplicating stays in the list, with the copy marked and a way to open it.
  await library.en.rowCommand(first.name, library.en.text.duplicate);
  await readInBoth('en', async (language) => {
    await expect(shell.heading).toHaveText(library[language].text.heading);
    await expect(library[language].rows).toHaveCount(5);
  });
  expect(problems).toEqual([]);
});
