import { useState } from 'react';
import { useDraftSelector, useDraftStore } from '../draft/draft-context';
import type { DraftDocument } from '../draft/draft-document';
import { EditorToolbar } from '../toolbar/EditorToolbar';
import { RestoredDraftNotice } from './RestoredDraftNotice';
import { useDraftAutosave, type SavedVersion } from './use-draft-autosave';

interface EditorSaveBarProps {
  scenarioId: string;
  /** The version the editor opened, with its document (to go back to when a draft is discarded). */
  version: SavedVersion & { document: DraftDocument };
  /** The editor opened a draft restored from this device rather than the version. */
  restored: boolean;
}

/** Autosave, with what it has to say: the toolbar's save status, Run, and a restored draft's notice. */
export function EditorSaveBar({ scenarioId, version, restored }: EditorSaveBarProps) {
  const store = useDraftStore();
  const document = useDraftSelector((state) => state.history.present);
  const valid = useDraftSelector((state) => state.validation.ok);
  const [showRestored, setShowRestored] = useState(restored);
  const autosave = useDraftAutosave({
    scenarioId,
    version,
    document,
    valid,
    startsUnsaved: restored,
  });

  return (
    <>
      {showRestored && (
        <RestoredDraftNotice
          onKeep={() => setShowRestored(false)}
          onDiscard={() => {
            autosave.discardStash();
            store.reset(version.document);
            setShowRestored(false);
          }}
        />
      )}
      <EditorToolbar scenarioId={scenarioId} status={autosave.status} flush={autosave.flush} />
    </>
  );
}
