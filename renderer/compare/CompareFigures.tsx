import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import type { ScenarioComparison } from '@shared/analysis/compare';
import { deltaFigures, type DeltaFigure, type DeltaFigureKey, type StrategyDelta } from '@shared/analysis/what-if';
import type { ScenarioResults } from '@shared/sim/results';
import type { ResultsFormat } from '../results/use-results-format';
import { useDeltaText, useDeltaValue } from '../what-if/use-delta-text';

interface CompareFiguresProps {
  comparison: ScenarioComparison;
  before: ScenarioResults;
  colorOf: (strategyId: string) => string;
  fmt: ResultsFormat;
  /** Whether some job of either side has a deadline (deadline misses are shown only then). */
  hasDeadlines: boolean;
}

/**
 * The strategy column stays put when a scenario has more figures than the window is wide
 * (a table of ten columns scrolls on a laptop): each row keeps its name in view.
 */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

const NUM = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The columns in the order of deltaFigures: both unit costs, turnaround, every target, then the shared pools' figures. */
const COLUMN_ORDER: DeltaFigureKey[] = [
  'totalCost',
  'costPerJob',
  'costPer10kRequests',
  'turnaround',
  'unservedShare',
  'latencyMissShare',
  'requestMissShare',
  'deadlineMisses',
  'serviceOverflowCost',
  'priorityPreemptionsPerJob',
  'priorityLostGpuHours',
  'turnaroundP95',
];

/** "A → B": "A" and "→ B" each hold together, so a narrow column puts B under A. */
export function BeforeAfter({ before, after }: { before: string; after: string }) {
  return (
    <Typography variant="body2" data-testid="compare-values" sx={{ whiteSpace: 'normal' }}>
      <Trans
        i18nKey="compare.figures.values"
        values={{ before, after }}
        components={[<Box component="span" key="part" sx={{ whiteSpace: 'nowrap' }} />]}
      />
    </Typography>
  );
}

/** The strategies' key figures, A beside B, with the change on the same seeds. */
export function CompareFigures({ comparison, before, colorOf, fmt, hasDeadlines }: CompareFiguresProps) {
  const { t } = useTranslation();
  const deltaText = useDeltaText(fmt);
  const value = useDeltaValue(fmt);
  const figuresOf = new Map(comparison.results.strategies.map((d) => [d.strategyId, deltaFigures(d, { hasDeadlines })]));
  // A column for each figure some strategy has: a scenario without inference has no unserved share.
  const present = new Set([...figuresOf.values()].flatMap((list) => list.map((f) => f.key)));
  const columns = COLUMN_ORDER.filter((key) => present.has(key));
  const recommended = (id: string | null, results: ScenarioResults) =>
    id !== null && results.recommendation?.basis !== 'none-meet-targets' ? id : null;
  const recBefore = recommended(comparison.results.recommendationBefore, before);
  const recAfter = recommended(comparison.results.recommendationAfter, comparison.afterAligned);
  /** One figure of one strategy: "A → B", then the change on the same seeds and whether it is within the noise. */
  const cell = (key: DeltaFigureKey, f: DeltaFigure | undefined) => {
    if (!f)
      return (
        <TableCell key={key} sx={{ color: 'text.secondary' }} data-figure={key}>
          {t('compare.figures.notApplicable')}
        </TableCell>
      );
    const d = f.delta;
    const text = deltaText(d, f.kind);
    const up = d.change > 0;
    return (
      <TableCell
        key={key}
        sx={NUM}
        data-figure={key}
        data-testid={key === 'totalCost' ? 'compare-total-change' : undefined}
        data-change={d.change}
        data-within-noise={f.paired?.withinNoise ? 'true' : 'false'}
      >
        <BeforeAfter before={value(d.before, f.kind)} after={value(d.after, f.kind)} />
        <Typography variant="body2" data-testid="compare-change" sx={{ fontWeight: 600, whiteSpace: 'normal', color: text === null ? 'text.secondary' : up ? 'error.main' : 'success.main' }}>
          {text ?? t('compare.figures.noChange')}
        </Typography>
        {text !== null && f.paired?.withinNoise && (
          <Typography variant="caption" color="text.secondary" data-testid="compare-noise">
            {t('compare.figures.withinNoise')}
          </Typography>
        )}
      </TableCell>
    );
  };
  const targets = (meets: boolean) => (
    <Chip size="small" variant="outlined" color={meets ? 'success' : 'warning'} label={t(meets ? 'compare.figures.meets' : 'compare.figures.misses')} />
  );
  const row = (d: StrategyDelta) => (
    <TableRow key={d.strategyId} data-testid={`compare-row-${d.strategyId}`}>
      <TableCell component="th" scope="row" sx={{ ...STICKY, borderLeft: 4, borderLeftColor: colorOf(d.strategyId), minWidth: 120 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <bdi>{d.name}</bdi>
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {(d.strategyId === recBefore || d.strategyId === recAfter) && (
            <Chip
              size="small"
              color="success"
              label={`${t('compare.figures.recommended')}: ${[d.strategyId === recBefore ? t('compare.side.before') : null, d.strategyId === recAfter ? t('compare.side.after') : null].filter(Boolean).join(', ')}`}
            />
          )}
          {d.meetsTargetsBefore !== d.meetsTargetsAfter && (
            <>
              {targets(d.meetsTargetsBefore)}
              <Typography component="span" variant="caption" sx={{ alignSelf: 'center' }}>
                →
              </Typography>
              {targets(d.meetsTargetsAfter)}
            </>
          )}
        </Stack>
      </TableCell>
      {columns.map((key) => cell(key, figuresOf.get(d.strategyId)?.find((f) => f.key === key)))}
      {showNpv && npvCell(d.strategyId)}
    </TableRow>
  );
  const names = (list: { name: string }[]) => list.map((s) => s.name).join(', ');
  // Net present value P50 of both sides, beside the totals (results saved before it have none).
  const npvBefore = new Map(before.strategies.map((s) => [s.strategyId, s.npv?.p50]));
  const npvAfter = new Map(comparison.afterAligned.strategies.map((s) => [s.strategyId, s.npv?.p50]));
  const showNpv = comparison.results.strategies.some((d) => npvBefore.get(d.strategyId) !== undefined && npvAfter.get(d.strategyId) !== undefined);
  const npvCell = (id: string) => {
    const a = npvBefore.get(id);
    const b = npvAfter.get(id);
    if (a === undefined || b === undefined) {
      return (
        <TableCell key="npv" sx={{ color: 'text.secondary' }} data-figure="npv">
          {t('compare.figures.notApplicable')}
        </TableCell>
      );
    }
    const change = Math.round((b - a) * 100) / 100;
    return (
      <TableCell key="npv" sx={NUM} data-figure="npv" data-testid="compare-npv">
        <BeforeAfter before={fmt.money(a)} after={fmt.money(b)} />
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal', color: change === 0 ? 'text.secondary' : change > 0 ? 'error.main' : 'success.main' }}>
          {change === 0 ? t('compare.figures.noChange') : `${change > 0 ? '+' : '−'}${fmt.money(Math.abs(change))}`}
        </Typography>
      </TableCell>
    );
  };
  return (
    <section aria-labelledby="compare-figures-heading" data-testid="compare-figures">
      <Typography id="compare-figures-heading" variant="h2" sx={{ mb: 1 }}>
        {t('compare.figures.heading')}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {/* Narrower side padding than MUI's small table: eight columns fit a laptop window. */}
        <Table size="small" sx={{ '& .MuiTableCell-root': { px: 0.875 }, '& .MuiTypography-body2, & .MuiTableCell-head': { fontSize: '0.8125rem' } }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={STICKY}>
                {t('compare.figures.strategy')}
              </TableCell>
              {columns.map((key) => (
                <TableCell key={key} scope="col" data-column={key}>
                  {t(`compare.figures.${key}`)}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('compare.figures.columnHint')}
                  </Typography>
                </TableCell>
              ))}
              {showNpv && (
                <TableCell scope="col" data-column="npv">
                  {t('cash.compare.npv')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>{comparison.results.strategies.map(row)}</TableBody>
        </Table>
      </TableContainer>
      {comparison.onlyBefore.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="compare-only-before">
          {t('compare.figures.onlyBefore', { names: names(comparison.onlyBefore) })}
        </Typography>
      )}
      {comparison.onlyAfter.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="compare-only-after">
          {t('compare.figures.onlyAfter', { names: names(comparison.onlyAfter) })}
        </Typography>
      )}
    </section>
  );
}
