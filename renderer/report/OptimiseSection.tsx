import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import {
  breakEvenWords,
  trendTippingWords,
  curveOptionLabel,
  differenceWords,
  planWords,
} from '../results/decision/decision-words';
import { usePlanContractTexts } from '../results/decision/contract-texts';
import { ContractTable } from './ContractTable';
import { useDecisionWords } from './decision-report-words';
import type { ReportSectionProps } from './report-data';

/**
 * The commitment optimiser as last computed for these results: what was computed (objective,
 * basis, runs and seed), the best commitment with its cost band, how it compares with each
 * strategy on the same seeds, its break-even, and the cost curve of its commitment as a table.
 */
export function OptimiseSection({ data, fmt }: ReportSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useDecisionWords(fmt);
  const contractTexts = usePlanContractTexts(fmt, words);
  const stored = data.analyses.optimise;
  const scenario = data.scenario;
  if (!scenario) return null;
  if (!stored) {
    // Said only when the other analysis is there: a report without either stays as it was.
    return data.analyses.sensitivity ? (
      <p className="hr-muted" data-section="optimise" data-computed="false">
        {t('reportAnalyses.decision.notComputed.optimise')}
      </p>
    ) : null;
  }
  const { result, computedAt } = stored;
  const names = new Map(scenario.strategies.map((s) => [s.id, s.name]));
  const o = result.optimum;
  const label =
    o.source === 'commitment'
      ? t('decision.optimise.theOptimum')
      : (names.get(o.existingStrategyId ?? '') ?? '');
  const found = o.plan ?? result.staggered ?? result.flat;
  const curveKey = o.plan?.tranches[0]?.option.key ?? result.curves[0]?.option.key;
  const curve = result.curves.find((c) => c.option.key === curveKey);
  // The contract a reader would sign, with its NPV and the assumption behind a slice answer.
  const contract = o.plan ? contractTexts(scenario, result.basis, o.plan) : null;

  return (
    <section className="hr-section hr-decision" data-section="optimise" data-computed="true">
      <h2>{t('reportAnalyses.decision.heading')}</h2>
      <h3>{t('reportAnalyses.optimise.heading')}</h3>
      <p className="hr-muted" data-testid="report-optimise-computed">
        {t('reportAnalyses.optimise.computed', {
          date: format.dateTime(computedAt),
          runs: format.number(result.runs),
          seed: result.baseSeed,
          objective: t(`reportAnalyses.optimise.objective.${result.objective}`),
          basis: t(`reportAnalyses.optimise.basis.${result.basis}`),
        })}
      </p>
      {result.note && (
        <p>
          {t(
            result.note === 'no-elastic-base'
              ? 'decision.optimise.noElasticBase'
              : 'decision.optimise.noOffers',
          )}
        </p>
      )}
      {result.baseStrategyId && (
        <p className="hr-muted">
          {t('decision.optimise.base', {
            name: names.get(result.baseStrategyId) ?? result.baseStrategyId,
          })}
        </p>
      )}
      <div className="hr-answer" data-testid="report-optimum">
        <p className="hr-answer-main">
          {o.source === 'commitment' && o.plan
            ? t('decision.optimise.optimumCommit', {
                plan: planWords(words, scenario, o.plan.tranches),
              })
            : t('decision.optimise.optimumExisting', {
                name: names.get(o.existingStrategyId ?? '') ?? '',
              })}
        </p>
        <p>
          {t('decision.optimise.cost', {
            p50: fmt.money(o.cost.p50),
            p10: fmt.money(o.cost.p10),
            p90: fmt.money(o.cost.p90),
            mean: fmt.money(o.cost.mean),
          })}
          {!o.meetsTargets && ` ${t('decision.optimise.missesTargets')}`}
        </p>
      </div>
      {/* Outside the answer's box, which never breaks across pages: the table may start a page of its own. */}
      {contract && (
        <div data-testid="report-optimise-contract">
          <p>{contract.plan}</p>
          {o.plan && <ContractTable scenario={scenario} plan={o.plan} fmt={fmt} words={words} />}
          {contract.npv !== null && <p>{contract.npv}</p>}
          {contract.assumes !== null && <p className="hr-caveat">{contract.assumes}</p>}
        </div>
      )}
      {result.comparisons.length > 0 && (
        <div className="hr-block">
          <h3>{t('reportAnalyses.optimise.comparisons')}</h3>
          <ul className="hr-list">
            {result.comparisons
              .filter((c) => c.strategyId !== o.existingStrategyId)
              .map((c) => (
                <li key={c.strategyId}>{differenceWords(words, label, c.name, c.difference)}</li>
              ))}
          </ul>
        </div>
      )}
      {found && found.tranches.length > 0 && (
        <div className="hr-block">
          <h3>{t('decision.optimise.breakEvenHeading')}</h3>
          {found.tranches.map((tr) => {
            const tipping = trendTippingWords(words, scenario, tr.option, tr.busyShare);
            return (
              <p key={tr.option.key} data-testid="report-break-even">
                {breakEvenWords(words, scenario, tr.option, tr.busyShare)}
                {tipping !== null && ` ${tipping}`}
              </p>
            );
          })}
        </div>
      )}
      {result.staggered && result.flat && result.staggeredVsFlat && (
        <p>
          {t('decision.optimise.staggered', {
            plan: planWords(words, scenario, result.staggered.tranches),
            flat: planWords(words, scenario, result.flat.tranches),
          })}{' '}
          {differenceWords(
            words,
            t('decision.optimise.theOptimum'),
            planWords(words, scenario, result.flat.tranches),
            result.staggeredVsFlat,
          )}
        </p>
      )}
      {curve && curve.points.length > 0 && (
        <div className="hr-block">
          <h3>
            {t('reportAnalyses.optimise.curve', {
              option: curveOptionLabel(words, scenario, curve.option),
            })}
          </h3>
          <table className="hr-table" data-testid="report-commitment-curve">
            <thead>
              <tr>
                <th scope="col" className="hr-num">
                  {t('reportAnalyses.optimise.committed')}
                </th>
                <th scope="col" className="hr-num">
                  {t('reportAnalyses.optimise.gpus')}
                </th>
                <th scope="col" className="hr-num">
                  {t('reportAnalyses.optimise.mean')}
                </th>
                <th scope="col" className="hr-num">
                  {t('reportAnalyses.optimise.band')}
                </th>
                <th scope="col" className="hr-num">
                  {t('reportAnalyses.optimise.busy')}
                </th>
                <th scope="col" className="hr-num">
                  {t('reportAnalyses.optimise.targets')}
                </th>
              </tr>
            </thead>
            <tbody>
              {curve.points.map((p) => {
                const best = p.count === curve.bestCount;
                return (
                  <tr key={p.count} className={best ? 'hr-recommended' : undefined}>
                    <td className="hr-num">
                      {best && (
                        <span className="hr-badge">★ {t('reportAnalyses.optimise.best')}</span>
                      )}
                      {format.number(p.count)}
                    </td>
                    <td className="hr-num">{format.number(p.gpus)}</td>
                    <td className="hr-num">{fmt.money(p.cost.mean)}</td>
                    <td className="hr-num">
                      {fmt.money(p.cost.p10)} – {fmt.money(p.cost.p90)}
                    </td>
                    <td className="hr-num">
                      {p.busyShare === null ? '—' : fmt.share(p.busyShare)}
                    </td>
                    <td className="hr-num">
                      {t(
                        p.meetsTargets
                          ? 'reportAnalyses.optimise.yes'
                          : 'reportAnalyses.optimise.no',
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
