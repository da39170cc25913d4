import { SimulationBudgetExceeded } from './budget';
import { grown } from './typed-arrays';

/**
 * The kernel's binary min-heap of events keyed by (time * 8 + priority, sequence). Only the
 * key and the payload slot live in the heap order: the payload (type, target, data) and the
 * sequence stay in a slot that never moves, so a sift moves two numbers per level. The
 * sequence only breaks ties between equal keys, which are rare, so it is read through the
 * slot when two keys are equal and never moved.
 *
 * Every position at or past `size` holds a sentinel: key +Infinity and the sentinel slot
 * (index `capacity`, sequence +Infinity). The sift-down reads both children without checking
 * that the right one exists, and an empty heap's root is +Infinity, which Kernel.run compares
 * like any other root (an event scheduled at time +Infinity still comes first: its sequence is
 * finite).
 */
export class EventHeap {
  /** Heap order: key of each position; +Infinity at and past `size`. */
  key: Float64Array;
  /** Heap order: payload slot of each position; the sentinel slot at and past `size`. */
  slot: Int32Array;
  /** By slot: the event's sequence (scheduling order); +Infinity for the sentinel slot. */
  seqOf: Float64Array;
  /** By slot: the payload. */
  type: Int32Array;
  target: Int32Array;
  data: Float64Array;
  size = 0;
  /** Events the arrays hold before they grow; also the sentinel's slot. */
  private capacity: number;
  /** Free payload slots: a stack of capacity - size entries, its top at capacity - size - 1. */
  private freeSlots: Int32Array;

  /** Room for `n` events at first; at most `maxPending` held at once. */
  constructor(
    n: number,
    private readonly maxPending: number,
  ) {
    const capacity = Math.max(1, Math.min(n, maxPending));
    this.capacity = capacity;
    // One position past the last event always holds the sentinel (the right child read).
    this.key = new Float64Array(capacity + 1).fill(Infinity);
    this.slot = new Int32Array(capacity + 1).fill(capacity);
    this.seqOf = new Float64Array(capacity + 1);
    this.seqOf[capacity] = Infinity;
    this.type = new Int32Array(capacity);
    this.target = new Int32Array(capacity);
    this.data = new Float64Array(capacity);
    this.freeSlots = new Int32Array(capacity);
    for (let i = 0; i < capacity; i++) this.freeSlots[i] = capacity - 1 - i;
  }

  /** The sequence of the root event (+Infinity when empty). */
  rootSeq(): number {
    return this.seqOf[this.slot[0]!]!;
  }

  /**
   * `seq` must exceed every sequence in the heap (the kernel's counter only grows), so the
   * new event goes after every equal key and the sift-up compares keys only.
   */
  push(k: number, seq: number, type: number, target: number, data: number): void {
    if (this.size === this.capacity) this.grow();
    const s = this.freeSlots[this.capacity - this.size - 1]!;
    this.type[s] = type;
    this.target[s] = target;
    this.data[s] = data;
    this.seqOf[s] = seq;
    let i = this.size++;
    const key = this.key;
    const sl = this.slot;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = key[p]!;
      if (pk <= k) break;
      key[i] = pk;
      sl[i] = sl[p]!;
      i = p;
    }
    key[i] = k;
    sl[i] = s;
  }

  /** Removes the root; its payload slot is freed (read type/target/data[slot[0]] before). */
  removeRoot(): void {
    const n = --this.size;
    const key = this.key;
    const sl = this.slot;
    const seqOf = this.seqOf;
    this.freeSlots[this.capacity - n - 1] = sl[0]!;
    const lastKey = key[n]!;
    const lastSlot = sl[n]!;
    key[n] = Infinity;
    sl[n] = this.capacity;
    if (n === 0) return;
    // Floyd's variant: move the hole down to a leaf along the smaller children, then sift the
    // last event up from there. The last event almost always belongs near the bottom, so
    // this skips the comparison with it on every level of the way down.
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      const lk = key[c]!;
      const rk = key[c + 1]!;
      // Which child is smaller is a coin toss: `+(rk < lk)` compiles to a flag set, not a
      // branch mispredicted half the time. Equal keys are rare (a predictable branch).
      if (rk === lk) {
        if (seqOf[sl[c + 1]!]! < seqOf[sl[c]!]!) c++;
      } else {
        c += +(rk < lk);
      }
      key[i] = key[c]!;
      sl[i] = sl[c]!;
      i = c;
    }
    const lastSeq = seqOf[lastSlot]!;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = key[p]!;
      if (pk < lastKey || (pk === lastKey && seqOf[sl[p]!]! < lastSeq)) break;
      key[i] = pk;
      sl[i] = sl[p]!;
      i = p;
    }
    key[i] = lastKey;
    sl[i] = lastSlot;
  }

  private grow(): void {
    const old = this.capacity;
    // The budget is exact: the last growth stops at the budget, so it never allocates past it.
    if (old >= this.maxPending) throw new SimulationBudgetExceeded('pendingEvents', this.maxPending);
    const capacity = Math.min(old * 2, this.maxPending);
    // Positions past the events hold the sentinel: key +Infinity and the new sentinel slot.
    this.key = grown(this.key, capacity + 1, Infinity);
    const slot = new Int32Array(capacity + 1).fill(capacity);
    slot.set(this.slot.subarray(0, this.size));
    this.slot = slot;
    const seqOf = grown(this.seqOf, capacity + 1);
    seqOf[capacity] = Infinity;
    this.seqOf = seqOf;
    this.type = grown(this.type, capacity);
    this.target = grown(this.target, capacity);
    this.data = grown(this.data, capacity);
    // The new slots [old, capacity) go under the old free stack, which keeps its order on top.
    const free = new Int32Array(capacity);
    for (let i = 0; i < capacity - old; i++) free[i] = capacity - 1 - i;
    free.set(this.freeSlots.subarray(0, old - this.size), capacity - old);
    this.freeSlots = free;
    this.capacity = capacity;
  }
}
