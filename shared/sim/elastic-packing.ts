import { billedSeconds } from './billing';
import { DAY_S } from './calendar';
import { EV_INSTANCE_PREEMPT, PRIO_RELEASE } from './events';
import type { Sim } from './sim-state';

/**
 * Elastic instances shared by GPU (CompiledPool.sharesInstances): their life and their bill.
 * An instance is launched by the first unit that finds no room on the running ones, is ready
 * after the pool's provisioning delay (units that join it meanwhile wait for it; a unit that
 * joins a ready instance starts at once), is billed from ready to release with the provider's
 * granularity and minimum, and is released the moment its last unit leaves. Its bill is
 * shared between the workloads that used it in proportion to the GPU-seconds they held on it
 * while it was ready, so its idle GPUs are paid for by the work that kept it running. A spot
 * instance is interrupted as a whole: every unit on it is hit at once.
 */

/** Data of an instance event: id and generation in one float64. */
export const ID_SPAN = 1 << 21;

/**
 * Seconds until a unit that just took instance i of elastic pool p can start: 0 on a ready
 * instance, the rest of its provisioning on a starting one; a fresh launch provisions for the
 * pool's delay less `credit` (provisioning a spot notice already covered).
 */
export function joinDelay(sim: Sim, p: number, i: number, credit: number): number {
  const sh = sim.pools.shared[p]!;
  if (sh.isReady[i] === 1) return 0;
  const now = sim.kernel.now;
  if (sh.readyAt[i] === Infinity)
    sh.readyAt[i] = now + Math.max(0, sim.c.pools[p]!.provisioningS - credit);
  return Math.max(0, sh.readyAt[i]! - now);
}

/** The first unit on instance i started: billing starts now, and (Poisson spot) its interruption is drawn. */
export function instanceReady(sim: Sim, p: number, i: number): void {
  const sh = sim.pools.shared[p]!;
  if (sh.isReady[i] === 1) return;
  const now = sim.kernel.now;
  sh.isReady[i] = 1;
  sh.readyAt[i] = now;
  const pool = sim.c.pools[p]!;
  const spot = pool.spot;
  if (spot === null || spot.ratePerGpuS <= 0) return;
  // The whole instance is interrupted at the rate of all its GPUs, whatever runs on it.
  const rate = spot.ratePerGpuS * pool.gpusPerInstance;
  const at = now + Math.max(1, Math.ceil(sim.poolRng[p]!.exponential(1 / rate)));
  if (at < sim.horizonS)
    sim.kernel.schedule(at, EV_INSTANCE_PREEMPT, p, sh.gen[i]! * ID_SPAN + i, PRIO_RELEASE);
}

/**
 * A unit (occupant code `who`, workload w, g GPUs) leaves instance i of pool p, having held
 * its GPUs for `heldGpuS` GPU-seconds while the instance was ready. The last one out releases
 * the instance and its bill is charged.
 */
export function leaveShared(
  sim: Sim,
  p: number,
  i: number,
  who: number,
  w: number,
  g: number,
  heldGpuS: number,
): void {
  const sh = sim.pools.shared[p]!;
  if (!sh.leave(i, g, who, w, heldGpuS)) return;
  if (sh.isReady[i] === 1) chargeInstance(sim, p, i);
  sh.release(i);
  sim.pools.give(p, 1);
  sim.dirty = true;
}

/** The instance's billed span, shared between workloads by the GPU-seconds each held on it. */
function chargeInstance(sim: Sim, p: number, i: number): void {
  const sh = sim.pools.shared[p]!;
  const pool = sim.c.pools[p]!;
  const a = sh.readyAt[i]!;
  const billed = billedSeconds(sim.kernel.now - a, pool.granularityS, pool.minimumS);
  const nW = sim.c.workloads.length;
  const G = pool.gpusPerInstance;
  let total = 0;
  for (let w = 0; w < nW; w++) total += sh.held[i * nW + w]!;
  if (total === 0) {
    sim.ledger.charge(p, sh.launcher[i]!, a, a + billed, pool.rateMicroPerInstanceS, G);
    return;
  }
  // Billed GPUs are counted once, with the first share.
  let gpus = G;
  for (let w = 0; w < nW; w++) {
    const h = sh.held[i * nW + w]!;
    if (h === 0) continue;
    sim.ledger.charge(p, w, a, a + billed, (pool.rateMicroPerInstanceS * h) / total, gpus);
    gpus = 0;
  }
}

/** What a stay of g GPUs for `span` seconds on a shared elastic instance costs the job: its GPUs' share of the instance's price. */
export function sharedStayCost(sim: Sim, p: number, span: number, g: number): number {
  const pool = sim.c.pools[p]!;
  const f = pool.priceFactorByDay;
  // The job's figure at the price of the day its stay ends (the day the share is worked out).
  const dayFactor = f === null ? 1 : f[Math.min(f.length - 1, Math.floor(sim.kernel.now / DAY_S))]!;
  return Math.round((span * g * pool.rateMicroPerInstanceS * dayFactor) / pool.gpusPerInstance);
}
