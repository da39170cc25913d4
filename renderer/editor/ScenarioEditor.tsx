import { useMemo, useState } from 'react';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import {
  hrefForPath,
  LIBRARY_PATH,
  ScreenHeader,
  useDocumentTitle,
  type OpenScenario,
} from './app';
import { DraftContext, type DraftApi } from './draft/draft-context';
import type { DraftDocument } from './draft/draft-document';
import { initialDraft } from './draft/initial-draft';
import { useDraftHistory } from './draft/use-draft-history';
import { useUndoShortcuts } from './draft/use-undo-shortcuts';
import { EditorLocationContext } from './navigation/editor-location-context';
import { EditorSectionTabs } from './navigation/EditorSectionTabs';
import { useEditorLocationState } from './navigation/use-editor-location';
import { RestoredDraftNotice } from './save/RestoredDraftNotice';
import { useDraftAutosave } from './save/use-draft-autosave';
import { EditorSectionPanel } from './EditorSectionPanel';
import { EditorToolbar } from './toolbar/EditorToolbar';
import { validateDraft } from './validation/validate-draft';

interface ScenarioEditorProps {
  scenarioId: string;
  /** The scenario as it was when the editor opened; later changes come from the editor itself. */
  opened: OpenScenario;
}

/** The scenario editor: the draft with its history, validation and autosave, and its sections. */
export function ScenarioEditor({ scenarioId, opened }: ScenarioEditorProps) {
  const { t } = useTranslation();
  const [start] = useState(() =>
    initialDraft(scenarioId, opened.version.id, opened.document as DraftDocument),
  );
  const [restored, setRestored] = useState(start.restored);
  const history = useDraftHistory(start.document);
  const validation = useMemo(() => validateDraft(history.document), [history.document]);
  const autosave = useDraftAutosave({
    scenarioId,
    version: {
      id: opened.version.id,
      number: opened.version.number,
      updatedAt: opened.version.updatedAt,
    },
    document: history.document,
    valid: validation.ok,
    startsUnsaved: start.restored,
  });
  useUndoShortcuts(history.undo, history.redo);
  const location = useEditorLocationState();

  const api = useMemo<DraftApi>(
    () => ({
      document: history.document,
      validation,
      setField: history.setField,
      change: history.change,
      undo: history.undo,
      redo: history.redo,
      canUndo: history.canUndo,
      canRedo: history.canRedo,
    }),
    [history, validation],
  );

  const name =
    typeof history.document.name === 'string' && history.document.name.trim() !== ''
      ? history.document.name
      : t('editor.untitled');
  useDocumentTitle(name);

  return (
    <DraftContext value={api}>
      <EditorLocationContext value={location}>
        <Box sx={{ mb: 1 }}>
          <Button
            size="small"
            startIcon={<ArrowBackOutlined />}
            href={hrefForPath(LIBRARY_PATH)}
            sx={{ ml: -1 }}
          >
            {t('editor.backToLibrary')}
          </Button>
        </Box>
        <ScreenHeader overline={t('editor.overline')} title={name} />
        {restored && (
          <RestoredDraftNotice
            onKeep={() => setRestored(false)}
            onDiscard={() => {
              autosave.discardStash();
              history.reset(opened.document as DraftDocument);
              setRestored(false);
            }}
          />
        )}
        <EditorToolbar scenarioId={scenarioId} status={autosave.status} flush={autosave.flush} />
        <EditorSectionTabs />
        <EditorSectionPanel />
      </EditorLocationContext>
    </DraftContext>
  );
}
