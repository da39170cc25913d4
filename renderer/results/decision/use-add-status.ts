import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isQuotaError } from '../decision-app';

/**
 * A sentence kept as its message key and values, put into words when shown: so it follows the
 * interface language if that changes after the add (in another window, say).
 */
export interface AddedMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** What adding a strategy said: the confirmation, or why it failed. */
export interface AddStatus {
  /** Which of several candidates was added (the only one: ''). */
  key: string;
  ok: boolean;
  message: AddedMessage;
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
    (key: string, go: () => Promise<AddedMessage>) => {
      setAdding(key);
      void go()
        .then((message) => {
          setStatus({ key, ok: true, message });
          setAdded((was) => new Set([...was, key]));
        })
        .catch((error: unknown) =>
          setStatus({
            key,
            ok: false,
            // A full disk is said plainly (nothing was written); anything else names its cause.
            message: isQuotaError(error)
              ? { key: 'backup.quota.library' }
              : { key: 'decision.optimise.addFailed', values: { message: error instanceof Error ? error.message : String(error) } },
          }),
        )
        .finally(() => setAdding(null));
    },
    [],
  );
  /** The status's sentence in the interface's language now. */
  // Keys come from this file and DecisionPanel's add, each a key of the locale files.
  const say = (status: AddStatus): string => (t as (key: string, values?: Record<string, string | number>) => string)(status.message.key, status.message.values);
  return { adding, status, added, add, say };
}
