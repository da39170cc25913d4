import { parseScenario, type Scenario } from '@shared/scenario';
import { flat, inferenceScenario } from './decision-fixtures';

/**
 * Three GPUs busy all the time at 10 an hour on demand (30 an hour), beside the same with a
 * compute savings plan of `commitmentPerHour` at a rate of 0.7 (one run: the load has no
 * randomness). At 15 an hour the plan pays for 15 / 0.7 = 21.43 an hour of on-demand usage
 * and the other 8.57 is paid on demand, 23.57 an hour in all; from 21 an hour it covers all
 * the usage and costs what is committed.
 */
export function savingsPlanScenario(commitmentPerHour = 15): Scenario {
  const od = { id: 'od', name: 'On-demand', pools: [{ id: 'od', kind: 'onDemand' as const, offerId: 'vm' }], placements: [{ workloadId: 'svc', poolIds: ['od'] }] };
  const base = inferenceScenario({ weekday: flat(3), runs: 1, strategies: [od] });
  const planned = {
    ...od,
    id: 'plan',
    name: 'On-demand + savings plan',
    savingsPlans: [{ id: 'sp', provider: 'Test', scope: 'compute', commitmentPerHour, termMonths: 12, rates: [{ offerId: 'vm', rate: 0.7 }] }],
  };
  const parsed = parseScenario({ ...base, strategies: [od, planned] });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}
