import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScenarioComparison } from '@shared/analysis/compare';
import { useLlmWords } from '../results/use-llm-words';
import type { ResultsFormat } from '../results/use-results-format';
import { useDeltaText, useDeltaValue } from '../what-if/use-delta-text';
import { usePairedSpreadText } from '../what-if/use-paired-spread-text';
import { BeforeAfter } from './CompareFigures';

interface CompareLlmFiguresProps {
  comparison: ScenarioComparison;
  colorOf: (strategyId: string) => string;
  fmt: ResultsFormat;
}

/**
 * The figures of the services planned in tokens, A beside B: each target's share of requests
 * that missed it and the cost per million tokens (all and output), P50s with their change, and
 * the change read run by run on the same seeds (its P10–P90, or exact when every run moved
 * alike; "within the noise" when that range holds zero), and under a target its analytical
 * estimate, A and B. Versions saved before the runs'
 * figures were kept are compared by their P50s alone. Nothing when neither side has such a
 * service.
 */
export function CompareLlmFigures({ comparison, colorOf, fmt }: CompareLlmFiguresProps) {
  const { t } = useTranslation();
  const words = useLlmWords();
  const deltaText = useDeltaText(fmt);
  const value = useDeltaValue(fmt);
  const runByRun = usePairedSpreadText(fmt);
  const rows = comparison.results.strategies.flatMap((d) => (d.llm ?? []).map((f, i) => ({ d, f, first: i === 0 })));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="compare-llm-heading" data-testid="compare-llm-figures">
      <Typography id="compare-llm-heading" variant="h3" sx={{ mb: 0.5 }}>
        {t('llmResults.compare.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('llmResults.compare.intro')} {t(rows.every((r) => r.f.paired !== null) ? 'llmResults.paired.hint' : 'llmResults.delta.noRunByRun')}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('compare.figures.strategy')}</TableCell>
              <TableCell scope="col">{t('llmResults.compare.figure')}</TableCell>
              <TableCell scope="col">{t('compare.figures.columnHint')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ d, f, first }) => {
              const text = deltaText(f.delta, f.kind);
              const spread = runByRun(f.paired, f.kind);
              const estimate = words.estimateChange(f);
              return (
                <TableRow
                  key={`${d.strategyId}:${f.key}`}
                  data-testid={`compare-llm-${d.strategyId}`}
                  data-figure={f.key}
                  data-within-noise={f.paired?.withinNoise ? 'true' : 'false'}
                >
                  <TableCell component="th" scope="row" sx={{ borderLeft: 4, borderLeftColor: colorOf(d.strategyId), fontWeight: 600 }}>
                    {first ? <bdi>{d.name}</bdi> : ''}
                  </TableCell>
                  <TableCell>{words.deltaLabel(f)}</TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }} data-change={f.delta.change}>
                    <BeforeAfter before={value(f.delta.before, f.kind)} after={value(f.delta.after, f.kind)} />
                    <Typography variant="body2" sx={{ fontWeight: 600, color: text === null ? 'text.secondary' : f.delta.change > 0 ? 'error.main' : 'success.main' }}>
                      {text ?? t('compare.figures.noChange')}
                    </Typography>
                    {text !== null && f.paired?.withinNoise && (
                      <Typography variant="caption" color="text.secondary" data-testid="compare-noise" sx={{ display: 'block' }}>
                        {t('compare.figures.withinNoise')}
                      </Typography>
                    )}
                    {spread && (
                      <Typography variant="caption" color="text.secondary" data-testid="compare-llm-paired" sx={{ display: 'block' }}>
                        {spread}
                      </Typography>
                    )}
                    {estimate && (
                      <Typography variant="caption" color="text.secondary" data-testid="compare-llm-estimate" sx={{ display: 'block' }}>
                        {estimate}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
