import { useTranslation } from 'react-i18next';
import { allowedMissShare, type LlmServingProfile, type Scenario } from '@shared/scenario';
import { useFormat } from '../i18n/use-format';
import { useLlmWords } from '../results/use-llm-words';
import { LlmRouting } from './LlmRouting';

type Workload = Scenario['workloads'][number];
type LlmWorkload = Extract<Workload, { kind: 'inference' }> & { llm: NonNullable<Extract<Workload, { kind: 'inference' }>['llm']> };

function isLlm(w: Workload): w is LlmWorkload {
  return w.kind === 'inference' && w.llm !== undefined;
}

/**
 * The inputs of each service planned in tokens, so a reader can recompute its figures: the
 * request mix (size classes with their shares and mean tokens), how each offer serves the model
 * (marked estimate or measured, like a price), the percentile targets, and how strategies route
 * its size classes to pools.
 */
export function LlmAssumptions({ scenario }: { scenario: Scenario }) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useLlmWords();
  const services = scenario.workloads.filter(isLlm);
  if (services.length === 0) return null;
  // Inputs at their own precision, as elsewhere in the assumptions.
  const num = (v: number) => format.number(v, { maximumFractionDigits: 6 });
  const share = (v: number) => format.percent(v, { maximumFractionDigits: 4 });
  const offers = new Map(scenario.catalog.offers.map((o) => [o.id, o]));
  const profileText = (p: LlmServingProfile): string =>
    p.kind === 'throughput'
      ? t('llmResults.assumptions.throughput', {
          prefill: num(p.prefillTokensPerSecond),
          single: num(p.singleSequenceTokensPerSecond),
          batch: num(p.fullBatchTokensPerSecond),
          sequences: num(p.maxConcurrentSequences),
        })
      : t('llmResults.assumptions.ratePerClass', {
          rates: p.rates.map((r) => t('llmResults.assumptions.rate', { name: r.className, rate: num(r.requestsPerSecond) })).join(', '),
        });
  return (
    <div data-testid="report-llm-assumptions">
      <h3>{t('llmResults.assumptions.heading')}</h3>
      <p className="hr-muted">{t('llmResults.assumptions.intro')}</p>
      {services.map((w) => (
        <div key={w.id} data-workload={w.id}>
          <h4><bdi>{w.name}</bdi></h4>
          {w.llm.source !== undefined && w.llm.source.trim() !== '' && (
            <p className="hr-muted hr-small">{t('llmResults.assumptions.source', { source: w.llm.source })}</p>
          )}
          <table className="hr-table">
            <caption className="hr-small">{t('llmResults.assumptions.sizeClasses')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('llmResults.assumptions.className')}</th>
                <th scope="col" className="hr-num">{t('llmResults.assumptions.share')}</th>
                <th scope="col" className="hr-num">{t('llmResults.assumptions.promptTokens')}</th>
                <th scope="col" className="hr-num">{t('llmResults.assumptions.outputTokens')}</th>
              </tr>
            </thead>
            <tbody>
              {w.llm.sizeClasses.map((c) => (
                <tr key={c.name}>
                  <td><bdi>{c.name}</bdi></td>
                  <td className="hr-num">{share(c.share)}</td>
                  <td className="hr-num">{num(c.promptTokens)}</td>
                  <td className="hr-num">{num(c.outputTokens)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="hr-table">
            <caption className="hr-small">{t('llmResults.assumptions.profiles')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('llmResults.assumptions.offer')}</th>
                <th scope="col">{t('llmResults.assumptions.profile')}</th>
              </tr>
            </thead>
            <tbody>
              {w.llm.profiles.map((p) => {
                const offer = offers.get(p.offerId);
                return (
                  <tr key={p.offerId}>
                    <td>{offer ? `${offer.provider} ${offer.instanceType}` : p.offerId}</td>
                    <td>
                      {profileText(p.profile)}{' '}
                      <span className={`hr-tag${p.profile.estimate ? ' hr-tag-warn' : ''}`} data-testid="report-llm-profile-status">
                        {t(p.profile.estimate ? 'llmResults.assumptions.estimate' : 'llmResults.assumptions.measured')}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="hr-small">
            <strong>{t('llmResults.assumptions.targets')}:</strong>
          </p>
          {w.llm.targets.map((target, i) => (
            <span key={i} className="hr-line hr-small" data-testid="report-assumption-line">
              {t('llmResults.assumptions.targetAllowed', { target: words.target(target), allowed: words.share(allowedMissShare(target.statistic) ?? 0) })}
            </span>
          ))}
          <LlmRouting scenario={scenario} workloadId={w.id} />
        </div>
      ))}
    </div>
  );
}
