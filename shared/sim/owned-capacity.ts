import type { CompiledPool } from './compiled';
import { EV_OWNED_DELIVERY, EV_OWNED_FAILURE, EV_OWNED_REPAIR, PRIO_READY, PRIO_RELEASE } from './events';
import type { Kernel } from './kernel';
import type { PoolState } from './pools';
import { Rng } from './prng';

/** Repair event data of a counted pool (a whole server back), as opposed to a packed instance's index. */
const WHOLE_SERVER = -1;

/**
 * The usable capacity of one owned pool over a run: the servers of each order join when they
 * are delivered (the first order opens the pool as any commitment's term does, engine.ts; each
 * expansion is an event of its own), and GPUs fail and come back.
 *
 * Failures are a Poisson process on each GPU in service at the pool's rate, so the pool's next
 * failure is drawn again whenever the number of GPUs in service changes (memoryless: exact).
 * A failed GPU is out for the days given. Running work is kept whole: a failure takes a free
 * GPU out (on the fullest server that has one, so whole servers stay free for gang jobs); when
 * every GPU in service is busy it takes the first one freed, and queued work waits meanwhile.
 * On a pool where every unit has whole servers (one GPU a server, or one unit per instance) a
 * failure takes its server out, since no unit fits a server short of a GPU, and the server's
 * GPUs count as out. The stream is the run's own (`failures:<pool id>`), so runs stay
 * reproducible and a pool with no failures draws nothing.
 */
export class OwnedCapacity {
  /** Servers delivered so far. */
  private delivered = 0;
  /** Failures waiting for a GPU (or server) to be freed. */
  private pending = 0;
  /** Failure units (GPUs, or servers on a counted pool) out of service now. */
  private out = 0;
  /** Generation of the scheduled failure: an older one is stale. */
  private gen = 0;
  private readonly rng: Rng;
  /** GPUs one failure takes out: one, or a whole server on a counted pool. */
  private readonly unitGpus: number;

  constructor(
    private readonly pool: CompiledPool,
    private readonly ps: PoolState,
    private readonly kernel: Kernel,
    private readonly horizonS: number,
    seed: number,
  ) {
    this.rng = Rng.stream(seed, `failures:${pool.id}`);
    this.unitGpus = ps.packed[pool.index] === null ? pool.gpusPerInstance : 1;
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
    if (gen !== this.gen) return;
    this.ps.failures[this.pool.index]! += 1;
    this.pending += 1;
    this.takePending();
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

  /** Takes failures still waiting out of service where a GPU (or server) is free now. */
  takePending(): void {
    const p = this.pool.index;
    const pk = this.ps.packed[p]!;
    while (this.pending > 0) {
      let place: number;
      if (pk !== null) {
        place = pk.bestFit(1);
        if (place < 0) return;
        pk.hold(place, 1);
      } else {
        if (this.ps.cap[p]! - this.ps.inUse[p]! < 1) return;
        this.ps.cap[p]! -= 1;
        place = WHOLE_SERVER;
      }
      this.pending -= 1;
      this.out += 1;
      const now = this.kernel.now;
      this.ps.failureLostGpuS[p]! += this.unitGpus * Math.min(this.owned.outS, this.horizonS - now);
      if (now + this.owned.outS < this.horizonS) this.kernel.schedule(now + this.owned.outS, EV_OWNED_REPAIR, p, place, PRIO_RELEASE);
    }
  }

  /** Draws the next failure among the GPUs in service now (failed ones, and those waiting to be taken, cannot fail again). */
  private reschedule(): void {
    this.gen += 1;
    const o = this.owned;
    if (o.failureRatePerGpuS <= 0 || o.outS <= 0) return;
    const inService = this.delivered * this.pool.gpusPerInstance - (this.out + this.pending) * this.unitGpus;
    if (inService <= 0) return;
    const at = this.kernel.now + Math.max(1, Math.round(this.rng.exponential(1 / (inService * o.failureRatePerGpuS))));
    if (at < this.horizonS) this.kernel.schedule(at, EV_OWNED_FAILURE, this.pool.index, this.gen, PRIO_RELEASE);
  }

  /** Whether failures wait for a GPU to be freed (the engine takes them before the queue is scanned). */
  get waiting(): boolean {
    return this.pending > 0;
  }
}
