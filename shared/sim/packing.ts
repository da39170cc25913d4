/**
 * The instances of a pool whose units share instances by GPU (CompiledPool.packs), as a
 * cluster scheduler shares its nodes: each instance's free GPUs, kept in buckets by free count
 * so that best fit (the instance with the fewest free GPUs that still hold the unit) takes
 * O(GPUs per instance), whatever the number of instances. Best fit keeps whole instances free
 * for gang jobs that need them (a job of more GPUs than one instance takes whole, fully free
 * instances, as before). Ties go to the instance that joined its bucket last, so the choice is
 * deterministic.
 */
export class PackedInstances {
  /** Free GPUs per instance. */
  readonly free: Int32Array;
  /** GPUs per instance out of service (owned servers not yet delivered, or failed): neither free nor occupied. */
  readonly held: Int32Array;
  /** Index of each instance's entry in `bucket`. */
  private readonly pos: Int32Array;
  /** Bucket f (0..G) holds the instances with f free GPUs: ids at [f * n, f * n + len[f]). */
  private readonly bucket: Int32Array;
  private readonly len: Int32Array;
  /** Instances with at least one unit on them. */
  occupied = 0;

  constructor(
    readonly n: number,
    readonly gpusPerInstance: number,
  ) {
    const G = gpusPerInstance;
    this.free = new Int32Array(n).fill(G);
    this.held = new Int32Array(n);
    this.pos = new Int32Array(n);
    this.bucket = new Int32Array((G + 1) * n);
    this.len = new Int32Array(G + 1);
    for (let i = 0; i < n; i++) {
      this.bucket[G * n + i] = i;
      this.pos[i] = G * n + i;
    }
    this.len[G] = n;
  }

  /** Instances with all their GPUs free. */
  fullyFree(): number {
    return this.len[this.gpusPerInstance]!;
  }

  /** The instance with the fewest free GPUs that are at least `g`, or -1. */
  bestFit(g: number): number {
    const n = this.n;
    for (let f = g; f <= this.gpusPerInstance; f++) {
      const k = this.len[f]!;
      if (k > 0) return this.bucket[f * n + k - 1]!;
    }
    return -1;
  }

  /** Takes (g > 0) or gives back (g < 0) GPUs of instance i. */
  change(i: number, g: number): void {
    const from = this.free[i]!;
    this.move(i, from - g);
    // An instance is occupied while a unit holds any of its GPUs (GPUs out of service do not count).
    const idle = this.gpusPerInstance - this.held[i]!;
    if (from === idle) this.occupied++;
    else if (from - g === idle) this.occupied--;
  }

  /** Takes (g > 0) or gives back (g < 0) free GPUs of instance i out of service: no unit may use them meanwhile. */
  hold(i: number, g: number): void {
    this.move(i, this.free[i]! - g);
    this.held[i]! += g;
  }

  /** Moves instance i to the bucket of `to` free GPUs. */
  private move(i: number, to: number): void {
    const n = this.n;
    const G = this.gpusPerInstance;
    const from = this.free[i]!;
    if (to < 0 || to > G) throw new Error(`instance ${i}: ${G - to} of ${G} GPUs in use`);
    // Out of bucket `from` (the last one fills the hole), into bucket `to`.
    const at = this.pos[i]!;
    const lastAt = from * n + this.len[from]! - 1;
    const last = this.bucket[lastAt]!;
    this.bucket[at] = last;
    this.pos[last] = at;
    this.len[from]! -= 1;
    const into = to * n + this.len[to]!;
    this.bucket[into] = i;
    this.pos[i] = into;
    this.len[to]! += 1;
    this.free[i] = to;
  }
}
