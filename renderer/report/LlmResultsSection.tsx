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
          <col style={{ width: '18%' }} />
          <col style={{ width: '12%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('llmResults.report.strategy')}</th>
            <th scope="col">{t('llmResults.report.service')}</th>
            <th scope="col" className="hr-num">{t('llmResults.per10k')}</th>
            <th scope="col" className="hr-num">{t('llmResults.perMillion')}</th>
            <th scope="col" className="hr-num">{t('llmResults.perMillionOutput')}</th>
            <th scope="col">{t('llmResults.report.targets')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ s, w, first }) => (
            <tr key={`${s.strategyId}:${w.workloadId}`} data-strategy={s.strategyId}>
              <th scope="row" style={{ borderLeftColor: colorOf(s.strategyId) }}>
                {first && <span className="hr-name"><bdi>{s.name}</bdi></span>}
              </th>
              <td><bdi>{w.name}</bdi></td>
              <td className="hr-num">{money(p50Of(w.costPer10kRequests))}</td>
              <td className="hr-num">{money(p50Of(w.costPerMillionTokens))}</td>
              <td className="hr-num">{money(p50Of(w.costPerMillionOutputTokens))}</td>
              <td>
                {w.llmTargets.map((target, i) => {
                  const missed = targetMissed(target);
                  return (
                    <span key={i} className="hr-line hr-small" data-testid="report-llm-target">
                      {words.targetLine(target)}{' '}
                      <span className={`hr-tag${missed ? ' hr-tag-warn' : ''}`}>{t(missed ? 'llmResults.missed' : 'llmResults.met')}</span>
                      <span className="hr-band">{words.band(target)}</span>
                    </span>
                  );
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
