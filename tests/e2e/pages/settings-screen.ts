import { expect, type Locator } from '@playwright/test';
import type { AppShell } from './app-shell';

/** The Settings screen. Labels are passed in, since they change with the language. */
export class SettingsScreen {
  constructor(readonly shell: AppShell) {}

  radio(name: string): Locator {
    return this.shell.page.getByRole('main').getByRole('radio', { name, exact: true });
  }

  async choose(name: string): Promise<void> {
    await this.radio(name).check();
    await expect(this.radio(name)).toBeChecked();
  }

  /** The sample number, money and date, formatted for the current language. */
  get localePreview(): Locator {
    return this.shell.page.getByTestId('locale-preview');
  }
}
