import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FileFilter } from '@shared/platform/desktop-api';
import { cutText } from '@shared/scenario';
import { usePlatform } from '../platform/platform-context';
import { isQuotaError, useStorage, type BackupCounts, type BackupLeftOut } from '../storage';
import { errorDetail } from './error-detail';
import { failureFromOpenError, megabytes, type ImportFailure } from './import-failure';
import type { ShowNotice } from './use-notice';

export interface LibraryBackupOptions {
  showNotice: ShowNotice;
  reveal(scenarioId: string): void;
  /** Shows why a restore added nothing (the import dialog, worded for a restore). */
  onRestoreFailure(failure: ImportFailure): void;
}

/** "7 scenarios with 23 versions and 5 runs", in the interface language. */
export function describeCounts(t: TFunction, counts: BackupCounts, withRuns: boolean): string {
  const scenarios = t('backup.counts.scenarios', { count: counts.scenarios });
  const versions = t('backup.counts.versions', { count: counts.versions });
  if (!withRuns) return t('backup.counts.withoutRuns', { scenarios, versions });
  const runs = t('backup.counts.runs', { count: counts.runs });
  return t('backup.counts.withRuns', { scenarios, versions, runs });
}

/** What a backup left out, one sentence per part ("2 scenarios … left out: “A” (path), …"), or ''. */
export function describeLeftOut(t: TFunction, leftOut: readonly BackupLeftOut[]): string {
  const sentence = (
    part: BackupLeftOut['part'],
    key: 'backup.feedback.leftOut' | 'backup.feedback.runsLeftOut',
  ): string => {
    const items = leftOut.filter((l) => l.part === part);
    if (items.length === 0) return '';
    const list = items
      .map((l) => t('backup.feedback.leftOutItem', { name: cutText(l.name, 60), path: l.issue.path || '—' }))
      .join(', ');
    return t(key, { count: items.length, list });
  };
  return [sentence('scenario', 'backup.feedback.leftOut'), sentence('runs', 'backup.feedback.runsLeftOut')]
    .filter((s) => s !== '')
    .join(' ');
}

/**
 * The whole library to one file and back, through the platform bridge (the native save and
 * open dialogs on the desktop, a download and the file picker on the web). A restore is
 * checked whole before anything is written and written in one transaction, so a damaged or
 * hostile file changes nothing.
 */
export function useLibraryBackup({ showNotice, reveal, onRestoreFailure }: LibraryBackupOptions) {
  const platform = usePlatform();
  const { backup } = useStorage();
  const { t } = useTranslation();
  // One "json" filter covers *.headroom-backup.json: native dialogs match only the last extension.
  const filters: FileFilter[] = [{ name: t('backup.file.filterName'), extensions: ['json'] }];

  return {
    /** Resolves true once the file is saved (or handed to the browser), false otherwise. */
    async backUp(includeRuns: boolean): Promise<boolean> {
      try {
        const made = await backup.makeBackup({ includeRuns });
        if (!made.ok) {
          showNotice({
            severity: 'error',
            message: t('backup.feedback.tooLarge', {
              size: megabytes(made.sizeBytes),
              limit: megabytes(made.limitBytes),
            }),
          });
          return false;
        }
        const result = await platform.saveFile({
          title: t('backup.file.saveTitle'),
          suggestedName: made.fileName,
          filters,
          text: made.text,
        });
        if (!result.saved) return false; // Cancelled in the save dialog.
        const what = describeCounts(t, made.counts, includeRuns);
        const message = result.path
          ? t('backup.feedback.savedTo', { what, path: result.path })
          : result.reason === 'browser-download'
            ? t('backup.feedback.downloaded', { what, file: made.fileName })
            : t('backup.feedback.saved', { what, file: made.fileName });
        const leftOut = describeLeftOut(t, made.leftOut);
        if (leftOut === '') showNotice({ severity: 'success', message });
        else showNotice({ severity: 'warning', message: `${message} ${leftOut}` });
        return true;
      } catch (error) {
        showNotice({
          severity: 'error',
          message: t('backup.feedback.failed', { detail: errorDetail(error) }),
        });
        return false;
      }
    },

    async restore(): Promise<void> {
      let file;
      try {
        // Opened as a backup: a library with saved runs outgrows a scenario file's limit.
        file = await platform.openFile({ title: t('backup.file.openTitle'), filters, kind: 'backup' });
      } catch (error) {
        onRestoreFailure(failureFromOpenError(error));
        return;
      }
      if (!file) return; // Cancelled.
      try {
        const result = await backup.restoreBackupText(file.text);
        if (!result.ok) {
          onRestoreFailure({ kind: 'invalid', fileName: file.name, issues: result.issues });
          return;
        }
        if (result.added.scenarios === 0) {
          showNotice({ severity: 'success', message: t('backup.feedback.nothingInFile') });
          return;
        }
        const first = result.scenarioIds[0];
        if (first !== undefined) reveal(first);
        const restored = t('backup.feedback.restored', {
          what: describeCounts(t, result.added, result.added.runs > 0),
        });
        const renamed =
          result.renamed.length > 0
            ? ` ${t('backup.feedback.renamed', { count: result.renamed.length })}`
            : '';
        showNotice({ severity: 'success', message: restored + renamed });
      } catch (error) {
        showNotice({
          severity: 'error',
          message: isQuotaError(error)
            ? t('backup.quota.library')
            : t('backup.feedback.restoreFailed', { detail: errorDetail(error) }),
        });
      }
    },
  };
}
