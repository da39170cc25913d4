import { useTranslation } from 'react-i18next';
import { afterHorizonP50 } from '@shared/analysis/commitments';
import { useFormat } from '../i18n/use-format';
import { dayStart } from '../results/sim-time';
import type { ReportSectionProps } from './report-data';

/**
 * Commitments that outlast the horizon, per strategy that has any: the amount after it, when
 * the last term ends, the whole-commitment cost and the horizon that would show it all, under
 * the basis the strategies were compared on. Nothing when no term outlasts the horizon.
 */
export function CommitmentSection({ data, fmt }: ReportSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { results } = data;
  const rec = results.recommendation;
  const past = rec?.pastHorizon ?? [];
  if (!rec || past.length === 0) return null;
  const basis = rec.costBasis ?? 'horizonSlice';
  const byId = new Map(results.strategies.map((s) => [s.strategyId, s]));
  return (
    <section className="hr-section hr-block" data-section="commitment">
      <h2>{t('reportAnalyses.commitment.heading')}</h2>
      <p data-testid="report-basis" data-basis={basis}>
        {t(`commitments.basis.${basis}`)}
      </p>
      <p className="hr-muted">{t('reportAnalyses.commitment.intro')}</p>
      <table className="hr-table" data-testid="report-commitments">
        <colgroup>
          <col style={{ width: '30%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('reportAnalyses.commitment.strategy')}</th>
            <th scope="col" className="hr-num">
              {t('reportAnalyses.commitment.after')}
            </th>
            <th scope="col" className="hr-num">
              {t('reportAnalyses.commitment.until')}
            </th>
            <th scope="col" className="hr-num">
              {t('reportAnalyses.commitment.whole')}
            </th>
            <th scope="col" className="hr-num">
              {t('reportAnalyses.commitment.showWhole')}
            </th>
          </tr>
        </thead>
        <tbody>
          {past.map((p) => {
            const s = byId.get(p.strategyId);
            const endDay = s?.commitmentEndDay;
            const end =
              endDay === undefined || endDay === null ? null : dayStart(results.startDate, endDay);
            const after = s ? afterHorizonP50(s) : p.afterHorizon;
            const whole = s ? (s.wholeCommitmentCost?.p50 ?? s.totalCost.p50 + after) : null;
            return (
              <tr key={p.strategyId} data-strategy={p.strategyId}>
                <th scope="row">{s?.name ?? p.strategyId}</th>
                <td className="hr-num">{fmt.money(after)}</td>
                <td className="hr-num">{end ? format.date(end, 'medium') : '—'}</td>
                <td className="hr-num">{whole === null ? '—' : fmt.money(whole)}</td>
                <td className="hr-num">
                  {t('reportAnalyses.commitment.days', { days: format.number(p.coverDays) })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
