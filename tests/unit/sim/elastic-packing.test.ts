import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, parseScenarioText, Scenario, type ScenarioInput } from '@shared/scenario';
import { compileStrategy } from '@shared/sim/compile';
import { ElasticInstances } from '@shared/sim/elastic-instances';
import { SimRun as Sim } from '@shared/sim/engine';
import { EV_INSTANCE_PREEMPT } from '@shared/sim/events';
import { buildRunResult } from '@shared/sim/metrics';
import { runStrategy } from '@shared/sim/run-strategy';
import type { RunResult } from '@shared/sim/results';
import { PROVISIONING, RUNNING } from '@shared/sim/units';
import { baseCatalog } from './fixtures';
import { everyWorkloadOnPools, workloadArb, type WorkloadInput } from './workload-arbitraries';
import { expectInvariants } from './invariants';

/**
 * Elastic pools (on-demand, spot) of 8-GPU instances shared by GPU, as a cluster autoscaler's
 * node pool: the instance bookkeeping against a plain model, then whole runs checked after
 * every event, billing per instance, interruptions per instance, and the same bytes per seed.
 */

describe('live elastic instances (best fit, released when empty)', () => {
  it('match a plain list: best fit is the fullest live instance with room, an empty instance is gone', () => {
    const op = fc.record({ take: fc.boolean(), g: fc.integer({ min: 1, max: 7 }), pick: fc.nat() });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        const G = 8;
        const sh = new ElasticInstances(G, 2, 2);
        const free = new Map<number, number>();
        const held: [number, number, number][] = [];
        let who = 0;
        for (const o of ops) {
          if (o.take) {
            let i = sh.bestFit(o.g);
            const fits = [...free.values()].filter((f) => f >= o.g);
            if (fits.length === 0) {
              expect(i).toBe(-1);
              i = sh.launch(0);
              expect(free.has(i)).toBe(false);
              free.set(i, G);
            } else {
              expect(free.get(i)).toBe(Math.min(...fits));
            }
            sh.join(i, o.g, who);
            free.set(i, free.get(i)! - o.g);
            held.push([i, o.g, who++]);
          } else if (held.length > 0) {
            const [i, g, w] = held.splice(o.pick % held.length, 1)[0]!;
            const empty = sh.leave(i, g, w, 0, 0);
            free.set(i, free.get(i)! + g);
            expect(empty).toBe(free.get(i) === G);
            if (empty) {
              sh.release(i);
              free.delete(i);
            }
          }
          expect(sh.liveCount).toBe(free.size);
          for (const [i, f] of free) {
            expect(sh.free[i]).toBe(f);
            expect(sh.live[i]).toBe(1);
          }
          let fitting = 0;
          for (const f of free.values()) fitting += Math.floor(f / 3);
          expect(sh.unitsThatFit(3)).toBe(fitting);
        }
      }),
      { numRuns: 200 },
    );
  });
});

type Elastic = 'onDemand' | 'spotPoisson' | 'spotMarket';

interface Shape {
  kinds: number[];
  gpus: number[];
  elastic: Elastic;
  /** Most instances (undefined = unlimited). */
  maxInstances: number | undefined;
  /** A second, on-demand pool after the first (where spot work goes when spot is full or down). */
  onDemandAfter: boolean;
  granularity: number;
  minimum: number;
}

const shapeArb = (
  gpus: fc.Arbitrary<number>,
  kinds = fc.integer({ min: 0, max: 3 }),
): fc.Arbitrary<[Shape, WorkloadInput[]]> =>
  fc
    .record({
      gpus: fc.array(gpus, { minLength: 1, maxLength: 3 }),
      elastic: fc.constantFrom<Elastic>('onDemand', 'spotPoisson', 'spotMarket'),
      maxInstances: fc.constantFrom(undefined, 1, 2, 4),
      onDemandAfter: fc.boolean(),
      granularity: fc.constantFrom(1, 60, 3600),
      minimum: fc.constantFrom(0, 600),
    })
    .chain((p) =>
      fc.tuple(
        fc.constant(p),
        fc.array(kinds, { minLength: p.gpus.length, maxLength: p.gpus.length }),
      ),
    )
    .chain(([p, ks]) =>
      fc.tuple(
        fc.constant({ ...p, kinds: ks }),
        fc.tuple(...ks.map((k, i) => workloadArb(k, `w${i}`, p.gpus[i]!))),
      ),
    );

function build(shape: Shape, workloads: WorkloadInput[], oneUnitPerInstance = false): Scenario {
  const catalog = baseCatalog();
  for (const o of catalog.offers) {
    o.efficiency = { ...o.efficiency, jitterCv: 0 };
    if (o.id === 'vm8')
      o.billing = { granularitySeconds: shape.granularity, minimumSeconds: shape.minimum };
  }
  const max =
    shape.maxInstances === undefined
      ? {}
      : { maxInstances: Math.max(shape.maxInstances, ...shape.gpus.map((g) => Math.ceil(g / 8))) };
  const first =
    shape.elastic === 'onDemand'
      ? { id: 'e', offerId: 'vm8', kind: 'onDemand' as const, oneUnitPerInstance, ...max }
      : {
          id: 'e',
          offerId: 'vm8',
          kind: 'spot' as const,
          oneUnitPerInstance,
          ...max,
          interruption:
            shape.elastic === 'spotPoisson'
              ? { model: 'poisson' as const, ratePerGpuHour: 0.02 }
              : { model: 'market' as const, meanAvailableHours: 20, meanUnavailableHours: 3 },
        };
  const pools = shape.onDemandAfter
    ? [first, { id: 'od', offerId: 'vm8', kind: 'onDemand' as const, oneUnitPerInstance }]
    : [first];
  return everyWorkloadOnPools('elastic packing', 8, catalog, workloads, pools);
}

/**
 * Runs with a check after every event, on every shared elastic pool: each live instance lends
 * between 1 and all of its GPUs (an empty one is gone), the GPUs lent are exactly those of the
 * units on shared instances, no instance has lent more GPU-seconds than it has been ready for
 * (billed = used + idle per instance, idle never negative), and every Poisson interruption of
 * an instance takes every unit on it.
 */
function runChecked(
  s: Scenario,
  seed: number,
): { result: RunResult; checks: number; hit: number; interruptions: number } {
  const c = compileStrategy(s, 's');
  const sim = new Sim(c, seed, 1000);
  const nW = c.workloads.length;
  let checks = 0;
  let hit = 0;
  let interruptions = 0;
  // Every interruption of a live instance counts one preemption for each unit on it.
  const handle = sim.handle.bind(sim);
  sim.handle = (type: number, target: number, data: number): void => {
    if (type !== EV_INSTANCE_PREEMPT) return handle(type, target, data);
    const sh = sim.pools.shared[target]!;
    const i = data % 2 ** 21;
    const current = sh.live[i] === 1 && sh.gen[i] === Math.floor(data / 2 ** 21);
    const on = current ? sh.occupants[i]!.length : 0;
    const before = sim.pools.preemptions[target]!;
    handle(type, target, data);
    expect(sim.pools.preemptions[target]! - before).toBe(on);
    if (current) {
      expect(sh.live[i] === 1 && sh.gen[i] === Math.floor(data / 2 ** 21)).toBe(false);
      interruptions++;
      hit += on;
    }
  };
  const lentNow = (p: number): number => {
    const sh = sim.pools.shared[p]!;
    let lent = 0;
    for (let i = 0; i < sh.live.length; i++)
      if (sh.live[i] === 1) lent += sh.gpusPerInstance - sh.free[i]!;
    return lent;
  };
  sim.kernel.monitor = (time) => {
    for (const pool of c.pools) {
      const sh = sim.pools.shared[pool.index];
      if (!sh) continue;
      const G = pool.gpusPerInstance;
      let live = 0;
      for (let i = 0; i < sh.live.length; i++) {
        if (sh.live[i] !== 1) continue;
        live++;
        expect(sh.free[i]).toBeGreaterThanOrEqual(0);
        expect(sh.free[i]).toBeLessThan(G);
        if (sh.isReady[i] === 1) {
          let held = 0;
          for (let w = 0; w < nW; w++) held += sh.held[i * nW + w]!;
          expect(held).toBeLessThanOrEqual(G * (time - sh.readyAt[i]!));
        }
      }
      expect(live).toBe(sh.liveCount);
      let held = 0;
      const units = sim.units;
      for (let u = 0; u < units.count; u++) {
        const st = units.state[u];
        if (
          (st === RUNNING || st === PROVISIONING) &&
          units.pool[u] === pool.index &&
          units.gpus[u]! < G
        )
          held += units.gpus[u]!;
      }
      for (const h of sim.holders) {
        if (!h) continue;
        for (let j = 0; j < h.nSlots; j++)
          if (h.cw.pools[j] === pool.index && h.cw.unitGpus < G)
            held += (h.ready[j]! + h.prov[j]!) * h.cw.unitGpus;
      }
      expect(lentNow(pool.index)).toBe(held);
      checks++;
    }
  };
  sim.start();
  sim.kernel.run(sim.horizonS);
  sim.finish();
  for (const pool of c.pools) {
    const sh = sim.pools.shared[pool.index];
    if (sh) expect(sh.liveCount).toBe(0);
  }
  return { result: buildRunResult(sim), checks, hit, interruptions };
}

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('runs on elastic instances shared by GPU', () => {
  it('never lend more GPUs than an instance holds, lend exactly the GPUs of the units on it, and keep the books per instance and per pool', () => {
    let checked = 0;
    let interrupted = 0;
    let unitsHit = 0;
    fc.assert(
      fc.property(
        shapeArb(fc.constantFrom(1, 1, 2, 3, 4, 8, 16)),
        seed,
        ([shape, workloads], sd) => {
          const { result, checks, hit, interruptions } = runChecked(build(shape, workloads), sd);
          checked += checks;
          interrupted += interruptions;
          unitsHit += hit;
          expectInvariants(result);
          for (const p of result.pools)
            if (p.poolId === 'e' && shape.maxInstances !== undefined)
              expect(p.peakInstances).toBeLessThanOrEqual(
                Math.max(shape.maxInstances, ...shape.gpus.map((g) => Math.ceil(g / 8))),
              );
        },
      ),
      { numRuns: 60 },
    );
    expect(checked).toBeGreaterThan(1000);
    // Interruptions happened, and some took several units at once.
    expect(interrupted).toBeGreaterThan(5);
    expect(unitsHit).toBeGreaterThan(interrupted);
  });

  it('is a pure function of (scenario, strategy, seed): same seed, same bytes', () => {
    fc.assert(
      fc.property(shapeArb(fc.integer({ min: 1, max: 16 })), seed, ([shape, workloads], sd) => {
        const s = build(shape, workloads);
        expect(JSON.stringify(runStrategy(s, 's', sd))).toBe(
          JSON.stringify(runStrategy(structuredClone(s), 's', sd)),
        );
      }),
      { numRuns: 25 },
    );
  });

  // Jobs and tasks of one GPU on unlimited on-demand: every unit runs as long either way, and an
  // instance is billed for the union of its units' stays, never more than their sum.
  it('never costs more than one unit per instance for one-GPU jobs on unlimited on-demand', () => {
    let cheaper = 0;
    fc.assert(
      fc.property(
        shapeArb(fc.constant(1), fc.integer({ min: 0, max: 1 })),
        seed,
        ([shape, workloads], sd) => {
          const od: Shape = {
            ...shape,
            elastic: 'onDemand',
            maxInstances: undefined,
            onDemandAfter: false,
          };
          const packed = runStrategy(build(od, workloads, false), 's', sd);
          const whole = runStrategy(build(od, workloads, true), 's', sd);
          expect(packed.totalCostMicro).toBeLessThanOrEqual(whole.totalCostMicro);
          expect(packed.pools[0]!.instancesLaunched).toBeLessThanOrEqual(
            whole.pools[0]!.instancesLaunched,
          );
          if (packed.totalCostMicro < whole.totalCostMicro) cheaper++;
        },
      ),
      { numRuns: 40 },
    );
    expect(cheaper).toBeGreaterThan(10);
  });
});

describe('an elastic instance shared by GPU', () => {
  const catalog = (): ScenarioInput['catalog'] => {
    const c = baseCatalog();
    for (const o of c.offers) {
      o.efficiency = { ...o.efficiency, jitterCv: 0 };
      if (o.id === 'vm8') o.provisioningDelaySeconds = 600;
    }
    return c;
  };
  /** Two one-GPU jobs of 2 and 4 GPU-hours arriving at 00:00 and 01:00 on 8-GPU on-demand VMs (16 an hour). */
  const twoJobs = (pool: Record<string, unknown>): Scenario =>
    Scenario.parse({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      name: 'two jobs',
      currency: 'USD',
      startDate: '2026-03-02',
      horizonDays: 1,
      catalog: catalog(),
      workloads: [
        {
          id: 'a',
          name: 'A',
          kind: 'training',
          arrivals: { type: 'fixed', days: [0] },
          size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 2 } },
          gpusPerJob: 1,
        },
        {
          id: 'b',
          name: 'B',
          kind: 'training',
          arrivals: { type: 'fixed', days: [1 / 24] },
          size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 4 } },
          gpusPerJob: 1,
        },
      ],
      strategies: [
        {
          id: 's',
          name: 'S',
          pools: [{ id: 'od', offerId: 'vm8', ...pool }],
          placements: [
            { workloadId: 'a', poolIds: ['od'] },
            { workloadId: 'b', poolIds: ['od'] },
          ],
        },
      ],
    });

  it('takes a second job onto the running instance (no provisioning), is billed while any job is on it, and shares the bill by GPU-seconds', () => {
    const r = runStrategy(twoJobs({ kind: 'onDemand' }), 's', 1);
    expectInvariants(r);
    const pool = r.pools[0]!;
    expect(pool.instancesLaunched).toBe(1);
    // Ready at 00:10; A runs 00:10-02:10; B joins at 01:00 and runs at once to 05:00.
    const jobs = r.jobs!;
    expect(jobs.find((j) => j.workloadId === 'b')!.turnaroundS).toBe(4 * 3600);
    // Billed 00:10-05:00 = 4 h 50 min at 16 an hour (each workload's share rounded once); 8 GPUs billed, 6 GPU-hours used.
    expect(Math.abs(pool.costMicro - 16e6 * (4 + 50 / 60))).toBeLessThanOrEqual(1);
    expect(pool.gpuSecondsBilled).toBe(8 * (4 * 3600 + 50 * 60));
    expect(pool.gpuSecondsUsed).toBe(6 * 3600);
    // A held 2 of the 6 GPU-hours held on it, B 4.
    expect(r.costByWorkloadMicro['a']! + r.costByWorkloadMicro['b']!).toBe(pool.costMicro);
    expect(Math.abs(r.costByWorkloadMicro['a']! - pool.costMicro / 3)).toBeLessThanOrEqual(2);
  });

  it('gives every job a VM of its own when marked one unit per instance', () => {
    const r = runStrategy(twoJobs({ kind: 'onDemand', oneUnitPerInstance: true }), 's', 1);
    expectInvariants(r);
    expect(r.pools[0]!.instancesLaunched).toBe(2);
    // 2 h + 4 h of 8-GPU VMs; B waits for its own VM.
    expect(r.pools[0]!.costMicro).toBe(Math.round(16e6 * 6));
    expect(r.jobs!.find((j) => j.workloadId === 'b')!.turnaroundS).toBe(4 * 3600 + 600);
  });

  it('loses every job on it to one spot interruption', () => {
    // A high interruption rate: the shared instance is hit while both jobs are on it.
    const s = twoJobs({ kind: 'spot', interruption: { model: 'poisson', ratePerGpuHour: 0.05 } });
    let sameMoment = 0;
    for (let sd = 1; sd <= 20; sd++) {
      const r = runStrategy(s, 's', sd);
      expectInvariants(r);
      const [a, b] = ['a', 'b'].map((w) => r.jobs!.find((j) => j.workloadId === w)!);
      expect(r.pools[0]!.preemptions).toBe(a!.preemptions + b!.preemptions);
      if (a!.preemptions > 0 && b!.preemptions > 0) sameMoment++;
    }
    expect(sameMoment).toBeGreaterThan(0);
  });
});

describe('the shipped shared-server example on hourly 8-GPU instances', () => {
  /** Scenario 08's "everything on-demand" strategy with all three workloads on the hourly bare-metal server. */
  const hourly = (oneUnitPerInstance: boolean): Scenario => {
    const parsed = parseScenarioText(
      readFileSync(
        new URL('../../../scenarios/08-shared-bare-metal-server.headroom.json', import.meta.url),
        'utf8',
      ),
    );
    if (!parsed.ok) throw new Error('scenario 08 does not parse');
    const s = parsed.scenario;
    const st = s.strategies.find((x) => x.id === 'all-on-demand')!;
    for (const pl of st.placements) pl.poolIds = ['bm-hourly'];
    const pool = st.pools.find((p) => p.id === 'bm-hourly')!;
    if (pool.kind !== 'onDemand') throw new Error('bm-hourly is on-demand');
    pool.oneUnitPerInstance = oneUnitPerInstance;
    return s;
  };

  it('keeps one instance busy all year, costing its hours at 257 CNY, where a VM per unit costs five times as much', () => {
    const shared = runStrategy(hourly(false), 'all-on-demand', 1);
    expectInvariants(shared);
    const pool = shared.pools.find((p) => p.poolId === 'bm-hourly')!;
    // 3 dev machines + 2-5 replicas + the 4-GPU fine-tune never want more than the 8 GPUs of one instance.
    expect(pool.instancesLaunched).toBe(1);
    expect(pool.peakInstances).toBe(1);
    const hours = pool.gpuSecondsBilled / 8 / 3600;
    expect(hours).toBeGreaterThan(365 * 24 - 1);
    // As a planner works it out: the hours one server runs, times its hourly price.
    expect(Math.abs(shared.totalCostMicro / 1e6 - hours * 257)).toBeLessThan(1);
    expect(shared.idleCommitmentCostMicro).toBe(0);
    expect(pool.gpuSecondsUsed / pool.gpuSecondsBilled).toBeGreaterThan(0.55);
    const whole = runStrategy(hourly(true), 'all-on-demand', 1);
    expectInvariants(whole);
    expect(whole.totalCostMicro).toBeGreaterThan(5 * shared.totalCostMicro);
  });
});
