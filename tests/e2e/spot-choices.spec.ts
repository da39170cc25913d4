import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { modelEn, modelZhCN } from '@headroom/renderer/i18n/locales/model';

/**
 * The model says what it does: a misspelt field in an imported file is refused with the field
 * it probably meant; a format 1 file whose deadline-aware job waited for spot still does, and
 * the editor shows that choice, the decision interval and the billed start-up time.
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

for (const language of ['en', 'zh-CN'] as const) {
  const text = language === 'en' ? modelEn : modelZhCN;

  test(`a misspelt field is refused with the field it probably meant (${language})`, async ({ page }) => {
    const problems = collectPageProblems(page);
    await seedPreferences(page, { language, theme: 'light' });
    const library = new LibraryPage(new AppShell(page), language);
    await library.open();
    await library.importFile({ name: 'typo.headroom.json', text: spotScenario(true) });
    const dialog = library.importErrorDialog('typo.headroom.json');
    await expect(dialog).toBeVisible();
    const issues = dialog.getByTestId('import-issues');
    await expect(issues.getByText('strategies[0].placements[0].spotFallback.afterPreemption', { exact: true })).toBeVisible();
    await expect(issues).toContainText(
      language === 'en' ? 'did you mean “afterPreemptions”?' : '您是不是想写“afterPreemptions”？',
    );
    await shot(page, `unknown-field-${language}`);
    expect(problems).toEqual([]);
  });

  test(`the editor shows waiting for spot, the decision interval and the start-up time (${language})`, async ({ page }) => {
    const problems = collectPageProblems(page);
    await seedPreferences(page, { language, theme: 'light' });
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, language);
    await library.open();
    await library.importFile({ name: 'spot.headroom.json', text: spotScenario(false) });
    await library.row(NAME).getByRole('link', { name: NAME, exact: true }).click();
    const editor = new EditorPage(shell, language);
    await editor.expectOpen(NAME);

    await editor.openSection('workloads');
    await expect(editor.field(new RegExp(`^${text.startup}`)).first()).toBeVisible();

    await editor.openSection('strategies');
    // A format 1 file: the deadline-aware job waited for spot, and still does, now visibly.
    const waitChoice = editor.main.getByRole('combobox', { name: text.whenSpotFull });
    await expect(waitChoice).toHaveText(text.whenSpotFullOptions.wait);
    await expect(editor.field(new RegExp(`^${text.decisionInterval}`))).toBeVisible();
    await waitChoice.scrollIntoViewIfNeeded();
    await shot(page, `spot-choices-${language}`);
    await waitChoice.click();
    await page.getByRole('option', { name: text.whenSpotFullOptions.nextPool }).click();
    await expect(waitChoice).toHaveText(text.whenSpotFullOptions.nextPool);
    await editor.expectSaved();
    expect(problems).toEqual([]);
  });
}
