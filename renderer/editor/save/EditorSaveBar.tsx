import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useScenario, useStorage } from '../app';
import { useDraftSelector, useDraftStore } from '../draft/draft-context';
import type { DraftDocument } from '../draft/draft-document';
import { EditorToolbar } from '../toolbar/EditorToolbar';
import { ConflictNotice } from './ConflictNotice';
import { RestoredDraftNotice } from './RestoredDraftNotice';
import { StorageFullNotice } from './StorageFullNotice';
import { useDraftAutosave, type SavedVersion, type StoredVersion } from './use-draft-autosave';

interface EditorSaveBarProps {
  scenarioId: string;
  /** The version the editor opened, with its document (to go back to when a draft is discarded). */
  version: SavedVersion & { document: DraftDocument };
  /** The editor opened a draft restored from this device rather than the version. */
  restored: boolean;
}

type Message = { severity: 'info' | 'success' | 'error'; text: string };

/**
 * Autosave, with what it has to say: the toolbar's save status, Run, a restored draft's
 * notice, and what happens when another window saves the same scenario.
 */
export function EditorSaveBar({ scenarioId, version, restored }: EditorSaveBarProps) {
  const { t } = useTranslation();
  const { library } = useStorage();
  const store = useDraftStore();
  const document = useDraftSelector((state) => state.history.present);
  const valid = useDraftSelector((state) => state.validation.ok);
  const [showRestored, setShowRestored] = useState(restored);
  const [message, setMessage] = useState<Message | null>(null);
  const live = useScenario(scenarioId);
  const current = useMemo<StoredVersion | undefined>(
    () =>
      live
        ? {
            id: live.version.id,
            number: live.version.number,
            updatedAt: live.version.updatedAt,
            document: live.document as DraftDocument,
          }
        : undefined,
    [live],
  );
  const replaceDocument = useCallback((doc: DraftDocument) => store.reset(doc), [store]);
  const autosave = useDraftAutosave({
    scenarioId,
    version,
    document,
    valid,
    startsUnsaved: restored,
    current,
    replaceDocument,
  });
  const { followed, dismissFollowed } = autosave;

  /** Keeps this window's edits as a new scenario (when they validate), then shows the other version. */
  const takeTheirs = async () => {
    if (valid) {
      try {
        const copy = await library.createFromTemplate(
          document,
          // A name, not a sentence on screen: kept as typed, not isolated.
          t('editor.conflict.copyName', { name: document.name, interpolation: { escapeValue: false } }),
        );
        if (!copy.ok) throw new Error(copy.issues[0]?.message ?? 'invalid');
        setMessage({
          severity: 'success',
          text: t('editor.conflict.copied', { name: copy.scenario.name }),
        });
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        setMessage({ severity: 'error', text: t('editor.conflict.copyFailed', { message: text }) });
        return;
      }
    }
    setShowRestored(false);
    autosave.takeTheirs();
  };

  const shown: Message | null =
    message ??
    (followed
      ? { severity: 'info', text: t('editor.conflict.followed', { number: followed.number }) }
      : null);
  const closeMessage = () => {
    setMessage(null);
    dismissFollowed();
  };

  return (
    <>
      {showRestored && autosave.conflict === null && (
        <RestoredDraftNotice
          onKeep={() => setShowRestored(false)}
          onDiscard={() => {
            autosave.discardStash();
            store.reset(version.document);
            setShowRestored(false);
          }}
        />
      )}
      {autosave.status.state === 'error' && autosave.status.storageFull && <StorageFullNotice />}
      <EditorToolbar
        scenarioId={scenarioId}
        status={autosave.status}
        flush={autosave.flush}
        notice={
          autosave.conflict === null ? undefined : (
            <ConflictNotice
              conflict={autosave.conflict}
              valid={valid}
              onKeepMine={() => void autosave.keepMine()}
              onTakeTheirs={takeTheirs}
            />
          )
        }
      />
      <Snackbar
        open={shown !== null}
        autoHideDuration={8000}
        onClose={(_, reason) => reason !== 'clickaway' && closeMessage()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={shown?.severity ?? 'info'}
          variant="filled"
          onClose={closeMessage}
          sx={{ width: '100%' }}
        >
          {shown?.text}
        </Alert>
      </Snackbar>
    </>
  );
}
