import { useTranslation } from 'react-i18next';
import { serviceRoutings, type Scenario } from '@shared/scenario';
import { useRoutingWords } from '../results/use-routing-words';

/**
 * Under a service planned in tokens in the assumptions: how each strategy placing it sends its
 * size classes to pools. Nothing when no strategy routes it (every pool serves the whole mix).
 */
export function LlmRouting({ scenario, workloadId }: { scenario: Scenario; workloadId: string }) {
  const { t } = useTranslation();
  const words = useRoutingWords();
  const routings = serviceRoutings(scenario, workloadId);
  if (routings.length === 0) return null;
  return (
    <div data-testid="report-llm-routing">
      <p className="hr-small">
        <strong>{t('llmRoutes.heading')}:</strong> <span className="hr-muted">{t('llmRoutes.intro')}</span>
      </p>
      {routings.map((r) => (
        <span key={r.strategyId} className="hr-line hr-small" data-strategy={r.strategyId} data-testid="report-routing-line">
          {t('llmRoutes.strategyLine', { strategy: r.strategyName, routes: words.routes(r.routes) })}
        </span>
      ))}
    </div>
  );
}
