import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Scenario, type ScenarioInput } from '@shared/scenario';
import { compileStrategy } from '@shared/sim/compile';
import { SimRun as Sim } from '@shared/sim/engine';
import { buildRunResult } from '@shared/sim/metrics';
import { runCompiled, runStrategy } from '@shared/sim/run-strategy';
import type { RunResult } from '@shared/sim/results';
import { baseCatalog } from './fixtures';
import { expectInvariants } from './invariants';

/**
 * Properties over small random scenarios: every pool kind and interruption model, every
 * workload kind, random billing rules, delays, jitter and prices.
 */

type Input = ScenarioInput;
type PoolInput = Input['strategies'][number]['pools'][number];
type WorkloadInput = Input['workloads'][number];

const dist = fc.oneof(
  fc.record({ type: fc.constant('fixed' as const), value: fc.double({ min: 0, max: 30, noNaN: true }) }),
  fc.record({ type: fc.constant('exponential' as const), mean: fc.double({ min: 0.05, max: 20, noNaN: true }) }),
  fc.record({ type: fc.constant('lognormal' as const), mean: fc.double({ min: 0.05, max: 20, noNaN: true }), cv: fc.double({ min: 0, max: 2, noNaN: true }) }),
  fc.record({ type: fc.constant('uniform' as const), min: fc.constant(0), max: fc.double({ min: 0, max: 10, noNaN: true }) }),
);

const arrivals = fc.oneof(
  fc.record({ type: fc.constant('fixed' as const), days: fc.array(fc.double({ min: 0, max: 12, noNaN: true }), { maxLength: 6 }) }),
  fc.record({ type: fc.constant('recurring' as const), everyDays: fc.double({ min: 0.25, max: 5, noNaN: true }), firstDay: fc.double({ min: 0, max: 3, noNaN: true }) }),
  fc.record({ type: fc.constant('poisson' as const), perDay: fc.double({ min: 0.2, max: 6, noNaN: true }) }),
);

const curve = fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 24, maxLength: 24 });

function workload(kind: number, id: string): fc.Arbitrary<WorkloadInput> {
  const common = { id: fc.constant(id), name: fc.constant(id), pipelineEfficiency: fc.double({ min: 0.3, max: 1, noNaN: true }) };
  switch (kind) {
    case 0:
      return fc.record({
        ...common,
        kind: fc.constant('training' as const),
        arrivals,
        size: fc.record({ type: fc.constant('gpuHours' as const), gpuHours: dist }),
        gpusPerJob: fc.integer({ min: 1, max: 3 }),
        checkpointIntervalMinutes: fc.double({ min: 5, max: 180, noNaN: true }),
        restartOverheadMinutes: fc.double({ min: 0, max: 30, noNaN: true }),
        deadlineHours: fc.option(fc.double({ min: 1, max: 72, noNaN: true }), { nil: undefined }),
        peopleWaiting: fc.integer({ min: 0, max: 3 }),
      });
    case 1:
      return fc.record({
        ...common,
        kind: fc.constant('batch' as const),
        arrivals,
        tasksPerBatch: fc.integer({ min: 1, max: 12 }),
        taskGpuHours: dist,
        deadlineHours: fc.option(fc.double({ min: 1, max: 48, noNaN: true }), { nil: undefined }),
      });
    case 2:
      return fc.record({
        ...common,
        kind: fc.constant('inference' as const),
        traffic: fc.record({ weekday: curve, weekend: fc.option(curve, { nil: undefined }), growthPerMonth: fc.double({ min: -0.5, max: 1, noNaN: true }) }),
        requestsPerSecondPerReplica: fc.double({ min: 1, max: 30, noNaN: true }),
        minReplicas: fc.integer({ min: 0, max: 2 }),
        maxReplicas: fc.integer({ min: 2, max: 8 }),
        scaleUpDelayMinutes: fc.double({ min: 0, max: 30, noNaN: true }),
        scaleDownDelayMinutes: fc.double({ min: 0, max: 90, noNaN: true }),
        serviceTimeMs: fc.double({ min: 50, max: 3000, noNaN: true }),
        concurrencyPerReplica: fc.integer({ min: 1, max: 8 }),
      });
    default:
      return fc.record({
        ...common,
        kind: fc.constant('dev' as const),
        machines: fc.integer({ min: 1, max: 4 }),
        forgottenShare: fc.double({ min: 0, max: 1, noNaN: true }),
        idleShutdown: fc.record({ enabled: fc.boolean(), afterMinutes: fc.double({ min: 0, max: 120, noNaN: true }) }),
      });
  }
}

const interruption = fc.oneof(
  fc.record({ model: fc.constant('poisson' as const), ratePerGpuHour: fc.double({ min: 0, max: 0.5, noNaN: true }) }),
  fc.record({ model: fc.constant('market' as const), meanAvailableHours: fc.double({ min: 0.5, max: 24, noNaN: true }), meanUnavailableHours: fc.double({ min: 0.2, max: 8, noNaN: true }) }),
  fc.record({
    model: fc.constant('trace' as const),
    gapSeconds: fc.constantFrom(600, 3600),
    unavailable: fc.array(fc.constantFrom(0 as const, 1 as const), { minLength: 1, maxLength: 40 }),
    randomStart: fc.boolean(),
  }),
);

const offerId = fc.constantFrom('vm1', 'vm8');
const pool = (id: string): fc.Arbitrary<PoolInput> =>
  fc.oneof(
    fc.record({ id: fc.constant(id), offerId, kind: fc.constant('onDemand' as const), maxInstances: fc.option(fc.integer({ min: 3, max: 6 }), { nil: undefined }) }),
    fc.record({ id: fc.constant(id), offerId: fc.constant('vm1'), kind: fc.constant('reserved' as const), count: fc.integer({ min: 3, max: 6 }), termMonths: fc.constantFrom(1, 12), startDay: fc.double({ min: 0, max: 5, noNaN: true }) }),
    fc.record({ id: fc.constant(id), offerId, kind: fc.constant('spot' as const), maxInstances: fc.option(fc.integer({ min: 3, max: 6 }), { nil: undefined }), interruption, noticeSeconds: fc.integer({ min: 0, max: 300 }), saveOnNotice: fc.boolean() }),
    fc.record({ id: fc.constant(id), offerId: fc.constant('bm8'), kind: fc.constant('bareMetal' as const), servers: fc.integer({ min: 1, max: 2 }), termMonths: fc.constantFrom(1, 2), orderDay: fc.double({ min: 0, max: 3, noNaN: true }) }),
  );

const billing = fc.record({ granularitySeconds: fc.constantFrom(1, 60, 3600), minimumSeconds: fc.constantFrom(0, 60, 600) });

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    horizonDays: fc.integer({ min: 2, max: 14 }),
    kinds: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }),
    pools: fc.tuple(pool('a'), pool('b'), pool('c')),
    nPools: fc.integer({ min: 1, max: 3 }),
    billing,
    provisioning: fc.constantFrom(0, 60, 600),
    jitter: fc.double({ min: 0, max: 0.5, noNaN: true }),
    priceScale: fc.double({ min: 0.1, max: 10, noNaN: true }),
    fallback: fc.record({
      afterPreemptions: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      deadlinePolicy: fc.option(fc.constantFrom('greedy' as const, 'uniformProgress' as const), { nil: undefined }),
      decisionIntervalMinutes: fc.option(fc.constantFrom(1, 10, 60), { nil: undefined }),
    }),
    whenSpotFull: fc.constantFrom('nextPool' as const, 'wait' as const),
    order: fc.boolean(),
    fixed: fc.boolean(),
  })
  .chain((p) =>
    fc.tuple(fc.constant(p), fc.tuple(...p.kinds.map((k, i) => workload(k, `w${i}`)))),
  )
  .map(([p, workloads]) => {
    const catalog = baseCatalog();
    for (const o of catalog.offers) {
      o.billing = p.billing;
      o.provisioningDelaySeconds = p.provisioning;
      o.efficiency = { ...o.efficiency, jitterCv: p.jitter };
    }
    const pools = p.pools.slice(0, p.nPools);
    const ids = pools.map((x) => x.id);
    const placements = workloads.map((w) => ({
      workloadId: w.id,
      poolIds: p.order ? ids : [...ids].reverse(),
      spotFallback: p.fallback,
      whenSpotFull: p.whenSpotFull,
      ...(w.kind === 'inference' && p.fixed ? { scaling: 'fixed' as const, fixedReplicas: 2 } : {}),
    }));
    return Scenario.parse({
      schemaVersion: 8,
      name: 'random',
      currency: 'USD',
      startDate: '2026-03-27',
      horizonDays: p.horizonDays,
      waitingValuePerPersonHour: 40,
      catalog,
      workloads,
      strategies: [{ id: 's', name: 'S', pools, placements }],
    });
  });

/** Runs with a monitor on the kernel: time never goes backwards. */
function runMonitored(s: Scenario, seed: number): RunResult {
  const sim = new Sim(compileStrategy(s, 's'), seed, 1000);
  let last = 0;
  let backwards = 0;
  sim.kernel.monitor = (time) => {
    if (time < last) backwards++;
    last = time;
  };
  sim.start();
  sim.kernel.run(sim.horizonS);
  sim.finish();
  expect(backwards).toBe(0);
  return buildRunResult(sim);
}

function capacityOf(s: Scenario, poolId: string): number {
  const p = s.strategies[0]!.pools.find((x) => x.id === poolId)!;
  const offer = s.catalog.offers.find((o) => o.id === p.offerId)!;
  switch (p.kind) {
    case 'reserved':
      return p.count;
    case 'bareMetal':
    case 'owned':
      return p.servers;
    default:
      return Math.min(p.maxInstances ?? Infinity, offer.capacityLimit ?? Infinity);
  }
}

function scalePrices(s: Scenario, k: number): Scenario {
  const c = structuredClone(s);
  for (const o of c.catalog.offers) {
    if (o.prices.onDemand) o.prices.onDemand.perHour *= k;
    if (o.prices.spot) o.prices.spot.perHour *= k;
    if (o.prices.bareMetal) o.prices.bareMetal.perServerMonth *= k;
    for (const r of o.prices.reserved) r.perHour *= k;
  }
  return c;
}

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('simulation properties', () => {
  it('keeps the books: finite non-negative costs, exact sums, GPU-seconds conserved, capacity respected, time forward', () => {
    fc.assert(
      fc.property(scenarioArb, seed, (s, sd) => {
        const r = runMonitored(s, sd);
        expectInvariants(r);
        for (const p of r.pools) expect(p.peakInstances).toBeLessThanOrEqual(capacityOf(s, p.poolId));
        for (const j of r.jobs) {
          expect(j.costMicro).toBeGreaterThanOrEqual(0);
          if (j.units === 1 && j.finishS !== null) expect(j.queueWaitS + j.provisioningS + j.runS + j.restartS).toBe(j.turnaroundS);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('is a pure function of (scenario, strategy, seed): same seed, same bytes', () => {
    fc.assert(
      fc.property(scenarioArb, seed, (s, sd) => {
        expect(JSON.stringify(runStrategy(s, 's', sd))).toBe(JSON.stringify(runStrategy(structuredClone(s), 's', sd)));
      }),
      { numRuns: 25 },
    );
  });

  it('gives the same bytes with and without the fast path for simple job workloads', () => {
    // Committed pools only, no jitter, so that job workloads qualify for the fast path.
    const committedOnly = fc
      .tuple(scenarioArb, fc.integer({ min: 3, max: 6 }), fc.integer({ min: 1, max: 2 }), fc.double({ min: 0, max: 3, noNaN: true }))
      .map(([s, count, servers, startDay]) => {
        const c = structuredClone(s);
        for (const o of c.catalog.offers) o.efficiency.jitterCv = 0;
        const strategy = c.strategies[0]!;
        const ids = strategy.pools.map((p) => p.id);
        strategy.pools = ids.map((id, i) =>
          i % 2 === 1
            ? { id, name: id, offerId: 'vm1', kind: 'reserved' as const, count, termMonths: 12, startDay }
            : { id, name: id, offerId: 'bm8', kind: 'bareMetal' as const, servers, termMonths: 2, orderDay: i === 0 ? 0 : startDay },
        );
        return Scenario.parse(c);
      });
    let simple = 0;
    fc.assert(
      // Job tables that keep every row, a few rows (the rest of the jobs skip their records), or none.
      fc.property(fc.oneof(committedOnly, scenarioArb), seed, fc.constantFrom(0, 3, 100_000), (s, sd, maxJobRecords) => {
        const fast = compileStrategy(s, 's');
        simple += fast.workloads.filter((w) => (w.kind === 'training' || w.kind === 'batch') && w.simple).length;
        const general = compileStrategy(s, 's', { fastPaths: false });
        const options = { maxJobRecords };
        expect(JSON.stringify(runCompiled(fast, sd, options))).toBe(JSON.stringify(runCompiled(general, sd, options)));
      }),
      { numRuns: 120 },
    );
    expect(simple).toBeGreaterThan(20);
  });

  it('runs a GPU mix of one count exactly as that fixed count', () => {
    fc.assert(
      fc.property(scenarioArb, seed, (s, sd) => {
        const mixed = structuredClone(s);
        for (const w of mixed.workloads) if (w.kind === 'training') w.gpusPerJobMix = [{ gpus: w.gpusPerJob, share: 1 }];
        expect(JSON.stringify(runStrategy(mixed, 's', sd))).toBe(JSON.stringify(runStrategy(s, 's', sd)));
      }),
      { numRuns: 40 },
    );
  });

  it('keeps the books with a GPU mix, and gives the same bytes with and without the fast path', () => {
    const mix = fc.uniqueArray(fc.record({ gpus: fc.integer({ min: 1, max: 3 }), share: fc.integer({ min: 1, max: 9 }) }), { minLength: 2, maxLength: 3, selector: (c) => c.gpus });
    const withMixes = fc.tuple(scenarioArb, mix).map(([s, counts]) => {
      const c = structuredClone(s);
      const total = counts.reduce((sum, x) => sum + x.share, 0);
      for (const w of c.workloads) if (w.kind === 'training') w.gpusPerJobMix = counts.map((x) => ({ gpus: x.gpus, share: x.share / total }));
      return Scenario.parse(c);
    });
    fc.assert(
      fc.property(withMixes, seed, (s, sd) => {
        const r = runMonitored(s, sd);
        expectInvariants(r);
        for (const p of r.pools) expect(p.peakInstances).toBeLessThanOrEqual(capacityOf(s, p.poolId));
        const fast = runCompiled(compileStrategy(s, 's'), sd, { maxJobRecords: 3 });
        expect(JSON.stringify(fast)).toBe(JSON.stringify(runCompiled(compileStrategy(s, 's', { fastPaths: false }), sd, { maxJobRecords: 3 })));
      }),
      { numRuns: 40 },
    );
  });

  it('scales costs with prices (up to half a micro-unit per rounded charge piece)', () => {
    fc.assert(
      fc.property(scenarioArb, seed, fc.double({ min: 0.1, max: 20, noNaN: true }), (s, sd, k) => {
        const a = runStrategy(s, 's', sd);
        const b = runStrategy(scalePrices(s, k), 's', sd);
        const days = s.horizonDays;
        a.pools.forEach((p, i) => {
          // Each charge is split at days and every piece rounded once: at most 0.5 micro off in
          // the unscaled run (times k) and 0.5 in the scaled one. A charge spans at most days + 1 pieces.
          const pieces = (p.instancesLaunched + p.preemptions + 1) * (days + 1) + days;
          expect(Math.abs(b.pools[i]!.costMicro - k * p.costMicro)).toBeLessThanOrEqual(((k + 1) / 2) * pieces + 1e-6);
        });
        // Prices never change what happens, only what it costs.
        expect(b.events).toBe(a.events);
        expect(b.workloads.map((w) => w.unitsFinished)).toEqual(a.workloads.map((w) => w.unitsFinished));
      }),
      { numRuns: 40 },
    );
  });

  it('charges nothing for zero-work jobs on on-demand, whatever the billing rules', () => {
    fc.assert(
      fc.property(billing, fc.constantFrom(0, 300), arrivals, seed, (bill, prov, arr, sd) => {
        const catalog = baseCatalog();
        for (const o of catalog.offers) {
          o.billing = bill;
          o.provisioningDelaySeconds = prov;
        }
        const s = Scenario.parse({
          schemaVersion: 8,
          name: 'zero',
          currency: 'USD',
          startDate: '2026-01-01',
          horizonDays: 7,
          catalog,
          workloads: [
            { id: 'z', name: 'Z', kind: 'training', arrivals: arr, size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 0 } }, gpusPerJob: 2 },
            { id: 'b', name: 'B', kind: 'batch', arrivals: arr, tasksPerBatch: 3, taskGpuHours: { type: 'fixed', value: 0 } },
          ],
          strategies: [{ id: 's', name: 'S', pools: [{ id: 'od', offerId: 'vm1', kind: 'onDemand' }], placements: [{ workloadId: 'z', poolIds: ['od'] }, { workloadId: 'b', poolIds: ['od'] }] }],
        });
        const r = runStrategy(s, 's', sd);
        expect(r.totalCostMicro).toBe(0);
        expect(r.pools[0]!.instancesLaunched).toBe(0);
        for (const j of r.jobs) expect(j.turnaroundS).toBe(0);
      }),
      { numRuns: 40 },
    );
  });
});
