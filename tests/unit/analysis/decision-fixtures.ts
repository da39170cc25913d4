import { parseScenario, type Scenario, type ScenarioInput } from '@shared/scenario';

/**
 * Small scenarios with known answers for the decision analyses: one GPU type with an hourly
 * price of 10, a 12-month reservation at 6 (so a reserved GPU pays off when busy more than
 * 60 % of the time), and one inference service whose traffic shape is given per hour. Each
 * replica is one GPU serving 10 requests per second at the 50 % target utilisation, so
 * 5 requests per second hold one replica busy: a curve of 5 x N holds exactly N.
 */
export function inferenceScenario(options: {
  weekday: number[];
  reservedPerHour?: number;
  strategies?: ScenarioInput['strategies'];
  horizonDays?: number;
  runs?: number;
}): Scenario {
  const input: ScenarioInput = {
    schemaVersion: 8,
    name: 'Known answer',
    currency: 'USD',
    startDate: '2027-01-04',
    horizonDays: options.horizonDays ?? 14,
    catalog: {
      asOf: '2026-12-01',
      referenceGpuId: 'g',
      gpus: [{ id: 'g', name: 'Test GPU', memoryGb: 80, relativeSpeed: { training: 1, inference: 1, batch: 1, dev: 1 }, interconnect: 'nvlink' }],
      offers: [
        {
          id: 'vm',
          provider: 'Test',
          instanceType: 'vm-1g',
          gpuId: 'g',
          gpusPerInstance: 1,
          vcpus: 8,
          ramGb: 64,
          networkGbps: 10,
          virtualization: 'passthrough',
          prices: {
            onDemand: { perHour: 10, asOf: '2026-12-01', source: 'test' },
            reserved: [{ termMonths: 12, perHour: options.reservedPerHour ?? 6, asOf: '2026-12-01', source: 'test' }],
          },
        },
      ],
    },
    workloads: [
      {
        id: 'svc',
        name: 'Service',
        kind: 'inference',
        traffic: { weekday: options.weekday },
        requestsPerSecondPerReplica: 10,
        targetUtilisation: 0.5,
        minReplicas: 1,
        maxReplicas: 100,
        scaleUpDelayMinutes: 0,
        scaleDownDelayMinutes: 0,
        serviceTimeMs: 100,
        concurrencyPerReplica: 8,
        latencyTargetMs: 2000,
      },
    ],
    strategies: options.strategies ?? [
      { id: 'od', name: 'On-demand', pools: [{ id: 'od', kind: 'onDemand', offerId: 'vm' }], placements: [{ workloadId: 'svc', poolIds: ['od'] }] },
    ],
    simulation: { runs: options.runs ?? 3, baseSeed: 1 },
  };
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

export const flat = (gpus: number) => Array.from({ length: 24 }, () => 5 * gpus);

/** `base` GPUs all day and `peak` GPUs for `hours` hours from noon. */
export const spiky = (base: number, peak: number, hours: number) =>
  Array.from({ length: 24 }, (_, h) => (h >= 12 && h < 12 + hours ? 5 * peak : 5 * base));

export const committedStrategy = (count: number) => ({
  id: `reserve-${count}`,
  name: `Reserve ${count} + on-demand`,
  pools: [
    { id: 'r', kind: 'reserved' as const, offerId: 'vm', count, termMonths: 12 },
    { id: 'od', kind: 'onDemand' as const, offerId: 'vm' },
  ],
  placements: [{ workloadId: 'svc', poolIds: ['r', 'od'] }],
});
