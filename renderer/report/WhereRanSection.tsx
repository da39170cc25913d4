import { useTranslation } from 'react-i18next';
import { MICRO_PER_UNIT } from '@shared/report/format';
import { poolUsageRows } from '../results/pool-usage';
import type { ReportSectionProps } from './report-data';

const HOUR_S = 3600;

/**
 * Where the work ran, per strategy: the results screen's pool-by-workload table for each
 * strategy's representative run (the screen shows one strategy at a time; paper shows all).
 */
export function WhereRanSection({ data, fmt, colorOf }: ReportSectionProps) {
  const { t } = useTranslation();
  const strategies = data.results.strategies;
  if (strategies.every((s) => s.representative.pools.length === 0)) return null;
  return (
    <section className="hr-section hr-where-ran" data-section="where-ran">
      <h2>{t('reportAnalyses.whereRan.heading')}</h2>
      <p className="hr-muted">{t('reportAnalyses.whereRan.intro')}</p>
      {strategies.map((s) => (
        <div key={s.strategyId} className="hr-block" data-strategy={s.strategyId}>
          <h3 className="hr-strategy-title" style={{ borderLeftColor: colorOf(s.strategyId) }}>
            {t('reportAnalyses.whereRan.strategy', { strategy: s.name })}
          </h3>
          <table className="hr-table" data-testid="report-where-ran">
            <colgroup>
              <col style={{ width: '30%' }} />
              <col style={{ width: '28%' }} />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('reportAnalyses.whereRan.pool')}</th>
                <th scope="col">{t('reportAnalyses.whereRan.workload')}</th>
                <th scope="col" className="hr-num">
                  {t('reportAnalyses.whereRan.gpuHours')}
                </th>
                <th scope="col" className="hr-num">
                  {t('reportAnalyses.whereRan.cost')}
                </th>
                <th scope="col" className="hr-num">
                  {t('reportAnalyses.whereRan.share')}
                </th>
              </tr>
            </thead>
            {poolUsageRows(s.representative).map(({ pool, rows }) => (
              // One body per pool: its rows stay together on one page.
              <tbody key={pool.poolId} className="hr-keep">
                {rows.map((row, k) => (
                  <tr key={row.key} className={k === 0 ? 'hr-group-start' : undefined}>
                    {k === 0 && (
                      <th scope="rowgroup" rowSpan={rows.length}>
                        <span className="hr-name"><bdi>{pool.name}</bdi></span>
                        <span className="hr-muted hr-small">
                          {t(`poolUsage.table.kinds.${pool.kind}`)}
                          {pool.utilisation !== null &&
                            ` · ${t('poolUsage.table.utilisation', { share: fmt.share(pool.utilisation) })}`}
                        </span>
                      </th>
                    )}
                    <td className={row.kind === 'workload' ? undefined : 'hr-muted'}>
                      {row.kind === 'idle'
                        ? t('poolUsage.table.idle')
                        : row.kind === 'unused'
                          ? t('poolUsage.table.unused')
                          : (row.name ?? row.key)}
                    </td>
                    <td className="hr-num">
                      {row.kind === 'unused' ? '' : fmt.count(row.gpuSeconds / HOUR_S)}
                    </td>
                    <td className="hr-num">
                      {row.kind === 'unused' ? '' : fmt.money(row.costMicro / MICRO_PER_UNIT)}
                    </td>
                    <td className="hr-num">{row.share === null ? '' : fmt.share(row.share)}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      ))}
    </section>
  );
}
