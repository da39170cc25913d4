import { grown } from './typed-arrays';

/**
 * The live instances of an elastic pool (on-demand, spot) whose units share instances by GPU
 * (CompiledPool.sharesInstances), as a cluster autoscaler's node pool runs them: a unit of
 * fewer GPUs than one instance goes onto a running (or starting) instance with room for it,
 * chosen by best fit, and the pool launches a new instance only when none has room; an
 * instance is released the moment its last unit leaves. Ids are recycled; each id's
 * generation moves on at release so stale interruption events are recognised.
 *
 * Best fit keeps the bookkeeping O(GPUs per instance): live instances are kept in buckets by
 * free GPUs (1 .. G - 1; a full instance has no room, and an instance with all G free is
 * released at once). Ties go to the instance that joined its bucket last, so the choice is
 * deterministic.
 */
export class ElasticInstances {
  /** Free GPUs per instance id. */
  free: Int32Array;
  /** 1 while the id is a live instance. */
  live: Uint8Array;
  /** 1 once the instance is ready (billing starts then); before that it is provisioning. */
  isReady: Uint8Array;
  /** Ready time, or (while provisioning) the time it will be ready. */
  readyAt: Float64Array;
  gen: Int32Array;
  /** Workload that launched the instance (pays for it when no unit ever held it while ready). */
  launcher: Int32Array;
  /** GPU-seconds held by each workload on the instance while ready: id * workloads + workload. */
  held: Float64Array;
  /** Units on each instance (occupant codes, see occupantOfHolder), for interruptions. */
  readonly occupants: number[][] = [];
  /** Live instances. */
  liveCount = 0;
  private pos: Int32Array;
  private readonly buckets: number[][];
  private readonly freeIds: number[] = [];
  private size = 0;

  constructor(
    readonly gpusPerInstance: number,
    private readonly nWorkloads: number,
    capacity = 8,
  ) {
    this.free = new Int32Array(capacity);
    this.live = new Uint8Array(capacity);
    this.isReady = new Uint8Array(capacity);
    this.readyAt = new Float64Array(capacity);
    this.gen = new Int32Array(capacity);
    this.launcher = new Int32Array(capacity);
    this.held = new Float64Array(capacity * nWorkloads);
    this.pos = new Int32Array(capacity);
    this.buckets = Array.from({ length: gpusPerInstance + 1 }, () => []);
  }

  /** The live instance with the fewest free GPUs that are at least `g`, or -1. */
  bestFit(g: number): number {
    const G = this.gpusPerInstance;
    for (let f = g; f < G; f++) {
      const b = this.buckets[f]!;
      if (b.length > 0) return b[b.length - 1]!;
    }
    return -1;
  }

  /** Units of g GPUs that fit on the live instances' free GPUs. */
  unitsThatFit(g: number): number {
    let k = 0;
    for (let f = g; f < this.gpusPerInstance; f++) k += this.buckets[f]!.length * Math.floor(f / g);
    return k;
  }

  /** A new, empty, provisioning instance launched by workload w; returns its id. */
  launch(w: number): number {
    let i: number;
    if (this.freeIds.length > 0) i = this.freeIds.pop()!;
    else {
      if (this.size === this.free.length) this.grow();
      i = this.size++;
      this.occupants.push([]);
    }
    this.live[i] = 1;
    this.isReady[i] = 0;
    this.readyAt[i] = Infinity;
    this.launcher[i] = w;
    this.free[i] = this.gpusPerInstance;
    this.held.fill(0, i * this.nWorkloads, (i + 1) * this.nWorkloads);
    this.liveCount++;
    // An empty instance sits in no bucket: its first unit puts it in one.
    this.pos[i] = -1;
    return i;
  }

  /** Puts a unit of g GPUs (occupant code `who`) onto instance i. */
  join(i: number, g: number, who: number): void {
    this.move(i, this.free[i]! - g);
    this.occupants[i]!.push(who);
  }

  /**
   * Takes a unit off instance i, with the GPU-seconds it held while the instance was ready.
   * Returns true when the instance is now empty (the caller releases it).
   */
  leave(i: number, g: number, who: number, w: number, heldGpuS: number): boolean {
    const occ = this.occupants[i]!;
    const at = occ.lastIndexOf(who);
    if (at < 0) throw new Error(`instance ${i}: unit ${who} is not on it`);
    occ.splice(at, 1);
    if (heldGpuS > 0) this.held[i * this.nWorkloads + w]! += heldGpuS;
    this.move(i, this.free[i]! + g);
    return occ.length === 0;
  }

  /** Ends instance i (it is empty): its id may be reused, its generation moves on. */
  release(i: number): void {
    this.unbucket(i);
    this.live[i] = 0;
    this.gen[i]! += 1;
    this.liveCount--;
    this.freeIds.push(i);
  }

  /** Moves instance i to `to` free GPUs (bucketed while it has room and is not empty). */
  private move(i: number, to: number): void {
    const G = this.gpusPerInstance;
    if (to < 0 || to > G) throw new Error(`instance ${i}: ${G - to} of ${G} GPUs in use`);
    this.unbucket(i);
    this.free[i] = to;
    if (to > 0 && to < G) {
      const b = this.buckets[to]!;
      this.pos[i] = b.length;
      b.push(i);
    }
  }

  private unbucket(i: number): void {
    const at = this.pos[i]!;
    if (at < 0) return;
    const b = this.buckets[this.free[i]!]!;
    const last = b.pop()!;
    if (last !== i) {
      b[at] = last;
      this.pos[last] = at;
    }
    this.pos[i] = -1;
  }

  private grow(): void {
    const n = this.free.length * 2;
    this.free = grown(this.free, n);
    this.live = grown(this.live, n);
    this.isReady = grown(this.isReady, n);
    this.readyAt = grown(this.readyAt, n);
    this.gen = grown(this.gen, n);
    this.launcher = grown(this.launcher, n);
    this.held = grown(this.held, n * this.nWorkloads);
    this.pos = grown(this.pos, n);
  }
}

/** The occupant code of a service unit (inference replica, dev machine) of workload w in placement slot j; job units are their own (non-negative) index. */
export function occupantOfHolder(w: number, j: number): number {
  return -1 - (w * 16 + j);
}
