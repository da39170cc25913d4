import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './pages/test';
import { AppShell } from './pages/app-shell';
import { EditorPage } from './pages/editor-page';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';
import { saveVersionWithField } from './pages/stored-scenario';
import { themesFor } from './pages/looks';

/**
 * Run and compare, as a planner would: start from the bare-metal fine-tuning example, run
 * it and read that bare metal finishes each job sooner for less; change a price and see the
 * results go stale and change after a new run; cancel a long run and keep the old results.
 * In both languages and both themes, with screenshots of each state for a person to check.
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

for (const language of LANGUAGES) {
  for (const theme of themesFor(language)) {
    test(`run, read, go stale, run again and cancel (${language}, ${theme})`, async ({ page }) => {
      test.setTimeout(180_000);
      const problems = collectPageProblems(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await seedPreferences(page, { language, theme });
      await watchWorkerTermination(page);
      const shell = new AppShell(page);
      const library = new LibraryPage(shell, language);
      const results = new ResultsPage(shell, language);
      const tag = `${language}-${theme}`;

      // A new scenario from the template, opened on its results screen from the library.
      await library.open();
      const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
      await expect(library.row(name)).toBeVisible();
      await library
        .row(name)
        .getByRole('link', { name: library.text.results(name) })
        .click();
      await expect(shell.heading).toHaveText(name);
      await expect(page.getByText(results.text.noResults)).toBeVisible();
      await screenshot(page, `results-empty-${tag}`);
      expect(results.scenarioId()).not.toBe('');

      // Run: bare metal by the hour is recommended, cheaper per job and sooner.
      await results.runToEnd();
      await expect(results.sentence).toHaveText(results.text.cheaperAndSooner);
      await expect(results.card('bare-metal-hourly')).toHaveAttribute('data-recommended', 'true');
      await expect(
        results.card('bare-metal-hourly').getByText(results.text.recommended, { exact: true }),
      ).toBeVisible();
      await expect(results.card('shared-on-demand')).toHaveAttribute('data-recommended', 'false');
      await expect(results.staleBanner).toBeHidden();
      await expect(page.getByTestId('chart-cumulative-cost').locator('svg').first()).toBeVisible();
      await expect(page.getByTestId('jobs-table').getByRole('row')).toHaveCount(9); // header + 8 jobs
      await screenshot(page, `results-finished-${tag}`);
      const before = await results.totalCost('bare-metal-hourly').innerText();

      // A dearer bare-metal price, typed in the editor, makes the results stale until the next run.
      const editor = new EditorPage(shell, language);
      await results.editLink.click();
      await editor.expectOpen(name);
      await editor.openSection('catalog');
      await editor.onDemandPrice(BARE_METAL_OFFER).fill('300');
      await editor.expectSaved();
      // Back to the results without running: the old figures, marked out of date.
      await page.goBack();
      await expect(results.staleBanner).toBeVisible();
      await expect(results.staleBanner).toContainText(results.text.staleTitle);
      await expect(results.totalCost('bare-metal-hourly')).toHaveText(before);
      await screenshot(page, `results-stale-${tag}`);
      await results.runToEnd();
      await expect(results.staleBanner).toBeHidden();
      await expect(results.totalCost('bare-metal-hourly')).not.toHaveText(before);
      const after = await results.totalCost('bare-metal-hourly').innerText();

      // A long run (20,000 runs per strategy) is cancelled at once; the previous results stay.
      await results.editLink.click();
      await editor.openSection('simulation');
      await editor.field(RUNS_LABEL[language]).fill('20000');
      await editor.expectSaved();
      // The editor's Run saves and runs: progress shows at once, no second press needed.
      await editor.runButton.click();
      await expect(results.progress).toBeVisible();
      await expect(results.staleBanner).toBeVisible();
      await expect(results.progress.getByText(results.text.progressRuns)).toBeVisible();
      await screenshot(page, `results-running-${tag}`);
      await expect(results.progress).toBeVisible(); // still running after the screenshot
      await results.cancelButton.click();
      await expect(results.cancelledMessage).toHaveText(results.text.cancelled);
      await expect(results.progress).toBeHidden();
      // The app stops every worker within a quarter second of handling Cancel; the planner
      // sees it stop within a second even on a loaded machine.
      const stopped = await stopTimes(page);
      test.info().annotations.push({ type: 'cancel', description: JSON.stringify(stopped) });
      expect(stopped).not.toBeNull();
      expect(stopped?.fromHandler ?? Infinity).toBeLessThan(250);
      expect(stopped?.fromInput ?? Infinity).toBeLessThan(1000);
      await expect(results.totalCost('bare-metal-hourly')).toHaveText(after);
      await expect(results.staleBanner).toBeVisible();
      await screenshot(page, `results-cancelled-${tag}`);

      expect(problems).toEqual([]);
    });
  }
}

for (const language of LANGUAGES) {
  test(`a scenario that does not validate is refused with its fields (${language})`, async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await seedPreferences(page, { language, theme: 'light' });
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, language);
    const results = new ResultsPage(shell, language);
    await library.open();
    const name = await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
    await library
      .row(name)
      .getByRole('link', { name: library.text.results(name) })
      .click();
    await expect(results.runButton).toBeEnabled();

    await saveVersionWithField(page, results.scenarioId(), ['workloads', 0, 'gpusPerJob'], 0);
    await page.reload();
    await expect(results.invalidNotice).toContainText(results.text.invalidTitle);
    const issue = results.invalidNotice.getByRole('listitem');
    await expect(issue.locator('code')).toHaveText('workloads[0].gpusPerJob');
    await expect(issue).toContainText(results.text.mustBeMoreThanZero);
    await expect(results.runButton).toBeDisabled();
    await screenshot(page, `results-invalid-${language}-light`);
    await results.invalidNotice.getByRole('link', { name: results.text.openEditor }).click();
    await expect(page).toHaveURL(/#\/scenarios\/[^/]+$/);
    expect(problems).toEqual([]);
  });
}
