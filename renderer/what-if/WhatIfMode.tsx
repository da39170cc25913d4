import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isEmptyAdjustments, type WhatIfAdjustments } from '@shared/analysis/what-if';
import type { Scenario } from '@shared/scenario';
import { resultsPath } from '../library/library-paths';
import { hrefForPath } from '../router/route-path';
import { strategyColor } from '../results/strategy-colors';
import { scenarioShape } from '../results/strategy-metrics';
import { useResultsFormat } from '../results/use-results-format';
import { useStorage, type OpenScenario } from '../storage';
import { useAfterDelay } from './use-after-delay';
import { useWhatIfAnswer } from './use-what-if-answer';
import { WhatIfCards } from './WhatIfCards';
import { WhatIfControls } from './WhatIfControls';
import { WhatIfCostChart } from './WhatIfCostChart';
import { useKeepAnswer, WhatIfKeep } from './WhatIfKeep';
import { WhatIfRecommendation } from './WhatIfRecommendation';
import { WhatIfToolbar } from './WhatIfToolbar';
import { WhatIfTotals } from './WhatIfTotals';
import { commitMove, flushWhatIf, initialHistory, loadWhatIf, redo, reset, saveWhatIfLater, undo, type WhatIfHistory } from './what-if-history';

interface WhatIfModeProps {
  open: OpenScenario;
  /** The saved document, validated: the baseline. */
  base: Scenario;
  onClose: () => void;
  /** Kept by the caller: saving a version starts a fresh what-if on it, and the notice must outlive that. */
  notice: WhatIfNotice | null;
  onNotice: (notice: WhatIfNotice | null) => void;
}

/**
 * Beside the controls (md and up) the answer stays in the window while the planner scrolls
 * down to a slider: the list of controls is several screens long, and a move is only worth
 * making if its totals can be watched changing. Below the app bar (64 px on desktop) and no
 * taller than the window, so the recommendation and the list of totals at its top are always
 * seen; the cards and the chart under them scroll within the answer.
 */
const ANSWER_IN_VIEW = {
  position: { md: 'sticky' },
  top: { md: 72 },
  maxHeight: { md: 'calc(100vh - 80px)' },
  overflowY: { md: 'auto' },
  // A column of fixed height squeezes its children; the chart would shrink to nothing.
  '& > *': { flexShrink: 0 },
} as const;

/** A move whose figures take longer than this dims the answer until they come. */
const SLOW_ANSWER_MS = 150;

export type WhatIfNotice = { kind: 'version'; number: number } | { kind: 'scenario'; id: string; name: string } | { kind: 'error'; message: string };

/**
 * The what-if mode: controls on one side, the answer moving on the other. The saved scenario
 * is not touched until "Save as new version" or "Save as new scenario"; the moves are kept
 * for the session, so leaving the screen and coming back finds them as they were.
 */
export function WhatIfMode({ open, base, onClose, notice, onNotice: setNotice }: WhatIfModeProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { versions, library } = useStorage();
  const scenarioId = open.scenario.id;
  const versionId = open.version.id;
  const [history, setHistory] = useState<WhatIfHistory>(() => loadWhatIf(scenarioId, versionId)?.history ?? initialHistory());
  const [live, setLive] = useState<WhatIfAdjustments | null>(null);
  const [saving, setSaving] = useState(false);
  // Kept after the move's figures, not on their way (see saveWhatIfLater); written at once on leaving.
  useEffect(() => saveWhatIfLater(scenarioId, { versionId, open: true, history }), [history, scenarioId, versionId]);
  useEffect(() => () => flushWhatIf(scenarioId), [scenarioId]);

  const adjustments = live ?? history.present;
  const answer = useWhatIfAnswer(base, adjustments);
  const fmt = useResultsFormat(base.currency, base.startDate, base.horizonDays);
  const index = useMemo(() => new Map(base.strategies.map((s, i) => [s.id, i])), [base]);
  const hasDeadlines = useMemo(() => scenarioShape(base).hasDeadlines, [base]);
  const colorOf = useCallback((id: string) => strategyColor(theme.palette.mode, index.get(id) ?? 0), [index, theme.palette.mode]);

  const keepAnswer = useKeepAnswer(answer);
  const { start } = answer;
  const onLive = useCallback(
    (next: WhatIfAdjustments) => {
      start(next, true);
      setLive(next);
    },
    [start],
  );
  const commit = useCallback(
    (next: WhatIfAdjustments) => {
      start(next);
      setLive(null);
      setNotice(null);
      setHistory((h) => commitMove(h, next));
    },
    [setNotice, start],
  );
  const step = (f: (h: WhatIfHistory) => WhatIfHistory) => {
    setLive(null);
    setNotice(null);
    setHistory(f);
  };

  const saveVersion = async () => {
    if (!answer.scenario) return;
    setSaving(true);
    try {
      const result = await versions.autosave(scenarioId, answer.scenario, { newVersion: true });
      if (result.status === 'invalid') setNotice({ kind: 'error', message: result.issues.map((i) => `${i.path}: ${i.message}`).join('; ') });
      else setNotice({ kind: 'version', number: result.version.number });
    } catch (error) {
      setNotice({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };
  const saveScenario = async () => {
    if (!answer.scenario) return;
    setSaving(true);
    try {
      // A name, not a sentence on screen: kept as typed, not isolated.
      const name = t('whatIf.scenarioName', { name: base.name, interpolation: { escapeValue: false } }).slice(0, 200);
      const result = await library.createFromTemplate(answer.scenario, name);
      if (!result.ok) setNotice({ kind: 'error', message: result.issues.map((i) => `${i.path}: ${i.message}`).join('; ') });
      else setNotice({ kind: 'scenario', id: result.scenario.id, name: result.scenario.name });
    } catch (error) {
      setNotice({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  const { baseline, whatIf, comparison } = answer;
  // The figures first; the chart follows in a render of its own, so it never holds them up.
  // The same object while the figures are the same: a new one on every redraw would make
  // React draw the whole what-if a second time in the background after each.
  const figures = useMemo(() => (baseline && whatIf ? { baseline, whatIf } : null), [baseline, whatIf]);
  const chart = useDeferredValue(figures);
  const slow = useAfterDelay(answer.status === 'working' ? answer.requestedKey : null, SLOW_ANSWER_MS);
  return (
    <Paper component="section" aria-labelledby="what-if-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderColor: 'primary.main' }} data-testid="what-if">
      <Stack spacing={2}>
        <div>
          <Typography id="what-if-heading" variant="h2">
            {t('whatIf.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: '80ch' }}>
            {t('whatIf.lead')}
          </Typography>
        </div>
        <WhatIfToolbar
          answer={answer}
          canUndo={history.past.length > 0}
          canRedo={history.future.length > 0}
          changed={!isEmptyAdjustments(history.present)}
          saving={saving}
          onUndo={() => step(undo)}
          onRedo={() => step(redo)}
          onReset={() => step(reset)}
          onSaveVersion={() => void saveVersion()}
          onSaveScenario={() => void saveScenario()}
          onClose={onClose}
        />
        <WhatIfKeep scenarioId={scenarioId} versionId={versionId} base={base} adjustments={history.present} answer={keepAnswer} />
        {notice && (
          <Alert
            severity={notice.kind === 'error' ? 'error' : 'success'}
            data-testid="what-if-notice"
            action={
              notice.kind === 'scenario' ? (
                <Button color="inherit" size="small" href={hrefForPath(resultsPath(notice.id))}>
                  {t('whatIf.openSaved')}
                </Button>
              ) : undefined
            }
          >
            {notice.kind === 'version'
              ? t('whatIf.savedVersion', { number: notice.number })
              : notice.kind === 'scenario'
                ? t('whatIf.savedScenario', { name: notice.name })
                : t('whatIf.saveFailed', { message: notice.message })}
          </Alert>
        )}
        {answer.status === 'invalid' && (
          <Alert severity="error" data-testid="what-if-issues">
            {t('whatIf.status.invalid')} {answer.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5, xl: 4 }}>
            <WhatIfControls base={base} adjustments={adjustments} onLive={onLive} onCommit={commit} onAhead={answer.lookAhead} />
          </Grid>
          <Grid size={{ xs: 12, md: 7, xl: 8 }}>
            <Stack
              spacing={2}
              component="section"
              aria-labelledby="what-if-answer-heading"
              data-testid="what-if-answer"
              data-requested-key={answer.requestedKey}
              data-answered-key={answer.answeredKey ?? ''}
              data-status={answer.status}
              data-runs-shown={answer.runsShown}
              data-slow={slow ? 'true' : undefined}
              sx={{ opacity: slow ? 0.6 : 1, ...ANSWER_IN_VIEW }}
            >
              <Typography id="what-if-answer-heading" variant="h3" sx={{ fontSize: '1.125rem' }}>
                {t('whatIf.answer.heading')}
              </Typography>
              {baseline && whatIf && comparison && (
                <>
                  <WhatIfRecommendation comparison={comparison} baseline={baseline} whatIf={whatIf} />
                  <WhatIfTotals comparison={comparison} colorOf={colorOf} fmt={fmt} />
                  <WhatIfCards comparison={comparison} baseline={baseline} whatIf={whatIf} colorOf={colorOf} fmt={fmt} hasDeadlines={hasDeadlines} latencyEstimated={answer.status === 'estimate'} />
                  {chart && <WhatIfCostChart baseline={chart.baseline} whatIf={chart.whatIf} colorOf={colorOf} fmt={fmt} />}
                </>
              )}
            </Stack>
          </Grid>
        </Grid>
      </Stack>
    </Paper>
  );
}
