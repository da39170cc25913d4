import { expect, type Download, type Locator, type Page } from '@playwright/test';
import type { FileToPick, LibraryPage } from './library-page';
import type { LibraryLanguage } from './library-text';

/** Visible text of backing up and restoring, written out so a wrong translation fails a test. */
export const BACKUP_TEXT = {
  en: {
    backUp: 'Back up library…',
    restore: 'Restore…',
    restoreFromBackup: 'Restore a backup…',
    dialog: 'Back up the library',
    includeRuns: 'Include saved runs',
    save: 'Back up…',
    backedUp: (what: string) => `Backed up ${what}`,
    restored: (what: string) => `Restored ${what}.`,
    counts: (scenarios: number, versions: number, runs: number) =>
      `${scenarios} scenarios with ${versions} versions and ${runs} ${runs === 1 ? 'run' : 'runs'}`,
    errorTitle: (file: string) => `Could not restore ${file}`,
    nothingSaved: 'Nothing was saved, and your library is exactly as it was.',
    close: 'Close',
  },
  'zh-CN': {
    backUp: '备份场景库…',
    restore: '恢复…',
    restoreFromBackup: '从备份恢复…',
    dialog: '备份场景库',
    includeRuns: '包含已保存的运行结果',
    save: '备份…',
    backedUp: (what: string) => `已备份 ${what}`,
    restored: (what: string) => `已恢复 ${what}。`,
    counts: (scenarios: number, versions: number, runs: number) =>
      `${scenarios} 个场景（共 ${versions} 个版本、${runs} 份运行结果）`,
    errorTitle: (file: string) => `无法恢复 ${file}`,
    nothingSaved: '没有保存任何内容，场景库与导入前完全相同。',
    close: '关闭',
  },
} as const;

/** Back up and restore, from the library screen. */
export class BackupPage {
  readonly text: (typeof BACKUP_TEXT)[LibraryLanguage];

  constructor(readonly library: LibraryPage) {
    this.text = BACKUP_TEXT[library.language];
  }

  get page(): Page {
    return this.library.page;
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text.dialog });
  }

  async openBackupDialog(): Promise<void> {
    await this.page.getByRole('main').getByRole('button', { name: this.text.backUp }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Saves the backup (a download on the web) from the open dialog. */
  async saveBackup(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.dialog.getByRole('button', { name: this.text.save }).click();
    await expect(this.dialog).toBeHidden();
    return download;
  }

  /** Picks a file for Restore…, from the toolbar or (on an empty library) the empty screen. */
  async restore(file: FileToPick, fromEmptyLibrary = false): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    const name = fromEmptyLibrary ? this.text.restoreFromBackup : this.text.restore;
    await this.page.getByRole('main').getByRole('button', { name, exact: true }).click();
    await (
      await chooser
    ).setFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) });
  }

  errorDialog(fileName: string): Locator {
    return this.page.getByRole('dialog', { name: this.text.errorTitle(fileName) });
  }
}

export interface StoredScenario {
  name: string;
  current: number;
  versions: { number: number; origin: string; document: unknown }[];
  /** analyses: what is kept with the run (optimiser, sensitivity, what-if), or null. */
  runs: { version: number | null; runs: number; baseSeed: number; analyses: unknown }[];
}

/**
 * Everything the library holds, by scenario name, with ids replaced by version numbers: two
 * libraries compare equal when a planner would find the same scenarios, versions and runs.
 */
export async function storedLibrary(page: Page): Promise<StoredScenario[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('headroom');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['scenarios', 'versions', 'runs'], 'readonly');
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = tx.objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    type Row = Record<string, unknown> & { id: string; scenarioId: string };
    const [scenarios, versions, runs] = await Promise.all([
      all<Row>('scenarios'),
      all<Row>('versions'),
      all<Row>('runs'),
    ]);
    db.close();
    const numberOf = new Map(versions.map((v) => [v.id, v.number as number]));
    return scenarios
      .filter((s) => s.deletedAt === null)
      .map((s) => ({
        name: s.name as string,
        current: numberOf.get(s.currentVersionId as string) ?? -1,
        versions: versions
          .filter((v) => v.scenarioId === s.id)
          .map((v) => ({ number: v.number as number, origin: v.origin as string, document: v.document }))
          .sort((a, b) => a.number - b.number),
        runs: runs
          .filter((r) => r.scenarioId === s.id)
          .map((r) => ({
            version: numberOf.get(r.versionId as string) ?? null,
            runs: r.runs as number,
            baseSeed: r.baseSeed as number,
            analyses: r.analyses ?? null,
          }))
          .sort((a, b) => a.baseSeed - b.baseSeed),
      }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  });
}
