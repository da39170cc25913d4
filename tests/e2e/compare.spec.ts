import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { COMPARE_TEXT, type CompareLanguage } from './pages/compare-text';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { addSpotStrategy, type DocumentByHand } from './pages/spot-scenario';
import { ResultsPage } from './pages/results-page';
import { WhatIfPanel } from './pages/what-if-panel';

/**
 * Comparing as a planner does after a what-if: save a version with dearer on-demand prices,
 * put it beside the version before (inputs that differ, figures per strategy with their change
 * on the same seeds), swap the sides, put another scenario beside it, and open a comparison
 * from the library's row menu. Both languages, light and dark, with screenshots for a person
 * to look at: each scenario is made and run once, in English and light, and the same screens
 * are then read (and the comparison walked again) in Chinese and dark, the preferences changed
 * as from another window of the app (the screen follows without a reload).
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/compare';
const fineTune = templateFile('01-');
const startUp = templateFile('06-');
const RUNS = 12;

/** The fine-tuning example, small enough to run quickly; with `spot`, a spot strategy added. */
function fineTuneDoc(name: string, spot: string | null): string {
  const doc = structuredClone(fineTune.document) as DocumentByHand;
  doc.name = name;
  doc.simulation = { runs: RUNS, baseSeed: 1 };
  if (spot !== null) addSpotStrategy(doc, spot);
  return JSON.stringify(doc);
}

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The first half's language and theme, and the second's: the same walk read in both. */
const FIRST = { language: 'en', theme: 'light' } as const;
const SECOND = { language: 'zh-CN', theme: 'dark' } as const;

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The screens a comparison walk goes through, in one language. */
function screens(page: Page, language: CompareLanguage) {
  const shell = new AppShell(page);
  return {
    text: COMPARE_TEXT[language],
    library: new LibraryPage(shell, language),
    results: new ResultsPage(shell, language),
    whatIf: new WhatIfPanel(page, language),
  };
}

// The files are imported once, with English names; the Chinese checks name the scenarios and
// the spot strategy by those English names (the Chinese walk used to import files named in Chinese).
const NAME = 'Fine-tune plan';
const OTHER_NAME = 'Fine-tune with spot';
const SPOT_NAME = 'Spot with on-demand fallback';

/**
 * Version 1 (A) beside version 2 (B, on-demand dearer), then swapped, then the other scenario as
 * B, then the library's row menu back to the versions, in one language and theme.
 */
async function compareVersionsThenScenarios(page: Page, language: CompareLanguage, theme: 'light' | 'dark'): Promise<void> {
  const { text, library } = screens(page, language);
  const answer = page.getByTestId('compare-answer');
  await expect(page.getByTestId('compare-status')).toHaveText(text.done(RUNS, 1), { timeout: 60_000 });
  await expect(answer).toHaveAttribute('data-status', 'done');
  const inputs = page.getByTestId('compare-input-row');
  // The on-demand price of both offers, raised by one factor: one line in words, not two rows.
  await expect(inputs).toHaveCount(1);
  await expect(inputs.locator('th p')).toHaveText(text.onDemandOnOffers(2));
  await expect(inputs).toContainText('cn-shared-8x-a100');
  await expect(page.getByTestId('compare-same-version')).toHaveCount(0);
  // Dearer on-demand: the strategies on it cost more, beyond the noise; the monthly server does not move.
  const hourly = page.getByTestId('compare-row-shared-on-demand').getByTestId('compare-total-change');
  expect(Number(await hourly.getAttribute('data-change'))).toBeGreaterThan(0);
  await expect(hourly).toHaveAttribute('data-within-noise', 'false');
  await expect(hourly).toContainText('+');
  const monthly = page.getByTestId('compare-row-bare-metal-monthly').getByTestId('compare-total-change');
  await expect(monthly.getByTestId('compare-change')).toHaveText(text.noChange);
  await page.screenshot({ path: `${SHOTS}/versions-${language}-${theme}.png`, fullPage: true });

  // Swap: version 2 is now A, so the same change reads the other way.
  await page.getByRole('button', { name: text.swap }).click();
  await expect(page.getByTestId('compare-status')).toHaveText(text.done(RUNS, 1), { timeout: 60_000 });
  await expect.poll(async () => Number(await hourly.getAttribute('data-change'))).toBeLessThan(0);

  // B: the other scenario, picked by name; its spot strategy has nothing to pair with.
  await pickOption(page, text.scenario('B'), OTHER_NAME);
  await expect(page.getByTestId('compare-status')).toHaveText(text.done(RUNS, 1), { timeout: 60_000 });
  await expect(page.getByTestId('compare-only-after')).toHaveText(text.onlyAfter(SPOT_NAME));
  const added = page.locator('[data-testid="compare-input-row"][data-path="strategies[id=spot]"]');
  await expect(added).toContainText(text.absent);
  expect(Number(await hourly.getAttribute('data-change'))).toBeLessThan(0);
  await page.screenshot({ path: `${SHOTS}/scenarios-${language}-${theme}.png`, fullPage: true });

  // From the library (by the navigation, as a user goes there): a scenario's versions, the one
  // before the current one as A.
  await library.openFromNavigation();
  await library.rowCommand(NAME, text.libraryRow);
  await expect(page.getByTestId('compare-status')).toHaveText(text.done(RUNS, 1), { timeout: 60_000 });
  await expect(inputs).toHaveCount(1);
  expect(Number(await hourly.getAttribute('data-change'))).toBeGreaterThan(0);
}

// Imported once, named in English; the Chinese sentence names it so (it used to be named in Chinese).
const SINGLE_NAME = 'Single version plan';

/** The library's row menu opens Compare on a scenario's only version, which says so. */
async function compareOneVersion(page: Page, language: CompareLanguage, theme: 'light' | 'dark'): Promise<void> {
  const text = COMPARE_TEXT[language];
  await new LibraryPage(new AppShell(page), language).rowCommand(SINGLE_NAME, text.libraryRow);
  await expect(page).toHaveURL(/#\/compare\//);
  await expect(page.getByTestId('compare-same-version')).toContainText(text.sameVersion(SINGLE_NAME));
  await page.screenshot({ path: `${SHOTS}/one-version-${language}-${theme}.png` });
}

/**
 * Also walks Compare on a scenario with one version, which says so (en light, then zh-CN dark):
 * in the same page as the versions and scenarios, which costs a page and its library less.
 */
test(`compare two versions, then two scenarios (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await seedPreferences(page, FIRST);
  const { library, results, whatIf } = screens(page, FIRST.language);

  await library.open();
  await library.importFile({ name: 'plan.headroom.json', text: fineTuneDoc(NAME, null) });
  await expect(library.row(NAME)).toBeVisible();
  await library.importFile({ name: 'spot.headroom.json', text: fineTuneDoc(OTHER_NAME, SPOT_NAME) });
  await expect(library.row(OTHER_NAME)).toBeVisible();
  await library.importFile({ name: 'single.headroom.json', text: fineTuneDoc(SINGLE_NAME, null) });
  await expect(library.row(SINGLE_NAME)).toBeVisible();

  // A scenario with one version: Compare says so.
  await compareOneVersion(page, FIRST.language, FIRST.theme);
  await page.goBack();
  await expect(library.row(SINGLE_NAME)).toBeVisible();

  // Version 2: on-demand 20 % dearer, saved from the what-if.
  await library.row(NAME).getByRole('link', { name: library.text.results(NAME) }).click();
  await results.runToEnd();
  await whatIf.open();
  await whatIf.settled(RUNS);
  const price = whatIf.slider('what-if-price-onDemand');
  await price.focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await whatIf.settled(RUNS);
  await whatIf.button(whatIf.text.saveVersion).click();
  await expect(page.getByTestId('what-if-notice')).toHaveText(whatIf.text.savedVersion(2));
  const entry = page.getByRole('link', { name: COMPARE_TEXT[FIRST.language].open });
  await entry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/entry-${FIRST.language}-${FIRST.theme}.png` });

  // The same results read in Chinese and dark, switched as from another window (no reload):
  // the notice and the way into Compare say so in Chinese; the comparison is walked in Chinese.
  await changePreferencesElsewhere(page, SECOND);
  const zh = screens(page, SECOND.language);
  await expect(page.getByTestId('what-if-notice')).toHaveText(zh.whatIf.text.savedVersion(2));
  const zhEntry = page.getByRole('link', { name: zh.text.open });
  await zhEntry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/entry-${SECOND.language}-${SECOND.theme}.png` });
  // Compare opens on version 1 (A) beside version 2 (B).
  await zhEntry.click();
  await expect(page).toHaveURL(/#\/compare\//);
  await compareVersionsThenScenarios(page, SECOND.language, SECOND.theme);
  // The scenario with one version in Chinese and dark, then back to the versions the library
  // opens (version 1 as A beside version 2) for the English walk.
  await zh.library.openFromNavigation();
  await compareOneVersion(page, SECOND.language, SECOND.theme);
  await zh.library.openFromNavigation();
  await zh.library.rowCommand(NAME, zh.text.libraryRow);

  // Back in English and light on the versions the library opened: the same walk in English.
  await changePreferencesElsewhere(page, FIRST);
  await compareVersionsThenScenarios(page, FIRST.language, FIRST.theme);
  expect(problems).toEqual([]);
});

/** Version 1 beside version 2 (twice the traffic): a column for each unit cost and each target, in one language and theme. */
async function checkTargetColumns(page: Page, language: CompareLanguage, theme: 'light' | 'dark', runs: number): Promise<void> {
  const text = COMPARE_TEXT[language];
  await page.setViewportSize({ width: 1600, height: 1000 });
  await expect(page.getByTestId('compare-status')).toHaveText(text.done(runs, 1), { timeout: 90_000 });
  const figures = page.getByTestId('compare-figures');
  // Both unit costs in columns of their own, then every target.
  for (const [key, label] of Object.entries(text.columns)) await expect(figures.locator(`[data-column="${key}"]`)).toContainText(label);
  const row = page.getByTestId('compare-row-all-committed');
  for (const key of Object.keys(text.columns)) await expect(row.locator(`[data-figure="${key}"]`).getByTestId('compare-values')).toContainText('→');
  // The committed strategy runs out of replicas: requests go unserved, beyond the noise.
  const unserved = row.locator('[data-figure="unservedShare"]');
  expect(Number(await unserved.getAttribute('data-change'))).toBeGreaterThan(0.01);
  await expect(unserved).toHaveAttribute('data-within-noise', 'false');
  await expect(unserved.getByTestId('compare-values')).toContainText('%');
  await expect(unserved.getByTestId('compare-change')).toContainText('+');
  // Cost per job and per 10k requests differ: not one figure shown under both names.
  const perJob = await row.locator('[data-figure="costPerJob"]').getByTestId('compare-values').innerText();
  const per10k = await row.locator('[data-figure="costPer10kRequests"]').getByTestId('compare-values').innerText();
  expect(perJob).not.toBe(per10k);
  await page.screenshot({ path: `${SHOTS}/targets-${language}-${theme}.png`, fullPage: true });
  await figures.screenshot({ path: `${SHOTS}/targets-table-${language}-${theme}.png` });
  // Nine figures fit a desktop window without scrolling sideways; on a laptop the table
  // scrolls and every row keeps its strategy's name in view.
  const table = figures.locator('.MuiTableContainer-root');
  await page.setViewportSize({ width: 1920, height: 1000 });
  await expect.poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const firstName = figures.locator('tbody th').first();
  const tableBox = (await table.boundingBox())!;
  await expect.poll(async () => (await firstName.boundingBox())!.x).toBeLessThanOrEqual(tableBox.x + 4); // the table's border and the row's colour bar
  await expect(firstName).toBeInViewport();
}

test(`twice the traffic: a column for each unit cost and each target, with its change (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(180_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await seedPreferences(page, FIRST);
  const { text, library, results, whatIf } = screens(page, FIRST.language);
  const runs = (startUp.document.simulation as { runs: number }).runs;

  // The start-up template (jobs with a deadline and a served model); version 2 serves twice the traffic.
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(String(startUp.document.name));
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await results.runToEnd();
  await whatIf.open();
  await whatIf.settled(runs);
  await whatIf.slider('what-if-scale-serving').focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('PageUp');
  await whatIf.settled(runs);
  await whatIf.button(whatIf.text.saveVersion).click();
  await expect(page.getByTestId('what-if-notice')).toHaveText(whatIf.text.savedVersion(2));

  await page.getByRole('link', { name: text.open }).click();
  await checkTargetColumns(page, FIRST.language, FIRST.theme, runs);
  // The same comparison read in Chinese and dark, switched as from another window (no reload),
  // the table's width checked again with the Chinese headings.
  await changePreferencesElsewhere(page, SECOND);
  await checkTargetColumns(page, SECOND.language, SECOND.theme, runs);
  expect(problems).toEqual([]);
});
