import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseScenarioText } from '@shared/scenario';
import { runStrategy } from '@shared/sim/run-strategy';
import { timelineBucketS } from '@shared/sim/held-timeline';
import type { RunResult } from '@shared/sim/results';
import { HOUR, scenario } from './fixtures';
import { expectInvariants } from './invariants';
import { MIN, shared } from './shared-server-fixture';

const GPUS = 8;

function serverTimeline(r: RunResult) {
  const tl = r.pools.find((p) => p.poolId === 'server')!.heldTimeline;
  if (!tl) throw new Error('no timeline on the shared server');
  return tl;
}

/** One workload's GPU-seconds per bucket, zeros when it never held the pool. */
const heldBy = (tl: ReturnType<typeof serverTimeline>, id: string): number[] =>
  tl.byWorkload.find((b) => b.workloadId === id)?.gpuS ?? tl.idleGpuS.map(() => 0);

describe("who held the shared server hour by hour, by hand", () => {
  it('the service first: the job holds 4 GPUs 10:00-14:00, the service 6 GPUs 14:00-18:00, the job 4 GPUs again 18:00-01:10', () => {
    const r = runStrategy(scenario(shared({ priority: 10 }, {})), 's', 1);
    expectInvariants(r);
    const tl = serverTimeline(r);
    // Two days, hourly buckets: 48 of them.
    expect(tl.bucketS).toBe(HOUR);
    expect(tl.idleGpuS).toHaveLength(48);
    const api = new Array<number>(48).fill(0);
    const train = new Array<number>(48).fill(0);
    // Day 1: the job arrives at 10:00 and holds 4 GPUs (20 min start-up included) until the
    // service takes 6 of the 8 at 14:00 (4 + 6 > 8: the job is preempted, waits for 18:00).
    for (let h = 10; h < 14; h++) train[h] = 4 * HOUR;
    // The service's one replica, 6 GPUs, 14:00-18:00 on both days.
    for (const day of [0, 24]) for (let h = 14; h < 18; h++) api[day + h] = 6 * HOUR;
    // 18:00: back on 4 GPUs, 10 min restart then the 7 h of work left: to 01:10 on day 2.
    for (let h = 18; h < 25; h++) train[h] = 4 * HOUR;
    train[25] = 4 * 10 * MIN;
    const idle = api.map((a, h) => GPUS * HOUR - a - train[h]!);
    expect(heldBy(tl, 'api')).toEqual(api);
    expect(heldBy(tl, 'train')).toEqual(train);
    expect(tl.idleGpuS).toEqual(idle);
    // By hand: hour 13 (job only) leaves 4 idle; hour 14 (service only, job waiting) leaves 2; hour 25 is 10 min of 4 GPUs.
    expect([tl.idleGpuS[13], tl.idleGpuS[14], tl.idleGpuS[25]]).toEqual([4 * HOUR, 2 * HOUR, 8 * HOUR - 4 * 10 * MIN]);
  });

  it('equal priorities: the job keeps its 4 GPUs 10:00-20:20 and the service does not fit beside it on day 1', () => {
    const r = runStrategy(scenario(shared({}, {})), 's', 1);
    expectInvariants(r);
    const tl = serverTimeline(r);
    const train = new Array<number>(48).fill(0);
    for (let h = 10; h < 20; h++) train[h] = 4 * HOUR;
    train[20] = 4 * 20 * MIN;
    expect(heldBy(tl, 'train')).toEqual(train);
    // Day 1 the service went to on-demand; day 2 the server is free and it holds 6 GPUs 14:00-18:00.
    const api = heldBy(tl, 'api');
    expect(api.slice(0, 24).every((g) => g === 0)).toBe(true);
    expect(api.slice(38, 42)).toEqual([6 * HOUR, 6 * HOUR, 6 * HOUR, 6 * HOUR]);
  });

  it('summary runs keep no timeline (Monte Carlo keeps it for the representative run only)', () => {
    const r = runStrategy(scenario(shared({ priority: 10 }, {})), 's', 1, { detail: 'summary' });
    expect(r.pools.find((p) => p.poolId === 'server')!.heldTimeline).toBeUndefined();
    expect(r.pools.find((p) => p.poolId === 'server')!.hoursSplit).toBeDefined();
  });

  it('pools nobody shares have no timeline', () => {
    const r = runStrategy(scenario(shared({ priority: 10 }, {})), 's', 1);
    expect(r.pools.find((p) => p.poolId === 'od')!.heldTimeline).toBeUndefined();
  });
});

describe('the bucket follows the horizon', () => {
  it('hourly up to 31 days, 6-hourly up to 366 days, daily beyond', () => {
    expect([timelineBucketS(2), timelineBucketS(31), timelineBucketS(32), timelineBucketS(366), timelineBucketS(367)]).toEqual([
      HOUR,
      HOUR,
      6 * HOUR,
      6 * HOUR,
      24 * HOUR,
    ]);
  });
});

describe('the shipped example 11: every bucket of every shared pool adds up to its committed GPUs', () => {
  const parsed = parseScenarioText(readFileSync('scenarios/11-shared-pool-priorities.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error('example 11 does not parse');
  for (const s of parsed.scenario.strategies) {
    it(`${s.id}`, () => {
      const r = runStrategy(parsed.scenario, s.id, 1);
      expectInvariants(r);
      for (const p of r.pools.filter((q) => q.hoursSplit !== undefined)) {
        const tl = p.heldTimeline!;
        // 90 days: 6-hour buckets; one 8-GPU server open the whole horizon.
        expect(tl.bucketS).toBe(6 * HOUR);
        expect(tl.idleGpuS).toHaveLength(90 * 4);
        tl.idleGpuS.forEach((idle, b) => {
          const held = tl.byWorkload.reduce((n, w) => n + w.gpuS[b]!, 0);
          expect(held + idle).toBe(GPUS * 6 * HOUR);
        });
      }
    });
  }
});
