import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './pages/test';
import { importIssuesEn, importIssuesZhCN } from '@headroom/renderer/i18n/locales/import-issues';
import { AppShell } from './pages/app-shell';
import { BACKUP_TEXT, BackupPage, storedLibrary } from './pages/backup-page';
import { LibraryPage, templateFile, templateName } from './pages/library-page';
import type { LibraryLanguage } from './pages/library-text';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { saveVersionWithField } from './pages/stored-scenario';
import { WhatIfPanel } from './pages/what-if-panel';

/**
 * Backing up the whole library and bringing it back as a planner would after moving to a new
 * computer or clearing the browser: back up, start from an empty browser, restore, and find
 * every scenario, version and saved run again; then a damaged backup changes nothing.
 * Each walk is made once, in English; the same screens are then read in Chinese, the language
 * changed as from another window of the app (the screen follows without a reload), in both
 * browsers. The scenarios, created in English, keep their English names there.
 */
const SHOTS = '/tmp/wt9b-shots';
const BARE_METAL = String(templateFile('bare-metal').document.name);
const RENDERING = String(templateFile('rendering').document.name);
const INFERENCE = String(templateFile('inference').document.name);

async function openLibrary(page: Page, language: LibraryLanguage): Promise<LibraryPage> {
  await seedPreferences(page, { language, theme: 'light' });
  const library = new LibraryPage(new AppShell(page), language);
  await library.open();
  return library;
}

/** The scenario id a row's name links to (#/scenarios/<id>). */
async function scenarioIdOf(library: LibraryPage, name: string): Promise<string> {
  const href = await library
    .row(name)
    .getByRole('link', { name, exact: true })
    .getAttribute('href');
  const id = /^#\/scenarios\/([^/]+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no scenario link for ${name}: ${href}`);
  return decodeURIComponent(id);
}

/** A new browser context: nothing in IndexedDB or localStorage, as on another computer. */
async function freshBrowser(browser: Browser, language: LibraryLanguage) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const library = await openLibrary(page, language);
  await expect(library.emptyHeading).toBeVisible();
  return { context, page, library };
}

test(`back up, restore into an empty browser, and refuse a damaged backup (en, then zh-CN)`, async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const problems = collectPageProblems(page);
  const library = await openLibrary(page, 'en');
  const names = [
    await library.createFromTemplateOnEmptyLibrary(BARE_METAL),
    await library.createFromTemplate(RENDERING),
    await library.createFromTemplate(INFERENCE),
  ];
  for (const name of names) await expect(library.row(name)).toBeVisible();

  // History: the bare-metal scenario gets versions 2 and 3; the rendering one a saved run.
  // The scenarios are created in English, so they keep their English names in Chinese too.
  const bareMetal = templateName(BARE_METAL, 'en');
  const bareMetalId = await scenarioIdOf(library, bareMetal);
  await saveVersionWithField(page, bareMetalId, ['description'], 'Second version');
  await saveVersionWithField(page, bareMetalId, ['description'], 'Third version');
  await library.shell.reload();
  const rendering = templateName(RENDERING, 'en');
  await library
    .row(rendering)
    .getByRole('link', { name: library.text.results(rendering) })
    .click();
  await new ResultsPage(library.shell, 'en').runToEnd();
  await library.openFromNavigation();
  const original = await storedLibrary(page);
  expect(original.map((s) => s.versions.length).sort()).toEqual([1, 1, 3]);
  expect(original.flatMap((s) => s.runs)).toHaveLength(1);

  // Back up, with saved runs.
  const { text, fileName } = await backUpAndRead(library);

  // Another browser: empty, then restored from the file on the empty library's screen.
  const other = await freshBrowser(browser, 'en');
  const otherProblems = collectPageProblems(other.page);
  const otherBackup = new BackupPage(other.library);
  await otherBackup.restore({ name: fileName, text }, true);
  await expect(other.library.notice).toContainText(otherBackup.text.restored(COUNTS.en));
  await expect(other.library.rows).toHaveCount(3);
  expect(await storedLibrary(other.page)).toEqual(original);
  await checkRestored(other.page, 'en', names, rendering);
  await checkRefusals(other.page, 'en', text);

  // The restored library read in Chinese (the language changed as from another window of the
  // app, no reload): the same rows, the saved run's figures and the refusals in Chinese.
  await changePreferencesElsewhere(other.page, { language: 'zh-CN', theme: 'light' });
  await checkRestored(other.page, 'zh-CN', names, rendering);
  await checkRefusals(other.page, 'zh-CN', text);

  // The first browser in Chinese: backed up again there (the dialog and its notice in Chinese),
  // then the first backup restored into the library it came from adds copies under new names,
  // touching nothing.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'light' });
  const zhLibrary = new LibraryPage(library.shell, 'zh-CN');
  await backUpAndRead(zhLibrary);
  const backup = new BackupPage(zhLibrary);
  await backup.restore({ name: fileName, text });
  await expect(zhLibrary.notice.filter({ hasText: backup.text.restored(COUNTS['zh-CN']) })).toBeVisible();
  await expect(zhLibrary.rows).toHaveCount(6);
  await expect(zhLibrary.row(`${bareMetal} (2)`)).toBeVisible();
  const doubled = await storedLibrary(page);
  for (const scenario of original) expect(doubled).toContainEqual(scenario);

  expect(problems).toEqual([]);
  expect(otherProblems).toEqual([]);
  await other.context.close();
});

/** What the backup of three scenarios, five versions and one run says it holds. */
const COUNTS = {
  en: BACKUP_TEXT.en.counts(3, 5, 1),
  'zh-CN': BACKUP_TEXT['zh-CN'].counts(3, 5, 1),
} as const;

/** Backs up the library with its saved runs from the library screen, in its language; resolves to the file's text and name. */
async function backUpAndRead(library: LibraryPage): Promise<{ text: string; fileName: string }> {
  const { page, language } = library;
  const backup = new BackupPage(library);
  await backup.openBackupDialog();
  await expect(backup.dialog.getByRole('checkbox', { name: backup.text.includeRuns })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/backup-dialog-${language}.png` });
  const download = await backup.saveBackup();
  expect(download.suggestedFilename()).toMatch(
    /^headroom-library-\d{4}-\d\d-\d\d\.headroom-backup\.json$/,
  );
  await expect(library.notice).toContainText(backup.text.backedUp(COUNTS[language]));
  const text = await readFile(await download.path(), 'utf8');
  const file = JSON.parse(text) as { format: string; formatVersion: number };
  expect(file).toMatchObject({ format: 'headroom-library-backup', formatVersion: 2 });
  return { text, fileName: download.suggestedFilename() };
}

/** The restored library in the interface language: its rows, and the saved run back with its results, tied to the version it ran (so not stale). */
async function checkRestored(page: Page, language: LibraryLanguage, names: string[], rendering: string): Promise<void> {
  const library = new LibraryPage(new AppShell(page), language);
  await expect(library.shell.heading).toHaveText(library.text.heading);
  for (const name of names) await expect(library.row(name)).toBeVisible();
  await expect(library.rows).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/restored-${language}.png` });
  await expect(library.row(rendering)).toContainText(library.text.p50Cost);
  await expect(library.row(rendering)).not.toContainText(library.text.stale);
  await library
    .row(rendering)
    .getByRole('link', { name: library.text.results(rendering) })
    .click();
  const results = new ResultsPage(library.shell, language);
  await expect(results.recommendation).toBeVisible();
  await library.openFromNavigation();
}

/** A damaged backup, then one cut short, refused in the interface language; nothing changes. */
async function checkRefusals(page: Page, language: LibraryLanguage, text: string): Promise<void> {
  const library = new LibraryPage(new AppShell(page), language);
  const backup = new BackupPage(library);
  // A damaged backup: one version's document fails validation. Nothing changes.
  const damaged = JSON.parse(text) as {
    scenarios: { versions: { document: Record<string, unknown> }[] }[];
  };
  damaged.scenarios[0]!.versions[0]!.document.horizonDays = -3;
  const before = await storedLibrary(page);
  await backup.restore({ name: 'damaged.headroom-backup.json', text: JSON.stringify(damaged) });
  const dialog = backup.errorDialog('damaged.headroom-backup.json');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(backup.text.nothingSaved);
  await expect(dialog).toContainText('scenarios[0].versions[0].document.horizonDays');
  await page.screenshot({ path: `${SHOTS}/restore-refused-${language}.png` });
  await dialog.getByRole('button', { name: backup.text.close }).click();
  await expect(dialog).toBeHidden();
  await expect(library.rows).toHaveCount(3);
  expect(await storedLibrary(page)).toEqual(before);

  // Cut short (as a broken download would be): refused as well, nothing changes.
  await backup.restore({ name: 'cut.json', text: text.slice(0, 2000) });
  // Worded in the interface language, as every refusal is.
  const notJson = (language === 'en' ? importIssuesEn : importIssuesZhCN).file.notJson;
  await expect(backup.errorDialog('cut.json')).toContainText(notJson);
  await backup.errorDialog('cut.json').getByRole('button', { name: backup.text.close }).click();
  await expect(backup.errorDialog('cut.json')).toBeHidden();
  expect(await storedLibrary(page)).toEqual(before);
}

const KEPT_TEXT = {
  en: {
    onDemandTyped: 'On-demand price (typed value)',
    keep: 'Keep for the report',
    change: 'On-demand price −30 %',
    exportPdf: 'Export PDF…',
  },
  'zh-CN': {
    onDemandTyped: '按量计费价格（输入数值）',
    keep: '保留到报告',
    change: '按量计费价格 −30%',
    exportPdf: '导出 PDF…',
  },
} as const;

test(`a what-if kept for the report comes back with its run, and a damaged one is refused (en, then zh-CN)`, async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const text = KEPT_TEXT.en;
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1400, height: 1000 });
  let library = await openLibrary(page, 'en');
  const name = await library.createFromTemplateOnEmptyLibrary(BARE_METAL);
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await new ResultsPage(library.shell, 'en').runToEnd();

  // A what-if kept for the report: on-demand 30 % cheaper, over all 30 runs.
  const whatIf = new WhatIfPanel(page, 'en');
  await whatIf.open();
  await whatIf.settled(30);
  const typed = page.getByRole('textbox', { name: text.onDemandTyped, exact: true });
  await typed.fill('-30');
  await typed.press('Enter');
  await whatIf.settled(30);
  await page.getByRole('button', { name: text.keep, exact: true }).click();
  await expect(page.getByTestId('what-if-kept')).toContainText(text.change);

  // The same what-if read in Chinese (the language changed as from another window of the app,
  // no reload): its field, its button and the line saying what is kept. The library is backed
  // up from there in Chinese; the scenario keeps its English name.
  await changePreferencesElsewhere(page, { language: 'zh-CN', theme: 'light' });
  const zh = KEPT_TEXT['zh-CN'];
  await new WhatIfPanel(page, 'zh-CN').settled(30);
  await expect(page.getByRole('textbox', { name: zh.onDemandTyped, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: zh.keep, exact: true })).toBeVisible();
  await expect(page.getByTestId('what-if-kept')).toContainText(zh.change);
  library = new LibraryPage(library.shell, 'zh-CN');
  await library.openFromNavigation();
  const original = await storedLibrary(page);
  expect(original[0]!.runs[0]!.analyses).toMatchObject({ whatIf: { options: { prices: { onDemand: -0.3 } } } });

  const backup = new BackupPage(library);
  await backup.openBackupDialog();
  const download = await backup.saveBackup();
  const file = await readFile(await download.path(), 'utf8');

  // Another browser, empty: restored, the run comes back with its what-if.
  const other = await freshBrowser(browser, 'en');
  const otherProblems = collectPageProblems(other.page);
  await other.page.setViewportSize({ width: 1400, height: 1000 });
  await recordPrint(other.page);
  const otherBackup = new BackupPage(other.library);
  await otherBackup.restore({ name: download.suggestedFilename(), text: file }, true);
  await expect(other.library.row(name)).toBeVisible();
  expect(await storedLibrary(other.page)).toEqual(original);
  await checkKeptComesBack(other.page, 'en', name, file, 1);

  // The restored library read in Chinese, the language changed as from another window.
  await changePreferencesElsewhere(other.page, { language: 'zh-CN', theme: 'light' });
  await checkKeptComesBack(other.page, 'zh-CN', name, file, 2);

  expect(problems).toEqual([]);
  expect(otherProblems).toEqual([]);
  await other.context.close();
});

/** Counts the reports printed (window.print stubbed) on the page as loaded, across the halves of a test. */
async function recordPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counter = window as unknown as { __printed: number };
    counter.__printed = 0;
    window.print = () => {
      counter.__printed += 1;
    };
  });
}

/**
 * From the restored library, in the interface language: the results screen names the kept
 * what-if and its report has the what-if section (the `printed`-th report printed); then a
 * damaged what-if figure refuses the whole file, naming the field, and nothing changes.
 */
async function checkKeptComesBack(page: Page, language: LibraryLanguage, name: string, file: string, printed: number): Promise<void> {
  const text = KEPT_TEXT[language];
  const library = new LibraryPage(new AppShell(page), language);
  const backup = new BackupPage(library);
  await expect(library.shell.heading).toHaveText(library.text.heading);
  await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
  await expect(page.getByTestId('what-if-kept-note')).toContainText(text.change);
  await page.getByRole('link', { name: text.exportPdf }).click();
  await expect(page.getByTestId('report-what-if-changes')).toHaveText(text.change);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(printed);
  await page.goBack();
  await library.openFromNavigation();

  const damaged = JSON.parse(file) as {
    scenarios: { runs: { analyses: { whatIf: { result: { comparison: { strategies: { totalCost: { after: unknown } }[] } } } } }[] }[];
  };
  damaged.scenarios[0]!.runs[0]!.analyses.whatIf.result.comparison.strategies[0]!.totalCost.after = 'lots';
  const before = await storedLibrary(page);
  await backup.restore({ name: 'damaged.headroom-backup.json', text: JSON.stringify(damaged) });
  const dialog = backup.errorDialog('damaged.headroom-backup.json');
  await expect(dialog).toContainText(backup.text.nothingSaved);
  await expect(dialog).toContainText('scenarios[0].runs[0].analyses.whatIf.result.comparison.strategies[0].totalCost.after');
  await page.screenshot({ path: `${SHOTS}/restore-refused-analyses-${language}.png`, animations: 'disabled' });
  await dialog.getByRole('button', { name: backup.text.close }).click();
  await expect(dialog).toBeHidden();
  expect(await storedLibrary(page)).toEqual(before);
}
