import { useTranslation } from 'react-i18next';
import { MICRO_PER_UNIT } from '@shared/report/format';
import { hoursSplitRows, showback, type ShowbackRow } from '@shared/report/shared-pool-rows';
import type { StrategySummary } from '@shared/sim/results';
import { priorityWarningText } from '../results/priority-warning-text';
import type { ReportSectionProps } from './report-data';
import { QuotaReportTable } from './QuotaReportTable';
import { SharedPoolTimelineFigure } from './SharedPoolTimelineFigure';

/**
 * Shared pools, per strategy that shares a reserved or bare-metal pool: the results screen's
 * hours split and who pays (per workload, per team) for every such strategy (the screen shows
 * one at a time; paper shows all), with the services' overflow and preemption by priority.
 */
export function SharedPoolsSection({ data, fmt, colorOf }: ReportSectionProps) {
  const { t } = useTranslation();
  const strategies = data.results.strategies.filter((s) => s.sharedPools !== undefined);
  if (strategies.length === 0) return null;
  const payerName = (row: ShowbackRow) =>
    row.kind === 'idle' ? t('sharedPools.idle') : row.kind === 'noTeam' ? t('sharedPools.noTeam') : <bdi>{row.name}</bdi>;
  const payTable = (rows: ShowbackRow[], head: string, testId: string) => (
    <table className="hr-table hr-keep" data-testid={testId}>
      <colgroup>
        <col style={{ width: '40%' }} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col" className="hr-num">{t('sharedPools.columns.held')}</th>
          <th scope="col" className="hr-num">{t('sharedPools.columns.cost')}</th>
          <th scope="col" className="hr-num">{t('sharedPools.columns.costShare')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.kind}:${row.key}`}>
            <td className={row.kind === 'idle' || row.kind === 'noTeam' ? 'hr-muted' : undefined}>{payerName(row)}</td>
            <td className="hr-num">{fmt.count(row.gpuHours)}</td>
            <td className="hr-num">{fmt.money(row.costMicro / MICRO_PER_UNIT)}</td>
            <td className="hr-num">{row.share === null ? '' : fmt.share(row.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  const figures = (s: StrategySummary): string[] => [
    ...(s.sharedPools?.serviceOverflowCost ? [`${t('sharedPools.figures.overflow')}: ${fmt.money(s.sharedPools.serviceOverflowCost.p50)}`] : []),
    ...(s.priorityPreemptionsPerJob ? [`${t('sharedPools.figures.preemptionsPerJob')}: ${fmt.hoursNumber(s.priorityPreemptionsPerJob.p50, 2)}`] : []),
    ...(s.priorityLostGpuHours ? [`${t('sharedPools.figures.lostToPreemption')}: ${fmt.gpuHours(s.priorityLostGpuHours.p50)}`] : []),
  ];
  return (
    <section className="hr-section hr-shared-pools" data-section="shared-pools">
      <h2>{t('sharedPools.heading')}</h2>
      <p className="hr-muted">{t('sharedPools.description')}</p>
      {strategies.map((s) => {
        const shared = s.sharedPools!;
        const pay = showback(s.representative);
        const byQuota = showback(s.representative, 'quota');
        return (
          <div key={s.strategyId} className="hr-block" data-strategy={s.strategyId}>
            <h3 className="hr-strategy-title" style={{ borderLeftColor: colorOf(s.strategyId) }}>
              <bdi>{s.name}</bdi>
            </h3>
            <table className="hr-table hr-keep" data-testid="report-shared-pool-hours">
              <colgroup>
                <col style={{ width: '40%' }} />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">{t('sharedPools.columns.part')}</th>
                  <th scope="col" className="hr-num">{t('sharedPools.columns.gpuHours')}</th>
                  <th scope="col" className="hr-num">{t('sharedPools.columns.share')}</th>
                </tr>
              </thead>
              <tbody>
                {hoursSplitRows(shared).map((row) => (
                  <tr key={row.part}>
                    <td>{t(`sharedPools.parts.${row.part}`)}</td>
                    <td className="hr-num">{fmt.count(row.gpuHours)}</td>
                    <td className="hr-num">{row.share === null ? '' : fmt.share(row.share)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('sharedPools.parts.committed')}</th>
                  <td className="hr-num">{fmt.count(shared.committedGpuHours)}</td>
                  <td />
                </tr>
              </tbody>
            </table>
            {(s.priorityWarnings ?? []).map((w) => (
              <p key={`${w.key}:${w.workloadId}`} className="hr-small" data-warning={w.key}>
                <span className="hr-tag hr-tag-warn">{t('sharedPools.warningTag')}</span>
                {priorityWarningText(w, t, fmt)}
              </p>
            ))}
            {figures(s).map((line) => (
              <p key={line} className="hr-small">{line}</p>
            ))}
            {pay && payTable(pay.byWorkload, t('sharedPools.columns.payer'), 'report-shared-pool-pay')}
            {pay?.byTeam && payTable(pay.byTeam, t('sharedPools.columns.team'), 'report-shared-pool-team')}
            {(s.representative.quotas ?? []).length > 0 && <QuotaReportTable quotas={s.representative.quotas ?? []} names={new Map(s.representative.workloads.map((w) => [w.workloadId, w.name]))} poolNames={new Map(s.representative.pools.map((p) => [p.poolId, p.name]))} fmt={fmt} />}
            {byQuota && <p className="hr-small hr-muted">{t('quotas.results.byQuotaNote')}</p>}
            {byQuota && payTable(byQuota.byWorkload, t('sharedPools.columns.payer'), 'report-shared-pool-pay-quota')}
            {byQuota?.byTeam && payTable(byQuota.byTeam, t('sharedPools.columns.team'), 'report-shared-pool-team-quota')}
            <SharedPoolTimelineFigure run={s.representative} startDate={data.results.startDate} />
          </div>
        );
      })}
    </section>
  );
}
