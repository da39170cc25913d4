import { describe, expect, it } from 'vitest';
import { runStrategy } from '@shared/sim/run-strategy';
import type { RunResult } from '@shared/sim/results';
import { HOUR, trainingScenario } from './fixtures';
import { expectInvariants } from './invariants';

function run(s: Parameters<typeof runStrategy>[0], seed = 1, id = 's'): RunResult {
  const r = runStrategy(s, id, seed);
  expectInvariants(r);
  return r;
}

const OD = { id: 'od', offerId: 'vm1', kind: 'onDemand' as const };

describe('Uniform Progress deadline policy', () => {
  // Spot for 2 h, gone for 6 h, then back; hourly decisions; 10 GPU-h due in 20 h; restart 30 min.
  const trace = { model: 'trace' as const, gapSeconds: HOUR, unavailable: [0, 0, 1, 1, 1, 1, 1, 1, ...Array<0>(16).fill(0)] as (0 | 1)[], randomStart: false };
  const job = (deadlinePolicy: 'greedy' | 'uniformProgress') =>
    trainingScenario({
      pools: [{ id: 'sp', offerId: 'vm1', kind: 'spot', interruption: trace, saveOnNotice: true }, OD],
      placement: { spotFallback: { deadlinePolicy }, whenSpotFull: 'wait' },
      workload: { startupMinutes: 0, restartOverheadMinutes: 30, deadlineHours: 20 },
    });

  it('goes to on-demand as soon as it falls behind an even pace, and back to spot once ahead by two changeovers', () => {
    const r = run(job('uniformProgress'));
    const j = r.jobs[0]!;
    // 2 h done on spot by 2 h; the line (half an hour of work per hour) passes 2 h of work at
    // 4 h, so at the 5 h decision it starts on on-demand (productive from 5.5 h). Ahead of the
    // line by two changeovers when 2 + (t - 5.5) > (t + 1) / 2, i.e. after 8 h: at 9 h it goes
    // back to spot (there again since 8 h), pays a restart, and finishes the last 4.5 h at 14 h.
    expect(j.poolIds).toEqual(['sp', 'od', 'sp']);
    expect(j.finishS).toBe(14 * HOUR);
    expect(j.deadlineMet).toBe(true);
    expect(j.preemptions).toBe(1);
    const spot = r.pools.find((p) => p.poolId === 'sp')!;
    const od = r.pools.find((p) => p.poolId === 'od')!;
    expect(spot.gpuSecondsBilled).toBe(7 * HOUR); // 0-2 h and 9-14 h
    expect(od.gpuSecondsBilled).toBe(4 * HOUR); // 5-9 h
    expect(r.totalCostMicro).toBe(7 * 0.6e6 + 4 * 2e6);
  });

  it('Greedy on the same window waits for spot instead and never comes back from on-demand', () => {
    const j = run(job('greedy')).jobs[0]!;
    // Waits from 2 h to 8 h (the deadline still leaves room), then 30 min restart + 8 h: 16.5 h.
    expect(j.poolIds).toEqual(['sp']);
    expect(j.finishS).toBe(16.5 * HOUR);
  });

  it('meets every deadline with gang jobs on a correlated spot market, and comes back to spot', () => {
    const s = trainingScenario({
      pools: [{ id: 'sp', offerId: 'vm1', kind: 'spot', interruption: { model: 'market', meanAvailableHours: 3, meanUnavailableHours: 2 }, saveOnNotice: true }, OD],
      placement: { spotFallback: { deadlinePolicy: 'uniformProgress', decisionIntervalMinutes: 10 }, whenSpotFull: 'wait' },
      workload: { gpusPerJob: 4, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 80 } }, deadlineHours: 36, restartOverheadMinutes: 12, startupMinutes: 12 },
    });
    let returned = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const j = run(s, seed).jobs[0]!;
      expect(j.deadlineMet, `seed ${seed}`).toBe(true);
      if (j.poolIds.join('>').includes('od>sp')) returned++;
    }
    expect(returned).toBeGreaterThan(5);
  });

  it('meets every deadline under Poisson interruptions, checkpoints lost included', () => {
    const s = trainingScenario({
      pools: [{ id: 'sp', offerId: 'vm1', kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.3 } }, OD],
      placement: { spotFallback: { deadlinePolicy: 'uniformProgress' } },
      workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 20 } }, deadlineHours: 26, checkpointIntervalMinutes: 30, restartOverheadMinutes: 10 },
    });
    for (let seed = 1; seed <= 30; seed++) expect(run(s, seed).jobs[0]!.deadlineMet, `seed ${seed}`).toBe(true);
  });

  it('shares a capped spot pool between many jobs: behind ones go to on-demand, ahead ones come back when there is room', () => {
    const s = trainingScenario({
      pools: [{ id: 'sp', offerId: 'vm1', kind: 'spot', maxInstances: 2, interruption: { model: 'market', meanAvailableHours: 6, meanUnavailableHours: 1 }, saveOnNotice: true }, OD],
      placement: { spotFallback: { deadlinePolicy: 'uniformProgress', decisionIntervalMinutes: 10 }, whenSpotFull: 'wait' },
      workload: { arrivals: { type: 'fixed', days: [0, 0, 0, 0, 0, 0] }, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 12 } }, deadlineHours: 30, restartOverheadMinutes: 10 },
    });
    let returned = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const r = run(s, seed);
      for (const j of r.jobs) {
        expect(j.deadlineMet, `seed ${seed} job ${j.index}`).toBe(true);
        if (j.poolIds.join('>').includes('od>sp')) returned++;
      }
      const peak = r.pools.find((p) => p.poolId === 'sp')!.peakInstances;
      expect(peak).toBeLessThanOrEqual(2);
    }
    expect(returned).toBeGreaterThan(0);
  });
});
