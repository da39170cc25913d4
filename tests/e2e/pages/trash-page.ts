import { expect, type Locator, type Page } from '@playwright/test';
import type { AppShell } from './app-shell';
import { LIBRARY_TEXT, type LibraryLanguage, type LibraryText } from './library-text';

/** The library's trash (/scenarios/trash), in either language. */
export class TrashPage {
  readonly text: LibraryText;

  constructor(
    readonly shell: AppShell,
    language: LibraryLanguage = 'en',
  ) {
    this.text = LIBRARY_TEXT[language];
  }

  get page(): Page {
    return this.shell.page;
  }

  private get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The library's way in, "Trash (2)", on a filled or an emptied library. */
  link(count: number): Locator {
    return this.main.getByRole('link', { name: this.text.trashLink(count), exact: true });
  }

  /** Follows the library's trash link and waits for the trash's heading. */
  async openFromLibrary(count: number): Promise<void> {
    await this.link(count).click();
    await expect(this.shell.heading).toHaveText(this.text.trashHeading);
  }

  get rows(): Locator {
    return this.page.getByTestId('trash-row');
  }

  row(name: string): Locator {
    return this.rows.filter({
      has: this.page.getByRole('heading', { name, exact: true, level: 2 }),
    });
  }

  /** The names listed, in order (most recently deleted first). */
  async names(): Promise<string[]> {
    return this.rows.getByRole('heading', { level: 2 }).allInnerTexts();
  }

  get emptyHeading(): Locator {
    return this.main.getByRole('heading', { name: this.text.trashEmpty, level: 2 });
  }

  get notice(): Locator {
    return this.page.getByRole('alert');
  }

  /** The confirmation that asks before deleting for good. */
  get confirmation(): Locator {
    return this.page.getByRole('alertdialog');
  }

  async restore(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: this.text.restore(name), exact: true })
      .click();
  }

  /** Opens the confirmation for deleting one scenario forever (not yet confirmed). */
  async askToPurge(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: this.text.purge(name), exact: true })
      .click();
    await expect(this.confirmation).toBeVisible();
  }

  async askToEmpty(): Promise<void> {
    await this.main.getByRole('button', { name: this.text.emptyTrash, exact: true }).click();
    await expect(this.confirmation).toBeVisible();
  }

  async confirm(label: string): Promise<void> {
    await this.confirmation.getByRole('button', { name: label, exact: true }).click();
    await expect(this.confirmation).toBeHidden();
  }
}

/** How many rows each table holds for a scenario id, read straight from IndexedDB. */
export async function storedRowsOf(
  page: Page,
  scenarioId: string,
): Promise<{ scenarios: number; versions: number; runs: number }> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('headroom');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['scenarios', 'versions', 'runs'], 'readonly');
    const count = (request: IDBRequest<number>) =>
      new Promise<number>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    // All three asked at once, while the transaction is surely active.
    const [scenarios, versions, runs] = await Promise.all([
      count(tx.objectStore('scenarios').count(id)),
      count(tx.objectStore('versions').index('scenarioId').count(id)),
      count(tx.objectStore('runs').index('scenarioId').count(id)),
    ]);
    db.close();
    return { scenarios, versions, runs };
  }, scenarioId);
}
