import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScenarioComparison } from '@shared/analysis/compare';
import type { FigureDelta, StrategyDelta } from '@shared/analysis/what-if';
import type { PairedDifference } from '@shared/analysis/paired';
import type { ScenarioResults } from '@shared/sim/results';
import type { ResultsFormat } from '../results/use-results-format';
import { useDeltaText } from '../what-if/WhatIfCards';

interface CompareFiguresProps {
  comparison: ScenarioComparison;
  before: ScenarioResults;
  colorOf: (strategyId: string) => string;
  fmt: ResultsFormat;
}

const NUM = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

type Kind = 'money' | 'hours';

/** The strategies' key figures, A beside B, with the change on the same seeds. */
export function CompareFigures({ comparison, before, colorOf, fmt }: CompareFiguresProps) {
  const { t } = useTranslation();
  const deltaText = useDeltaText(fmt);
  const recommended = (id: string | null, results: ScenarioResults) =>
    id !== null && results.recommendation?.basis !== 'none-meet-targets' ? id : null;
  const recBefore = recommended(comparison.results.recommendationBefore, before);
  const recAfter = recommended(comparison.results.recommendationAfter, comparison.afterAligned);
  const write = (value: number, kind: Kind) => (kind === 'money' ? fmt.money(value) : fmt.hours(value));

  /** One figure of one strategy: "A → B", then the change on the same seeds and whether it is within the noise. */
  const cell = (d: FigureDelta | null, kind: Kind, paired: PairedDifference | null, testId?: string) => {
    if (!d)
      return (
        <TableCell sx={{ color: 'text.secondary' }}>
          {t('compare.figures.notApplicable')}
        </TableCell>
      );
    const text = deltaText(d, kind);
    const up = d.change > 0;
    return (
      <TableCell sx={NUM} data-testid={testId} data-change={d.change} data-within-noise={paired?.withinNoise ? 'true' : 'false'}>
        <Typography variant="body2" data-testid="compare-values">
          {t('compare.figures.values', { before: write(d.before, kind), after: write(d.after, kind) })}
        </Typography>
        <Typography variant="body2" data-testid="compare-change" sx={{ fontWeight: 600, color: text === null ? 'text.secondary' : up ? 'error.main' : 'success.main' }}>
          {text ?? t('compare.figures.noChange')}
        </Typography>
        {text !== null && paired?.withinNoise && (
          <Typography variant="caption" color="text.secondary" data-testid="compare-noise">
            {t('compare.figures.withinNoise')}
          </Typography>
        )}
      </TableCell>
    );
  };
  const groups = [t('compare.figures.totalCost'), t('compare.figures.unitCost'), t('compare.figures.turnaround')];
  const targets = (meets: boolean) => (
    <Chip size="small" variant="outlined" color={meets ? 'success' : 'warning'} label={t(meets ? 'compare.figures.meets' : 'compare.figures.misses')} />
  );
  const row = (d: StrategyDelta) => (
    <TableRow key={d.strategyId} data-testid={`compare-row-${d.strategyId}`}>
      <TableCell component="th" scope="row" sx={{ borderLeft: 4, borderLeftColor: colorOf(d.strategyId), minWidth: 180 }}>
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
      {cell(d.totalCost, 'money', d.totalCostPaired, 'compare-total-change')}
      {cell(d.costPerJob ?? d.costPer10kRequests, 'money', null)}
      {cell(d.turnaroundP50H, 'hours', d.turnaroundPaired)}
    </TableRow>
  );
  const names = (list: { name: string }[]) => list.map((s) => s.name).join(', ');
  return (
    <section aria-labelledby="compare-figures-heading" data-testid="compare-figures">
      <Typography id="compare-figures-heading" variant="h2" sx={{ mb: 1 }}>
        {t('compare.figures.heading')}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('compare.figures.strategy')}</TableCell>
              {groups.map((g) => (
                <TableCell key={g} scope="col">
                  {g}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('compare.figures.columnHint')}
                  </Typography>
                </TableCell>
              ))}
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
