import { useTranslation } from 'react-i18next';
import { isQuotaError } from '../storage';
import { errorDetail } from './error-detail';
import type { ShowNotice } from './use-notice';

/**
 * Runs a storage write; when it fails, says so in an error notice and resolves undefined.
 * Every write is one transaction, so the notice can truthfully say nothing was changed.
 */
export function useAttempt(showNotice: ShowNotice) {
  const { t } = useTranslation();
  return async function attempt<T>(write: () => Promise<T>): Promise<T | undefined> {
    try {
      return await write();
    } catch (error) {
      showNotice({
        severity: 'error',
        // A refusal to store more is said plainly, not as the browser's own words in brackets.
        message: isQuotaError(error)
          ? t('backup.quota.library')
          : t('library.feedback.failed', { detail: errorDetail(error) }),
      });
      return undefined;
    }
  };
}
