import { mkdir } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { modelEn, modelZhCN } from '@headroom/renderer/i18n/locales/model';

/**
 * The model says what it does: a misspelt field in an imported file is refused with the field
 * it probably meant; a format 1 file whose deadline-aware job waited for spot still does, and
 * the editor shows that choice, the decision interval and the billed start-up time. Each file
 * is imported once, in English, and the same screen read again in Chinese, the language changed
 * as from another window of the app (no reload).
 */
const SHOTS = process.env.HEADROOM_SHOTS_DIR ?? 'test-results/screenshots';
const NAME = 'Spot with a deadline';

/** The start-up example with its first strategy on spot, falling back to on-demand by deadline. */
function spotScenario(misspelt: boolean): string {
  const doc = structuredClone(templateFile('startup-dev-to-prod').document) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  doc.name = NAME;
  // Written as a format 1 file, where the deadline-aware switch decided whether a job waited for spot.
  doc.schemaVersion = 1;
  const strategy = doc.strategies[0];
  const offerId = strategy.pools[0].offerId;
  strategy.pools.unshift({ id: 'sp', offerId, kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.05 } });
  const experiments = doc.workloads.find((w: { id: string }) => w.id === 'experiments');
  experiments.deadlineHours = 72;
  const placement = strategy.placements.find((p: { workloadId: string }) => p.workloadId === 'experiments');
  placement.poolIds = ['sp', 'od'];
  placement.spotFallback = misspelt ? { afterPreemption: 2, deadlineAware: true } : { afterPreemptions: 2, deadlineAware: true };
  return JSON.stringify(doc);
}

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled', fullPage: true });
}

const MISSPELT_HINT = { en: 'did you mean “afterPreemptions”?', 'zh-CN': '您是不是想写“afterPreemptions”？' } as const;

test(`a misspelt field is refused with the field it probably meant (en, then zh-CN)`, async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectPageProblems(page);
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  await library.open();
  await library.importFile({ name: 'typo.headroom.json', text: spotScenario(true) });
  /** The refusal, in the screen's language: the field's path and the field it probably meant. */
  async function checkRefusal(language: 'en' | 'zh-CN'): Promise<void> {
    const dialog = new LibraryPage(shell, language).importErrorDialog('typo.headroom.json');
    await expect(dialog).toBeVisible();
    const issues = dialog.getByTestId('import-issues');
    await expect(issues.getByText('strategies[0].placements[0].spotFallback.afterPreemption', { exact: true })).toBeVisible();
    await expect(issues).toContainText(MISSPELT_HINT[language]);
    await shot(page, `unknown-field-${language}`);
  }
  await checkRefusal('en');
  // The same refusal read in Chinese, switched as from another window (no reload).
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkRefusal('zh-CN');
  expect(problems).toEqual([]);
});

test(`the editor shows waiting for spot, the decision interval and the start-up time (en, then zh-CN)`, async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectPageProblems(page);
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  await library.open();
  await library.importFile({ name: 'spot.headroom.json', text: spotScenario(false) });
  await library.row(NAME).getByRole('link', { name: NAME, exact: true }).click();
  const editor = new EditorPage(shell, 'en');
  const zhEditor = new EditorPage(shell, 'zh-CN');
  await editor.expectOpen(NAME);

  /** The workloads' start-up time field, in the screen's language. */
  async function checkStartup(page: Page, language: 'en' | 'zh-CN'): Promise<void> {
    const text = language === 'en' ? modelEn : modelZhCN;
    await new EditorPage(shell, language).openSection('workloads');
    await expect(editor.field(new RegExp(`^${text.startup}`)).first()).toBeVisible();
  }
  /** A format 1 file: the deadline-aware job waited for spot, and still does, now visibly. */
  async function checkWaitChoice(language: 'en' | 'zh-CN'): Promise<Locator> {
    const text = language === 'en' ? modelEn : modelZhCN;
    await new EditorPage(shell, language).openSection('strategies');
    const waitChoice = editor.main.getByRole('combobox', { name: text.whenSpotFull });
    await expect(waitChoice).toHaveText(text.whenSpotFullOptions.wait);
    await expect(editor.field(new RegExp(`^${text.decisionInterval}`))).toBeVisible();
    await waitChoice.scrollIntoViewIfNeeded();
    await shot(page, `spot-choices-${language}`);
    return waitChoice;
  }
  await checkStartup(page, 'en');
  await checkWaitChoice('en');

  // The same editor read in Chinese, switched as from another window (no reload); the choice
  // changed in Chinese, then read in English.
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  const waitChoice = await checkWaitChoice('zh-CN');
  await checkStartup(page, 'zh-CN');
  await zhEditor.openSection('strategies');
  await waitChoice.click();
  await page.getByRole('option', { name: modelZhCN.whenSpotFullOptions.nextPool }).click();
  await expect(waitChoice).toHaveText(modelZhCN.whenSpotFullOptions.nextPool);
  await zhEditor.expectSaved();
  await changePreferencesElsewhere(page, { language: 'en' });
  await expect(editor.main.getByRole('combobox', { name: modelEn.whenSpotFull })).toHaveText(modelEn.whenSpotFullOptions.nextPool);
  await editor.expectSaved();
  expect(problems).toEqual([]);
});
