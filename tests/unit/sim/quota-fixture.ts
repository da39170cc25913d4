import type { ScenarioInput } from '@shared/scenario';
import { shared } from './shared-server-fixture';

type Input = ScenarioInput;
type Workload = Input['workloads'][number];
type Quota = NonNullable<Input['strategies'][number]['quotas']>[number];

/**
 * The shared 8-GPU server of shared-server-fixture.ts with other workloads and quotas: the
 * training workload `train` (4-GPU jobs of 40 reference GPU-hours: 20 min start-up, then 10 h,
 * an hourly checkpoint, 10 min restart) arriving at the given days, and the extra workloads
 * placed on the server (and on on-demand for services) at the given priorities.
 */
export function quotaServer(trainDays: number[], extra: { workload: Workload; priority?: number }[], quotas: Quota[]): Input {
  const base = shared({}, {});
  const train = { ...(base.workloads[1] as Workload & { kind: 'training' }), arrivals: { type: 'fixed' as const, days: trainDays } };
  const strategy = base.strategies[0]!;
  return {
    ...base,
    workloads: [train, ...extra.map((e) => e.workload)],
    strategies: [
      {
        ...strategy,
        placements: [
          { workloadId: 'train', poolIds: ['server'] },
          ...extra.map((e) => ({
            workloadId: e.workload.id,
            poolIds: e.workload.kind === 'inference' ? ['server', 'od'] : ['server'],
            ...(e.priority !== undefined ? { priority: e.priority } : {}),
          })),
        ],
        quotas,
      },
    ],
  } as Input;
}

/** 60 requests/s from 14:00 to 18:00: six one-GPU replicas of 10 requests/s. */
const AFTERNOON_60 = Array.from({ length: 24 }, (_, h) => (h >= 14 && h < 18 ? 60 : 0));

export const afternoonService = {
  id: 'api',
  name: 'API',
  kind: 'inference',
  traffic: { weekday: AFTERNOON_60, weekend: AFTERNOON_60 },
  requestsPerSecondPerReplica: 10,
  targetUtilisation: 1,
  gpusPerReplica: 1,
  minReplicas: 0,
  maxReplicas: 6,
  scaleUpDelayMinutes: 0,
  scaleDownDelayMinutes: 0,
  phaseIds: [],
} as unknown as Workload;

/** A second training workload like train (4 GPUs, 40 GPU-hours), arriving at the given days. */
export function otherTraining(id: string, days: number[], team?: string): Workload {
  const base = shared({}, {}).workloads[1] as Workload & { kind: 'training' };
  return { ...base, id, name: id, arrivals: { type: 'fixed', days }, ...(team !== undefined ? { team } : {}) } as Workload;
}
