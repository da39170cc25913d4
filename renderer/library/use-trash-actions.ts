import { useTranslation } from 'react-i18next';
import { navigate } from '../router/use-hash-path';
import { useStorage, type ScenarioRecord } from '../storage';
import { editorPath } from './library-paths';
import { useAttempt } from './use-attempt';
import type { ShowNotice } from './use-notice';

export interface TrashActionOptions {
  showNotice: ShowNotice;
  /** Brings a restored scenario into view when the library is on screen. */
  reveal?(scenarioId: string): void;
}

/**
 * What the trash can do: bring a scenario back, delete one for good, or empty it. Each says
 * what happened in a notice; a storage failure becomes an error notice, never an uncaught
 * error. The library's Undo after a delete is the same restore.
 */
export function useTrashActions({ showNotice, reveal }: TrashActionOptions) {
  const { library } = useStorage();
  const { t } = useTranslation();
  const attempt = useAttempt(showNotice);

  return {
    async restore(scenario: ScenarioRecord): Promise<void> {
      const restored = await attempt(() => library.restore(scenario.id));
      if (!restored) return;
      reveal?.(restored.id);
      showNotice({
        severity: 'success',
        message:
          restored.name === scenario.name
            ? t('library.feedback.restored', { name: scenario.name })
            : t('library.trash.feedback.restoredAs', {
                name: scenario.name,
                newName: restored.name,
              }),
        action: { label: t('library.feedback.open'), run: () => navigate(editorPath(restored.id)) },
      });
    },

    /** Deletes one scenario for good (the caller has asked for confirmation). */
    async purge(scenario: ScenarioRecord): Promise<void> {
      const purged = await attempt(() => library.purge(scenario.id));
      if (purged === undefined) return;
      showNotice({
        severity: 'success',
        message: purged
          ? t('library.trash.feedback.purged', { name: scenario.name })
          : t('library.trash.feedback.gone', { name: scenario.name }),
      });
    },

    /**
     * Deletes for good what was in the trash up to `before`: the newest deletion the planner
     * saw when confirming, so a scenario deleted since (in another window) is not swept away.
     */
    async emptyTrash(before: number): Promise<void> {
      const count = await attempt(() => library.emptyTrash(before));
      if (count === undefined) return;
      showNotice({
        severity: 'success',
        message:
          count === 0
            ? t('library.trash.feedback.alreadyEmpty')
            : t('library.trash.feedback.emptied', { count }),
      });
    },
  };
}

export type TrashActions = ReturnType<typeof useTrashActions>;
