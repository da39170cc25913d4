import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { ResultsPage } from './pages/results-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';

/**
 * The scenario editor as a planner uses it: a price changed in the catalog table survives a
 * reload, a wrong value is pointed out at its field in both languages, undo and redo bring
 * values back. The wrong values are typed in English, then again in Chinese on the same page,
 * the language changed as from another window of the app (no reload).
 */
const TEMPLATE = 'Fine-tuning: shared GPU instances vs bare-metal';
const SHARED_OFFER =
  'Chinese cloud (generic) Shared GPU instance, 8x A100 80GB (GPU云服务器, shared host)';

async function openTemplate(page: Page, language: EditorLanguage) {
  await seedPreferences(page, { language, theme: 'light' });
  const editor = new EditorPage(new AppShell(page), language);
  await editor.createFromTemplate(TEMPLATE);
  return editor;
}

test('a price changed in the catalog table is kept after a reload', async ({ page }) => {
  const problems = collectPageProblems(page);
  const editor = await openTemplate(page, 'en');
  await editor.openSection('catalog');
  const price = editor.onDemandPrice(SHARED_OFFER);
  await expect(price).toHaveValue('198');
  await price.fill('205.5');
  await editor.expectSaved();

  await editor.reload();
  await editor.openSection('catalog');
  await expect(editor.onDemandPrice(SHARED_OFFER)).toHaveValue('205.5');
  expect(problems).toEqual([]);
});

/** Wrong values typed in the general section, each pointed out at its field in the interface language, then put right. */
async function checkWrongValues(page: Page, language: EditorLanguage): Promise<void> {
  const editor = new EditorPage(new AppShell(page), language);
  const { text } = editor;
  await expect(editor.noProblems).toBeVisible();

  const horizon = editor.field(text.horizon);
  await horizon.fill('0');
  await expect(editor.helperOf(horizon)).toHaveText(text.mustBeMoreThanZero);
  await expect(horizon).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.problemCount).toHaveText(text.problems(1));
  await expect(editor.sectionTab('general')).toContainText('1');
  await expect(editor.runButton).toBeDisabled();
  await expect(editor.saveStatus).toHaveText(text.notSavedYet);

  await horizon.fill('59x');
  await expect(editor.helperOf(horizon)).toHaveText(text.notANumber);

  const name = editor.field(text.name);
  await name.fill('');
  await expect(editor.helperOf(name)).toHaveText(text.required);
  await expect(editor.problemCount).toHaveText(text.problems(2));

  await name.fill(TEMPLATE);
  await horizon.fill('59');
  await expect(editor.noProblems).toBeVisible();
  await expect(editor.runButton).toBeEnabled();
  await editor.expectSaved();
}

test(`a wrong value is pointed out at its field as it is typed (en, then zh-CN)`, async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await openTemplate(page, 'en');
  await checkWrongValues(page, 'en');
  // The same values typed again in Chinese, the language changed as from another window (no reload).
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkWrongValues(page, 'zh-CN');
  expect(problems).toEqual([]);
});

test('undo and redo bring values back, by keyboard and by button', async ({ page }) => {
  const problems = collectPageProblems(page);
  const editor = await openTemplate(page, 'en');
  const name = editor.field(editor.text.name);
  const horizon = editor.field(editor.text.horizon);
  await expect(editor.undoButton).toBeDisabled();

  await name.fill('Fine-tuning, revised');
  await horizon.fill('90');
  await expect(horizon).toHaveValue('90');

  await editor.pressUndo();
  await expect(horizon).toHaveValue('59');
  await expect(name).toHaveValue('Fine-tuning, revised');
  await editor.pressUndo();
  await expect(name).toHaveValue(TEMPLATE);
  await expect(editor.undoButton).toBeDisabled();

  await editor.pressRedo();
  await expect(name).toHaveValue('Fine-tuning, revised');
  await editor.redoButton.click();
  await expect(horizon).toHaveValue('90');
  await expect(editor.redoButton).toBeDisabled();

  await editor.undoButton.click();
  await expect(horizon).toHaveValue('59');
  await editor.expectSaved();
  await editor.reload();
  await expect(editor.field(editor.text.horizon)).toHaveValue('59');
  await expect(editor.field(editor.text.name)).toHaveValue('Fine-tuning, revised');
  expect(problems).toEqual([]);
});

test('Run saves what is on screen and runs it once', async ({ page }) => {
  const editor = await openTemplate(page, 'en');
  const editorUrl = page.url();
  await editor.field(editor.text.horizon).fill('60');
  // At once, before the autosave pause: Run itself must save the edit first.
  await editor.runButton.click();
  // The run starts on arrival; the request to run leaves the address, so a reload does not rerun.
  await expect(page).toHaveURL(/#\/scenarios\/[^/]+\/results$/);
  const results = new ResultsPage(editor.shell);
  await expect(page.getByText(results.text.noResults)).toHaveCount(0);
  await results.waitForRun();
  const summary = (await results.lastRunSummary.textContent()) ?? '';
  await page.reload();
  await expect(results.recommendation).toBeVisible();
  await expect(results.progress).toHaveCount(0);
  await expect(results.lastRunSummary).toHaveText(summary);
  await page.goto(editorUrl);
  await editor.expectOpen(TEMPLATE);
  await expect(editor.field(editor.text.horizon)).toHaveValue('60');
  await expect(editor.main.getByText(editor.text.restoredTitle)).toHaveCount(0);
});

test('unfinished edits with problems are kept on this computer and offered back', async ({
  page,
}) => {
  const editor = await openTemplate(page, 'en');
  const horizon = editor.field(editor.text.horizon);
  await horizon.fill('0');
  await expect(editor.saveStatus).toHaveText(editor.text.notSavedYet);
  await editor.reload();
  await expect(editor.main.getByText(editor.text.restoredTitle)).toBeVisible();
  await expect(editor.field(editor.text.horizon)).toHaveValue('0');
  await expect(editor.problemCount).toHaveText(editor.text.problems(1));
});
