import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MICRO_PER_UNIT } from '@shared/report/format';
import { hoursSplitRows, showback, type ShowbackRow } from '@shared/report/shared-pool-rows';
import type { StrategySummary } from '@shared/sim/results';
import { ChartCard } from './ChartCard';
import { priorityWarningText } from './priority-warning-text';
import { QuotaTable } from './QuotaTable';
import { SharedPoolTimelineChart } from './SharedPoolTimelineChart';
import type { ResultsFormat } from './use-results-format';

interface SharedPoolsCardProps {
  strategy: StrategySummary;
  /** The scenario's start date: the timeline's dates. */
  startDate: string;
  fmt: ResultsFormat;
}

const tableSx = { '& th': { fontWeight: 600, wordBreak: 'keep-all' } } as const;

/**
 * A strategy's shared reserved and bare-metal pools: where their committed GPU-hours went
 * (services, jobs' useful work, work lost to preemption, restarts, idle), the services'
 * overflow and preemption by priority, and who pays for them per workload and per team.
 * Nothing when the strategy shares no committed pool.
 */
export function SharedPoolsCard({ strategy, startDate, fmt }: SharedPoolsCardProps) {
  const { t } = useTranslation();
  const shared = strategy.sharedPools;
  if (!shared) return null;
  const pay = showback(strategy.representative);
  const byQuota = showback(strategy.representative, 'quota');
  const quotas = strategy.representative.quotas ?? [];
  const name = strategy.name;
  const payerName = (row: ShowbackRow) =>
    row.kind === 'idle' ? t('sharedPools.idle') : row.kind === 'noTeam' ? t('sharedPools.noTeam') : <bdi>{row.name}</bdi>;
  const payTable = (rows: ShowbackRow[], caption: string, head: string, testId: string) => (
    <Table size="small" aria-label={caption} sx={tableSx} data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{head}</TableCell>
          <TableCell align="right">{t('sharedPools.columns.held')}</TableCell>
          <TableCell align="right">{t('sharedPools.columns.cost')}</TableCell>
          <TableCell align="right">{t('sharedPools.columns.costShare')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.kind}:${row.key}`} data-testid={`${testId}-row`}>
            <TableCell sx={{ color: row.kind === 'idle' || row.kind === 'noTeam' ? 'text.secondary' : undefined }}>{payerName(row)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{fmt.count(row.gpuHours)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{fmt.money(row.costMicro / MICRO_PER_UNIT)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{row.share === null ? '' : fmt.share(row.share)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  const figures: [string, string][] = [
    ...(shared.serviceOverflowCost ? [[t('sharedPools.figures.overflow'), fmt.money(shared.serviceOverflowCost.p50)] as [string, string]] : []),
    ...(strategy.priorityPreemptionsPerJob ? [[t('sharedPools.figures.preemptionsPerJob'), fmt.hoursNumber(strategy.priorityPreemptionsPerJob.p50, 2)] as [string, string]] : []),
    ...(strategy.priorityLostGpuHours ? [[t('sharedPools.figures.lostToPreemption'), fmt.gpuHours(strategy.priorityLostGpuHours.p50)] as [string, string]] : []),
  ];
  return (
    <ChartCard id="shared-pools" title={t('sharedPools.title', { strategy: name })} description={t('sharedPools.description')}>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={t('sharedPools.hoursCaption', { strategy: name })} sx={tableSx} data-testid="shared-pool-hours">
          <TableHead>
            <TableRow>
              <TableCell>{t('sharedPools.columns.part')}</TableCell>
              <TableCell align="right">{t('sharedPools.columns.gpuHours')}</TableCell>
              <TableCell align="right">{t('sharedPools.columns.share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {hoursSplitRows(shared).map((row) => (
              <TableRow key={row.part} data-testid="shared-pool-hours-row" data-part={row.part}>
                <TableCell>{t(`sharedPools.parts.${row.part}`)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{fmt.count(row.gpuHours)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{row.share === null ? '' : fmt.share(row.share)}</TableCell>
              </TableRow>
            ))}
            <TableRow data-testid="shared-pool-hours-row" data-part="committed">
              <TableCell sx={{ fontWeight: 600 }}>{t('sharedPools.parts.committed')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{fmt.count(shared.committedGpuHours)}</TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
        {(strategy.priorityWarnings ?? []).map((w) => (
          <Alert key={`${w.key}:${w.workloadId}`} severity="warning" sx={{ my: 1 }} data-testid="shared-pool-warning" data-warning={w.key}>
            {priorityWarningText(w, t, fmt)}
          </Alert>
        ))}
        {figures.map(([label, value]) => (
          <Typography key={label} variant="body2" sx={{ mt: 1 }} data-testid="shared-pool-figure">
            {label}: <b>{value}</b>
          </Typography>
        ))}
        {pay && payTable(pay.byWorkload, t('sharedPools.payCaption', { strategy: name }), t('sharedPools.columns.payer'), 'shared-pool-pay')}
        {pay?.byTeam && payTable(pay.byTeam, t('sharedPools.teamCaption', { strategy: name }), t('sharedPools.columns.team'), 'shared-pool-team')}
        {quotas.length > 0 && <QuotaTable quotas={quotas} names={new Map(strategy.representative.workloads.map((w) => [w.workloadId, w.name]))} poolNames={new Map(strategy.representative.pools.map((p) => [p.poolId, p.name]))} strategyName={name} fmt={fmt} />}
        {byQuota && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('quotas.results.byQuotaNote')}
          </Typography>
        )}
        {byQuota && payTable(byQuota.byWorkload, t('quotas.results.byQuotaCaption', { strategy: name }), t('sharedPools.columns.payer'), 'shared-pool-pay-quota')}
        {byQuota?.byTeam && payTable(byQuota.byTeam, t('quotas.results.byQuotaTeamCaption', { strategy: name }), t('sharedPools.columns.team'), 'shared-pool-team-quota')}
      </TableContainer>
      <SharedPoolTimelineChart run={strategy.representative} startDate={startDate} fmt={fmt} />
    </ChartCard>
  );
}
