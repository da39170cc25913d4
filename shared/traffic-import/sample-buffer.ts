/** A growable column of numbers in a typed array (a million samples cost 8 MB, not 16+ as objects). */
export class NumberColumn {
  private data: Float64Array;
  length = 0;

  constructor(initial = 4096) {
    this.data = new Float64Array(initial);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  /** The values pushed so far (a view, not a copy). */
  values(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

/**
 * Timed samples: the instant (UTC ms), the wall-clock offset (minutes) and up to two values.
 * For a rate history the value is the rate or count; for a request log the two token counts.
 */
export class TimedSamples {
  readonly utcMs = new NumberColumn();
  readonly offsetMinutes = new NumberColumn();
  readonly a = new NumberColumn();
  readonly b = new NumberColumn();

  get length(): number {
    return this.utcMs.length;
  }

  push(utcMs: number, offsetMinutes: number, a: number, b = 0): void {
    this.utcMs.push(utcMs);
    this.offsetMinutes.push(offsetMinutes);
    this.a.push(a);
    this.b.push(b);
  }
}

/** The order that sorts the samples by instant (stable: ties keep file order). */
export function sortedOrder(utcMs: Float64Array): { order: Uint32Array; unsortedRows: number } {
  let unsortedRows = 0;
  for (let i = 1; i < utcMs.length; i++) if (utcMs[i]! < utcMs[i - 1]!) unsortedRows++;
  const order = new Uint32Array(utcMs.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  if (unsortedRows > 0) order.sort((x, y) => utcMs[x]! - utcMs[y]! || x - y);
  return { order, unsortedRows };
}
