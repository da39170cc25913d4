import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import type { EditorLanguage } from './pages/editor-text';
import { templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * Putting the baseline first: a strategy moved to the start of the tabs is the first column of
 * the results, and stays first after a reload. Workloads move in their list from the keyboard,
 * as one undo step each, and every placement still finds its workload afterwards.
 */
const FINE_TUNING = templateFile('01-');
const FINE_TUNING_NAME = String(FINE_TUNING.document.name);
const STARTUP = templateFile('06-');
const STARTUP_NAME = String(STARTUP.document.name);

interface Named {
  id: string;
  name: string;
}

/** A template's first three strategies or workloads, in the file's order. */
function firstThree(file: typeof FINE_TUNING, list: 'strategies' | 'workloads') {
  const [a, b, c] = file.document[list] as Named[];
  if (!a || !b || !c) throw new Error(`${file.fileName} should have three ${list}`);
  return [a, b, c] as const;
}

async function open(page: Page, templateName: string, language: EditorLanguage = 'en') {
  await seedPreferences(page, { language, theme: 'light' });
  const editor = new EditorPage(new AppShell(page), language);
  await editor.createFromTemplate(templateName);
  return editor;
}

/** The strategy cards of the results, in the order they are shown. */
async function cardOrder(page: Page): Promise<string[]> {
  const ids = await page
    .locator('[data-testid^="strategy-card-"]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace('strategy-card-', ''));
}

test('a strategy moved to the start is the first column of the results, after a reload too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = collectPageProblems(page);
  const editor = await open(page, FINE_TUNING_NAME);
  const [onDemand, hourly, monthly] = firstThree(FINE_TUNING, 'strategies');

  await editor.openSection('strategies');
  await editor.strategyTabs.nth(2).click();
  await expect(editor.button(editor.text.moveRight(monthly.name))).toBeDisabled();
  await editor.button(editor.text.moveToStart(monthly.name)).click();
  await expect(editor.strategyTabs).toHaveText([monthly.name, onDemand.name, hourly.name]);
  // The moved strategy stays open, and the way back is where focus is.
  await expect(editor.strategyTabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(editor.field(editor.text.name)).toHaveValue(monthly.name);
  await expect(editor.button(editor.text.moveLeft(monthly.name))).toBeDisabled();
  await expect(editor.button(editor.text.moveRight(monthly.name))).toBeFocused();

  // One undo step puts it back, redo moves it again.
  await editor.pressUndo();
  await expect(editor.strategyTabs).toHaveText([onDemand.name, hourly.name, monthly.name]);
  await editor.pressRedo();
  await expect(editor.strategyTabs).toHaveText([monthly.name, onDemand.name, hourly.name]);
  await expect(editor.noProblems).toBeVisible();
  await editor.expectSaved();

  const results = new ResultsPage(editor.shell);
  await editor.runButton.click();
  await expect(page).toHaveURL(/#\/scenarios\/[^/]+\/results$/);
  await results.waitForRun();
  expect(await cardOrder(page)).toEqual([monthly.id, onDemand.id, hourly.id]);

  await page.reload();
  await expect(results.recommendation).toBeVisible();
  expect(await cardOrder(page)).toEqual([monthly.id, onDemand.id, hourly.id]);
  await results.editLink.click();
  await editor.expectOpen(FINE_TUNING_NAME);
  await editor.openSection('strategies');
  await expect(editor.strategyTabs).toHaveText([monthly.name, onDemand.name, hourly.name]);
  expect(problems).toEqual([]);
});

test('workloads move in their list from the keyboard, and every placement follows', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const editor = await open(page, STARTUP_NAME);
  const [experiments, retraining, serving] = firstThree(STARTUP, 'workloads');

  await editor.openSection('workloads');
  await editor.workloadItems.nth(2).click();
  await expect(editor.button(editor.text.moveDown(serving.name))).toBeDisabled();
  const up = editor.button(editor.text.moveUp(serving.name));
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(editor.workloadItems.nth(1)).toContainText(serving.name);
  await expect(editor.workloadItems.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(up).toBeFocused();
  await page.keyboard.press('Space');
  await expect(editor.workloadItems.first()).toContainText(serving.name);
  // At the top, "up" is disabled and focus has moved on to "down".
  await expect(up).toBeDisabled();
  await expect(editor.button(editor.text.moveDown(serving.name))).toBeFocused();
  await expect(editor.main.getByRole('heading', { level: 2 })).toHaveText(serving.name);

  // Each move is its own undo step.
  await editor.pressUndo();
  await expect(editor.workloadItems.nth(1)).toContainText(serving.name);
  await editor.pressRedo();
  await expect(editor.workloadItems.first()).toContainText(serving.name);

  // Every strategy still places every workload, now listed in the new order.
  await expect(editor.noProblems).toBeVisible();
  await editor.openSection('strategies');
  // Each placement's card (its DOM id names its path) is headed by its workload's name.
  const placements = editor.main
    .locator('[id^="field:strategies[0].placements["]')
    .getByRole('heading', { level: 4 });
  await expect(placements).toHaveText([serving.name, experiments.name, retraining.name]);

  await editor.expectSaved();
  await editor.reload();
  await editor.openSection('workloads');
  await expect(editor.workloadItems.first()).toContainText(serving.name);
  await expect(editor.workloadItems.nth(2)).toContainText(retraining.name);
  expect(problems).toEqual([]);
});
