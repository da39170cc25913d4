/* eslint-disable @typescript-eslint/no-explicit-any -- these tests take documents apart field by field, on purpose */
import type { ScenarioInput } from '@shared/scenario';

/** A small valid scenario: one GPU, two offers, one training workload, two strategies. */
export function validScenario(): ScenarioInput {
  return {
    schemaVersion: 8,
    name: 'Validation fixture',
    currency: 'USD',
    startDate: '2027-01-04',
    horizonDays: 30,
    catalog: {
      asOf: '2026-12-01',
      referenceGpuId: 'a100',
      gpus: [
        {
          id: 'a100',
          name: 'A100 80GB',
          memoryGb: 80,
          relativeSpeed: { training: 1, inference: 1, batch: 1, dev: 1 },
          interconnect: 'nvlink',
        },
      ],
      offers: [
        {
          id: 'vm',
          provider: 'X',
          instanceType: 'x8',
          gpuId: 'a100',
          gpusPerInstance: 8,
          vcpus: 96,
          ramGb: 1000,
          networkGbps: 100,
          virtualization: 'shared-vm',
          prices: { onDemand: { perHour: 20, asOf: '2026-01-01', source: 'test' } },
        },
        {
          id: 'bm',
          provider: 'X',
          instanceType: 'bm8',
          gpuId: 'a100',
          gpusPerInstance: 8,
          vcpus: 128,
          ramGb: 2000,
          networkGbps: 200,
          virtualization: 'bare-metal',
          prices: { bareMetal: { perServerMonth: 9000, asOf: '2026-01-01', source: 'test' } },
        },
      ],
    },
    phases: [{ id: 'dev', name: 'Development', startDay: 0, endDay: 30 }],
    workloads: [
      {
        id: 'ft',
        name: 'Fine-tune',
        kind: 'training',
        phaseIds: ['dev'],
        arrivals: { type: 'recurring', everyDays: 7 },
        size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 64 } },
        gpusPerJob: 8,
        memoryGbPerGpu: 40,
      },
    ],
    strategies: [
      {
        id: 'od',
        name: 'On-demand',
        pools: [{ id: 'p', kind: 'onDemand', offerId: 'vm' }],
        placements: [{ workloadId: 'ft', poolIds: ['p'] }],
      },
      {
        id: 'metal',
        name: 'Bare-metal',
        pools: [{ id: 'b', kind: 'bareMetal', offerId: 'bm', servers: 1, termMonths: 1 }],
        placements: [{ workloadId: 'ft', poolIds: ['b'] }],
      },
    ],
  };
}

/** A deep copy as a plain JSON object, to break on purpose. */
export function mutable(): Record<string, any> {
  return JSON.parse(JSON.stringify(validScenario())) as Record<string, any>;
}
