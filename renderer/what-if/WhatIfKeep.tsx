import { memo, useMemo, useState } from 'react';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isEmptyAdjustments, keepWhatIf, type WhatIfAdjustments } from '@shared/analysis/what-if';
import type { Scenario } from '@shared/scenario';
import { useStorage } from '../storage';
import { useKeptWhatIf } from './use-kept-what-if';
import type { WhatIfAnswer } from './use-what-if-answer';
import { adjustmentsKey } from './what-if-history';

interface WhatIfKeepProps {
  scenarioId: string;
  versionId: string;
  base: Scenario;
  /** The committed adjustments (a drag in progress is never kept). */
  adjustments: WhatIfAdjustments;
  /** The parts of the answer the button reads: passed one by one so a move redraws it only when they change. */
  answer: KeepAnswer;
}

export type KeepAnswer = Pick<WhatIfAnswer, 'status' | 'answeredKey' | 'runsShown' | 'runsTotal' | 'baseline' | 'whatIf'>;

/** The answer's parts WhatIfKeep reads, kept the same object while they are the same. */
export function useKeepAnswer(answer: WhatIfAnswer): KeepAnswer {
  const { status, answeredKey, runsShown, runsTotal, baseline, whatIf } = answer;
  return useMemo(() => ({ status, answeredKey, runsShown, runsTotal, baseline, whatIf }), [status, answeredKey, runsShown, runsTotal, baseline, whatIf]);
}

/** What the last press did, for the what-if it was pressed on (a later move clears it). */
type Said = ({ kind: 'done' | 'removed' } | { kind: 'failed'; message: string }) & { key: string };

/**
 * "Keep for the report": the what-if's full-run answer, with its changes, goes with the saved
 * run of this version, and the report of these results gets a section for it. One what-if is
 * kept per run; keeping another replaces it, and the line above the button says which is kept.
 * Memoised (with useKeepAnswer): a move redraws it when the answer's status or figures change,
 * not on every redraw of the what-if.
 */
export const WhatIfKeep = memo(function WhatIfKeep({ scenarioId, versionId, base, adjustments, answer }: WhatIfKeepProps) {
  const { t } = useTranslation();
  const { runs } = useStorage();
  const { run, kept, line } = useKeptWhatIf(scenarioId, versionId, base);
  const [saidFor, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);

  const key = adjustmentsKey(adjustments);
  const isKept = kept !== undefined && adjustmentsKey(kept.options) === key;
  const full = answer.status === 'done' && answer.answeredKey === key && answer.runsShown === answer.runsTotal;
  const changed = !isEmptyAdjustments(adjustments);
  const said = saidFor?.key === key ? saidFor : null;
  const why = !run
    ? t('whatIfReport.keep.noRun')
    : !changed
      ? t('whatIfReport.keep.noChanges')
      : isKept
        ? t('whatIfReport.keep.same')
        : !full
          ? t('whatIfReport.keep.waitFull', { total: answer.runsTotal })
          : null;

  const keep = async () => {
    if (!run || !answer.baseline || !answer.whatIf) return;
    setBusy(true);
    try {
      const result = keepWhatIf(answer.baseline, answer.whatIf, answer.runsTotal);
      const saved = await runs.saveAnalysis(run.id, 'whatIf', { result, options: adjustments, computedAt: Date.now() });
      setSaid(saved ? { kind: 'done', key } : { kind: 'failed', message: t('whatIfReport.keep.runGone'), key });
    } catch (error) {
      setSaid({ kind: 'failed', message: error instanceof Error ? error.message : String(error), key });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!run) return;
    setBusy(true);
    try {
      await runs.removeAnalysis(run.id, 'whatIf');
      setSaid({ kind: 'removed', key });
    } catch (error) {
      setSaid({ kind: 'failed', message: error instanceof Error ? error.message : String(error), key });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="what-if-keep">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          {line && (
            <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="what-if-kept">
              {line}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('whatIfReport.keep.help')}
          </Typography>
          {(said || why) && (
            <Typography
              variant="body2"
              role="status"
              aria-live="polite"
              data-testid="what-if-keep-status"
              color={said?.kind === 'failed' ? 'error' : said ? 'success.main' : 'text.secondary'}
            >
              {said?.kind === 'failed'
                ? t('whatIfReport.keep.failed', { message: said.message })
                : said?.kind === 'done'
                  ? t('whatIfReport.keep.done')
                  : said?.kind === 'removed'
                    ? t('whatIfReport.keep.removed')
                    : why}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {kept && (
            <Button onClick={() => void remove()} disabled={busy} data-testid="what-if-unkeep">
              {t('whatIfReport.keep.remove')}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<BookmarkAddOutlined />}
            onClick={() => void keep()}
            disabled={busy || why !== null}
            data-testid="what-if-keep-button"
          >
            {t('whatIfReport.keep.button')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
});
