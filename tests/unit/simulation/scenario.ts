import { parseScenario, type Scenario } from '@shared/scenario';
import { blankScenarioInput } from '@headroom/renderer/storage/blank-scenario';

/** The blank scenario plus a spot strategy: two strategies to compare, small enough to simulate fast. */
export function twoStrategyScenario(runs = 6): Scenario {
  const input = blankScenarioInput('Two strategies', '2026-01-05');
  const parsed = parseScenario({
    ...input,
    horizonDays: 14,
    simulation: { runs, baseSeed: 11 },
    strategies: [
      ...input.strategies,
      {
        id: 'spot',
        name: 'Spot',
        pools: [
          {
            id: 'spot',
            kind: 'spot',
            offerId: 'gcp-a2-highgpu-1g',
            interruption: { model: 'poisson', ratePerGpuHour: 0.05 },
          },
        ],
        placements: [{ workloadId: 'dev', poolIds: ['spot'] }],
      },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}
