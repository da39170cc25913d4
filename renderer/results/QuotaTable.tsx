import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { QuotaRunMetrics } from '@shared/sim/results';
import type { ResultsFormat } from './use-results-format';

// Chinese words kept whole ("不设上限" broke after its third character in a narrow column).
const tableSx = { mt: 2, '& th': { fontWeight: 600 }, '& th, & td': { wordBreak: 'keep-all' } } as const;

/** A strategy's quotas in its representative run: pool (by its name, as the editor shows it), holder, guaranteed and most GPUs, and the most its holder held at once. */
export function QuotaTable({ quotas, names, poolNames, strategyName, fmt }: { quotas: readonly QuotaRunMetrics[]; names?: ReadonlyMap<string, string>; poolNames?: ReadonlyMap<string, string>; strategyName: string; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  const caption = t('quotas.results.caption', { strategy: strategyName });
  return (
    <Table size="small" aria-label={caption} sx={tableSx} data-testid="shared-pool-quotas">
      <TableHead>
        <TableRow>
          <TableCell>{t('quotas.results.columns.holder')}</TableCell>
          <TableCell>{t('quotas.results.columns.pool')}</TableCell>
          <TableCell align="right">{t('quotas.results.columns.guaranteed')}</TableCell>
          <TableCell align="right">{t('quotas.results.columns.max')}</TableCell>
          <TableCell align="right">{t('quotas.results.columns.peak')}</TableCell>
          <TableCell align="right">{t('quotas.results.columns.borrowed')}</TableCell>
          <TableCell align="right">{t('quotas.results.columns.borrowing')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quotas.map((q, i) => (
          <TableRow key={i} data-testid="shared-pool-quota-row">
            <TableCell>{q.workloadId !== undefined ? <bdi>{names?.get(q.workloadId) ?? q.workloadId}</bdi> : t('quotas.results.team', { team: q.team })}</TableCell>
            <TableCell>
              <bdi>{poolNames?.get(q.poolId) ?? q.poolId}</bdi>
            </TableCell>
            <TableCell align="right">{fmt.count(q.guaranteedGpus)}</TableCell>
            <TableCell align="right">{q.maxGpus === null ? t('quotas.results.noMax') : fmt.count(q.maxGpus)}</TableCell>
            <TableCell align="right">{fmt.count(q.peakHeldGpus)}</TableCell>
            <TableCell align="right">{fmt.count(q.borrowedGpuHours)}</TableCell>
            <TableCell align="right">{fmt.count(q.borrowingHours)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
