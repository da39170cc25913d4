import type { ScenarioInput } from '@shared/scenario';
import { scenario } from './fixtures';

/* The owned-server tests' pool and workload: one 8-GPU server and a service holding a fixed number of one-GPU replicas. */
export type PoolInput = ScenarioInput['strategies'][number]['pools'][number];
export type OwnedInput = Extract<PoolInput, { kind: 'owned' }>;

/** One 8-GPU server, bought for 300,000, with every cost line switched on. */
export const ONE_SERVER: OwnedInput = {
  id: 'own',
  kind: 'owned',
  offerId: 'bm8',
  servers: 1,
  leadTimeWeeks: 0,
  pricePerServer: 300_000,
  depreciationYears: 5,
  residualPercent: 10,
  powerIdleKw: 2,
  powerBusyKw: 10.2,
  pue: 1.4,
  tariffPerKwh: 0.12,
  colocationPerKwMonth: 150,
  maintenancePercentPerYear: 8,
  staffPerMonth: 3000,
  resalePercent: 60,
};

/** An inference service holding `replicas` one-GPU replicas all the time (flat traffic), on the given pools. */
export function heldReplicas(replicas: number, pools: PoolInput[], horizonDays: number, extra: Partial<ScenarioInput> = {}) {
  return scenario({
    startDate: '2026-01-01',
    horizonDays,
    ...extra,
    workloads: [
      {
        id: 'api',
        name: 'API',
        kind: 'inference',
        traffic: { weekday: Array.from({ length: 24 }, () => 1) },
        requestsPerSecondPerReplica: 10,
        minReplicas: 1,
        maxReplicas: 64,
      },
    ],
    strategies: [
      {
        id: 's',
        name: 'S',
        pools,
        placements: [{ workloadId: 'api', poolIds: pools.map((p) => p.id), scaling: 'fixed', fixedReplicas: replicas }],
      },
    ],
  });
}

