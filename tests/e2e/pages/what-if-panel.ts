import { expect, type Locator, type Page } from '@playwright/test';
import { WHAT_IF_TEXT, type WhatIfLanguage } from './what-if-text';

/** The what-if mode on the results screen, in either language. */
export class WhatIfPanel {
  readonly text: (typeof WHAT_IF_TEXT)[WhatIfLanguage];

  constructor(
    readonly page: Page,
    language: WhatIfLanguage,
  ) {
    this.text = WHAT_IF_TEXT[language];
  }

  get root(): Locator {
    return this.page.getByTestId('what-if');
  }

  get answer(): Locator {
    return this.page.getByTestId('what-if-answer');
  }

  get status(): Locator {
    return this.page.getByTestId('what-if-status');
  }

  get headline(): Locator {
    return this.page.getByTestId('what-if-recommendation-headline');
  }

  card(strategyId: string): Locator {
    return this.page.getByTestId(`what-if-card-${strategyId}`);
  }

  delta(strategyId: string): Locator {
    return this.card(strategyId).getByTestId('what-if-delta');
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: this.text.open }).click();
    await expect(this.root).toBeVisible();
  }

  /** Waits until the figures shown belong to the latest move and use every run. */
  async settled(runs: number): Promise<void> {
    await expect(this.answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    const requested = await this.answer.getAttribute('data-requested-key');
    await expect(this.answer).toHaveAttribute('data-answered-key', requested ?? '');
    await expect(this.status).toHaveText(this.text.done(runs));
  }

  button(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  slider(testId: string): Locator {
    return this.page.getByTestId(testId);
  }
}
