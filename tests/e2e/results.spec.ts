import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';
import type { ResultsLanguage } from './pages/results-text';
import { saveEditedVersion } from './pages/stored-scenario';

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
const THEMES = ['light', 'dark'] as const;

/**
 * Records when the app terminates a Web Worker and when clicks happen (the input's own time
 * stamp, so time spent queued behind a busy page counts), to prove Cancel stops the work.
 */
async function watchWorkerTermination(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __terminatedAt: number[]; __clickedAt: number[] };
    w.__terminatedAt = [];
    w.__clickedAt = [];
    document.addEventListener('click', (event) => w.__clickedAt.push(event.timeStamp), true);
    const terminate = Worker.prototype.terminate;
    Worker.prototype.terminate = function (this: Worker) {
      w.__terminatedAt.push(performance.now());
      terminate.call(this);
    };
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
  for (const theme of THEMES) {
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
      await library.createFromTemplateOnEmptyLibrary(TEMPLATE_NAME);
      await expect(library.row(TEMPLATE_NAME)).toBeVisible();
      await library
        .row(TEMPLATE_NAME)
        .getByRole('link', { name: library.text.results(TEMPLATE_NAME) })
        .click();
      await expect(shell.heading).toHaveText(TEMPLATE_NAME);
      await expect(page.getByText(results.text.noResults)).toBeVisible();
      await screenshot(page, `results-empty-${tag}`);
      const scenarioId = results.scenarioId();

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

      // A dearer bare-metal price makes the saved results stale until the next run.
      await saveEditedVersion(page, scenarioId, {
        onDemandPrice: { offerId: 'cn-baremetal-8x-a100', perHour: 300 },
      });
      await page.reload();
      await expect(results.staleBanner).toBeVisible();
      await expect(results.staleBanner).toContainText(results.text.staleTitle);
      await expect(results.totalCost('bare-metal-hourly')).toHaveText(before);
      await screenshot(page, `results-stale-${tag}`);
      await results.runToEnd();
      await expect(results.staleBanner).toBeHidden();
      await expect(results.totalCost('bare-metal-hourly')).not.toHaveText(before);
      const after = await results.totalCost('bare-metal-hourly').innerText();

      // A long run is cancelled at once; the previous results stay, with a message.
      await saveEditedVersion(page, scenarioId, { runs: 20_000 });
      await page.reload();
      await expect(results.staleBanner).toBeVisible();
      await results.startRun();
      await expect(results.progress).toBeVisible();
      await expect(results.progress.getByText(results.text.progressRuns)).toBeVisible();
      await screenshot(page, `results-running-${tag}`);
      await expect(results.progress).toBeVisible(); // still running after the screenshot
      await results.cancelButton.click();
      await expect(results.cancelledMessage).toHaveText(results.text.cancelled);
      await expect(results.progress).toBeHidden();
      const stoppedWithin = await page.evaluate(() => {
        const w = window as unknown as { __terminatedAt: number[]; __clickedAt: number[] };
        const clickedAt = w.__clickedAt.at(-1) ?? Infinity;
        const after = w.__terminatedAt.filter((t) => t >= clickedAt);
        return after.length > 0 ? Math.max(...after) - clickedAt : null;
      });
      expect(stoppedWithin).not.toBeNull();
      expect(stoppedWithin ?? Infinity).toBeLessThan(250);
      await expect(results.totalCost('bare-metal-hourly')).toHaveText(after);
      await expect(results.staleBanner).toBeVisible();
      await screenshot(page, `results-cancelled-${tag}`);

      expect(problems).toEqual([]);
    });
  }
}
