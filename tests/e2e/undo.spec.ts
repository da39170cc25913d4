import { expect, test } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { LibraryPage } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';

/**
 * Undo as a planner relies on it: an edit undone is gone (it does not come back as
 * "unfinished changes" after leaving the editor), and two edits of one field, one after the
 * other, are undone one at a time. The walk is made in English, then again in Chinese on the
 * same page after the language changes in place.
 */
const TEMPLATE = 'Fine-tuning: shared GPU instances vs bare-metal';
const HORIZON = '59';

/** The walk, in the screen's language: each step's words are read in that language. */
async function undoWalk(shell: AppShell, language: EditorLanguage, name: string): Promise<void> {
  const editor = new EditorPage(shell, language);
  const horizon = editor.field(editor.text.horizon);
  await expect(horizon).toHaveValue(HORIZON);

  // A horizon that is not a whole number of days: kept on this computer, not saved.
  await horizon.fill('36.5');
  await horizon.press('Tab');
  await expect(editor.problemCount).toHaveText(editor.text.problems(1));
  await expect(editor.saveStatus).toHaveText(editor.text.notSavedYet);
  await editor.pressUndo();
  await expect(horizon).toHaveValue(HORIZON);
  await editor.expectSaved();

  // To the library and back: nothing is offered back.
  const library = new LibraryPage(shell, language);
  await library.openFromNavigation();
  await library.row(name).getByRole('link', { name, exact: true }).click();
  await editor.expectOpen(name);
  await expect(horizon).toHaveValue(HORIZON);
  await expect(editor.main.getByText(editor.text.restoredTitle)).toHaveCount(0);
  await expect(editor.noProblems).toBeVisible();

  // Two edits of the horizon, one after the other: two undo steps.
  await horizon.fill('90');
  await horizon.press('Tab');
  await horizon.fill('120');
  await horizon.press('Tab');
  await editor.pressUndo();
  await expect(horizon).toHaveValue('90');
  await editor.pressUndo();
  await expect(horizon).toHaveValue(HORIZON);
}

test('an undone edit is not restored, and two edits of a field are two steps (en, then zh-CN)', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectPageProblems(page);
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  // The scenario is made once, in English; the Chinese walk edits the same one (its name stays English).
  const name = await new EditorPage(shell, 'en').createFromTemplate(TEMPLATE);
  await undoWalk(shell, 'en', name);
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await undoWalk(shell, 'zh-CN', name);
  expect(problems).toEqual([]);
});
