import { memo, useState } from 'react';
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
import { DraftStoreContext, useDraftSelector } from './draft/draft-context';
import type { DraftDocument } from './draft/draft-document';
import { DraftStore } from './draft/draft-store';
import { initialDraft } from './draft/initial-draft';
import { useSealOnFocusOut } from './draft/use-seal-on-focus-out';
import { useUndoShortcuts } from './draft/use-undo-shortcuts';
import { EditorLocationContext } from './navigation/editor-location-context';
import { EditorSectionTabs } from './navigation/EditorSectionTabs';
import { useEditorLocationState } from './navigation/use-editor-location';
import { useFocusNameWhenNew } from './navigation/use-focus-name-when-new';
import { EditorSaveBar } from './save/EditorSaveBar';
import { EditorSectionPanel } from './EditorSectionPanel';

interface ScenarioEditorProps {
  scenarioId: string;
  /** The scenario as it was when the editor opened; later changes come from the editor itself. */
  opened: OpenScenario;
}

/**
 * The scenario editor: the draft store (history, validation), autosave, and the sections.
 * This component never re-renders on an edit: each part subscribes to what it shows.
 */
export function ScenarioEditor({ scenarioId, opened }: ScenarioEditorProps) {
  const [start] = useState(() =>
    initialDraft(scenarioId, opened.version.id, opened.document as DraftDocument),
  );
  const [store] = useState(() => new DraftStore(start.document));
  const [version] = useState(() => ({
    id: opened.version.id,
    number: opened.version.number,
    updatedAt: opened.version.updatedAt,
    document: opened.document as DraftDocument,
  }));
  useUndoShortcuts(store.undo, store.redo);
  useSealOnFocusOut(store.seal);
  const location = useEditorLocationState();
  useFocusNameWhenNew();

  return (
    <DraftStoreContext value={store}>
      <EditorLocationContext value={location}>
        <EditorHeader />
        <EditorSaveBar scenarioId={scenarioId} version={version} restored={start.restored} />
        <EditorSectionTabs />
        <MemoSectionPanel />
      </EditorLocationContext>
    </DraftStoreContext>
  );
}

/** Re-renders when the open section changes, not when the location object is rebuilt for items. */
const MemoSectionPanel = memo(EditorSectionPanel);

/** Back link and the scenario's name as the screen's heading (and the window's title). */
function EditorHeader() {
  const { t } = useTranslation();
  const rawName = useDraftSelector((state) => state.history.present.name);
  const name =
    typeof rawName === 'string' && rawName.trim() !== '' ? rawName : t('editor.untitled');
  useDocumentTitle(name);
  return (
    <>
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
    </>
  );
}
