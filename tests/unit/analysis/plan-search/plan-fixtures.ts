import { parseScenario, type Scenario, type ScenarioInput } from '@shared/scenario';

const price = { asOf: '2026-12-01', source: 'test' };

/**
 * A scenario small enough that every plan the search can build is enumerated by hand: one
 * training workload (2-GPU jobs arriving at random, 12 GPU-hours each, a deadline of 30 h),
 * offer `a` with an hourly price of 10, a 12-month reservation at 6 and spot at 3 (which
 * interrupts), and offer `b` on the same GPU at 11 an hour and slower.
 */
export function enumerableScenario(extra: Partial<ScenarioInput> = {}): Scenario {
  const offer = (id: string, provider: string, region: string, prices: Record<string, unknown>, speedFactor = 1) => ({
    id,
    provider,
    region,
    instanceType: `${id}-1g`,
    gpuId: 'g',
    gpusPerInstance: 1,
    vcpus: 8,
    ramGb: 64,
    networkGbps: 10,
    virtualization: 'passthrough' as const,
    efficiency: { speedFactor },
    prices,
  });
  const input: ScenarioInput = {
    schemaVersion: 8,
    name: 'Enumerable plans',
    currency: 'USD',
    startDate: '2027-01-04',
    horizonDays: 14,
    catalog: {
      asOf: '2026-12-01',
      referenceGpuId: 'g',
      gpus: [{ id: 'g', name: 'Test GPU', memoryGb: 80, relativeSpeed: { training: 1, inference: 1, batch: 1, dev: 1 }, interconnect: 'nvlink' }],
      offers: [
        offer('a', 'Alpha', 'east', {
          onDemand: { perHour: 10, ...price },
          reserved: [{ termMonths: 12, perHour: 6, ...price }],
          spot: { perHour: 3, ...price },
        }),
        offer('b', 'Beta', 'west', { onDemand: { perHour: 11, ...price } }, 0.8),
      ],
    },
    workloads: [
      {
        id: 'train',
        name: 'Fine-tuning',
        kind: 'training',
        arrivals: { type: 'poisson', perDay: 1.5 },
        size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 12 } },
        gpusPerJob: 2,
        checkpointIntervalMinutes: 30,
        deadlineHours: 30,
      },
    ],
    strategies: [
      {
        id: 'od',
        name: 'On demand',
        pools: [
          { id: 'a-od', offerId: 'a', kind: 'onDemand' },
          { id: 'a-spot', offerId: 'a', kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.08 } },
        ],
        placements: [{ workloadId: 'train', poolIds: ['a-od'] }],
      },
    ],
    simulation: { runs: 4, baseSeed: 7 },
    ...extra,
  };
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

/**
 * The two workloads the shared-pool searches are enumerated on: a model API of 1-GPU replicas
 * (one at night, three from 08:00 to 18:00) and the base scenario's 2-GPU fine-tuning jobs,
 * 6 GPU-hours each, two a day. Raw input for `parseScenario`, as the tests build their scenarios.
 */
export function apiAndTraining(base: Scenario): unknown[] {
  const day = Array.from({ length: 24 }, (_, h) => (h >= 8 && h < 18 ? 21 : 7));
  return [
    {
      id: 'api',
      name: 'Model API',
      kind: 'inference',
      traffic: { weekday: day, weekend: day, growthPerMonth: 0, growthFromDay: 0 },
      requestsPerSecondPerReplica: 10,
      gpusPerReplica: 1,
      minReplicas: 1,
      maxReplicas: 3,
      targetUtilisation: 0.7,
      serviceTimeMs: 400,
      concurrencyPerReplica: 8,
      latencyTargetMs: 2000,
      latencyTargetPercentile: 'mean',
      memoryGbPerGpu: 40,
    },
    { ...base.workloads[0]!, arrivals: { type: 'poisson', perDay: 2 }, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 6 } } },
  ];
}
