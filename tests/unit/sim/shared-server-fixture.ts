import type { ScenarioInput } from '@shared/scenario';
import { catalogWith } from './fixtures';

/**
 * The hand-worked case of shared pools with priorities: one 8-GPU reserved server, a service
 * needing one 6-GPU replica from 14:00 to 18:00, and one 4-GPU training job arriving at 10:00
 * (20 min start-up, 10 min restart overhead, a checkpoint every hour, 40 reference GPU-hours:
 * 10 h of work on 4 GPUs at full speed).
 */
type Placement = ScenarioInput['strategies'][number]['placements'][number];
export const MIN = 60;
/** 10 requests/s from 14:00 to 18:00 (one replica of 10 requests/s), none otherwise. */
const AFTERNOON = Array.from({ length: 24 }, (_, h) => (h >= 14 && h < 18 ? 10 : 0));

export function shared(service: Partial<Placement>, job: Partial<Placement>, withOnDemand = true): ScenarioInput {
  const pools: ScenarioInput['strategies'][number]['pools'] = [{ id: 'server', offerId: 'vm8', kind: 'reserved', count: 1, termMonths: 12 }];
  if (withOnDemand) pools.push({ id: 'od', offerId: 'vm8', kind: 'onDemand' });
  return {
    schemaVersion: 8,
    name: 'shared',
    currency: 'USD',
    startDate: '2026-01-01',
    horizonDays: 2,
    waitingValuePerPersonHour: 0,
    // Scaling 1 inside a server, so 4 GPUs deliver exactly 4 reference GPU-hours an hour.
    catalog: catalogWith({ vm8: { efficiency: { intraNodeScalingPerDoubling: 1 } } }),
    workloads: [
      {
        id: 'api',
        name: 'API',
        kind: 'inference',
        traffic: { weekday: AFTERNOON, weekend: AFTERNOON },
        requestsPerSecondPerReplica: 10,
        targetUtilisation: 1,
        gpusPerReplica: 6,
        minReplicas: 0,
        maxReplicas: 1,
        scaleUpDelayMinutes: 0,
        scaleDownDelayMinutes: 0,
        phaseIds: [],
      },
      {
        id: 'train',
        name: 'Train',
        kind: 'training',
        arrivals: { type: 'fixed', days: [10 / 24] },
        size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 40 } },
        gpusPerJob: 4,
        checkpointIntervalMinutes: 60,
        startupMinutes: 20,
        restartOverheadMinutes: 10,
      },
    ],
    strategies: [
      {
        id: 's',
        name: 'Shared server',
        pools,
        placements: [
          { workloadId: 'api', poolIds: pools.map((p) => p.id), ...service },
          { workloadId: 'train', poolIds: ['server'], ...job },
        ],
      },
    ],
  } as ScenarioInput;
}

