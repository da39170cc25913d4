import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import { leftOutReason, mixCandidateLines, mixTotalSentence } from '../results/decision/llm-mix-words';
import { useMixWords } from '../results/decision/use-mix-words';
import type { ReportSectionProps } from './report-data';

/**
 * The cheapest mix of GPUs as last solved for these results, per service planned in tokens:
 * its cost against the best single offer, the committed base, per offer what it runs, where
 * each size class goes, the offers left out and the analysis's note. Absent when never solved.
 */
export function LlmMixReportSection({ data, fmt }: ReportSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useMixWords(fmt);
  const stored = data.analyses.llmMix;
  if (!stored || stored.result.mixes.length === 0) return null;
  const opens = !data.analyses.optimise && !data.analyses.sensitivity && !data.analyses.planSearch;
  return (
    <section
      className={`hr-section${opens ? ' hr-decision' : ''}`}
      data-section="llm-mix"
      data-testid="report-llm-mix"
    >
      {opens && <h2>{t('reportAnalyses.decision.heading')}</h2>}
      <h3>{t('llmMix.report.heading')}</h3>
      <p className="hr-muted">
        {t('llmMix.report.intro', { date: format.dateTime(stored.computedAt) })}
      </p>
      {stored.result.mixes.map((a) => (
        <div className="hr-block" key={a.workloadId} data-testid="report-llm-mix-service">
          <h4>{t('llmMix.service', { workload: a.workloadName })}</h4>
          {a.plan === null ? (
            <p>{t('llmMix.noPlan', { message: a.failure ?? '' })}</p>
          ) : (
            <>
              <p className="hr-answer-main">{mixTotalSentence(words, a)}</p>
              {a.base && (
                <p>
                  {t('llmMix.baseLine', {
                    replicas: words.number(a.base.replicas),
                    offer: a.base.offerId,
                    term: words.number(a.base.termMonths),
                    cost: words.money(a.base.cost),
                  })}
                </p>
              )}
              <table className="hr-table">
                <caption>{t('llmMix.offersCaption')}</caption>
                <thead>
                  <tr>
                    {(['offer', 'price', 'replicaHours', 'cost', 'peak'] as const).map((c) => (
                      <th scope="col" key={c}>
                        {t(`llmMix.columns.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {a.offers
                    .filter((o) => o.replicaHours > 0)
                    .map((o) => (
                      <tr key={o.offerId}>
                        <th scope="row">{o.name}</th>
                        <td>{words.money(o.pricePerReplicaHour)}</td>
                        <td>{words.number(Math.round(o.replicaHours))}</td>
                        <td>{words.money(o.cost)}</td>
                        <td>{words.number(o.peakReplicas)}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
              <table className="hr-table">
                <caption>{t('llmMix.splitCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('llmMix.columns.sizeClass')}</th>
                    {a.offers.map((o) => (
                      <th scope="col" key={o.offerId}>
                        {o.name}
                      </th>
                    ))}
                    {a.base && <th scope="col">{t('llmMix.columns.base')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {a.classNames.map((name, k) => (
                    <tr key={name}>
                      <th scope="row">{name}</th>
                      {a.offers.map((o, g) => (
                        <td key={o.offerId}>
                          {words.share(a.plan!.classSplit[k]?.offers[g] ?? 0)}
                        </td>
                      ))}
                      {a.base && <td>{words.share(a.plan!.classSplit[k]?.base ?? 0)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          {a.leftOut.length > 0 && (
            <p>
              {t('llmMix.leftOutTitle')}:{' '}
              {a.leftOut
                .map((o) =>
                  t('llmMix.leftOut', { offer: o.offerId, reason: leftOutReason(t, o.reason) }),
                )
                .join('; ')}
            </p>
          )}
          {mixCandidateLines(words, a).length > 0 && (
            <p>
              {t('llmMix.candidates.title')}: {mixCandidateLines(words, a).join('; ')}
            </p>
          )}
          <p className="hr-muted">
            {t('llmMix.noteLabel')} {t('llmMix.note')}
          </p>
        </div>
      ))}
    </section>
  );
}
