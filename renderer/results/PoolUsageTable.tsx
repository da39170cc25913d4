import { Fragment } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MICRO_PER_UNIT } from '@shared/report/format';
import type { RunResult } from '@shared/sim/results';
import { ChartCard } from './ChartCard';
import { poolUsageRows } from './pool-usage';
import type { ResultsFormat } from './use-results-format';

interface PoolUsageTableProps {
  strategyName: string;
  run: RunResult;
  fmt: ResultsFormat;
}

const HOUR_S = 3600;

/**
 * Which workloads used each pool of the representative run, in busy GPU-hours and cost, with a
 * committed pool's idle part on a line of its own: where the work ran, and what each pool
 * was paid for.
 */
export function PoolUsageTable({ strategyName, run, fmt }: PoolUsageTableProps) {
  const { t } = useTranslation();
  const groups = poolUsageRows(run);
  return (
    <ChartCard
      id="pool-usage"
      title={t('poolUsage.table.title', { strategy: strategyName })}
      description={t('poolUsage.table.description')}
    >
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t('poolUsage.table.caption', { strategy: strategyName })}
          sx={{ '& th': { fontWeight: 600, wordBreak: 'keep-all' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('poolUsage.table.columns.pool')}</TableCell>
              <TableCell>{t('poolUsage.table.columns.workload')}</TableCell>
              <TableCell align="right">{t('poolUsage.table.columns.gpuHours')}</TableCell>
              <TableCell align="right">{t('poolUsage.table.columns.cost')}</TableCell>
              <TableCell align="right">{t('poolUsage.table.columns.share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map(({ pool, rows }) => (
              <Fragment key={pool.poolId}>
                {rows.map((row, k) => (
                  <TableRow key={row.key} data-testid="pool-usage-row">
                    {k === 0 && (
                      <TableCell rowSpan={rows.length} sx={{ verticalAlign: 'top' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          <bdi>{pool.name}</bdi>
                        </Typography>
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t(`poolUsage.table.kinds.${pool.kind}`)}
                          {pool.utilisation !== null &&
                            ` · ${t('poolUsage.table.utilisation', { share: fmt.share(pool.utilisation) })}`}
                        </Typography>
                      </TableCell>
                    )}
                    <TableCell
                      sx={{ color: row.kind === 'workload' ? undefined : 'text.secondary' }}
                    >
                      {row.kind === 'idle'
                        ? t('poolUsage.table.idle')
                        : row.kind === 'unused'
                          ? t('poolUsage.table.unused')
                          : (row.name ?? row.key)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {row.kind === 'unused' ? '' : fmt.count(row.gpuSeconds / HOUR_S)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {row.kind === 'unused' ? '' : fmt.money(row.costMicro / MICRO_PER_UNIT)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {row.share === null ? '' : fmt.share(row.share)}
                    </TableCell>
                  </TableRow>
                ))}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ChartCard>
  );
}
