import { readFileSync } from 'node:fs';
import { CURRENT_SCHEMA_VERSION, Scenario } from '@shared/scenario';

/**
 * The reference experiment of "Can't Be Late" (NSDI '24) on one real AWS spot-availability
 * window (tests/fixtures/spot-traces/README.md names the source and the paper to cite): one
 * job needing 48 h, changeover d = 0.2 h, on-demand $3.06/h, spot $0.9731/h.
 *
 * Mapping to Headroom: the job is 48 GPU-hours with a 12-minute start-up time (the paper pays
 * d when the job first starts) and a 12-minute restart overhead on every later start, progress
 * kept at a preemption (saveOnNotice: the paper's simulator loses no progress), billing in
 * 600 s ticks. Strategies: `on_demand`; `greedy` and `uniformProgress`, the placement
 * [spot, on-demand] waiting for spot under each deadline policy, deciding at the trace's
 * 10-minute sample interval unless told otherwise.
 */
export const fixtures = new URL('../fixtures/spot-traces/', import.meta.url);

export function csv(name: string): Record<string, string>[] {
  const [head, ...rows] = readFileSync(new URL(name, fixtures), 'utf8').trim().split('\n');
  const keys = head!.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [keys[i]!, v])));
}

export function experiment(env: string, window: number, deadlineHours: number, decisionIntervalMinutes?: number): Scenario {
  const trace = JSON.parse(readFileSync(new URL(`${env}/${window}.json`, fixtures), 'utf8')) as {
    metadata: { gap_seconds: number };
    data: (0 | 1)[];
  };
  const source = { asOf: '2022-01-01', source: "Can't Be Late (NSDI '24) reference experiment" };
  const spotPool = {
    id: 'sp',
    offerId: 'vm',
    kind: 'spot' as const,
    interruption: { model: 'trace' as const, gapSeconds: trace.metadata.gap_seconds, unavailable: trace.data, randomStart: false },
    saveOnNotice: true,
  };
  const interval = decisionIntervalMinutes === undefined ? {} : { decisionIntervalMinutes };
  const withPolicy = (id: string, deadlinePolicy: 'greedy' | 'uniformProgress') => ({
    id,
    name: id,
    pools: [spotPool, { id: 'od', offerId: 'vm', kind: 'onDemand' as const }],
    placements: [{ workloadId: 'job', poolIds: ['sp', 'od'], spotFallback: { deadlinePolicy, ...interval }, whenSpotFull: 'wait' as const }],
  });
  return Scenario.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    name: `${env} window ${window}`,
    currency: 'USD',
    startDate: '2022-01-01',
    horizonDays: 4,
    catalog: {
      asOf: '2022-01-01',
      referenceGpuId: 'gpu',
      gpus: [{ id: 'gpu', name: 'GPU', memoryGb: 16, relativeSpeed: { training: 1, inference: 1, batch: 1, dev: 1 }, interconnect: 'nvlink' }],
      offers: [
        {
          id: 'vm',
          provider: 'AWS',
          instanceType: 'p3.2xlarge',
          gpuId: 'gpu',
          gpusPerInstance: 1,
          vcpus: 8,
          ramGb: 61,
          networkGbps: 10,
          virtualization: 'passthrough',
          billing: { granularitySeconds: 600, minimumSeconds: 0 },
          prices: { onDemand: { ...source, perHour: 3.06 }, spot: { ...source, perHour: 0.9731 } },
        },
      ],
    },
    workloads: [
      {
        id: 'job',
        name: 'Job',
        kind: 'training',
        arrivals: { type: 'fixed', days: [0] },
        size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 48 } },
        startupMinutes: 12,
        gpusPerJob: 1,
        checkpointIntervalMinutes: 10,
        restartOverheadMinutes: 12,
        deadlineHours,
      },
    ],
    strategies: [
      { id: 'on_demand', name: 'On-demand', pools: [{ id: 'od', offerId: 'vm', kind: 'onDemand' }], placements: [{ workloadId: 'job', poolIds: ['od'] }] },
      withPolicy('greedy', 'greedy'),
      withPolicy('uniformProgress', 'uniformProgress'),
    ],
  });
}
