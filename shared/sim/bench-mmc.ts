import { Scenario } from '@shared/scenario';

export interface MmcParams {
  /** Arrivals per hour (Poisson). */
  lambdaPerHour: number;
  /** Service completions per hour of one server (exponential sizes with mean 1 / mu hours). */
  muPerHour: number;
  /** Servers: reserved instances (single-GPU unless gpusPerServer says otherwise). */
  servers: number;
  /** GPUs per server (default 1): one-GPU jobs share a server by GPU unless oneUnitPerInstance. */
  gpusPerServer?: number;
  oneUnitPerInstance?: boolean;
  /** Jobs expected over the horizon (the horizon is sized to about this many arrivals). */
  jobs: number;
}

/**
 * An M/M/c queue as a scenario: Poisson arrivals of 1-GPU training jobs whose sizes are
 * exponential (mean 1 / mu reference GPU-hours), c single-GPU reserved instances of the
 * reference GPU with perfect efficiency, FIFO (or c servers of several GPUs, shared by GPU:
 * M/M/(c x GPUs), or one job per server: M/M/c again). Each job is two kernel events (arrival,
 * finish), so the run measures the event engine with the full job model around it.
 * Used by the benchmark (events per second) and the queueing test (Erlang C).
 */
export function buildMmcScenario(params: MmcParams): Scenario {
  const { lambdaPerHour, muPerHour, servers, jobs } = params;
  const gpusPerServer = params.gpusPerServer ?? 1;
  const horizonDays = Math.max(1, Math.ceil(jobs / (lambdaPerHour * 24)));
  if (horizonDays > 3660) throw new RangeError(`${jobs} jobs at ${lambdaPerHour}/h need ${horizonDays} days; raise lambda`);
  const termMonths = Math.min(60, Math.ceil(horizonDays / 28) + 1);
  const source = { asOf: '2026-01-01', source: 'benchmark', status: 'user' as const };
  return Scenario.parse({
    schemaVersion: 8,
    name: `M/M/${servers} benchmark`,
    currency: 'USD',
    startDate: '2026-01-01',
    horizonDays,
    catalog: {
      asOf: '2026-01-01',
      referenceGpuId: 'ref',
      gpus: [{ id: 'ref', name: 'Reference GPU', memoryGb: 80, relativeSpeed: { training: 1, inference: 1, batch: 1, dev: 1 }, interconnect: 'nvlink' }],
      offers: [
        {
          id: 'server',
          provider: 'benchmark',
          instanceType: `${gpusPerServer}-gpu`,
          gpuId: 'ref',
          gpusPerInstance: gpusPerServer,
          vcpus: 8,
          ramGb: 64,
          networkGbps: 10,
          virtualization: 'bare-metal',
          efficiency: { pipeline: 1, speedFactor: 1, jitterCv: 0 },
          prices: { reserved: [{ ...source, termMonths, perHour: 1 }] },
        },
      ],
    },
    workloads: [
      {
        id: 'jobs',
        name: 'Jobs',
        kind: 'training',
        arrivals: { type: 'poisson', perDay: lambdaPerHour * 24 },
        size: { type: 'gpuHours', gpuHours: { type: 'exponential', mean: 1 / muPerHour } },
        gpusPerJob: 1,
        checkpointIntervalMinutes: 60,
        restartOverheadMinutes: 0,
      },
    ],
    strategies: [
      {
        id: 'mmc',
        name: `${servers} reserved servers`,
        pools: [
          {
            id: 'servers',
            offerId: 'server',
            kind: 'reserved',
            count: servers,
            termMonths,
            ...(params.oneUnitPerInstance === undefined ? {} : { oneUnitPerInstance: params.oneUnitPerInstance }),
          },
        ],
        placements: [{ workloadId: 'jobs', poolIds: ['servers'] }],
      },
    ],
    simulation: { runs: 1, baseSeed: 1 },
  });
}
