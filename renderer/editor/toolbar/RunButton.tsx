import { useState } from 'react';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { buildPath, navigate, RESULTS_PATTERN, withRunRequest } from '../app';
import { useDraftSelector } from '../draft/draft-context';

interface RunButtonProps {
  scenarioId: string;
  /** Saves the document as a version now; false when it could not be. */
  flush(): Promise<boolean>;
  /** Another window saved meanwhile and the planner has not said which edits to keep. */
  conflict: boolean;
}

/**
 * Saves the document on screen as a version and runs it: the run screen opens and starts the
 * run at once, so what runs is exactly what the planner sees. A scenario with problems cannot run, nor one with edits from
 * two windows not yet settled: the button says so.
 */
export function RunButton({ scenarioId, flush, conflict }: RunButtonProps) {
  const { t } = useTranslation();
  const valid = useDraftSelector((state) => state.validation.ok);
  const [busy, setBusy] = useState(false);
  const blocked = !valid || conflict;

  const run = async () => {
    setBusy(true);
    const saved = await flush();
    setBusy(false);
    if (saved) navigate(withRunRequest(buildPath(RESULTS_PATTERN, { scenarioId })));
  };

  const button = (
    <Button
      variant="contained"
      startIcon={<PlayArrowOutlined />}
      disabled={blocked || busy}
      onClick={() => void run()}
    >
      {t('editor.toolbar.run')}
    </Button>
  );
  if (!blocked) return button;
  return (
    <Tooltip title={conflict ? t('editor.toolbar.runConflict') : t('editor.toolbar.runBlocked')}>
      {/* A disabled button gets no pointer events; the span carries the tooltip. */}
      <span>{button}</span>
    </Tooltip>
  );
}
