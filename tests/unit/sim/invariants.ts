import { expect } from 'vitest';
import type { RunResult } from '@shared/sim/results';

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** The accounting identities every run must satisfy, exactly (integers). */
export function expectInvariants(r: RunResult): void {
  const pools = sum(r.pools.map((p) => p.costMicro));
  expect(pools).toBe(r.totalCostMicro);
  expect(sum(Object.values(r.costByWorkloadMicro))).toBe(r.totalCostMicro);
  expect(sum(Object.values(r.costByMonthMicro))).toBe(r.totalCostMicro);
  expect(sum(r.daily.map((d) => d.costMicro))).toBe(r.totalCostMicro);
  expect(r.costByWorkloadMicro['idle']).toBe(r.idleCommitmentCostMicro);
  expect(sum(r.pools.map((p) => p.idleCostMicro))).toBe(r.idleCommitmentCostMicro);
  expect(sum(r.workloads.map((w) => w.costMicro))).toBe(r.totalCostMicro - r.idleCommitmentCostMicro);
  expect(Number.isInteger(r.totalCostMicro)).toBe(true);
  expect(r.totalCostMicro).toBeGreaterThanOrEqual(0);
  for (const p of r.pools) {
    expect(p.gpuSecondsBilled).toBe(p.gpuSecondsUsed + p.gpuSecondsIdle);
    expect(p.gpuSecondsIdle).toBeGreaterThanOrEqual(0);
    expect(p.costMicro).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(p.costMicro)).toBe(true);
    // Per pool by workload: the same pieces, so cost and use add up exactly.
    const by = p.byWorkload ?? [];
    expect(sum(by.map((b) => b.costMicro)) + p.idleCostMicro).toBe(p.costMicro);
    expect(sum(by.map((b) => b.gpuSecondsUsed))).toBe(p.gpuSecondsUsed);
    // A shared committed pool's hours split: what services and jobs held (the ledger's use) is
    // what jobs did usefully, lost and restarted (counted apart, as stays end), plus idle.
    const split = p.hoursSplit;
    if (split !== undefined) {
      const jobsHeld = p.gpuSecondsUsed - split.servicesGpuS;
      expect(jobsHeld).toBe(split.jobsUsefulGpuS + split.jobsLostGpuS + split.jobsRestartGpuS);
      expect(split.servicesGpuS + split.jobsUsefulGpuS + split.jobsLostGpuS + split.jobsRestartGpuS + split.idleGpuS).toBe(split.committedGpuS);
      expect(split.committedGpuS).toBe(p.gpuSecondsBilled);
      expect(Math.min(split.servicesGpuS, split.jobsUsefulGpuS, split.jobsLostGpuS, split.jobsRestartGpuS, split.idleGpuS)).toBeGreaterThanOrEqual(0);
    }
    if (p.heldTimeline !== undefined) expectTimelineAddsUp(p);
  }
  for (const w of r.workloads) {
    expect(w.costMicro).toBeGreaterThanOrEqual(0);
    expect(w.idleShareMicro).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(w.costMicro)).toBe(true);
  }
  for (const v of Object.values(r.costByMonthMicro)) expect(Number.isInteger(v)).toBe(true);
}

/**
 * A shared pool's timeline: integers, no bucket below zero, every workload's buckets add up to
 * what it used of the pool, idle to the pool's idle, so held + idle is the billed GPU-seconds.
 */
function expectTimelineAddsUp(p: RunResult['pools'][number]): void {
  const tl = p.heldTimeline!;
  expect(p.hoursSplit).toBeDefined();
  for (const row of [...tl.byWorkload.map((b) => b.gpuS), tl.idleGpuS]) {
    expect(row.length).toBe(tl.idleGpuS.length);
    expect(row.every((g) => Number.isInteger(g) && g >= 0)).toBe(true);
  }
  for (const b of tl.byWorkload) expect(sum(b.gpuS)).toBe(p.byWorkload?.find((u) => u.workloadId === b.workloadId)?.gpuSecondsUsed);
  expect(sum(tl.idleGpuS)).toBe(p.gpuSecondsIdle);
}
