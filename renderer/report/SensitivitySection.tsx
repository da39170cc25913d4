import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import { differenceWords, inputLabel, tippingWords } from '../results/decision/decision-words';
import { useDecisionWords } from './decision-report-words';
import type { ReportSectionProps } from './report-data';

/**
 * The sensitivity analysis as last computed for these results: what was computed (range, runs,
 * seed), the tornado as a table (cost of the recommended strategy and its lead at either end
 * of each input, and who wins there), and the tipping points as sentences.
 */
export function SensitivitySection({ data, fmt }: ReportSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useDecisionWords(fmt);
  const stored = data.analyses.sensitivity;
  const scenario = data.scenario;
  if (!scenario) return null;
  if (!stored) {
    return data.analyses.optimise ? (
      <p className="hr-muted" data-section="sensitivity" data-computed="false">
        {t('reportAnalyses.decision.notComputed.sensitivity')}
      </p>
    ) : null;
  }
  const { result, computedAt } = stored;
  const names = new Map(scenario.strategies.map((s) => [s.id, s.name]));
  const winner = names.get(result.winnerId) ?? result.winnerId;
  const runnerUp = result.runnerUpId ? (names.get(result.runnerUpId) ?? result.runnerUpId) : null;
  const range = words.percent(result.range);
  const hasLead = result.baseLead !== null && runnerUp !== null;
  const short = (id: string) => names.get(id) ?? id;

  return (
    // A page of its own only when it opens the decision support; after the optimiser it follows on.
    <section
      className={`hr-section${data.analyses.optimise ? '' : ' hr-decision'}`}
      data-section="sensitivity"
      data-computed="true"
    >
      {!data.analyses.optimise && <h2>{t('reportAnalyses.decision.heading')}</h2>}
      <h3>{t('reportAnalyses.sensitivity.heading')}</h3>
      <p className="hr-muted" data-testid="report-sensitivity-computed">
        {t('reportAnalyses.sensitivity.computed', {
          date: format.dateTime(computedAt),
          range,
          runs: format.number(result.runs),
          seed: result.baseSeed,
        })}
      </p>
      <p>
        {t('decision.sensitivity.recommended', {
          name: winner,
          cost: fmt.money(result.baseCost.mean),
        })}{' '}
        {hasLead && differenceWords(words, runnerUp, winner, result.baseLead!)}
      </p>
      {result.rows.length > 0 && (
        <div className="hr-block">
          <h3>{t('reportAnalyses.sensitivity.tornado', { name: winner })}</h3>
          <table className="hr-table" data-testid="report-tornado">
            <colgroup>
              <col style={{ width: '26%' }} />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('reportAnalyses.sensitivity.input')}</th>
                <th scope="col" className="hr-num">
                  {t('reportAnalyses.sensitivity.low', { range })}
                </th>
                <th scope="col" className="hr-num">
                  {t('reportAnalyses.sensitivity.high', { range })}
                </th>
                {hasLead && (
                  <th scope="col" className="hr-num">
                    {t('reportAnalyses.sensitivity.lead', { name: runnerUp })}
                  </th>
                )}
                <th scope="col">{t('reportAnalyses.sensitivity.winner')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((r) => (
                <tr key={r.input.id}>
                  <th scope="row">{inputLabel(words, scenario, r.input)}</th>
                  <td className="hr-num">{fmt.money(r.low.cost)}</td>
                  <td className="hr-num">{fmt.money(r.high.cost)}</td>
                  {hasLead && (
                    <td className="hr-num">
                      {r.low.lead ? fmt.money(r.low.lead.mean) : '—'} /{' '}
                      {r.high.lead ? fmt.money(r.high.lead.mean) : '—'}
                    </td>
                  )}
                  <td>
                    {r.low.winnerId === r.high.winnerId ? (
                      short(r.low.winnerId)
                    ) : (
                      // Each end named, so a long strategy name cannot blur where one ends.
                      <>
                        <span className="hr-line">
                          {t('reportAnalyses.sensitivity.lowWinner', {
                            range,
                            name: short(r.low.winnerId),
                          })}
                        </span>
                        <span className="hr-line">
                          {t('reportAnalyses.sensitivity.highWinner', {
                            range,
                            name: short(r.high.winnerId),
                          })}
                        </span>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="hr-block">
        <h3>{t('reportAnalyses.sensitivity.tipping')}</h3>
        {result.tippingPoints.map((tp) => (
          <p key={`${tp.input.id}-${tp.direction}`} data-testid="report-tipping-point">
            {tippingWords(words, scenario, tp, names, result.winnerId)}
          </p>
        ))}
        {result.unchanged.map((input) => (
          <p key={input.id} className="hr-muted">
            {t('decision.sensitivity.unchanged', {
              input: inputLabel(words, scenario, input),
              range,
            })}
          </p>
        ))}
      </div>
    </section>
  );
}
