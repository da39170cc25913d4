import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import { choiceWords, comparedWithLine, contractWords, planCaveat, planName, reasonWords, speedOf, vsBestWords, whyWords } from '../results/decision/plan-search-words';
import { usePlanWords } from '../results/decision/use-plan-words';
import { FrontierChart, type FrontierMark } from './charts/FrontierChart';
import { useDecisionWords } from './decision-report-words';
import type { ReportSectionProps } from './report-data';

/**
 * "Find the best plan" as last run for these results: what was searched (runs, seed, budget,
 * plans tried), how it stopped, the best plan and why, the frontier of cost against speed
 * beside the scenario's own strategies, and each frontier plan with its pools and why it wins.
 */
export function BestPlanSection({ data, fmt }: ReportSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = usePlanWords(useDecisionWords(fmt), fmt);
  const stored = data.analyses.planSearch;
  const scenario = data.scenario;
  if (!scenario || !stored) return null;
  const { result, computedAt } = stored;
  const axis = result.axis;
  const whys = whyWords(words, scenario, result.frontier, axis);
  // A page of its own only when it opens the decision support; after the other analyses it follows on.
  const opens = !data.analyses.optimise && !data.analyses.sensitivity;
  const bestIndex = result.frontier.findIndex((p) => p.key === result.bestKey);
  const best = result.frontier[bestIndex];
  const marks: FrontierMark[] = [
    ...result.frontier.map((p): FrontierMark => ({ id: p.key, group: p.key === result.bestKey ? 'best' : 'found', x: speedOf(p, axis) ?? 0, ...p.cost })),
    ...result.existing.map((s): FrontierMark => ({ id: s.strategyId, group: 'existing', x: speedOf(s, axis) ?? 0, ...s.cost })),
  ];
  const speedHeading = t(axis === 'turnaroundP95H' ? 'planSearch.table.turnaround' : 'planSearch.table.latency');

  return (
    <section className={`hr-section${opens ? ' hr-decision' : ''}`} data-section="plan-search" data-computed="true">
      {opens && <h2>{t('reportAnalyses.decision.heading')}</h2>}
      <h3>{t('planSearch.report.heading')}</h3>
      <p className="hr-muted" data-testid="report-plan-search-computed">
        {t('planSearch.report.computed', {
          date: format.dateTime(computedAt),
          runs: format.number(result.runs),
          seed: result.baseSeed,
          budget: format.number(result.budgetSeconds),
          tried: format.number(result.plansTried),
          pruned: format.number(result.plansPruned),
          offers: format.number(result.offersConsidered.length),
        })}
      </p>
      {result.note && <p>{t(result.note === 'no-offers-match' ? 'planSearch.notes.noOffers' : 'planSearch.notes.noWorkloads')}</p>}
      {result.stoppedBy === 'budget' && <p>{t('planSearch.notes.budget', { count: result.plansTried, n: format.number(result.plansTried) })}</p>}
      {best && (
        <div className="hr-answer" data-testid="report-best-plan">
          <p className="hr-answer-main">
            {t('planSearch.best', {
              name: planName(words, bestIndex),
              p50: fmt.money(best.cost.p50),
              p10: fmt.money(best.cost.p10),
              p90: fmt.money(best.cost.p90),
              why: reasonWords(words, scenario, best.reason, axis),
            })}
          </p>
          {planCaveat(words, best) !== null && (
            <p className="hr-caveat" data-testid="report-plan-caveat">
              {planCaveat(words, best)}
            </p>
          )}
        </div>
      )}
      {marks.length > 0 && (
        <FrontierChart
          title={t('planSearch.chart.title')}
          marks={marks}
          xTitle={t(axis === 'turnaroundP95H' ? 'planSearch.chart.turnaround' : 'planSearch.chart.latency')}
          formatX={(v) => fmt.hoursNumber(v)}
          formatY={(v) => fmt.moneyCompact(v)}
          legend={{ found: t('planSearch.chart.found'), best: t('planSearch.chart.best'), existing: t('planSearch.chart.existing') }}
        />
      )}
      {result.frontier.length > 0 && (
        <div className="hr-block">
          <h3>{t('planSearch.report.frontier')}</h3>
          {comparedWithLine(t, scenario, result.bestExistingId) !== null && <p>{comparedWithLine(t, scenario, result.bestExistingId)}</p>}
          <table className="hr-table" data-testid="report-plan-table">
            <thead>
              <tr>
                {/* Floors for the narrow columns: the cells may break anywhere, and the long pools
                    of a shared plan squeezed "★ Best", the contract's figures and the last column to a
                    few letters a line. */}
                <th scope="col" style={{ minWidth: '4.5em' }}>{t('planSearch.table.plan')}</th>
                <th scope="col">{t('planSearch.table.pools')}</th>
                <th scope="col" className="hr-num">
                  {t('planSearch.table.cost')}
                  <br />
                  {t('planSearch.table.band')}
                </th>
                <th scope="col" className="hr-num">
                  {speedHeading}
                </th>
                <th scope="col" style={{ minWidth: '5em' }}>
                  {t('planSearch.table.targets')}
                </th>
                <th scope="col" style={{ minWidth: '7.5em' }}>
                  {t('planSearch.table.contract')}
                </th>
                <th scope="col" style={{ minWidth: '7em' }}>{t('planSearch.table.vsBest')}</th>
              </tr>
            </thead>
            <tbody>
              {result.frontier.map((plan, i) => {
                const isBest = plan.key === result.bestKey;
                const speed = speedOf(plan, axis);
                return (
                  <Fragment key={plan.key}>
                    <tr className={isBest ? 'hr-recommended' : undefined}>
                      <td>
                        {isBest && <span className="hr-badge" style={{ whiteSpace: 'nowrap' }}>★ {t('planSearch.table.bestBadge')}</span>}
                        {planName(words, i)}
                      </td>
                      <td>
                        {plan.choices.map((choice) => (
                          <div key={choice.workloadId}>{choiceWords(words, scenario, choice)}</div>
                        ))}
                      </td>
                      <td className="hr-num">
                        {fmt.money(plan.cost.p50)}
                        <br />
                        <span className="hr-muted">
                          {fmt.money(plan.cost.p10)}–{fmt.money(plan.cost.p90)}
                        </span>
                      </td>
                      <td className="hr-num">{speed === null ? '—' : fmt.hours(speed)}</td>
                      <td>{t(plan.meetsTargets ? 'planSearch.table.meets' : 'planSearch.table.misses', { share: words.percent(plan.metShare) })}</td>
                      <td>
                        {contractWords(words, plan)}
                      </td>
                      <td>{vsBestWords(words, plan.vsBestExisting)}</td>
                    </tr>
                    <tr className={isBest ? 'hr-recommended' : undefined}>
                      <td colSpan={7} data-testid="report-plan-why">
                        {t('planSearch.table.why', { why: whys[i] ?? '' })}
                      </td>
                    </tr>
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
