import type { ScenarioInput } from '@shared/scenario';
import { catalogWith, scenario } from './fixtures';

const src = { asOf: '2026-01-01', source: 'test', status: 'estimate' as const };
type PoolsInput = ScenarioInput['strategies'][number]['pools'];
export type PlansInput = ScenarioInput['strategies'][number]['savingsPlans'];

// vm1 (2 an hour on demand) and vm8 (16 an hour, 8 GPUs scaling perfectly) have compute-plan rates of 0.72 and 0.6 for 12 months, no upfront.
const catalog = catalogWith({
  vm1: { prices: { onDemand: { ...src, perHour: 2 }, savingsPlans: [{ ...src, scope: 'compute', termMonths: 12, payment: 'noUpfront', rate: 0.72 }] } },
  vm8: { efficiency: { intraNodeScalingPerDoubling: 1 }, prices: { onDemand: { ...src, perHour: 16 }, savingsPlans: [{ ...src, scope: 'compute', termMonths: 12, payment: 'noUpfront', rate: 0.6 }] } },
});

/** Two training jobs on day 0: one of 10 GPU-hours on 1 GPU (10 h on vm1), one of 16 GPU-hours on 8 GPUs (2 h on vm8). */
export function twoJobs(plans: PlansInput, pools: PoolsInput = [{ id: 'od1', offerId: 'vm1', kind: 'onDemand' }, { id: 'od8', offerId: 'vm8', kind: 'onDemand' }]) {
  const job = (id: string, gpuHours: number, gpusPerJob: number) =>
    ({
      id,
      name: id,
      kind: 'training',
      arrivals: { type: 'fixed', days: [0] },
      size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: gpuHours } },
      gpusPerJob,
      startupMinutes: 0,
      restartOverheadMinutes: 0,
    }) as ScenarioInput['workloads'][number];
  return scenario({
    horizonDays: 10,
    catalog,
    waitingValuePerPersonHour: 0,
    workloads: [job('small', 10, 1), job('big', 16, 8)],
    strategies: [
      {
        id: 's',
        name: 'S',
        pools,
        placements: [
          { workloadId: 'small', poolIds: ['od1'] },
          { workloadId: 'big', poolIds: ['od8'] },
        ],
        ...(plans ? { savingsPlans: plans } : {}),
      },
    ],
  });
}

