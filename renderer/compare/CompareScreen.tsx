import { useCallback, useMemo } from 'react';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { readableDifferences } from '@shared/analysis/compare';
import type { Scenario } from '@shared/scenario';
import { useDocumentTitle } from '../app/use-document-title';
import { LIBRARY_PATH, resultsPath } from '../library/library-paths';
import { hrefForPath } from '../router/route-path';
import { navigate } from '../router/use-hash-path';
import { strategyColor } from '../results/strategy-colors';
import { scenarioShape } from '../results/strategy-metrics';
import { useResultsFormat } from '../results/use-results-format';
import { comparePath } from './compare-paths';
import { CompareFigures } from './CompareFigures';
import { CompareInputs } from './CompareInputs';
import { CompareLlmFigures } from './CompareLlmFigures';
import { CompareRecommendation } from './CompareRecommendation';
import { CompareSidePicker } from './CompareSidePicker';
import { useCompareAnswer } from './use-compare-answer';
import { useCompareSides, type CompareSide } from './use-compare-sides';

/** The route `/compare/:before/:after`: two saved versions (of one scenario or two) side by side. */
export function CompareScreen({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  const sides = useCompareSides(before, after);
  const nameOf = (side: CompareSide | undefined) => (side && side.status !== 'missing' ? side.scenario.name : '…');
  useDocumentTitle(t('compare.documentTitle', { before: nameOf(sides?.[0]), after: nameOf(sides?.[1]) }));
  const pick = (which: 0 | 1) => (versionId: string) => navigate(which === 0 ? comparePath(versionId, after) : comparePath(before, versionId));
  const home = sides?.[0]?.status !== 'missing' ? sides?.[0] : undefined;

  return (
    <>
      <Stack component="header" spacing={1.5} sx={{ mb: 3 }}>
        <Breadcrumbs aria-label={t('results.breadcrumb.label')}>
          <Link href={hrefForPath(LIBRARY_PATH)} underline="hover" color="inherit">
            {t('results.breadcrumb.library')}
          </Link>
          {home && (
            <Link href={hrefForPath(resultsPath(home.scenario.id))} underline="hover" color="inherit">
              <bdi>{home.scenario.name}</bdi>
            </Link>
          )}
          <Typography color="text.primary" aria-current="page">
            {t('compare.breadcrumb')}
          </Typography>
        </Breadcrumbs>
        <Typography variant="h1">{t('compare.title')}</Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '80ch' }}>
          {t('compare.lead')}
        </Typography>
      </Stack>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <CompareSidePicker side="before" scenarioId={sides?.[0].status === 'missing' ? null : (sides?.[0].scenario.id ?? null)} versionId={before} onPick={pick(0)} />
            <Button startIcon={<SwapHoriz />} onClick={() => navigate(comparePath(after, before))} sx={{ flexShrink: 0 }} data-testid="compare-swap">
              {t('compare.swap')}
            </Button>
            <CompareSidePicker side="after" scenarioId={sides?.[1].status === 'missing' ? null : (sides?.[1].scenario.id ?? null)} versionId={after} onPick={pick(1)} />
          </Stack>
        </Paper>
        {sides === undefined ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>{t('compare.loading')}</Typography>
          </Stack>
        ) : (
          <CompareSides before={sides[0]} after={sides[1]} />
        )}
      </Stack>
    </>
  );
}

function SideProblem({ side }: { side: CompareSide }) {
  const { t } = useTranslation();
  if (side.status === 'ok') return null;
  return (
    <Alert severity={side.status === 'missing' ? 'warning' : 'error'} data-testid="compare-problem">
      {side.status === 'missing'
        ? t('compare.notFound')
        : t('compare.invalid', {
            number: side.version.number,
            name: side.scenario.name,
            issues: side.issues.map((i) => `${i.path}: ${i.message}`).join('; '),
          })}
    </Alert>
  );
}

function CompareSides({ before, after }: { before: CompareSide; after: CompareSide }) {
  const { t } = useTranslation();
  if (before.status !== 'ok' || after.status !== 'ok')
    return (
      <>
        <SideProblem side={before} />
        <SideProblem side={after} />
      </>
    );
  return (
    <>
      {before.versionId === after.versionId && (
        // Opened on a scenario with a single version, compare would silently set it beside itself.
        <Alert severity="info" data-testid="compare-same-version">
          {t('compare.sameVersion', { number: before.version.number, name: before.scenario.name })}
        </Alert>
      )}
      <CompareRun before={{ key: before.versionId, scenario: before.document }} after={{ key: after.versionId, scenario: after.document }} />
    </>
  );
}

function CompareRun({ before, after }: { before: { key: string; scenario: Scenario }; after: { key: string; scenario: Scenario } }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const answer = useCompareAnswer(before, after);
  // The inputs need no runs: shown at once, while the figures are worked out.
  const inputs = useMemo(() => readableDifferences(before.scenario, after.scenario), [before.scenario, after.scenario]);
  const base = before.scenario;
  const hasDeadlines = useMemo(() => scenarioShape(before.scenario).hasDeadlines || scenarioShape(after.scenario).hasDeadlines, [before.scenario, after.scenario]);
  const fmt = useResultsFormat(base.currency, base.startDate, base.horizonDays);
  const index = useMemo(() => new Map(base.strategies.map((s, i) => [s.id, i])), [base]);
  const colorOf = useCallback((id: string) => strategyColor(theme.palette.mode, index.get(id) ?? base.strategies.length), [index, theme.palette.mode, base]);
  const status =
    answer.status === 'error'
      ? t('compare.status.error', { message: answer.message ?? '' })
      : answer.status === 'done'
        ? t('compare.status.done', { count: answer.runsTotal, total: answer.runsTotal, first: answer.baseSeed, last: answer.baseSeed + answer.runsTotal - 1 })
        : answer.status === 'refining'
          ? t('compare.status.refining', { count: answer.runsTotal, shown: answer.runsShown, total: answer.runsTotal })
          : t('compare.status.working');
  return (
    <Stack spacing={3} data-testid="compare-answer" data-status={answer.status} data-runs-shown={answer.runsShown}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
        {(answer.status === 'working' || answer.status === 'refining') && <CircularProgress size={16} />}
        <Typography variant="body2" color={answer.status === 'error' ? 'error' : 'text.secondary'} data-testid="compare-status">
          {status}
        </Typography>
      </Stack>
      {before.scenario.currency !== after.scenario.currency && (
        <Alert severity="warning" data-testid="compare-currencies">
          {t('compare.currencies', { before: before.scenario.currency, after: after.scenario.currency })}
        </Alert>
      )}
      {answer.comparison && answer.before && (
        <>
          <CompareRecommendation comparison={answer.comparison} before={answer.before} />
          <CompareFigures comparison={answer.comparison} before={answer.before} colorOf={colorOf} fmt={fmt} hasDeadlines={hasDeadlines} />
          <CompareLlmFigures comparison={answer.comparison} colorOf={colorOf} fmt={fmt} />
        </>
      )}
      <CompareInputs inputs={inputs} currency={after.scenario.currency} />
    </Stack>
  );
}
