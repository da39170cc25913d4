import { useTranslation } from 'react-i18next';
import { BILL_LINES } from '@shared/sim/results';
import { useBillMoney } from '../results/use-bill-money';
import type { ReportSectionProps } from './report-data';

/**
 * The bill beside GPU cost: a table of each strategy's lines for its median run (they add up to
 * its bill total), GPU time first so it stays visible. Nothing when the scenario has no bill costs.
 */
export function BillSection({ data }: ReportSectionProps) {
  const { t } = useTranslation();
  const { results } = data;
  const cents = useBillMoney(results.currency);
  const strategies = results.strategies.filter((s) => s.billOfMedianRun);
  if (!results.billCostsIncluded || strategies.length === 0) return null;
  return (
    <section className="hr-section" data-section="bill">
      <h2>{t('bill.report.heading')}</h2>
      <p className="hr-muted">{t('bill.report.intro')}</p>
      <table className="hr-table" data-testid="report-bill">
        <thead>
          <tr>
            <th scope="col">{t('bill.results.line')}</th>
            {strategies.map((s) => (
              <th key={s.strategyId} scope="col" className="hr-num">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BILL_LINES.map((line) => (
            <tr key={line} data-line={line}>
              <th scope="row">{t(`bill.lines.${line}`)}</th>
              {strategies.map((s) => (
                <td key={s.strategyId} className="hr-num">
                  {line === 'total' ? <strong>{cents(s.billOfMedianRun![line])}</strong> : cents(s.billOfMedianRun![line])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
