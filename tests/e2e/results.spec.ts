import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { changePreferencesElsewhere, seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import { RESULTS_TEXT, type ResultsLanguage } from './pages/results-text';
import { saveVersionWithField } from './pages/stored-scenario';
import { themesFor } from './pages/looks';

/**
 * Run and compare, as a planner would: start from the bare-metal fine-tuning example, run
 * it and read that bare metal finishes each job sooner for less; change a price and see the
 * results go stale and change after a new run; cancel a long run and keep the old results.
 * In both languages and both themes, with screenshots of each state for a person to check.
 * The walk is made once: each state is read in English (light theme) and in Chinese (dark
 * theme), the language and theme changed in place as from another window of the app (the
 * screen follows without a reload), and the walk goes on from there in the language it is in,
 * so the price is typed in the English editor and the runs in the Chinese one.
 */
const SHOTS = process.env.HEADROOM_E2E_SHOTS ?? 'test-results/screenshots/results';
const bareMetal = templateFile('01-');
const TEMPLATE_NAME = String(bareMetal.document.name);
const LANGUAGES: ResultsLanguage[] = ['en', 'zh-CN'];
const BARE_METAL_OFFER =
  'Chinese cloud (generic) GPU bare-metal server, 8x A100 80GB (GPU云物理服务器)';
const RUNS_LABEL = { en: 'Runs per strategy', 'zh-CN': '每个策略的模拟次数' } as const;

/**
 * Records when the app terminates a Web Worker, and for each click both the input's own time
 * stamp and when the page got to handle it: the first measures what the planner waits for
 * (including time queued behind a busy machine), the second what the app itself takes.
 */
async function watchWorkerTermination(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as CancelTimes;
    w.__terminatedAt = [];
    w.__clicks = [];
    document.addEventListener(
      'click',
      (event) => w.__clicks.push({ input: event.timeStamp, handled: performance.now() }),
      true,
    );
    const terminate = Worker.prototype.terminate;
    Worker.prototype.terminate = function (this: Worker) {
      w.__terminatedAt.push(performance.now());
      terminate.call(this);
    };
  });
}

interface CancelTimes {
  __terminatedAt: number[];
  __clicks: { input: number; handled: number }[];
}

/** Milliseconds from the last click (as input, as handled) to the last worker stopping. */
async function stopTimes(page: Page): Promise<{ fromInput: number; fromHandler: number } | null> {
  return page.evaluate(() => {
    const w = window as unknown as CancelTimes;
    const click = w.__clicks.at(-1);
    if (!click) return null;
    const stops = w.__terminatedAt.filter((t) => t >= click.handled);
    if (stops.length === 0) return null;
    const last = Math.max(...stops);
    return { fromInput: last - click.input, fromHandler: last - click.handled };
  });
}

/** Tall pages are also cut into tiles a person can read at full size. */
const TILE_HEIGHT = 1100;

async function screenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  const height = Math.min(12_000, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  for (let y = 0, i = 1; y < height; y += TILE_HEIGHT, i++) {
    const clip = { x: 0, y, width, height: Math.min(TILE_HEIGHT, height - y) };
    await page.screenshot({ path: `${SHOTS}/tiles/${name}-${i}.png`, clip });
  }
  await page.setViewportSize({ width, height: 900 });
}

test.beforeAll(async () => {
  await mkdir(`${SHOTS}/tiles`, { recursive: true });
});

/** Each language with the theme it is read in (English light, Chinese dark), as `themesFor` pairs them. */
const LOOKS = LANGUAGES.map((language) => ({ language, theme: themesFor(language)[0]! }));

/** Changes language and theme in place, as another window of the app would. */
async function switchTo(page: Page, language: ResultsLanguage): Promise<ResultsPage> {
  const theme = themesFor(language)[0]!;
  await changePreferencesElsewhere(page, { language, theme });
  return new ResultsPage(new AppShell(page), language);
}

function tagOf(language: ResultsLanguage): string {
  return `${language}-${themesFor(language)[0]!}`;
}

/** The results screen before any run, in the interface's language. */
async function checkEmpty(page: Page, results: ResultsPage, language: ResultsLanguage): Promise<void> {
  await expect(page.getByText(results.text.noResults)).toBeVisible();
  await screenshot(page, `results-empty-${tagOf(language)}`);
}

/**
 * The recommendation's sentence. The scenario is created in English, so its strategies keep
 * their English names in the Chinese sentence (every other word of it is the Chinese one).
 */
const CHEAPER_AND_SOONER = {
  en: RESULTS_TEXT.en.cheaperAndSooner,
  'zh-CN':
    /^按单个任务成本计，“GPU bare-metal, billed by the hour .+”比“Shared GPU instance, pay-as-you-go .+”便宜 \d+%，并且提前 [\d.]+ 小时完成。$/,
} as const;

/** The finished run: bare metal by the hour is recommended, cheaper per job and sooner. */
async function checkFinished(page: Page, results: ResultsPage, language: ResultsLanguage): Promise<void> {
  await expect(results.sentence).toHaveText(CHEAPER_AND_SOONER[language]);
  await expect(results.card('bare-metal-hourly')).toHaveAttribute('data-recommended', 'true');
  await expect(
    results.card('bare-metal-hourly').getByText(results.text.recommended, { exact: true }),
  ).toBeVisible();
  await expect(results.card('shared-on-demand')).toHaveAttribute('data-recommended', 'false');
  await expect(results.staleBanner).toBeHidden();
  await expect(page.getByTestId('chart-cumulative-cost').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('jobs-table').getByRole('row')).toHaveCount(9); // header + 8 jobs
  await screenshot(page, `results-finished-${tagOf(language)}`);
}

/**
 * A total cost as shown in any language: the same figure whatever the currency's sign
 * ("CN¥19,742" in English, "¥19,742" in Chinese), read in one language and checked in the other.
 */
function sameFigure(shown: string): RegExp {
  const figure = shown.replace(/^[^\d]*/, '');
  return new RegExp(`^[^\\d]*${figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The old figures after an edit, marked out of date. */
async function checkStale(page: Page, results: ResultsPage, language: ResultsLanguage, before: string): Promise<void> {
  await expect(results.staleBanner).toBeVisible();
  await expect(results.staleBanner).toContainText(results.text.staleTitle);
  await expect(results.totalCost('bare-metal-hourly')).toHaveText(sameFigure(before));
  await screenshot(page, `results-stale-${tagOf(language)}`);
}

/** A long run under way: progress at once, the old results marked out of date. */
async function checkRunning(page: Page, results: ResultsPage, language: ResultsLanguage): Promise<void> {
  await expect(results.progress).toBeVisible();
  await expect(results.staleBanner).toBeVisible();
  await expect(results.progress.getByText(results.text.progressRuns)).toBeVisible();
  await screenshot(page, `results-running-${tagOf(language)}`);
  await expect(results.progress).toBeVisible(); // still running after the screenshot
}

/** The long run cancelled: said so, the previous results kept and still out of date. */
async function checkCancelled(page: Page, results: ResultsPage, language: ResultsLanguage, after: string): Promise<void> {
  await expect(results.cancelledMessage).toHaveText(results.text.cancelled);
  await expect(results.progress).toBeHidden();
  await expect(results.totalCost('bare-metal-hourly')).toHaveText(sameFigure(after));
  await expect(results.staleBanner).toBeVisible();
  await screenshot(page, `results-cancelled-${tagOf(language)}`);
}

/**
 * Cancels the run under way: the app stops every worker within a quarter second of handling
 * Cancel; the planner sees it stop within a second even on a loaded machine.
 */
async function cancelAtOnce(page: Page, results: ResultsPage): Promise<void> {
  await results.cancelButton.click();
  await expect(results.cancelledMessage).toHaveText(results.text.cancelled);
  const stopped = await stopTimes(page);
  test.info().annotations.push({ type: 'cancel', description: JSON.stringify(stopped) });
  expect(stopped).not.toBeNull();
  expect(stopped?.fromHandler ?? Infinity).toBeLessThan(250);
  expect(stopped?.fromInput ?? Infinity).toBeLessThan(1000);
}

test(`run, read, go stale, run again and cancel (en light, then zh-CN dark)`, async ({ page }) => {
  test.setTimeout(240_000);
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, LOOKS[0]!);
  await watchWorkerTermination(page);
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  let results = new ResultsPage(shell, 'en');

  // A new scenario from the template, opened on its results screen from the library.
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
  await expect(library.row(name)).toBeVisible();
  await library
    .row(name)
    .getByRole('link', { name: library.text.results(name) })
    .click();
  await expect(shell.heading).toHaveText(name);
  await checkEmpty(page, results, 'en');
  expect(results.scenarioId()).not.toBe('');
  results = await switchTo(page, 'zh-CN');
  await checkEmpty(page, results, 'zh-CN');

  // Run (in Chinese): bare metal by the hour is recommended, cheaper per job and sooner.
  await results.runToEnd();
  await checkFinished(page, results, 'zh-CN');
  results = await switchTo(page, 'en');
  await checkFinished(page, results, 'en');
  const before = await results.totalCost('bare-metal-hourly').innerText();

  // A dearer bare-metal price, typed in the editor (in English), makes the results stale until the next run.
  const editor = new EditorPage(shell, 'en');
  await results.editLink.click();
  await editor.expectOpen(name);
  await editor.openSection('catalog');
  await editor.onDemandPrice(BARE_METAL_OFFER).fill('300');
  await editor.expectSaved();
  // Back to the results without running: the old figures, marked out of date.
  await page.goBack();
  await checkStale(page, results, 'en', before);
  results = await switchTo(page, 'zh-CN');
  await checkStale(page, results, 'zh-CN', before);
  await results.runToEnd();
  await expect(results.staleBanner).toBeHidden();
  await expect(results.totalCost('bare-metal-hourly')).not.toHaveText(sameFigure(before));
  const after = await results.totalCost('bare-metal-hourly').innerText();

  // A long run (20,000 runs per strategy, typed in the Chinese editor) is cancelled at once;
  // the previous results stay.
  const zhEditor = new EditorPage(shell, 'zh-CN');
  await results.editLink.click();
  await zhEditor.openSection('simulation');
  await zhEditor.field(RUNS_LABEL['zh-CN']).fill('20000');
  await zhEditor.expectSaved();
  // The editor's Run saves and runs: progress shows at once, no second press needed.
  await zhEditor.runButton.click();
  await checkRunning(page, results, 'zh-CN');
  await cancelAtOnce(page, results);
  await checkCancelled(page, results, 'zh-CN', after);
  results = await switchTo(page, 'en');
  await checkCancelled(page, results, 'en', after);
  // The long run lasts seconds only: it is started once more in English to be read running
  // there (a language switch in between could outlast it), and cancelled again.
  await results.startRun();
  await checkRunning(page, results, 'en');
  await cancelAtOnce(page, results);
  await checkCancelled(page, results, 'en', after);

  expect(problems).toEqual([]);
});

/** The refusal of a scenario that does not validate, in the interface's language. */
async function checkInvalid(page: Page, results: ResultsPage, language: ResultsLanguage): Promise<void> {
  await expect(results.invalidNotice).toContainText(results.text.invalidTitle);
  const issue = results.invalidNotice.getByRole('listitem');
  await expect(issue.locator('code')).toHaveText('workloads[0].gpusPerJob');
  await expect(issue).toContainText(results.text.mustBeMoreThanZero);
  await expect(results.runButton).toBeDisabled();
  await screenshot(page, `results-invalid-${language}-light`);
  await results.invalidNotice.getByRole('link', { name: results.text.openEditor }).click();
  await expect(page).toHaveURL(/#\/scenarios\/[^/]+$/);
}

test(`a scenario that does not validate is refused with its fields (en, then zh-CN)`, async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPreferences(page, { language: 'en', theme: 'light' });
  const shell = new AppShell(page);
  const library = new LibraryPage(shell, 'en');
  const results = new ResultsPage(shell, 'en');
  await library.open();
  const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
  await library
    .row(name)
    .getByRole('link', { name: library.text.results(name) })
    .click();
  await expect(results.runButton).toBeEnabled();

  await saveVersionWithField(page, results.scenarioId(), ['workloads', 0, 'gpusPerJob'], 0);
  await page.reload();
  await checkInvalid(page, results, 'en');
  // Back on the refusal, read in Chinese (still the light theme), and its editor link followed again.
  await page.goBack();
  await changePreferencesElsewhere(page, { language: 'zh-CN' });
  await checkInvalid(page, new ResultsPage(shell, 'zh-CN'), 'zh-CN');
  expect(problems).toEqual([]);
});
