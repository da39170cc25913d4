import type { CompiledPool } from './compiled';
import { EV_OWNED_DELIVERY, EV_OWNED_FAILURE, EV_OWNED_REPAIR, PRIO_READY, PRIO_RELEASE } from './events';
import type { Kernel } from './kernel';
import { takeOffOccupant } from './owned-failure-hits';
import { NO_INSTANCE, type PoolState } from './pools';
import { Rng } from './prng';
import type { Sim } from './sim-state';

/** Repair event data of a counted pool (a whole server back), as opposed to a packed instance's index. */
const WHOLE_SERVER = -1;

/**
 * The usable capacity of one owned pool over a run: the servers of each order join when they
 * are delivered (the first order opens the pool as any commitment's term does, engine.ts; each
 * expansion is an event of its own), and GPUs fail and come back.
 *
 * Failures are a Poisson process on each GPU in service at the pool's rate, so the pool's next
 * failure is drawn again whenever the number of GPUs in service changes (memoryless: exact).
 * The failing GPU is drawn uniformly among those in service. A free one is simply taken out;
 * a busy one takes the work on it down first (owned-failure-hits.ts: a job back to the head of
 * the queue with its progress since the last checkpoint lost, a service's unit replaced). A
 * failed GPU is out for the days given. On a pool where every unit has whole servers (one GPU
 * a server, or one unit per instance) a failure takes its server out, since no unit fits a
 * server short of a GPU, and the server's GPUs count as out. The stream is the run's own
 * (`failures:<pool id>`), so runs stay reproducible and a pool with no failures draws nothing.
 */
export class OwnedCapacity {
  /** Servers delivered so far. */
  private delivered = 0;
  /** Failure units (GPUs, or servers on a counted pool) out of service now. */
  private out = 0;
  /** Generation of the scheduled failure: an older one is stale. */
  private gen = 0;
  private readonly rng: Rng;
  /** GPUs one failure takes out: one, or a whole server on a counted pool. */
  private readonly unitGpus: number;
  private readonly ps: PoolState;
  private readonly kernel: Kernel;

  constructor(
    private readonly pool: CompiledPool,
    private readonly sim: Sim,
    private readonly horizonS: number,
    seed: number,
  ) {
    this.ps = sim.pools;
    this.kernel = sim.kernel;
    this.rng = Rng.stream(seed, `failures:${pool.id}`);
    this.unitGpus = this.ps.packed[pool.index] === null ? pool.gpusPerInstance : 1;
  }

  private get owned() {
    return this.pool.owned!;
  }

  /** Schedules the expansions' deliveries (the first order arrives with the pool's opening) and holds their places meanwhile. */
  start(): void {
    const orders = this.owned.orders;
    const pk = this.ps.packed[this.pool.index]!;
    if (pk !== null) for (let i = pk.n - 1; i >= orders[0]!.servers; i--) pk.hold(i, pk.gpusPerInstance);
    for (let k = 1; k < orders.length; k++) {
      if (orders[k]!.deliveryS < this.horizonS) this.kernel.schedule(orders[k]!.deliveryS, EV_OWNED_DELIVERY, this.pool.index, k, PRIO_READY);
    }
  }

  /** Capacity when the first order arrives (the pool opens): its servers alone on a counted pool; a packing pool's places are held instead. */
  opened(): number {
    this.delivered = this.owned.orders[0]!.servers;
    this.reschedule();
    return this.ps.packed[this.pool.index] === null ? this.delivered : this.pool.maxInstances;
  }

  /** Order k's servers arrive. */
  deliver(k: number): void {
    const p = this.pool.index;
    const servers = this.owned.orders[k]!.servers;
    const pk = this.ps.packed[p]!;
    if (pk !== null) {
      for (let i = this.delivered; i < this.delivered + servers; i++) pk.hold(i, -pk.gpusPerInstance);
      this.ps.cap[p] = this.pool.maxInstances;
    } else {
      this.ps.cap[p]! += servers;
    }
    this.delivered += servers;
    this.reschedule();
  }

  /** A GPU fails (a stale draw, made before the GPUs in service changed, is ignored). */
  fail(gen: number): void {
    const p = this.pool.index;
    // Stale, or the pool's term is over.
    if (gen !== this.gen || this.ps.cap[p]! <= 0) return;
    const pk = this.ps.packed[p]!;
    this.ps.failures[p]! += 1;
    let place = WHOLE_SERVER;
    let after: (() => void) | null = null;
    if (pk !== null) {
      // The x-th GPU in service, counted instance by instance (free GPUs first, then busy ones).
      let x = this.rng.int(this.inService());
      for (place = 0; x >= pk.gpusPerInstance - pk.held[place]!; place++) x -= pk.gpusPerInstance - pk.held[place]!;
      if (x >= pk.free[place]!) after = takeOffOccupant(this.sim, p, place, x - pk.free[place]!);
      pk.hold(place, 1);
    } else {
      // Servers in service: the busy ones first.
      const x = this.rng.int(this.ps.cap[p]!);
      if (x < this.ps.inUse[p]!) after = takeOffOccupant(this.sim, p, NO_INSTANCE, x);
      this.ps.cap[p]! -= 1;
    }
    this.out += 1;
    const now = this.kernel.now;
    this.ps.failureLostGpuS[p]! += this.unitGpus * Math.min(this.owned.outS, this.horizonS - now);
    if (now + this.owned.outS < this.horizonS) this.kernel.schedule(now + this.owned.outS, EV_OWNED_REPAIR, p, place, PRIO_RELEASE);
    after?.();
    this.reschedule();
  }

  /** A failed GPU (instance i of a packing pool) or server (WHOLE_SERVER) is back. */
  repair(i: number): void {
    const p = this.pool.index;
    if (i === WHOLE_SERVER) this.ps.cap[p]! += 1;
    else this.ps.packed[p]!.hold(i, -1);
    this.out -= 1;
    this.reschedule();
  }

  /** GPUs in service now (failed ones cannot fail again). */
  private inService(): number {
    return this.delivered * this.pool.gpusPerInstance - this.out * this.unitGpus;
  }

  /** Draws the next failure among the GPUs in service now (failed ones cannot fail again). */
  private reschedule(): void {
    this.gen += 1;
    const o = this.owned;
    if (o.failureRatePerGpuS <= 0 || o.outS <= 0) return;
    const inService = this.inService();
    if (inService <= 0) return;
    const at = this.kernel.now + Math.max(1, Math.round(this.rng.exponential(1 / (inService * o.failureRatePerGpuS))));
    if (at < this.horizonS) this.kernel.schedule(at, EV_OWNED_FAILURE, this.pool.index, this.gen, PRIO_RELEASE);
  }

}
