import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isQuotaError } from '../decision-app';

/** What adding a strategy said: the confirmation, or why it failed. */
export interface AddStatus {
  /** Which of several candidates was added (the only one: ''). */
  key: string;
  ok: boolean;
  text: string;
}

/**
 * "Add as strategy" from a decision answer: runs the add, says it worked (with the version it
 * made) or why not, and remembers which candidate was added so its button stays off.
 */
export function useAddStatus() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<string | null>(null);
  const [status, setStatus] = useState<AddStatus | null>(null);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const add = useCallback(
    (key: string, go: () => Promise<string>) => {
      setAdding(key);
      void go()
        .then((text) => {
          setStatus({ key, ok: true, text });
          setAdded((was) => new Set([...was, key]));
        })
        .catch((error: unknown) =>
          setStatus({
            key,
            ok: false,
            // A full disk is said plainly (nothing was written); anything else names its cause.
            text: isQuotaError(error) ? t('backup.quota.library') : t('decision.optimise.addFailed', { message: error instanceof Error ? error.message : String(error) }),
          }),
        )
        .finally(() => setAdding(null));
    },
    [t],
  );
  return { adding, status, added, add };
}
