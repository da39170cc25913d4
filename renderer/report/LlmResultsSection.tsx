import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { llmWorkloadsOf, p50Of, targetMissed } from '../results/llm-figures';
import { useLlmWords } from '../results/use-llm-words';
import type { ReportSectionProps } from './report-data';

const DASH = '—';

/**
 * The results of the services planned in tokens, one row per strategy and service: the cost per
 * 10,000 requests beside the cost per million tokens (all and output), and each percentile
 * target with the share of requests that missed it, its P10–P90, and whether it was missed.
 * Nothing when the scenario has no such service.
 */
export function LlmResultsSection({ data, fmt, colorOf }: ReportSectionProps) {
  const { t } = useTranslation();
  const words = useLlmWords();
  const rows = data.results.strategies.flatMap((s) => llmWorkloadsOf(s).map((w, i) => ({ s, w, first: i === 0 })));
  if (rows.length === 0) return null;
  const money = (v: number | null) => (v === null ? DASH : fmt.money(v));
  return (
    <section className="hr-section" data-section="llm-results">
      <h2>{t('llmResults.report.heading')}</h2>
      <p className="hr-muted">{t('llmResults.report.intro')}</p>
      <table className="hr-table hr-figures" data-testid="report-llm-figures">
        <colgroup>
          <col style={{ width: '22%' }} />
          <col style={{ width: '26%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('llmResults.report.strategy')}</th>
            <th scope="col">{t('llmResults.report.service')}</th>
            <th scope="col" className="hr-num">{t('llmResults.per10k')}</th>
            <th scope="col" className="hr-num">{t('llmResults.perMillion')}</th>
            <th scope="col" className="hr-num">{t('llmResults.perMillionOutput')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ s, w, first }) => (
            <Fragment key={`${s.strategyId}:${w.workloadId}`}>
              <tr data-strategy={s.strategyId}>
                <th scope="row" rowSpan={2} style={{ borderLeftColor: colorOf(s.strategyId) }}>
                  {first && <span className="hr-name"><bdi>{s.name}</bdi></span>}
                </th>
                <td><bdi>{w.name}</bdi></td>
                <td className="hr-num">{money(p50Of(w.costPer10kRequests))}</td>
                <td className="hr-num">{money(p50Of(w.costPerMillionTokens))}</td>
                <td className="hr-num">{money(p50Of(w.costPerMillionOutputTokens))}</td>
              </tr>
              {/* The targets under the costs, across the row: each line reads whole, on paper too. */}
              <tr data-strategy={s.strategyId} data-targets="true">
                <td colSpan={4}>
                  <span className="hr-muted hr-small">{t('llmResults.report.targets')}</span>
                  {w.llmTargets.map((target, i) => {
                    const missed = targetMissed(target);
                    return (
                      <span key={i} className="hr-line hr-small" data-testid="report-llm-target">
                        {words.targetLine(target)}{' '}
                        <span className={`hr-tag${missed ? ' hr-tag-warn' : ''}`}>{t(missed ? 'llmResults.missed' : 'llmResults.met')}</span>{' '}
                        <span className="hr-muted">{words.band(target)}</span>
                      </span>
                    );
                  })}
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </section>
  );
}
