import { useEffect, useRef, useState } from 'react';
import type { ScenarioIssue } from '@shared/scenario';
import type { AutosaveResult } from './version-history';
import { useStorage } from './storage-context';

export type AutosaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; versionId: string; versionNumber: number; savedAt: number }
  | { state: 'invalid'; issues: ScenarioIssue[] }
  | { state: 'error'; message: string };

/** Quiet time after the last keystroke before the editor's document is written. */
export const DEFAULT_AUTOSAVE_DELAY_MS = 800;

function toStatus(result: AutosaveResult): AutosaveStatus {
  if (result.status === 'invalid') return { state: 'invalid', issues: result.issues };
  const { version } = result;
  return {
    state: 'saved',
    versionId: version.id,
    versionNumber: version.number,
    savedAt: version.updatedAt,
  };
}

/**
 * Saves the editor's document a moment after it stops changing. Leaving the editor inside
 * that moment still saves the last edit (unmount flushes), so closing a scenario never
 * drops work. Invalid documents are not written; their issues come back in the status.
 */
export function useAutosave(
  scenarioId: string | undefined,
  document: unknown,
  delayMs: number = DEFAULT_AUTOSAVE_DELAY_MS,
): AutosaveStatus {
  const { versions } = useStorage();
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' });
  const pending = useRef<{ scenarioId: string; document: unknown } | null>(null);

  useEffect(() => {
    if (scenarioId === undefined || document === undefined) return;
    pending.current = { scenarioId, document };
    const timer = setTimeout(() => {
      pending.current = null;
      setStatus({ state: 'saving' });
      versions.autosave(scenarioId, document).then(
        (result) => setStatus(toStatus(result)),
        (error: unknown) =>
          setStatus({
            state: 'error',
            message: error instanceof Error ? error.message : String(error),
          }),
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [versions, scenarioId, document, delayMs]);

  useEffect(
    () => () => {
      const last = pending.current;
      if (last) void versions.autosave(last.scenarioId, last.document);
    },
    [versions],
  );

  return status;
}
