import { useTranslation } from 'react-i18next';
import type { FileFilter } from '@shared/platform/desktop-api';
import { usePlatform } from '../platform/platform-context';
import { navigate } from '../router/use-hash-path';
import { isQuotaError, useStorage, type ScenarioRecord } from '../storage';
import { errorDetail } from './error-detail';
import { failureFromOpenError, type ImportFailure } from './import-failure';
import { editorPath } from './library-paths';
import type { ShowNotice } from './use-notice';

export interface ScenarioFileOptions {
  showNotice: ShowNotice;
  reveal(scenarioId: string): void;
  /** Shows why an import saved nothing (the import dialog). */
  onImportFailure(failure: ImportFailure): void;
}

/**
 * Scenario files in and out through the platform bridge: native dialogs on the desktop, the
 * file picker and a download on the web. An import is validated whole before anything is
 * written, so a bad or hostile file leaves the library exactly as it was.
 */
export function useScenarioFiles({ showNotice, reveal, onImportFailure }: ScenarioFileOptions) {
  const platform = usePlatform();
  const { transfer } = useStorage();
  const { t } = useTranslation();
  // One "json" filter covers *.headroom.json: native dialogs match only the last extension.
  const filters: FileFilter[] = [{ name: t('library.file.filterName'), extensions: ['json'] }];

  return {
    async importFile(): Promise<void> {
      let file;
      try {
        file = await platform.openFile({ title: t('library.file.openTitle'), filters });
      } catch (error) {
        onImportFailure(failureFromOpenError(error));
        return;
      }
      if (!file) return; // Cancelled.
      try {
        const result = await transfer.importScenarioText(file.text, file.name);
        if (!result.ok) {
          onImportFailure({ kind: 'invalid', fileName: file.name, issues: result.issues });
          return;
        }
        const { scenario } = result;
        reveal(scenario.id);
        showNotice({
          severity: 'success',
          message: t('library.feedback.imported', { name: scenario.name, file: file.name }),
          action: {
            label: t('library.feedback.open'),
            run: () => navigate(editorPath(scenario.id)),
          },
        });
      } catch (error) {
        showNotice({
          severity: 'error',
          message: isQuotaError(error)
            ? t('backup.quota.library')
            : t('library.feedback.failed', { detail: errorDetail(error) }),
        });
      }
    },

    async exportFile(scenario: ScenarioRecord): Promise<void> {
      try {
        const { text, fileName } = await transfer.exportScenarioText(scenario.id);
        const result = await platform.saveFile({
          title: t('library.file.saveTitle'),
          suggestedName: fileName,
          filters,
          text,
        });
        if (!result.saved) return; // Cancelled in the save dialog.
        const message = result.path
          ? t('library.feedback.exportedTo', { name: scenario.name, path: result.path })
          : result.reason === 'browser-download'
            ? t('library.feedback.exportedDownload', { file: fileName })
            : t('library.feedback.exported', { file: fileName });
        showNotice({ severity: 'success', message });
      } catch (error) {
        showNotice({
          severity: 'error',
          message: t('library.feedback.exportFailed', {
            name: scenario.name,
            detail: errorDetail(error),
          }),
        });
      }
    },
  };
}
