import RedoOutlined from '@mui/icons-material/RedoOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftSelector, useDraftStore } from '../draft/draft-context';
import type { SaveStatus } from '../save/save-status';
import { IssuesButton } from './IssuesButton';
import { RunButton } from './RunButton';
import { WarningsButton } from './WarningsButton';
import { SaveStatusText } from './SaveStatusText';

interface EditorToolbarProps {
  scenarioId: string;
  status: SaveStatus;
  flush(): Promise<boolean>;
  /** Something the planner must settle before saving goes on: shown under the buttons, in view while scrolling. */
  notice?: ReactNode;
}

/** Undo, redo, save status, problems and Run: kept in view while the planner scrolls. */
export function EditorToolbar({ scenarioId, status, flush, notice }: EditorToolbarProps) {
  const { t } = useTranslation();
  const { undo, redo } = useDraftStore();
  const canUndo = useDraftSelector((state) => state.history.past.length > 0);
  const canRedo = useDraftSelector((state) => state.history.future.length > 0);
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  const undoKeys = isMac ? '⌘Z' : 'Ctrl+Z';
  const redoKeys = isMac ? '⇧⌘Z' : 'Ctrl+Y';
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label={t('editor.toolbar.label')}
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.75,
        mb: 2,
      }}
    >
      <Tooltip title={t('editor.toolbar.undoHint', { keys: undoKeys })}>
        <span>
          <IconButton onClick={undo} disabled={!canUndo} aria-label={t('editor.toolbar.undo')}>
            <UndoOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('editor.toolbar.redoHint', { keys: redoKeys })}>
        <span>
          <IconButton onClick={redo} disabled={!canRedo} aria-label={t('editor.toolbar.redo')}>
            <RedoOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <SaveStatusText status={status} />
      <Box sx={{ flexGrow: 1 }} />
      <WarningsButton />
      <IssuesButton />
      <RunButton scenarioId={scenarioId} flush={flush} conflict={status.state === 'conflict'} />
      {notice !== undefined && <Box sx={{ flexBasis: '100%', pb: 0.25 }}>{notice}</Box>}
    </Paper>
  );
}
