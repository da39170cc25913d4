import { Scenario, type ScenarioInput } from '@shared/scenario';

/** A tiny catalog: a reference GPU and offers for every pool kind, easy numbers. */
export function baseCatalog(): ScenarioInput['catalog'] {
  const speed = { training: 1, inference: 1, batch: 1, dev: 1 };
  const src = { asOf: '2026-01-01', source: 'test' };
  return {
    asOf: '2026-01-01',
    referenceGpuId: 'ref',
    gpus: [
      { id: 'ref', name: 'Reference', memoryGb: 80, relativeSpeed: speed, interconnect: 'nvlink' },
      { id: 'half', name: 'Half speed', memoryGb: 24, relativeSpeed: { training: 0.5, inference: 0.5, batch: 0.5, dev: 0.5 }, interconnect: 'pcie' },
    ],
    offers: [
      {
        id: 'vm1',
        provider: 'test',
        instanceType: 'vm.1',
        gpuId: 'ref',
        gpusPerInstance: 1,
        vcpus: 8,
        ramGb: 64,
        networkGbps: 10,
        virtualization: 'passthrough',
        billing: { granularitySeconds: 1, minimumSeconds: 0 },
        prices: {
          onDemand: { ...src, perHour: 2 },
          spot: { ...src, perHour: 0.6 },
          reserved: [{ ...src, termMonths: 1, perHour: 1.2 }, { ...src, termMonths: 12, perHour: 1 }],
        },
      },
      {
        id: 'vm8',
        provider: 'test',
        instanceType: 'vm.8',
        gpuId: 'ref',
        gpusPerInstance: 8,
        vcpus: 96,
        ramGb: 1024,
        networkGbps: 100,
        virtualization: 'passthrough',
        billing: { granularitySeconds: 1, minimumSeconds: 0 },
        prices: { onDemand: { ...src, perHour: 16 }, spot: { ...src, perHour: 5 }, reserved: [{ ...src, termMonths: 12, perHour: 8 }] },
      },
      {
        id: 'bm8',
        provider: 'test',
        instanceType: 'bm.8',
        gpuId: 'ref',
        gpusPerInstance: 8,
        vcpus: 128,
        ramGb: 2048,
        networkGbps: 200,
        virtualization: 'bare-metal',
        efficiency: { speedFactor: 1 },
        prices: { bareMetal: { ...src, perServerMonth: 7200, minTermMonths: 1, leadTimeDays: 0 } },
      },
    ],
  };
}

export function scenario(input: Partial<ScenarioInput> & Pick<ScenarioInput, 'workloads' | 'strategies'>): Scenario {
  return Scenario.parse({
    schemaVersion: 8,
    name: 'test',
    currency: 'USD',
    startDate: '2026-01-01',
    horizonDays: 30,
    catalog: baseCatalog(),
    ...input,
  });
}

type OfferInput = ScenarioInput['catalog']['offers'][number];

/** The base catalog with some offers changed (by id). */
export function catalogWith(changes: Record<string, Partial<OfferInput>>): ScenarioInput['catalog'] {
  const cat = baseCatalog();
  cat.offers = cat.offers.map((o) => (changes[o.id] ? { ...o, ...changes[o.id] } : o));
  return cat;
}

export const HOUR = 3600;

/** One training workload placed on the given pools; handy for single-feature tests. */
export function trainingScenario(options: {
  pools: ScenarioInput['strategies'][number]['pools'];
  poolIds?: string[];
  workload?: Partial<Extract<ScenarioInput['workloads'][number], { kind: 'training' }>>;
  placement?: Partial<ScenarioInput['strategies'][number]['placements'][number]>;
  catalog?: ScenarioInput['catalog'];
  horizonDays?: number;
  phases?: ScenarioInput['phases'];
  waitingValuePerPersonHour?: number;
}): Scenario {
  return scenario({
    horizonDays: options.horizonDays ?? 10,
    catalog: options.catalog ?? baseCatalog(),
    phases: options.phases ?? [],
    waitingValuePerPersonHour: options.waitingValuePerPersonHour ?? 0,
    workloads: [
      {
        id: 'train',
        name: 'Train',
        kind: 'training',
        arrivals: { type: 'fixed', days: [0] },
        size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 10 } },
        gpusPerJob: 1,
        restartOverheadMinutes: 0,
        ...options.workload,
      } as ScenarioInput['workloads'][number],
    ],
    strategies: [
      {
        id: 's',
        name: 'Strategy',
        pools: options.pools,
        placements: [{ workloadId: 'train', poolIds: options.poolIds ?? options.pools.map((p) => p.id), ...options.placement }],
      },
    ],
  });
}
