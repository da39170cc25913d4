import { useTranslation } from 'react-i18next';
import { WordBreaks } from './WordBreaks';
import { useFormat } from '../i18n/use-format';
import type { ReportSectionProps } from './report-data';
import { monthStart } from '../results/sim-time';
import { presentValue } from '@shared/analysis/present-value';

/**
 * Cash and what it is worth today: each strategy's net present value and payback month, then
 * its cash by calendar month over the whole contract, the months after the horizon marked.
 * Nothing for results saved before these figures were kept.
 */
export function CashSection({ data, fmt }: ReportSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const monthName = (key: string) => {
    const date = monthStart(key);
    return date ? format.date(date, 'month') : key;
  };
  const { results } = data;
  const strategies = results.strategies.filter((s) => s.npv && s.contractCashByMonth);
  if (strategies.length === 0) return null;
  const rate = results.discountRatePercent ?? 0;
  const names = new Map(results.strategies.map((s) => [s.strategyId, s.name]));
  const months = [...new Set(strategies.flatMap((s) => Object.keys(s.contractCashByMonth ?? {})))].sort();
  // Months the horizon holds: the representative runs' own months.
  const inHorizon = new Set(strategies.flatMap((s) => Object.keys(s.representative.costByMonthMicro)));
  return (
    <section className="hr-section" data-section="cash">
      <h2>{t('cash.report.heading')}</h2>
      <p className="hr-muted">
        {rate > 0 ? t('cash.report.introRate', { rate: format.number(rate, { maximumFractionDigits: 2 }) }) : t('cash.report.introNoRate')}
      </p>
      <table className="hr-table hr-block" data-testid="report-npv">
        <colgroup>
          <col style={{ width: '34%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('reportAnalyses.commitment.strategy')}</th>
            <th scope="col" className="hr-num">{t('cash.card.npv')}</th>
            <th scope="col" className="hr-num">{t('cash.card.payback')}</th>
          </tr>
        </thead>
        <tbody>
          {strategies.map((s) => (
            <tr key={s.strategyId} data-strategy={s.strategyId}>
              <th scope="row">{s.name}</th>
              <td className="hr-num">{fmt.money(s.npv!.p50)}</td>
              <td className="hr-num">
                {s.payback === undefined
                  ? '—'
                  : s.payback.month === null || s.payback.monthNumber === null
                    ? t('cash.card.paybackNever')
                    : t('cash.card.paybackAt', { month: monthName(s.payback.month), number: s.payback.monthNumber })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {strategies.some((s) => s.payback) && (
        <p className="hr-muted">
          {t('cash.report.paybackNote', { name: names.get(strategies.find((s) => s.payback)!.payback!.againstStrategyId) ?? '' })}
        </p>
      )}
      <h3>{t('cash.report.byMonthHeading')}</h3>
      <table className="hr-table hr-cash" data-testid="report-cash-by-month">
        <colgroup>
          <col className="hr-month-col" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('cash.report.month')}</th>
            {strategies.map((s) => (
              <th key={s.strategyId} scope="col" className="hr-num">
                <WordBreaks text={s.name} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m} data-month={m}>
              <th scope="row">
                <span className="hr-nowrap">{monthName(m)}</span>
                {!inHorizon.has(m) && <span className="hr-muted hr-line hr-small">{t('cash.report.afterHorizon')}</span>}
              </th>
              {strategies.map((s) => (
                <td key={s.strategyId} className="hr-num">
                  {fmt.moneyCents(s.contractCashByMonth?.[m] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="hr-group-start" data-testid="report-cash-total">
            <th scope="row">{t('cash.report.total')}</th>
            {strategies.map((s) => (
              <td key={s.strategyId} className="hr-num">
                {fmt.moneyCents(Object.values(s.contractCashByMonth ?? {}).reduce((a, b) => a + b, 0))}
              </td>
            ))}
          </tr>
          <tr data-testid="report-cash-npv">
            <th scope="row">{t('cash.report.npvOfMonths')}</th>
            {strategies.map((s) => (
              <td key={s.strategyId} className="hr-num">
                {fmt.moneyCents(presentValue(s.contractCashByMonth ?? {}, results.startDate, rate))}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="hr-muted">{t('cash.report.npvOfMonthsNote')}</p>
    </section>
  );
}
