import { mkdir } from 'node:fs/promises';
import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import type { LibraryLanguage } from './pages/library-text';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';

/**
 * A scenario made from a template or from blank opens in its editor, at its own address, with
 * the name field focused; "All scenarios" (or the browser's Back) leads to the list, which
 * has it. Importing a file and duplicating stay in the library.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/open-after-create';
const BARE_METAL = String(templateFile('bare-metal').document.name);
const INFERENCE = String(templateFile('inference').document.name);
const BLANK_NAME = { en: 'Q4 capacity plan', 'zh-CN': '第四季度容量计划' } as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

for (const [language, theme] of [
  ['en', 'light'],
  ['zh-CN', 'dark'],
] as [LibraryLanguage, 'light' | 'dark'][]) {
  test(`a scenario created from a template or from blank opens in its editor (${language}, ${theme})`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await seedPreferences(page, { language, theme });
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, language);
    const editor = new EditorPage(shell, language);
    const nameField = editor.field(editor.text.name);
    await library.open();

    // From the cards of an empty library: the editor of the new scenario, ready to rename it.
    const first = await library.openNewFromTemplate(BARE_METAL, { onEmptyLibrary: true });
    await editor.expectOpen(first.name);
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveValue(first.name);
    await expect(shell.heading).toBeInViewport();
    await editor.expectSaved();
    await page.screenshot({ path: `${SHOTS}/new-from-template-${language}-${theme}.png` });

    // The browser's Back returns to the list, which has it.
    await page.goBack();
    await expect(shell.heading).toHaveText(library.text.heading);
    await expect(library.rows).toHaveCount(1);
    await expect(library.row(first.name)).toBeVisible();

    // From the toolbar's dialog: another scenario, another address.
    const second = await library.openNewFromTemplate(INFERENCE);
    expect(second.id).not.toBe(first.id);
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveValue(second.name);
    // The request to focus the name is used once: a reload opens the editor as usual.
    await editor.reload();
    await expect(nameField).not.toBeFocused();
    await library.backFromScenario();
    await expect(library.rows).toHaveCount(2);
    // The newest first, as the list is sorted by last change.
    await expect(library.rows.first()).toContainText(second.name);

    // Blank: its editor, under the name given in the dialog.
    const blank = await library.openNewBlank(BLANK_NAME[language]);
    await editor.expectOpen(BLANK_NAME[language]);
    await expect(nameField).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/new-blank-${language}-${theme}.png` });
    // A rename typed straight away is saved, and the list shows the new name.
    await nameField.fill(`${BLANK_NAME[language]} v2`);
    await nameField.press('Tab');
    await editor.expectSaved();
    await library.backFromScenario();
    await expect(library.rows).toHaveCount(3);
    await expect(library.row(`${BLANK_NAME[language]} v2`)).toBeVisible();
    await expect(
      library.row(`${BLANK_NAME[language]} v2`).getByRole('link', {
        name: `${BLANK_NAME[language]} v2`,
        exact: true,
      }),
    ).toHaveAttribute('href', `#/scenarios/${blank.id}`);

    // Duplicating stays in the list, with the copy marked and a way to open it.
    await library.rowCommand(first.name, library.text.duplicate);
    await expect(shell.heading).toHaveText(library.text.heading);
    await expect(library.rows).toHaveCount(4);
    expect(problems).toEqual([]);
  });
}
