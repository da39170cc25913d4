import { useTranslation } from 'react-i18next';
import type { QuotaRunMetrics } from '@shared/sim/results';
import type { ResultsFormat } from '../results/use-results-format';

const WRAP = { whiteSpace: 'normal', overflowWrap: 'normal' } as const;

/** The report's table of a strategy's quotas (representative run): holder, pool (by its name), guaranteed and most GPUs, the most held at once. */
export function QuotaReportTable({ quotas, names, poolNames, fmt }: { quotas: readonly QuotaRunMetrics[]; names?: ReadonlyMap<string, string>; poolNames?: ReadonlyMap<string, string>; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  return (
    <table className="hr-table hr-keep" data-testid="report-shared-pool-quotas">
      {/* The names get a fixed share, and the figures' long headings wrap between words (the
          report's numbers do not wrap), else the headings took the whole width and the pool's
          name broke a letter a line. */}
      <colgroup>
        <col style={{ width: '20%' }} />
        <col style={{ width: '20%' }} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t('quotas.results.columns.holder')}</th>
          <th scope="col">{t('quotas.results.columns.pool')}</th>
          <th scope="col" className="hr-num" style={WRAP}>{t('quotas.results.columns.guaranteed')}</th>
          <th scope="col" className="hr-num" style={WRAP}>{t('quotas.results.columns.max')}</th>
          <th scope="col" className="hr-num" style={WRAP}>{t('quotas.results.columns.peak')}</th>
          <th scope="col" className="hr-num" style={WRAP}>{t('quotas.results.columns.borrowed')}</th>
          <th scope="col" className="hr-num" style={WRAP}>{t('quotas.results.columns.borrowing')}</th>
        </tr>
      </thead>
      <tbody>
        {quotas.map((q, i) => (
          <tr key={i}>
            <td>{q.workloadId !== undefined ? <bdi>{names?.get(q.workloadId) ?? q.workloadId}</bdi> : t('quotas.results.team', { team: q.team })}</td>
            <td>
              <bdi>{poolNames?.get(q.poolId) ?? q.poolId}</bdi>
            </td>
            <td className="hr-num">{fmt.count(q.guaranteedGpus)}</td>
            <td className="hr-num">{q.maxGpus === null ? t('quotas.results.noMax') : fmt.count(q.maxGpus)}</td>
            <td className="hr-num">{fmt.count(q.peakHeldGpus)}</td>
            <td className="hr-num">{fmt.count(q.borrowedGpuHours)}</td>
            <td className="hr-num">{fmt.count(q.borrowingHours)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
