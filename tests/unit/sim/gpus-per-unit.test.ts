import { describe, expect, it } from 'vitest';
import { runStrategy } from '@shared/sim/run-strategy';
import type { RunResult } from '@shared/sim/results';
import { catalogWith, HOUR, trainingScenario } from './fixtures';
import { expectInvariants } from './invariants';

function run(s: Parameters<typeof runStrategy>[0]): RunResult {
  const r = runStrategy(s, 's', 1);
  expectInvariants(r);
  return r;
}

/** One 8 reference-GPU-hour job of a 1-GPU workload, run by a strategy on `gpus` GPUs of an 8-GPU instance. */
function jobOn(gpus: number | undefined): RunResult {
  return run(
    trainingScenario({
      pools: [{ id: 'node', offerId: 'vm8', kind: 'onDemand' }],
      workload: { gpusPerJob: 1, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 8 } } },
      placement: gpus === undefined ? {} : { gpusPerUnit: gpus },
    }),
  );
}

describe('a placement that runs each unit on its own GPU count (gpusPerUnit)', () => {
  it('runs the same job on 1 or 4 GPUs with wall times from the scaling model', () => {
    const own = jobOn(undefined);
    const one = jobOn(1);
    const four = jobOn(4);
    // The workload's own count, and the same count given explicitly: the same run.
    expect(one.jobs[0]!.runS).toBe(own.jobs[0]!.runS);
    expect(one.jobs[0]!.runS).toBe(8 * HOUR);
    // Four GPUs inside one instance: 0.95 per doubling (the catalog default), twice = 0.9025.
    const wall = Math.ceil((8 * HOUR) / (4 * Math.pow(0.95, 2)) - 1e-7);
    expect(four.jobs[0]!.runS).toBe(wall);
    expect(one.jobs[0]!.runS / four.jobs[0]!.runS).toBeCloseTo(4 * 0.9025, 3);
    // The GPUs actually used follow the override; the work is the same.
    expect(one.pools[0]!.gpuSecondsUsed).toBe(8 * HOUR);
    expect(four.pools[0]!.gpuSecondsUsed).toBe(4 * wall);
    expect(four.pools[0]!.gpuSecondsUsed).toBeGreaterThan(one.pools[0]!.gpuSecondsUsed);
  });

  it('takes as many instances as the override needs (gang of whole instances)', () => {
    const r = run(
      trainingScenario({
        catalog: catalogWith({ vm1: { efficiency: { interNodeScalingPerDoubling: 0.8 } } }),
        pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }],
        workload: { gpusPerJob: 1, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 8 } } },
        placement: { gpusPerUnit: 4 },
      }),
    );
    expect(r.pools[0]!.instancesLaunched).toBe(4);
    expect(r.pools[0]!.peakInstances).toBe(4);
    // Four 1-GPU instances: 0.8 per doubling of instances, twice.
    expect(r.jobs[0]!.runS).toBe(Math.ceil((8 * HOUR) / (4 * 0.64) - 1e-7));
  });

  it('can also take GPUs away: an 8-GPU job run on 2 GPUs of the same node', () => {
    const r = run(
      trainingScenario({
        pools: [{ id: 'node', offerId: 'vm8', kind: 'onDemand' }],
        workload: { gpusPerJob: 8, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 8 } } },
        placement: { gpusPerUnit: 2 },
      }),
    );
    expect(r.jobs[0]!.runS).toBe(Math.ceil((8 * HOUR) / (2 * 0.95) - 1e-7));
    expect(r.pools[0]!.gpuSecondsUsed).toBe(2 * r.jobs[0]!.runS);
  });
});
