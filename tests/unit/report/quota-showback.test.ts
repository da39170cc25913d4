import { describe, expect, it } from 'vitest';
import { showback } from '@shared/report/shared-pool-rows';
import { payersByQuota } from '@shared/report/quota-showback';
import { quotaRows } from '@shared/report/table-shared-pools';
import type { RunResult } from '@shared/sim/results';
import { makeResults } from './fixtures';

/**
 * One 8-GPU shared server costing 8,000 micro-units. By use: a held 100 GPU-s (1,000), b 300
 * (3,000), c of team T with b 100 (1,000), idle 3,000. Quotas: a guaranteed 2 GPUs, team T 4.
 */
function run(quotas: RunResult['quotas']): RunResult {
  return {
    pools: [
      {
        poolId: 'server',
        costMicro: 8000,
        gpuSecondsIdle: 300,
        idleCostMicro: 3000,
        hoursSplit: {},
        byWorkload: [
          { workloadId: 'a', gpuSecondsUsed: 100, costMicro: 1000 },
          { workloadId: 'b', gpuSecondsUsed: 300, costMicro: 3000 },
          { workloadId: 'c', gpuSecondsUsed: 100, costMicro: 1000 },
        ],
      },
    ],
    workloads: [
      { workloadId: 'a', name: 'A' },
      { workloadId: 'b', name: 'B', team: 'T' },
      { workloadId: 'c', name: 'C', team: 'T' },
    ],
    ...(quotas ? { quotas } : {}),
  } as unknown as RunResult;
}

const QUOTAS: RunResult['quotas'] = [
  { poolId: 'server', workloadId: 'a', guaranteedGpus: 2, maxGpus: null, poolGpus: 8, peakHeldGpus: 2, borrowedGpuHours: 0, borrowingHours: 0 },
  { poolId: 'server', team: 'T', guaranteedGpus: 4, maxGpus: 6, poolGpus: 8, peakHeldGpus: 4, borrowedGpuHours: 0, borrowingHours: 0 },
];

describe('who pays by quota', () => {
  it('charges each guarantee its share of the pool and splits the unguaranteed rest by use', () => {
    const r = run(QUOTAS);
    const split = payersByQuota(r, r.pools[0]!)!;
    // 6 of 8 GPUs guaranteed: the rest, 2/8 = 0.25 of the cost, is split by use.
    // a: 8,000 x 2/8 = 2,000 + 1,000 x 0.25 = 2,250.
    // Team T: 8,000 x 4/8 = 4,000, shared by use 300 : 100 -> b 3,000, c 1,000;
    // b: 3,000 + 3,000 x 0.25 = 3,750; c: 1,000 + 1,000 x 0.25 = 1,250. Idle: 3,000 x 0.25 = 750.
    expect(split.payers.map((p) => [p.workloadId, p.micro])).toEqual([
      ['a', 2250],
      ['b', 3750],
      ['c', 1250],
    ]);
    expect(split.idleMicro).toBe(750);
    const pay = showback(r, 'quota')!;
    expect(pay.byWorkload.map((x) => [x.key, x.costMicro])).toEqual([
      ['b', 3750],
      ['a', 2250],
      ['c', 1250],
      ['', 750],
    ]);
    expect(pay.byTeam!.map((x) => [x.kind, x.key, x.costMicro])).toEqual([
      ['team', 'T', 5000],
      ['noTeam', '', 2250],
      ['idle', '', 750],
    ]);
  });

  it('gives a team guarantee nobody used to its workloads evenly, and is null without quotas', () => {
    const r = run([{ poolId: 'server', team: 'T', guaranteedGpus: 4, maxGpus: null, poolGpus: 8, peakHeldGpus: 0, borrowedGpuHours: 0, borrowingHours: 0 }]);
    r.pools[0]!.byWorkload = [{ workloadId: 'a', gpuSecondsUsed: 100, costMicro: 5000 }];
    r.pools[0]!.idleCostMicro = 3000;
    // Half the pool guaranteed: 4,000 to b and c evenly; a pays half its use, idle half.
    const split = payersByQuota(r, r.pools[0]!)!;
    expect(split.payers.map((p) => [p.workloadId, p.micro])).toEqual([
      ['a', 2500],
      ['b', 2000],
      ['c', 2000],
    ]);
    expect(split.idleMicro).toBe(1500);
    expect(showback(run(undefined), 'quota')).toBeNull();
  });
});

describe('the command line lists quotas', () => {
  it('prints each quota with its guarantee, maximum and peak, the workload by its name, only for strategies that have it', () => {
    const results = makeResults();
    expect(quotaRows(results, 'en-US')).toEqual([]);
    results.strategies[1]!.representative.quotas = [
      { poolId: 'server', team: 'Research', guaranteedGpus: 4, maxGpus: 6, poolGpus: 8, peakHeldGpus: 5, borrowedGpuHours: 12.5, borrowingHours: 3 },
      { poolId: 'server', workloadId: 'ft', guaranteedGpus: 0, maxGpus: null, poolGpus: 8, peakHeldGpus: 2, borrowedGpuHours: 0, borrowingHours: 0 },
    ];
    const rows = quotaRows(results, 'en-US');
    expect(rows.map((r) => [r.label, ...results.strategies.map((s) => r.cell(s))])).toEqual([
      ['Quotas: guaranteed / max GPUs, peak held, borrowed (representative run):', null, ''],
      ['  team Research on server', null, '4 / 6, peak 5, 12.5 GPU-h in 3.0 h'],
      ['  Fine-tune on server', null, '0 / —, peak 2, 0.0 GPU-h in 0.0 h'],
    ]);
  });
});
