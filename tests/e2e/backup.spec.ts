import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './pages/test';
import { importIssuesEn, importIssuesZhCN } from '@headroom/renderer/i18n/locales/import-issues';
import { AppShell } from './pages/app-shell';
import { BackupPage, storedLibrary } from './pages/backup-page';
import { LibraryPage, templateFile, templateName } from './pages/library-page';
import type { LibraryLanguage } from './pages/library-text';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { saveVersionWithField } from './pages/stored-scenario';
import { WhatIfPanel } from './pages/what-if-panel';

/**
 * Backing up the whole library and bringing it back as a planner would after moving to a new
 * computer or clearing the browser: back up, start from an empty browser, restore, and find
 * every scenario, version and saved run again; then a damaged backup changes nothing.
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

for (const language of ['en', 'zh-CN'] as const) {
  test(`back up, restore into an empty browser, and refuse a damaged backup (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const problems = collectPageProblems(page);
    const library = await openLibrary(page, language);
    const names = [
      await library.createFromTemplateOnEmptyLibrary(BARE_METAL),
      await library.createFromTemplate(RENDERING),
      await library.createFromTemplate(INFERENCE),
    ];
    for (const name of names) await expect(library.row(name)).toBeVisible();

    // History: the bare-metal scenario gets versions 2 and 3; the rendering one a saved run.
    const bareMetal = templateName(BARE_METAL, language);
    const bareMetalId = await scenarioIdOf(library, bareMetal);
    await saveVersionWithField(page, bareMetalId, ['description'], 'Second version');
    await saveVersionWithField(page, bareMetalId, ['description'], 'Third version');
    await library.shell.reload();
    const rendering = templateName(RENDERING, language);
    await library
      .row(rendering)
      .getByRole('link', { name: library.text.results(rendering) })
      .click();
    await new ResultsPage(library.shell, language).runToEnd();
    await library.openFromNavigation();
    const original = await storedLibrary(page);
    expect(original.map((s) => s.versions.length).sort()).toEqual([1, 1, 3]);
    expect(original.flatMap((s) => s.runs)).toHaveLength(1);

    // Back up, with saved runs.
    const backup = new BackupPage(library);
    await backup.openBackupDialog();
    await expect(backup.dialog.getByRole('checkbox', { name: backup.text.includeRuns })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/backup-dialog-${language}.png` });
    const download = await backup.saveBackup();
    expect(download.suggestedFilename()).toMatch(
      /^headroom-library-\d{4}-\d\d-\d\d\.headroom-backup\.json$/,
    );
    const counts = backup.text.counts(3, 5, 1);
    await expect(library.notice).toContainText(backup.text.backedUp(counts));
    const text = await readFile(await download.path(), 'utf8');
    const file = JSON.parse(text) as { format: string; formatVersion: number };
    expect(file).toMatchObject({ format: 'headroom-library-backup', formatVersion: 2 });

    // Another browser: empty, then restored from the file on the empty library's screen.
    const other = await freshBrowser(browser, language);
    const otherProblems = collectPageProblems(other.page);
    const otherBackup = new BackupPage(other.library);
    await otherBackup.restore({ name: download.suggestedFilename(), text }, true);
    await expect(other.library.notice).toContainText(otherBackup.text.restored(counts));
    for (const name of names) await expect(other.library.row(name)).toBeVisible();
    await expect(other.library.rows).toHaveCount(3);
    await other.page.screenshot({ path: `${SHOTS}/restored-${language}.png` });
    expect(await storedLibrary(other.page)).toEqual(original);

    // The saved run came back with its results, tied to the version it ran (so not stale).
    await expect(other.library.row(rendering)).toContainText(other.library.text.p50Cost);
    await expect(other.library.row(rendering)).not.toContainText(other.library.text.stale);
    await other.library
      .row(rendering)
      .getByRole('link', { name: other.library.text.results(rendering) })
      .click();
    const results = new ResultsPage(other.library.shell, language);
    await expect(results.recommendation).toBeVisible();
    await other.library.openFromNavigation();

    // A damaged backup: one version's document fails validation. Nothing changes.
    const damaged = JSON.parse(text) as {
      scenarios: { versions: { document: Record<string, unknown> }[] }[];
    };
    damaged.scenarios[0]!.versions[0]!.document.horizonDays = -3;
    const before = await storedLibrary(other.page);
    await otherBackup.restore({ name: 'damaged.headroom-backup.json', text: JSON.stringify(damaged) });
    const dialog = otherBackup.errorDialog('damaged.headroom-backup.json');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(otherBackup.text.nothingSaved);
    await expect(dialog).toContainText('scenarios[0].versions[0].document.horizonDays');
    await other.page.screenshot({ path: `${SHOTS}/restore-refused-${language}.png` });
    await dialog.getByRole('button', { name: otherBackup.text.close }).click();
    await expect(dialog).toBeHidden();
    await expect(other.library.rows).toHaveCount(3);
    expect(await storedLibrary(other.page)).toEqual(before);

    // Cut short (as a broken download would be): refused as well, nothing changes.
    await otherBackup.restore({ name: 'cut.json', text: text.slice(0, 2000) });
    // Worded in the interface language, as every refusal is.
    const notJson = (language === 'en' ? importIssuesEn : importIssuesZhCN).file.notJson;
    await expect(otherBackup.errorDialog('cut.json')).toContainText(notJson);
    await otherBackup.errorDialog('cut.json').getByRole('button', { name: otherBackup.text.close }).click();
    expect(await storedLibrary(other.page)).toEqual(before);

    // Restoring into the library it came from adds copies under new names, touching nothing.
    await backup.restore({ name: download.suggestedFilename(), text });
    await expect(library.notice).toContainText(backup.text.restored(counts));
    await expect(library.rows).toHaveCount(6);
    await expect(library.row(`${bareMetal} (2)`)).toBeVisible();
    const doubled = await storedLibrary(page);
    for (const scenario of original) expect(doubled).toContainEqual(scenario);

    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
    await other.context.close();
  });
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

for (const language of ['en', 'zh-CN'] as const) {
  test(`a what-if kept for the report comes back with its run, and a damaged one is refused (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = KEPT_TEXT[language];
    const problems = collectPageProblems(page);
    await page.setViewportSize({ width: 1400, height: 1000 });
    const library = await openLibrary(page, language);
    const name = await library.createFromTemplateOnEmptyLibrary(BARE_METAL);
    await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
    await new ResultsPage(library.shell, language).runToEnd();

    // A what-if kept for the report: on-demand 30 % cheaper, over all 30 runs.
    const whatIf = new WhatIfPanel(page, language);
    await whatIf.open();
    await whatIf.settled(30);
    const typed = page.getByRole('textbox', { name: text.onDemandTyped, exact: true });
    await typed.fill('-30');
    await typed.press('Enter');
    await whatIf.settled(30);
    await page.getByRole('button', { name: text.keep, exact: true }).click();
    await expect(page.getByTestId('what-if-kept')).toContainText(text.change);
    await library.openFromNavigation();
    const original = await storedLibrary(page);
    expect(original[0]!.runs[0]!.analyses).toMatchObject({ whatIf: { options: { prices: { onDemand: -0.3 } } } });

    const backup = new BackupPage(library);
    await backup.openBackupDialog();
    const download = await backup.saveBackup();
    const file = await readFile(await download.path(), 'utf8');

    // Another browser, empty: restored, the run comes back with its what-if.
    const other = await freshBrowser(browser, language);
    const otherProblems = collectPageProblems(other.page);
    await other.page.setViewportSize({ width: 1400, height: 1000 });
    const otherBackup = new BackupPage(other.library);
    await otherBackup.restore({ name: download.suggestedFilename(), text: file }, true);
    await expect(other.library.row(name)).toBeVisible();
    expect(await storedLibrary(other.page)).toEqual(original);

    // ... the results screen names it, and its report has the what-if section.
    await other.library.row(name).getByRole('link', { name: other.library.text.results(name) }).click();
    await expect(other.page.getByTestId('what-if-kept-note')).toContainText(text.change);
    await other.page.evaluate(() => {
      window.print = () => undefined;
    });
    await other.page.getByRole('link', { name: text.exportPdf }).click();
    await expect(other.page.getByTestId('report-what-if-changes')).toHaveText(text.change);
    await other.page.goBack();
    await other.library.openFromNavigation();

    // A damaged what-if figure refuses the whole file, naming the field; nothing changes.
    const damaged = JSON.parse(file) as {
      scenarios: { runs: { analyses: { whatIf: { result: { comparison: { strategies: { totalCost: { after: unknown } }[] } } } } }[] }[];
    };
    damaged.scenarios[0]!.runs[0]!.analyses.whatIf.result.comparison.strategies[0]!.totalCost.after = 'lots';
    const before = await storedLibrary(other.page);
    await otherBackup.restore({ name: 'damaged.headroom-backup.json', text: JSON.stringify(damaged) });
    const dialog = otherBackup.errorDialog('damaged.headroom-backup.json');
    await expect(dialog).toContainText(otherBackup.text.nothingSaved);
    await expect(dialog).toContainText('scenarios[0].runs[0].analyses.whatIf.result.comparison.strategies[0].totalCost.after');
    await other.page.screenshot({ path: `${SHOTS}/restore-refused-analyses-${language}.png`, animations: 'disabled' });
    await dialog.getByRole('button', { name: otherBackup.text.close }).click();
    expect(await storedLibrary(other.page)).toEqual(before);

    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
    await other.context.close();
  });
}
