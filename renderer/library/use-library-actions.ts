import { useTranslation } from 'react-i18next';
import { withNewScenarioRequest } from '../router/new-scenario-request';
import { navigate } from '../router/use-hash-path';
import { useStorage, type BlankCurrency, type CreateResult, type ScenarioRecord } from '../storage';
import { issuesDetail } from './error-detail';
import { editorPath } from './library-paths';
import type { ShippedTemplate } from './template-summary';
import { useAttempt } from './use-attempt';
import type { NoticeAction, ShowNotice } from './use-notice';
import { useTrashActions } from './use-trash-actions';

export interface LibraryActionOptions {
  showNotice: ShowNotice;
  /** Brings a new or restored scenario into view and marks it. */
  reveal(scenarioId: string): void;
}

/**
 * What the library's buttons and menus do to the database, each followed by a notice that
 * says what happened. A storage failure becomes an error notice, never an uncaught error:
 * every write is one transaction, so a failed one changed nothing.
 */
export function useLibraryActions({ showNotice, reveal }: LibraryActionOptions) {
  const { library } = useStorage();
  const { t } = useTranslation();
  const attempt = useAttempt(showNotice);
  const { restore } = useTrashActions({ showNotice, reveal });

  const failed = (detail: string) =>
    showNotice({ severity: 'error', message: t('library.feedback.failed', { detail }) });

  const openAction = (scenarioId: string): NoticeAction => ({
    label: t('library.feedback.open'),
    run: () => navigate(editorPath(scenarioId)),
  });

  const announceNew = (scenario: ScenarioRecord, message: string) => {
    reveal(scenario.id);
    showNotice({ severity: 'success', message, action: openAction(scenario.id) });
  };

  /**
   * A scenario made from a template or from blank is there to be worked on: open it in the
   * editor, where its name field takes focus. "All scenarios" (or Back) leads to the list.
   */
  const openNew = (scenario: ScenarioRecord) =>
    navigate(withNewScenarioRequest(editorPath(scenario.id)));

  return {
    /** Resolves true when the scenario was created (the caller closes its dialog). */
    async createFromTemplate(template: ShippedTemplate): Promise<boolean> {
      const result = await attempt(() => library.createFromTemplate(template.document));
      if (!result) return false;
      if (!result.ok) {
        failed(issuesDetail(result.issues));
        return false;
      }
      openNew(result.scenario);
      return true;
    },

    async createBlank(name: string, currency: BlankCurrency): Promise<boolean> {
      const scenario = await attempt(() => library.createBlank(name, currency));
      if (!scenario) return false;
      openNew(scenario);
      return true;
    },

    async duplicate(source: ScenarioRecord): Promise<void> {
      const copy = await attempt(() => library.duplicate(source.id));
      if (copy) announceNew(copy, t('library.feedback.duplicated', { name: copy.name }));
    },

    /** The dialog shows a refusal's issues itself; undefined means storage failed (noticed). */
    async rename(scenario: ScenarioRecord, name: string): Promise<CreateResult | undefined> {
      const result = await attempt(() => library.rename(scenario.id, name));
      if (result?.ok) {
        reveal(scenario.id);
        showNotice({
          severity: 'success',
          message: t('library.feedback.renamed', { name: result.scenario.name }),
        });
      }
      return result;
    },

    /** Moves to the trash and offers Undo: nothing is lost until the trash is emptied. */
    async remove(scenario: ScenarioRecord): Promise<void> {
      const done = await attempt(() => library.softDelete(scenario.id).then(() => true));
      if (!done) return;
      showNotice({
        severity: 'success',
        message: t('library.feedback.deleted', { name: scenario.name }),
        action: { label: t('library.feedback.undo'), run: () => void restore(scenario) },
      });
    },
  };
}

export type LibraryActions = ReturnType<typeof useLibraryActions>;
