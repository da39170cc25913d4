import { describe, expect, it } from 'vitest';
import { runStrategy } from '@shared/sim/run-strategy';
import type { RunResult } from '@shared/sim/results';
import { catalogWith, HOUR, scenario, trainingScenario } from './fixtures';
import { expectInvariants } from './invariants';

const M = 1_000_000;

function run(s: Parameters<typeof runStrategy>[0], seed = 1): RunResult {
  const r = runStrategy(s, 's', seed);
  expectInvariants(r);
  return r;
}

describe('training jobs on on-demand pools', () => {
  it('costs hours x price and takes size / speed', () => {
    const r = run(trainingScenario({ pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }] }));
    const job = r.jobs[0]!;
    expect(job.turnaroundS).toBe(10 * HOUR);
    expect(job.runS).toBe(10 * HOUR);
    expect(job.costMicro).toBe(20 * M);
    expect(r.totalCostMicro).toBe(20 * M);
    expect(r.pools[0]!.gpuSecondsBilled).toBe(10 * HOUR);
    expect(r.pools[0]!.instancesLaunched).toBe(1);
    expect(r.workloads[0]!.costPerUnitMicro).toBe(20 * M);
  });

  it('rounds billing up to the granularity and the minimum; the extra is idle', () => {
    const catalog = catalogWith({ vm1: { billing: { granularitySeconds: HOUR, minimumSeconds: 2 * HOUR } } });
    const short = run(trainingScenario({ catalog, pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 0.25 } } } }));
    expect(short.totalCostMicro).toBe(4 * M); // 2 h minimum x 2/h
    expect(short.pools[0]!.gpuSecondsUsed).toBe(900);
    expect(short.pools[0]!.gpuSecondsIdle).toBe(2 * HOUR - 900);
    const long = run(trainingScenario({ catalog, pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 2.5 } } } }));
    expect(long.totalCostMicro).toBe(6 * M); // 3 whole hours
  });

  it('waits out the provisioning delay unbilled', () => {
    const catalog = catalogWith({ vm1: { provisioningDelaySeconds: 600 } });
    const r = run(trainingScenario({ catalog, pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }] }));
    const job = r.jobs[0]!;
    expect(job.provisioningS).toBe(600);
    expect(job.turnaroundS).toBe(10 * HOUR + 600);
    expect(job.costMicro).toBe(20 * M);
  });

  it('queues FIFO when the capacity limit is reached', () => {
    const r = run(
      trainingScenario({
        pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand', maxInstances: 1 }],
        workload: { arrivals: { type: 'fixed', days: [0, 0, 0] } },
      }),
    );
    expect(r.jobs.map((j) => j.queueWaitS)).toEqual([0, 10 * HOUR, 20 * HOUR]);
    expect(r.jobs.map((j) => j.finishS)).toEqual([10 * HOUR, 20 * HOUR, 30 * HOUR]);
    expect(r.pools[0]!.peakInstances).toBe(1);
    expect(r.workloads[0]!.queueWaitMeanS).toBe(10 * HOUR);
  });

  it('completes a zero-work job at once, on no pool, for nothing', () => {
    const r = run(trainingScenario({ pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 0 } } } }));
    expect(r.totalCostMicro).toBe(0);
    expect(r.jobs[0]!.turnaroundS).toBe(0);
    expect(r.jobs[0]!.poolIds).toEqual([]);
    expect(r.pools[0]!.instancesLaunched).toBe(0);
  });
});

describe('gang scheduling and FIFO', () => {
  it('takes whole instances; GPUs left over on an instance are idle', () => {
    const r = run(trainingScenario({ pools: [{ id: 'od', offerId: 'vm8', kind: 'onDemand' }], workload: { gpusPerJob: 3, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 3 } } } }));
    // 3 GPUs in one 8-GPU instance: scaling 0.95^log2(3).
    const wall = Math.ceil((3 * HOUR) / (3 * Math.pow(0.95, Math.log2(3))) - 1e-7);
    expect(r.jobs[0]!.runS).toBe(wall);
    expect(r.pools[0]!.gpuSecondsBilled).toBe(8 * wall);
    expect(r.pools[0]!.gpuSecondsUsed).toBe(3 * wall);
    const spread = run(trainingScenario({ pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], workload: { gpusPerJob: 3 } }));
    expect(spread.pools[0]!.instancesLaunched).toBe(3);
    expect(spread.pools[0]!.peakInstances).toBe(3);
  });

  it('does not let a small job overtake a waiting gang job on a shared pool', () => {
    const s = scenario({
      horizonDays: 3,
      workloads: [
        { id: 'a', name: 'A', kind: 'training', arrivals: { type: 'fixed', days: [0] }, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 10 } }, gpusPerJob: 1 },
        { id: 'b', name: 'B', kind: 'training', arrivals: { type: 'fixed', days: [1 / 24] }, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 4 } }, gpusPerJob: 2 },
        { id: 'c', name: 'C', kind: 'training', arrivals: { type: 'fixed', days: [2 / 24] }, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 1 } }, gpusPerJob: 1 },
      ],
      strategies: [
        {
          id: 's',
          name: 'S',
          pools: [{ id: 'r', offerId: 'vm1', kind: 'reserved', count: 2, termMonths: 1 }],
          placements: ['a', 'b', 'c'].map((w) => ({ workloadId: w, poolIds: ['r'] })),
        },
      ],
    });
    const r = runStrategy(s, 's', 1);
    expectInvariants(r);
    const byId = (id: string) => r.jobs.find((j) => j.workloadId === id)!;
    expect(byId('a').finishS).toBe(10 * HOUR);
    expect(byId('b').startS).toBe(10 * HOUR);
    // 4 GPU-h on 2 single-GPU instances: inter-node scaling 0.8 per doubling -> 2.5 h.
    expect(byId('b').finishS).toBe(12.5 * HOUR);
    expect(byId('c').startS).toBe(12.5 * HOUR);
    expect(r.pools[0]!.peakInstances).toBe(2);
  });
});

describe('committed pools', () => {
  it('bills a reservation for its whole term inside the horizon and reports the rest', () => {
    const r = run(trainingScenario({ horizonDays: 10, pools: [{ id: 'r', offerId: 'vm1', kind: 'reserved', count: 2, termMonths: 1 }] }));
    expect(r.totalCostMicro).toBe(2 * 240 * 1.2 * M);
    expect(r.pools[0]!.commitmentBeyondHorizonMicro).toBe(Math.round(2 * 21 * 24 * 1.2 * M));
    expect(r.costByWorkloadMicro['train']).toBe(12 * M); // 10 GPU-hours used at 1.2
    expect(r.idleCommitmentCostMicro).toBe(r.totalCostMicro - 12 * M);
    expect(r.workloads[0]!.idleShareMicro).toBe(r.idleCommitmentCostMicro);
    expect(r.workloads[0]!.costPerUnitMicro).toBe(r.totalCostMicro);
    expect(r.pools[0]!.utilisation).toBeCloseTo(10 / 480, 9);
    expect(r.commitmentBeyondHorizonMicro).toBe(r.pools[0]!.commitmentBeyondHorizonMicro);
  });

  it('pays the upfront share of a reservation in its first month (cash view only)', () => {
    const catalog = catalogWith({});
    const vm1 = catalog.offers.find((o) => o.id === 'vm1')!;
    vm1.prices!.reserved = [{ asOf: '2026-01-01', source: 't', termMonths: 12, perHour: 1, upfrontShare: 0.5 }];
    const r = run(trainingScenario({ catalog, horizonDays: 59, pools: [{ id: 'r', offerId: 'vm1', kind: 'reserved', count: 1, termMonths: 12 }] }));
    expect(r.costByMonthMicro).toEqual({ '2026-01': 31 * 24 * M, '2026-02': 28 * 24 * M });
    expect(r.cashByMonthMicro['2026-01']).toBe(0.5 * 31 * 24 * M + 0.5 * 365 * 24 * M);
    expect(r.cashByMonthMicro['2026-02']).toBe(0.5 * 28 * 24 * M);
  });

  it('waits for a reservation that starts later, and evicts (progress kept) when its term ends', () => {
    const late = run(trainingScenario({ pools: [{ id: 'r', offerId: 'vm1', kind: 'reserved', count: 1, termMonths: 1, startDay: 1 }] }));
    expect(late.jobs[0]!.startS).toBe(24 * HOUR);
    expect(late.jobs[0]!.queueWaitS).toBe(24 * HOUR);
    const ends = run(
      trainingScenario({
        horizonDays: 40,
        pools: [
          { id: 'r', offerId: 'vm1', kind: 'reserved', count: 1, termMonths: 1 },
          { id: 'od', offerId: 'vm1', kind: 'onDemand' },
        ],
        workload: { arrivals: { type: 'fixed', days: [30.75] }, restartOverheadMinutes: 30 },
      }),
    );
    // Runs on the reservation from day 30.75 to its end (day 31), then on demand with a restart.
    const job = ends.jobs[0]!;
    expect(job.poolIds).toEqual(['r', 'od']);
    expect(job.preemptions).toBe(0);
    expect(job.lostGpuS).toBe(0);
    expect(job.restartS).toBe(1800);
    expect(job.turnaroundS).toBe(10 * HOUR + 1800);
  });

  it('bills bare-metal servers per month from their arrival after the lead time', () => {
    const catalog = catalogWith({});
    catalog.offers.find((o) => o.id === 'bm8')!.prices!.bareMetal = { asOf: '2026-01-01', source: 't', perServerMonth: 3100, minTermMonths: 2, leadTimeDays: 3 };
    const r = run(trainingScenario({ catalog, horizonDays: 31, pools: [{ id: 'b', offerId: 'bm8', kind: 'bareMetal', servers: 1, termMonths: 1 }] }));
    expect(r.jobs[0]!.startS).toBe(3 * 24 * HOUR);
    // Arrives Jan 4: billed Jan 4 - Jan 31 (28 of the 31 days of its first billing month).
    expect(r.totalCostMicro).toBe(28 * 100 * M);
    expect(r.pools[0]!.commitmentBeyondHorizonMicro).toBe(3 * 100 * M + 3100 * M);
    expect(r.pools[0]!.gpuSecondsBilled).toBe(8 * 28 * 24 * HOUR);
  });
});

describe('spot pools', () => {
  // Trace: available for 3 h, unavailable for 1 h, then available.
  const trace = { model: 'trace' as const, gapSeconds: HOUR, unavailable: [0, 0, 0, 1, ...Array<0>(100).fill(0)] as (0 | 1)[], randomStart: false };

  it('loses the work since the last checkpoint, waits, restarts with overhead', () => {
    const r = run(
      trainingScenario({
        pools: [{ id: 'sp', offerId: 'vm1', kind: 'spot', interruption: trace }],
        workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 5 } }, checkpointIntervalMinutes: 50, restartOverheadMinutes: 10 },
      }),
    );
    const job = r.jobs[0]!;
    expect(job.preemptions).toBe(1);
    expect(job.lostGpuS).toBe(1800); // 3 h run, last checkpoint at 2.5 h
    expect(job.queueWaitS).toBe(HOUR);
    expect(job.restartS).toBe(600);
    expect(job.runS).toBe(5.5 * HOUR);
    expect(job.finishS).toBe(4 * HOUR + 600 + 2.5 * HOUR);
    expect(r.totalCostMicro).toBe(Math.round((3 * HOUR + 600 + 2.5 * HOUR) * (0.6 / 3600) * M));
    expect(r.pools[0]!.preemptions).toBe(1);
  });

  it('keeps all work when the notice allows a save', () => {
    const r = run(
      trainingScenario({
        pools: [{ id: 'sp', offerId: 'vm1', kind: 'spot', interruption: trace, saveOnNotice: true }],
        workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 5 } }, checkpointIntervalMinutes: 50, restartOverheadMinutes: 10 },
      }),
    );
    expect(r.jobs[0]!.lostGpuS).toBe(0);
    expect(r.jobs[0]!.finishS).toBe(4 * HOUR + 600 + 2 * HOUR);
  });

  it('falls back to on-demand after N preemptions', () => {
    const r = run(
      trainingScenario({
        pools: [
          { id: 'sp', offerId: 'vm1', kind: 'spot', interruption: trace },
          { id: 'od', offerId: 'vm1', kind: 'onDemand' },
        ],
        placement: { spotFallback: { afterPreemptions: 1 } },
        workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 5 } }, checkpointIntervalMinutes: 60, restartOverheadMinutes: 10 },
      }),
    );
    const job = r.jobs[0]!;
    expect(job.fellBack).toBe(true);
    expect(job.poolIds).toEqual(['sp', 'od']);
    expect(job.queueWaitS).toBe(0);
    expect(job.finishS).toBe(3 * HOUR + 600 + 2 * HOUR);
    expect(r.workloads[0]!.fallbacks).toBe(1);
  });

  it('without a fallback rule, takes the next pool while spot is unavailable', () => {
    const r = run(
      trainingScenario({
        pools: [
          { id: 'sp', offerId: 'vm1', kind: 'spot', interruption: trace },
          { id: 'od', offerId: 'vm1', kind: 'onDemand' },
        ],
        workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 5 } }, checkpointIntervalMinutes: 60, restartOverheadMinutes: 10 },
      }),
    );
    expect(r.jobs[0]!.poolIds).toEqual(['sp', 'od']);
    expect(r.jobs[0]!.fellBack).toBe(false);
  });

  it('leaves spot for on-demand when the deadline no longer leaves room (deadline-aware)', () => {
    const down = { model: 'trace' as const, gapSeconds: HOUR, unavailable: [1, 1] as (0 | 1)[], randomStart: false };
    const r = run(
      trainingScenario({
        pools: [
          { id: 'sp', offerId: 'vm1', kind: 'spot', interruption: down },
          { id: 'od', offerId: 'vm1', kind: 'onDemand' },
        ],
        placement: { poolIds: ['sp'], spotFallback: { deadlinePolicy: 'greedy' } },
        workload: { deadlineHours: 14, restartOverheadMinutes: 10 },
      }),
    );
    // The placement lists only spot: nothing to fall back to, the job never runs.
    expect(r.jobs[0]!.finishS).toBeNull();
    expect(r.jobs[0]!.deadlineMet).toBe(false);
    expect(r.workloads[0]!.deadlineMisses).toBe(1);
    // Spot comes back at once after each (Poisson) interruption; the deadline leaves 1 h of slack.
    const tight = (deadlineAware: boolean) =>
      trainingScenario({
        pools: [
          { id: 'sp', offerId: 'vm1', kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.3 } },
          { id: 'od', offerId: 'vm1', kind: 'onDemand' },
        ],
        placement: { spotFallback: deadlineAware ? { deadlinePolicy: 'greedy' } : {} },
        workload: { deadlineHours: 11, restartOverheadMinutes: 10, checkpointIntervalMinutes: 30 },
      });
    let met = 0;
    let metWithout = 0;
    let fellBack = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const r = run(tight(true), seed);
      if (r.jobs[0]!.deadlineMet) met++;
      if (r.jobs[0]!.fellBack) fellBack++;
      if (runStrategy(tight(false), 's', seed).jobs[0]!.deadlineMet) metWithout++;
    }
    expect(met).toBe(30);
    expect(fellBack).toBeGreaterThan(10);
    expect(metWithout).toBeLessThan(25);
  });

  it('waits for spot while the deadline allows (Greedy), then falls back to on-demand', () => {
    const down = { model: 'trace' as const, gapSeconds: HOUR, unavailable: [1, 1] as (0 | 1)[], randomStart: false };
    const r = run(
      trainingScenario({
        pools: [
          { id: 'sp', offerId: 'vm1', kind: 'spot', interruption: down },
          { id: 'od', offerId: 'vm1', kind: 'onDemand', maxInstances: 1 },
        ],
        placement: { spotFallback: { deadlinePolicy: 'greedy', decisionIntervalMinutes: 1 }, whenSpotFull: 'wait' },
        workload: { arrivals: { type: 'fixed', days: [0, 0] }, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 2 } }, deadlineHours: 3, restartOverheadMinutes: 10 },
      }),
    );
    // Spot never comes: both jobs wait for it until 3 h - (2 h + 10 min), then queue for the
    // single on-demand instance; the first makes its deadline, the second cannot.
    const [first, second] = r.jobs;
    expect(first!.fellBack).toBe(true);
    expect(first!.startS).toBe(50 * 60);
    expect(first!.deadlineMet).toBe(true);
    expect(second!.fellBack).toBe(true);
    expect(second!.startS).toBe(50 * 60 + 2 * HOUR);
    expect(second!.deadlineMet).toBe(false);
    // Without a deadline nothing forces a fallback: waiting for spot, the job never starts.
    const plain = run(
      trainingScenario({
        pools: [
          { id: 'sp', offerId: 'vm1', kind: 'spot', interruption: down },
          { id: 'od', offerId: 'vm1', kind: 'onDemand', maxInstances: 1 },
        ],
        placement: { spotFallback: { deadlinePolicy: 'greedy' }, whenSpotFull: 'wait' },
        workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 2 } } },
      }),
    );
    expect(plain.jobs[0]!.startS).toBeNull();
    // Going on to the next pool instead, it takes on-demand at once when spot is down.
    const overflow = run(
      trainingScenario({
        pools: [
          { id: 'sp', offerId: 'vm1', kind: 'spot', interruption: down },
          { id: 'od', offerId: 'vm1', kind: 'onDemand', maxInstances: 1 },
        ],
        placement: { spotFallback: { deadlinePolicy: 'greedy' }, whenSpotFull: 'nextPool' },
        workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 2 } } },
      }),
    );
    expect(overflow.jobs[0]!.startS).toBe(0);
  });

  it('loses every spot instance of the pool together in a correlated market', () => {
    const s = scenario({
      horizonDays: 20,
      workloads: [{ id: 'train', name: 'T', kind: 'training', arrivals: { type: 'fixed', days: [0, 0, 0, 0] }, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 100 } }, gpusPerJob: 1, restartOverheadMinutes: 5 }],
      strategies: [
        {
          id: 's',
          name: 'S',
          pools: [{ id: 'sp', offerId: 'vm1', kind: 'spot', interruption: { model: 'market', meanAvailableHours: 20, meanUnavailableHours: 2 } }],
          placements: [{ workloadId: 'train', poolIds: ['sp'] }],
        },
      ],
    });
    const r = runStrategy(s, 's', 3);
    expectInvariants(r);
    // All four jobs start together and are preempted together each time: equal counts.
    const counts = r.jobs.map((j) => j.preemptions);
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('is reproducible per seed and different across seeds (Poisson interruptions)', () => {
    const s = trainingScenario({
      horizonDays: 20,
      pools: [{ id: 'sp', offerId: 'vm1', kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.2 } }],
      workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 50 } } },
    });
    const a = runStrategy(s, 's', 5);
    expect(JSON.stringify(runStrategy(s, 's', 5))).toBe(JSON.stringify(a));
    const b = runStrategy(s, 's', 6);
    expect(b.jobs[0]!.preemptions === a.jobs[0]!.preemptions && b.jobs[0]!.finishS === a.jobs[0]!.finishS).toBe(false);
  });
});

describe('arrivals, phases, sizes and speed', () => {
  it('only brings jobs in while the workload is active', () => {
    const r = run(
      trainingScenario({
        horizonDays: 20,
        phases: [{ id: 'p', name: 'P', startDay: 5, endDay: 10 }],
        pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }],
        workload: { phaseIds: ['p'], arrivals: { type: 'recurring', everyDays: 1 }, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 1 } } },
      }),
    );
    expect(r.jobs.map((j) => j.arrivalS / (24 * HOUR))).toEqual([5, 6, 7, 8, 9]);
  });

  it('brings Poisson arrivals at the stated rate', () => {
    const s = trainingScenario({
      horizonDays: 200,
      pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }],
      workload: { arrivals: { type: 'poisson', perDay: 10 }, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 0.1 } } },
    });
    const r = run(s);
    expect(r.workloads[0]!.jobsArrived).toBeGreaterThan(2000 - 4 * Math.sqrt(2000));
    expect(r.workloads[0]!.jobsArrived).toBeLessThan(2000 + 4 * Math.sqrt(2000));
  });

  it('applies GPU speed, speed factor and pipeline efficiency (workload x offer, or the override)', () => {
    const catalog = catalogWith({ vm1: { gpuId: 'half', efficiency: { pipeline: 0.8, speedFactor: 1.25 } } });
    const r = run(trainingScenario({ catalog, pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], workload: { pipelineEfficiency: 0.5 } }));
    expect(r.jobs[0]!.runS).toBe(Math.ceil((10 * HOUR) / (0.5 * 1.25 * 0.8 * 0.5)));
    const o = run(
      trainingScenario({ catalog, pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], workload: { pipelineEfficiency: 0.5, offerEfficiency: [{ offerId: 'vm1', pipeline: 1 }] } }),
    );
    expect(o.jobs[0]!.runS).toBe(Math.round((10 * HOUR) / (0.5 * 1.25)));
  });

  it('sizes jobs from 6·N·D FLOPs', () => {
    const r = run(
      trainingScenario({
        horizonDays: 30,
        pools: [{ id: 'od', offerId: 'vm8', kind: 'onDemand' }],
        workload: { gpusPerJob: 8, size: { type: 'flops', parametersBillions: 1, tokensBillions: 10, utilisation: 0.5, referenceTflops: 300 } },
      }),
    );
    const gpuSeconds = (6 * 1e9 * 10e9) / (300e12 * 0.5); // 400,000 reference GPU-seconds
    expect(r.jobs[0]!.runS).toBe(Math.ceil(gpuSeconds / (8 * Math.pow(0.95, 3)) - 1e-7));
  });

  it('draws run-time jitter on shared VMs but not on bare-metal', () => {
    const catalog = catalogWith({ vm1: { efficiency: { jitterCv: 0.3 } } });
    const a = run(trainingScenario({ catalog, pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }] }), 1);
    const b = run(trainingScenario({ catalog, pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }] }), 2);
    expect(a.jobs[0]!.runS).not.toBe(b.jobs[0]!.runS);
    const bmCatalog = catalogWith({ bm8: { efficiency: { jitterCv: 0.3 } } });
    const c = run(trainingScenario({ catalog: bmCatalog, pools: [{ id: 'b', offerId: 'bm8', kind: 'bareMetal', servers: 1, termMonths: 1 }] }), 1);
    expect(c.jobs[0]!.runS).toBe(10 * HOUR);
  });

  it('prices people waiting beyond the ideal run', () => {
    const catalog = catalogWith({ vm1: { gpuId: 'half', provisioningDelaySeconds: 1800 } });
    const r = run(
      trainingScenario({
        catalog,
        waitingValuePerPersonHour: 50,
        pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }],
        workload: { peopleWaiting: 2 },
      }),
    );
    // 20 h on a half-speed GPU + 0.5 h provisioning, against 10 h ideal: 10.5 h x 2 people x 50.
    expect(r.jobs[0]!.waitingPersonHours).toBeCloseTo(21, 9);
    expect(r.workloads[0]!.waitingCostMicro).toBe(21 * 50 * M);
    expect(r.waitingCostMicro).toBe(21 * 50 * M);
  });
});

describe('batch workloads', () => {
  it('runs a batch as independent tasks; turnaround is the last task; cost is per task', () => {
    const s = scenario({
      horizonDays: 3,
      workloads: [{ id: 'render', name: 'Render', kind: 'batch', arrivals: { type: 'fixed', days: [0] }, tasksPerBatch: 10, taskGpuHours: { type: 'fixed', value: 1 } }],
      strategies: [{ id: 's', name: 'S', pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand', maxInstances: 4 }], placements: [{ workloadId: 'render', poolIds: ['od'] }] }],
    });
    const r = runStrategy(s, 's', 1);
    expectInvariants(r);
    expect(r.jobs).toHaveLength(1);
    expect(r.jobs[0]!.units).toBe(10);
    expect(r.jobs[0]!.turnaroundS).toBe(3 * HOUR);
    expect(r.jobs[0]!.queueWaitS).toBe(Math.round(((0 * 4 + 1 * 4 + 2 * 2) * HOUR) / 10));
    expect(r.workloads[0]!.unitsFinished).toBe(10);
    expect(r.workloads[0]!.jobsFinished).toBe(1);
    expect(r.workloads[0]!.costPerUnitMicro).toBe(2 * M);
    expect(r.jobs[0]!.costMicro).toBe(20 * M);
  });
});

describe('results', () => {
  it('reports daily demand, provisioned GPUs and cost', () => {
    const r = run(trainingScenario({ horizonDays: 3, pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], workload: { size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 36 } } } }));
    expect(r.daily.map((d) => d.demandGpus)).toEqual([1, 0.5, 0]);
    expect(r.daily.map((d) => d.provisionedGpus)).toEqual([1, 0.5, 0]);
    expect(r.daily.map((d) => d.costMicro)).toEqual([48 * M, 24 * M, 0]);
  });

  it('caps the job table but still counts every job', () => {
    const s = trainingScenario({ pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], workload: { arrivals: { type: 'recurring', everyDays: 0.1 }, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 1 } } } });
    const r = runStrategy(s, 's', 1, { maxJobRecords: 5 });
    expect(r.jobs).toHaveLength(5);
    expect(r.jobsOmitted).toBe(95);
    expect(r.workloads[0]!.jobsFinished).toBe(100);
  });
});
