import { expect, type Page } from '@playwright/test';
import type { ResultsPage } from './results-page';
import { saveVersionWithField } from './stored-scenario';

/**
 * The scenario on the results screen, with `runs` seeded runs a strategy from now on: saved as
 * its next version straight into IndexedDB, then the page reloaded (the app's live queries only
 * see writes made through Dexie). For a walk whose checks do not depend on how many runs there
 * are: a decision analysis simulates every strategy and every tried input on every run, so a
 * shipped template's 20 or 30 runs cost a walk several times what a few cost. The shipped
 * templates themselves are never changed.
 */
export async function withRuns(page: Page, results: ResultsPage, runs: number): Promise<void> {
  await saveVersionWithField(page, results.scenarioId(), ['simulation', 'runs'], runs);
  await page.reload();
  await expect(results.runButton).toBeVisible();
}
