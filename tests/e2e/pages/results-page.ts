import { expect, type Locator, type Page } from '@playwright/test';
import type { AppShell } from './app-shell';
import { RESULTS_TEXT, type ResultsLanguage, type ResultsText } from './results-text';

/** The run-and-results screen (/scenarios/:id/results), in either language. */
export class ResultsPage {
  readonly text: ResultsText;

  constructor(
    readonly shell: AppShell,
    language: ResultsLanguage = 'en',
  ) {
    this.text = RESULTS_TEXT[language];
  }

  get page(): Page {
    return this.shell.page;
  }

  private get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The scenario id in the address, e.g. after following a "Results of …" link. */
  scenarioId(): string {
    const match = /#\/scenarios\/([^/]+)\/results/.exec(this.page.url());
    if (!match?.[1]) throw new Error(`not on a results screen: ${this.page.url()}`);
    return decodeURIComponent(match[1]);
  }

  /** The header's Run button: "Run" before the first run, "Run again" after. */
  get runButton(): Locator {
    const names = [this.text.run, this.text.runAgain].map(escapeRegExp).join('|');
    return this.main.locator('header').getByRole('button', { name: new RegExp(`^(${names})$`) });
  }

  /** The header's link to the editor. */
  get editLink(): Locator {
    return this.main.locator('header').getByRole('link', { name: this.text.edit, exact: true });
  }

  get progress(): Locator {
    return this.page.getByTestId('run-progress');
  }

  get progressBar(): Locator {
    return this.progress.getByRole('progressbar');
  }

  get cancelButton(): Locator {
    return this.progress.getByRole('button', { name: this.text.cancel, exact: true });
  }

  get recommendation(): Locator {
    return this.page.getByTestId('recommendation');
  }

  get sentence(): Locator {
    return this.page.getByTestId('recommendation-sentence');
  }

  get staleBanner(): Locator {
    return this.page.getByTestId('stale-banner');
  }

  get cancelledMessage(): Locator {
    return this.page.getByTestId('run-cancelled');
  }

  get lastRunSummary(): Locator {
    return this.page.getByTestId('last-run-summary');
  }

  get invalidNotice(): Locator {
    return this.page.getByTestId('invalid-scenario');
  }

  card(strategyId: string): Locator {
    return this.page.getByTestId(`strategy-card-${strategyId}`);
  }

  totalCost(strategyId: string): Locator {
    return this.card(strategyId).getByTestId('total-cost');
  }

  /** Starts a run from the header. */
  async startRun(): Promise<void> {
    await this.runButton.click();
  }

  /** Waits for a run already started (e.g. by the editor's Run) to finish and show its results. */
  async waitForRun(): Promise<void> {
    await expect(this.progress).toBeHidden({ timeout: 60_000 });
    await expect(this.recommendation).toBeVisible({ timeout: 60_000 });
    await expect(this.runButton).toHaveText(this.text.runAgain);
  }

  /** Runs and waits until the run has finished and its results are saved and shown. */
  async runToEnd(): Promise<void> {
    const before =
      (await this.lastRunSummary.count()) > 0 ? await this.lastRunSummary.innerText() : '';
    await this.startRun();
    await expect(this.progress).toBeHidden({ timeout: 60_000 });
    await expect(this.recommendation).toBeVisible();
    await expect(this.lastRunSummary).not.toHaveText(before);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
