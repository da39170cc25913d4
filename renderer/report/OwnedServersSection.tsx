import { useTranslation } from 'react-i18next';
import { OWNED_LINES } from '@shared/sim/owned-costs';
import type { OwnedPoolFigures, StrategySummary } from '@shared/sim/results';
import { ownedOrderAndFailureRows } from '../owned/owned-order-rows';
import type { ReportSectionProps } from './report-data';

/**
 * Owned servers, per strategy that owns some (the screen shows one strategy at a time; paper
 * shows all): each owned pool's cost lines by month, the accounting total beside the net
 * present value of the strategy's cash, the depreciation still to come, the utilisation and
 * the break-even utilisation against renting. The pool's inputs are in the assumptions.
 */
export function OwnedServersSection({ data, fmt, colorOf }: ReportSectionProps) {
  const { t } = useTranslation();
  const strategies = data.results.strategies.filter((s) => s.owned !== undefined && s.owned.length > 0);
  if (strategies.length === 0) return null;
  const share = (v: number | null) => (v === null ? t('owned.results.breakEvenNever') : fmt.share(v));
  const figures = (pool: OwnedPoolFigures, strategy: StrategySummary): [string, string][] => {
    const b = pool.breakEven;
    const npv = strategy.npv?.p50 ?? null;
    return [
      [t('owned.results.accounting'), fmt.money(pool.accountingTotal)],
      [t('owned.results.npv'), npv === null ? '—' : fmt.money(npv)],
      [t('owned.results.afterHorizon'), fmt.money(pool.depreciationAfterHorizon)],
      [t('owned.results.utilisation'), pool.utilisation === null ? '—' : fmt.share(pool.utilisation)],
      ...ownedOrderAndFailureRows(pool, strategy, t, fmt).map(([, label, value]): [string, string] => [label, value]),
      ...(b
        ? [
            [
              t('owned.results.breakEven', { offer: b.againstOfferId }),
              b.accounting === null ? t('owned.results.breakEvenNever') : t('owned.results.breakEvenValue', { accounting: share(b.accounting), cash: share(b.cash) }),
            ] as [string, string],
          ]
        : []),
    ];
  };
  return (
    <section className="hr-section hr-owned" data-section="owned">
      <h2>{t('owned.report.heading')}</h2>
      <p className="hr-muted">{t('owned.report.description')}</p>
      {strategies.flatMap((s) =>
        s.owned!.map((pool) => (
          <div key={`${s.strategyId}:${pool.poolId}`} className="hr-block" data-strategy={s.strategyId} data-testid="report-owned">
            <h3 className="hr-strategy-title" style={{ borderLeftColor: colorOf(s.strategyId) }}>
              <bdi>{s.name}</bdi> · <bdi>{pool.name}</bdi>
            </h3>
            <table className="hr-table hr-keep" data-testid="report-owned-figures">
              <tbody>
                {figures(pool, s).map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td className="hr-num">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className="hr-table" data-testid="report-owned-lines">
              <thead>
                <tr>
                  <th scope="col">{t('owned.results.month')}</th>
                  {OWNED_LINES.map((line) => (
                    <th key={line} scope="col" className="hr-num">{t(`owned.lines.${line}`)}</th>
                  ))}
                  <th scope="col" className="hr-num">{t('owned.lines.total')}</th>
                </tr>
              </thead>
              <tbody>
                {[...Object.keys(pool.linesByMonth).sort().map((m) => [m, pool.linesByMonth[m]!] as const), [t('owned.lines.total'), pool.lineTotals] as const].map(([label, lines]) => (
                  <tr key={label}>
                    <td>{label}</td>
                    {OWNED_LINES.map((line) => (
                      <td key={line} className="hr-num">{fmt.money(lines[line])}</td>
                    ))}
                    <td className="hr-num">{fmt.money(OWNED_LINES.reduce((n, line) => n + lines[line], 0))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )),
      )}
    </section>
  );
}
