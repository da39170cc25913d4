import { useTranslation } from 'react-i18next';
import { MICRO_PER_UNIT } from '@shared/report/format';
import type { SavingsPlanAmounts, SavingsPlanRunMetrics } from '@shared/sim/results';
import { planCoverage, planUtilisation } from '@shared/sim/savings-plan-metrics';
import type { ReportSectionProps } from './report-data';

/**
 * Savings plans, per strategy that has any: every input of each plan (provider, scope and
 * family, commitment, term, start, payment, the rate on each offer) and its figures in the
 * representative run, over the run and by month (committed, spent, covered, coverage,
 * utilisation, what it saved against on-demand).
 */
export function SavingsPlansSection({ data, fmt }: ReportSectionProps) {
  const { t } = useTranslation();
  const strategies = data.results.strategies.filter((s) => (s.representative.savingsPlans?.length ?? 0) > 0);
  if (strategies.length === 0) return null;
  const money = (micro: number) => fmt.money(micro / MICRO_PER_UNIT);
  const share = (x: number | null) => (x === null ? '—' : fmt.share(x));
  const figures = (a: SavingsPlanAmounts) => [money(a.commitmentMicro), money(a.usedMicro), money(a.coveredOnDemandMicro), share(planCoverage(a)), share(planUtilisation(a))];
  const inputs = (p: SavingsPlanRunMetrics): [string, string][] => [
    [t('savingsPlans.editor.provider'), p.plan.provider],
    [t('savingsPlans.editor.scope'), t(`savingsPlans.scopes.${p.plan.scope}`) + (p.plan.scope === 'instance' ? `: ${(p.plan.offerIds ?? []).join(', ')}` : '')],
    [t('savingsPlans.editor.commitmentPerHour'), fmt.money(p.plan.commitmentPerHour)],
    [t('savingsPlans.editor.termMonths'), t('editor.catalog.term', { count: p.plan.termMonths })],
    [t('savingsPlans.editor.startDay'), String(p.plan.startDay)],
    [t('savingsPlans.editor.payment'), t(`cash.options.${p.plan.payment}`)],
    [t('savingsPlans.editor.rates'), (p.plan.rates ?? []).map((r) => `${r.offerId}: ${r.rate}`).join(', ') || t('savingsPlans.report.catalogRates')],
  ];
  return (
    <section className="hr-section" data-section="savings-plans">
      <h2>{t('savingsPlans.report.heading')}</h2>
      <p className="hr-muted">{t('savingsPlans.results.description')}</p>
      {strategies.map((s) =>
        (s.representative.savingsPlans ?? []).map((p) => (
          <div key={`${s.strategyId}:${p.planId}`} data-testid="report-savings-plan" data-plan={p.planId}>
            <h3>
              <bdi>{s.name}</bdi>: <bdi>{p.name}</bdi>
            </h3>
            <table className="hr-table hr-keep">
              <tbody>
                {inputs(p).map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p data-testid="report-savings-plan-summary">
              {t('savingsPlans.results.summary', { committed: money(p.commitmentMicro), unused: money(p.unusedMicro), covered: money(p.coveredOnDemandMicro), saved: money(p.savingMicro) })}
              {p.commitmentBeyondHorizonMicro > 0 && ` ${t('savingsPlans.results.afterHorizon', { amount: money(p.commitmentBeyondHorizonMicro) })}`}
            </p>
            <table className="hr-table hr-keep">
              <thead>
                <tr>
                  {(['month', 'committed', 'used', 'covered', 'coverage', 'utilisation'] as const).map((c) => (
                    <th key={c} scope="col" className={c === 'month' ? undefined : 'hr-num'}>
                      {t(`savingsPlans.results.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Object.entries(p.byMonth).map(([month, m]) => (
                  <tr key={month} data-month={month}>
                    <th scope="row">{month}</th>
                    {figures(m).map((text, i) => (
                      <td key={i} className="hr-num">
                        {text}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('savingsPlans.results.total')}</th>
                  {figures(p).map((text, i) => (
                    <td key={i} className="hr-num">
                      <strong>{text}</strong>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        )),
      )}
    </section>
  );
}
