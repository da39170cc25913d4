import { describe, expect, it } from 'vitest';
import { runStrategy } from '@shared/sim/run-strategy';
import type { RunResult } from '@shared/sim/results';
import { catalogWith, HOUR, trainingScenario } from './fixtures';
import { expectInvariants } from './invariants';

/** One-GPU on-demand instances at $2 an hour, each doubling of instances running at 0.8. */
const catalog = catalogWith({ vm1: { efficiency: { interNodeScalingPerDoubling: 0.8 } } });

function run(mix: { gpus: number; share: number }[], days: number[], placement = {}): RunResult {
  const r = runStrategy(
    trainingScenario({
      catalog,
      horizonDays: 40,
      pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }],
      workload: {
        arrivals: { type: 'fixed', days },
        gpusPerJob: 1,
        gpusPerJobMix: mix,
        size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 8 } },
      },
      placement,
    }),
    's',
    7,
  );
  expectInvariants(r);
  return r;
}

describe('a training workload whose jobs draw their GPU count from a mix', () => {
  it('runs each job as a gang of its own count: 8 GPU-hours on 1 GPU for 8 h ($16), on 4 GPUs for 3.125 h ($25)', () => {
    const days = Array.from({ length: 30 }, (_, i) => i);
    const r = run([{ gpus: 1, share: 0.5 }, { gpus: 4, share: 0.5 }], days);
    // 1 GPU: 8 h at $2 = $16. 4 GPUs on four 1-GPU instances: 8 / (4 x 0.8²) = 3.125 h,
    // 4 x 3.125 = 12.5 GPU-hours at $2 = $25.
    const one = r.jobs.filter((j) => j.runS === 8 * HOUR);
    const four = r.jobs.filter((j) => j.runS === 3.125 * HOUR);
    expect(one.length + four.length).toBe(30);
    expect(one.length).toBeGreaterThan(0);
    expect(four.length).toBeGreaterThan(0);
    for (const j of one) expect(j.costMicro).toBe(16_000_000);
    for (const j of four) expect(j.costMicro).toBe(25_000_000);
    const pool = r.pools[0]!;
    expect(pool.gpuSecondsUsed).toBe(one.length * 8 * HOUR + four.length * 12.5 * HOUR);
    expect(pool.peakInstances).toBe(4);
    expect(pool.costMicro).toBe(one.length * 16_000_000 + four.length * 25_000_000);
  });

  it('draws the counts in the mix\'s proportions (61 / 22 / 17 % over 3,000 jobs)', () => {
    const days = Array.from({ length: 3000 }, (_, i) => i / 100);
    const r = run(
      [{ gpus: 1, share: 0.61 }, { gpus: 2, share: 0.22 }, { gpus: 4, share: 0.17 }],
      days,
    );
    expect(r.jobs.length).toBe(3000);
    // Wall time tells the count: 8 h on 1 GPU, 8 / (2 x 0.8) = 5 h on 2, 3.125 h on 4.
    const share = (hours: number) => r.jobs.filter((j) => j.runS === hours * HOUR).length / 3000;
    // Three standard errors of a share over 3,000 draws is at most 0.027.
    expect(share(8)).toBeCloseTo(0.61, 1);
    expect(Math.abs(share(8) - 0.61)).toBeLessThan(0.027);
    expect(Math.abs(share(5) - 0.22)).toBeLessThan(0.023);
    expect(Math.abs(share(3.125) - 0.17)).toBeLessThan(0.021);
    expect(share(8) + share(5) + share(3.125)).toBe(1);
  });

  it('keeps the sizes and arrivals: the same seed draws the same counts, and a strategy\'s override runs every job on its count', () => {
    const days = Array.from({ length: 20 }, (_, i) => i);
    const mix = [{ gpus: 1, share: 0.5 }, { gpus: 4, share: 0.5 }];
    expect(JSON.stringify(run(mix, days))).toBe(JSON.stringify(run(mix, days)));
    const overridden = run(mix, days, { gpusPerUnit: 2 });
    for (const j of overridden.jobs) expect(j.runS).toBe(5 * HOUR);
  });
});
