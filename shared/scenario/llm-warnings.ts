import type { ScenarioWarning } from './scenario-warning';
import type { Scenario } from './scenario-schema';

/**
 * A service planned in tokens whose serving profiles are estimates (not measured on the real
 * model and offer), warned as a reader would want an estimated price flagged: every replica
 * count, miss share and cost per million tokens rests on them.
 */
export function llmWarnings(scenario: Scenario): ScenarioWarning[] {
  const out: ScenarioWarning[] = [];
  scenario.workloads.forEach((w, i) => {
    if (w.kind !== 'inference' || w.llm === undefined) return;
    const estimated = w.llm.profiles.filter((p) => p.profile.estimate).map((p) => p.offerId);
    if (estimated.length === 0) return;
    const offers = estimated.join(', ');
    out.push({
      key: 'llmProfileEstimate',
      path: `workloads[${i}].llm.profiles`,
      name: w.name,
      offers,
      message: `${w.name}: the serving profiles of ${offers} are estimates, not measured on the real model; its replicas, miss shares and cost per million tokens are only as good as they are.`,
    });
  });
  return out;
}
