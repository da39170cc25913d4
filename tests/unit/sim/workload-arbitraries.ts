import fc from 'fast-check';
import { CURRENT_SCHEMA_VERSION, Scenario, type ScenarioInput } from '@shared/scenario';

export type WorkloadInput = ScenarioInput['workloads'][number];

/**
 * A workload of one kind (0 training, 1 batch, 2 inference, 3 dev) whose units take `gpus`
 * GPUs, with Poisson arrivals of 1 to 20 a day (jobs and batches), for placement properties.
 */
export function workloadArb(kind: number, id: string, gpus: number): fc.Arbitrary<WorkloadInput> {
  const base = { id: fc.constant(id), name: fc.constant(id) };
  const arrivals = fc.record({
    type: fc.constant('poisson' as const),
    perDay: fc.double({ min: 1, max: 20, noNaN: true }),
  });
  switch (kind) {
    case 0:
      return fc.record({
        ...base,
        kind: fc.constant('training' as const),
        arrivals,
        size: fc.record({
          type: fc.constant('gpuHours' as const),
          gpuHours: fc.record({
            type: fc.constant('exponential' as const),
            mean: fc.double({ min: 0.5, max: 40, noNaN: true }),
          }),
        }),
        gpusPerJob: fc.constant(gpus),
        checkpointIntervalMinutes: fc.constantFrom(15, 60),
        peopleWaiting: fc.constant(1),
      });
    case 1:
      return fc.record({
        ...base,
        kind: fc.constant('batch' as const),
        arrivals,
        tasksPerBatch: fc.integer({ min: 1, max: 6 }),
        taskGpuHours: fc.record({
          type: fc.constant('exponential' as const),
          mean: fc.double({ min: 0.2, max: 10, noNaN: true }),
        }),
        gpusPerTask: fc.constant(gpus),
      });
    case 2:
      return fc.record({
        ...base,
        kind: fc.constant('inference' as const),
        traffic: fc.record({
          weekday: fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 24, maxLength: 24 }),
        }),
        requestsPerSecondPerReplica: fc.double({ min: 2, max: 30, noNaN: true }),
        gpusPerReplica: fc.constant(gpus),
        minReplicas: fc.integer({ min: 0, max: 2 }),
        maxReplicas: fc.integer({ min: 2, max: 10 }),
      });
    default:
      return fc.record({
        ...base,
        kind: fc.constant('dev' as const),
        machines: fc.integer({ min: 1, max: 6 }),
        gpusPerMachine: fc.constant(gpus),
        forgottenShare: fc.double({ min: 0, max: 1, noNaN: true }),
      });
  }
}

type PoolInput = ScenarioInput['strategies'][number]['pools'][number];

/** A scenario from 2026-03-02 with one strategy 's' that places every workload on all `pools`, in order. */
export function everyWorkloadOnPools(
  name: string,
  horizonDays: number,
  catalog: ScenarioInput['catalog'],
  workloads: WorkloadInput[],
  pools: PoolInput[],
): Scenario {
  return Scenario.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    name,
    currency: 'USD',
    startDate: '2026-03-02',
    horizonDays,
    catalog,
    workloads,
    strategies: [
      {
        id: 's',
        name: 'S',
        pools,
        placements: workloads.map((w) => ({ workloadId: w.id, poolIds: pools.map((p) => p.id) })),
      },
    ],
  });
}
