import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileStrategy } from '@shared/sim/compile';
import { SimRun } from '@shared/sim/engine';
import { buildRunResult } from '@shared/sim/metrics';
import { PROVISIONING, RUNNING } from '@shared/sim/units';
import { scenario } from './fixtures';
import { expectInvariants } from './invariants';
import { afternoonService, otherTraining, quotaServer } from './quota-fixture';

/**
 * Quotas' invariants on random small cases of the shared 8-GPU server (two training workloads
 * and a service at random priorities, random guarantees and maximums), checked before every
 * event from the unit table and the services' counts, not from quotas.ts: per pool, the GPUs
 * held never exceed its GPUs; each holder never holds more than its maximum; and a holder is
 * never preempted below its guarantee.
 */

const day = fc.double({ min: 0, max: 1.5, noNaN: true });
const caseArb = fc.record({
  trainDays: fc.array(day, { minLength: 1, maxLength: 4 }),
  urgentDays: fc.array(day, { minLength: 1, maxLength: 3 }),
  urgentPriority: fc.integer({ min: 0, max: 2 }),
  servicePriority: fc.integer({ min: 0, max: 2 }),
  trainGuarantee: fc.integer({ min: 0, max: 4 }),
  trainMax: fc.option(fc.integer({ min: 4, max: 8 }), { nil: undefined }),
  urgentGuarantee: fc.integer({ min: 0, max: 4 }),
  serviceMax: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
  seed: fc.integer({ min: 0, max: 1000 }),
});

describe('quotas: invariants on random cases', () => {
  it('hold every instant', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        const input = quotaServer(
          k.trainDays,
          [
            { workload: otherTraining('urgent', k.urgentDays), priority: k.urgentPriority },
            { workload: afternoonService, priority: k.servicePriority },
          ],
          [
            { poolId: 'server', workloadId: 'train', guaranteedGpus: k.trainGuarantee, ...(k.trainMax !== undefined ? { maxGpus: k.trainMax } : {}) },
            { poolId: 'server', workloadId: 'urgent', guaranteedGpus: k.urgentGuarantee },
            ...(k.serviceMax !== undefined ? [{ poolId: 'server', workloadId: 'api', maxGpus: k.serviceMax }] : []),
          ],
        );
        const c = compileStrategy(scenario(input), 's');
        const sim = new SimRun(c, k.seed, 1000);
        const quotas = c.quotas!;
        const nQ = quotas.list.length;
        const heldNow = (): { held: number[]; pool: number[]; unitGpus: Map<number, [number, number]> } => {
          const held = new Array<number>(nQ).fill(0);
          const pool = new Array<number>(c.pools.length).fill(0);
          const unitGpus = new Map<number, [number, number]>();
          const units = sim.units;
          for (let u = 0; u < units.count; u++) {
            const st = units.state[u];
            if (st !== RUNNING && st !== PROVISIONING) continue;
            const p = units.pool[u]!;
            const G = c.pools[p]!.gpusPerInstance;
            const g = units.gpus[u]! <= G ? units.gpus[u]! : units.nInst[u]! * G;
            pool[p]! += c.pools[p]!.committed ? g : 0;
            const q = quotas.of[p * quotas.nWorkloads + units.wl[u]!]!;
            if (q >= 0) held[q]! += g;
            unitGpus.set(u, [q, g]);
          }
          for (const h of sim.holders) {
            if (h === null) continue;
            for (let j = 0; j < h.nSlots; j++) {
              const p = h.cw.pools[j]!;
              if (!c.pools[p]!.committed) continue;
              const n = (h.ready[j]! + h.prov[j]!) * h.cw.unitGpus;
              pool[p]! += n;
              const q = quotas.of[p * quotas.nWorkloads + h.w]!;
              if (q >= 0) held[q]! += n;
            }
          }
          return { held, pool, unitGpus };
        };
        let before = heldNow();
        const seenPeak = new Array<number>(nQ).fill(0);
        // GPU-seconds held above each guarantee, integrated between events (held is constant there).
        const borrowed = new Array<number>(nQ).fill(0);
        let lastT = 0;
        const integrate = (t: number, held: number[]) => {
          quotas.list.forEach((q) => (borrowed[q.index]! += (t - lastT) * Math.max(0, held[q.index]! - q.guaranteedGpus)));
          lastT = t;
        };
        let preemptionsBefore = Int32Array.from(sim.units.priorityPreemptions.subarray(0, sim.units.count));
        sim.kernel.monitor = (t) => {
          // What is held now (after the last event) was held since that event.
          const now = heldNow();
          integrate(t, now.held);
          for (const p of c.pools) if (p.committed) expect(now.pool[p.index]).toBeLessThanOrEqual(p.maxInstances * p.gpusPerInstance);
          quotas.list.forEach((q) => {
            expect(now.held[q.index]).toBeLessThanOrEqual(q.maxGpus);
            seenPeak[q.index] = Math.max(seenPeak[q.index]!, now.held[q.index]!);
          });
          // Units preempted by priority or reclaim in the last event: their holders kept their guarantees.
          const taken = new Array<number>(nQ).fill(0);
          for (const [u, [q, g]] of before.unitGpus) {
            if (q >= 0 && sim.units.priorityPreemptions[u]! > (preemptionsBefore[u] ?? 0)) taken[q]! += g;
          }
          quotas.list.forEach((q) => {
            if (taken[q.index]! > 0) expect(before.held[q.index]! - taken[q.index]!).toBeGreaterThanOrEqual(q.guaranteedGpus);
          });
          before = now;
          preemptionsBefore = Int32Array.from(sim.units.priorityPreemptions.subarray(0, sim.units.count));
        };
        sim.start();
        sim.kernel.run(sim.horizonS);
        integrate(sim.horizonS, heldNow().held);
        sim.finish();
        const r = buildRunResult(sim);
        expectInvariants(r);
        // The recorded peak covers every held count seen between events (it may also see one inside an event).
        r.quotas!.forEach((q, i) => {
          expect(q.peakHeldGpus).toBeLessThanOrEqual(q.maxGpus ?? q.poolGpus);
          expect(q.peakHeldGpus).toBeGreaterThanOrEqual(seenPeak[i]!);
          expect(q.borrowedGpuHours * 3600).toBeCloseTo(borrowed[i]!, 6);
        });
      }),
      { numRuns: 60 },
    );
  });
});
