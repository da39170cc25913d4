import { SimulationBudgetExceeded } from './budget';
import { grown } from './typed-arrays';

/** Seconds per bucket, as a power of two: about one event per bucket on the M/M/c stream. */
const BUCKET_BITS = 4;
const BUCKET_S = 1 << BUCKET_BITS;
/** Buckets in the ring: 4,096 of 16 s, 18 hours ahead of the front. */
const RING_BITS = 12;
const RING = 1 << RING_BITS;
const RING_MASK = RING - 1;
const WORD_MASK = (RING >> 5) - 1;
/** Times from here on (and +Infinity) never enter the ring: bucket numbers stay 32-bit integers. */
const RING_TIME_LIMIT = 2 ** 31;

/**
 * The kernel's event queue: a calendar of 16-second buckets over the next 18 hours, with a
 * binary heap in front of it and one behind it. The kernel asks for events in order only,
 * and the clock never goes back, so most events are filed by their second in O(1) and sorted
 * only among the few of their own bucket when it comes up.
 *
 * - `front`: a binary heap on (time * 8 + priority, sequence) of the events of the current
 *   bucket `cur` (and of any earlier second: after run() stops at a limit, an event may be
 *   scheduled before the bucket the queue looked ahead to). It decides the order of events,
 *   exactly as one binary heap over all of them did, so every run replays to the byte.
 * - the ring: buckets cur + 1 .. cur + RING - 1 as unordered linked lists, with a bit per
 *   bucket so that the next non-empty one is found a word (32 buckets) at a time.
 * - `over`: a binary heap, on the same key, of events past the ring's end (and of every time
 *   from RING_TIME_LIMIT on, +Infinity included). Its events move into the ring as the front
 *   moves up; when only events past RING_TIME_LIMIT are left, the kernel takes them from it.
 *
 * On the M/M/c stream (about 120 finishes pending, hours apart, an arrival every 36 s) an
 * event is linked into its bucket, later moved into a front heap of one or two events and
 * popped, where a binary heap of every pending event sifted through seven levels on each pop.
 * Events live in slots (parallel typed arrays, nothing allocated per event).
 */
export class BucketQueue {
  /** By slot: time * 8 + priority, sequence, payload. */
  key: Float64Array;
  seq: Float64Array;
  type: Int32Array;
  target: Int32Array;
  data: Float64Array;
  /** By slot: next slot in the same bucket, or in the free list; -1 ends a list. */
  private next: Int32Array;
  private freeHead = 0;
  /** Events held in slots (front, ring and `over`). */
  size = 0;
  private capacity: number;

  /** The front heap: keys in heap order beside their slots, so a sift compares without an indirection. */
  frontKey: Float64Array;
  frontSlot: Int32Array;
  frontSize = 0;
  /** Bucket number (time >> BUCKET_BITS) of the front, and the first second past it and past the ring. */
  private cur = 0;
  private frontEnd = BUCKET_S;
  private ringEnd = RING * BUCKET_S;

  private readonly head = new Int32Array(RING).fill(-1);
  private readonly occupied = new Int32Array(RING >> 5);
  private ringCount = 0;

  /** The heap behind the ring: slots, ordered through `key` and `seq`. */
  overSlot: Int32Array;
  overSize = 0;

  constructor(
    n: number,
    private readonly maxPending: number,
  ) {
    const capacity = Math.max(1, Math.min(n, maxPending));
    this.capacity = capacity;
    this.key = new Float64Array(capacity);
    this.seq = new Float64Array(capacity);
    this.type = new Int32Array(capacity);
    this.target = new Int32Array(capacity);
    this.data = new Float64Array(capacity);
    this.next = new Int32Array(capacity);
    for (let i = 0; i < capacity; i++) this.next[i] = i + 1 < capacity ? i + 1 : -1;
    this.frontKey = new Float64Array(16);
    this.frontSlot = new Int32Array(16);
    this.overSlot = new Int32Array(16);
  }

  /** `time` is a whole second (or +Infinity), not before the kernel's clock. */
  push(time: number, priority: number, seq: number, type: number, target: number, data: number): void {
    if (this.size === this.capacity) this.grow();
    const s = this.freeHead;
    this.freeHead = this.next[s]!;
    const k = time * 8 + priority;
    this.key[s] = k;
    this.seq[s] = seq;
    this.type[s] = type;
    this.target[s] = target;
    this.data[s] = data;
    this.size++;
    this.file(s, time, k);
  }

  /** Puts slot s where its time belongs: the front heap, a ring bucket or the heap behind. */
  private file(s: number, time: number, k: number): void {
    if (time < this.frontEnd) this.frontPush(k, s);
    else if (time < this.ringEnd) {
      const b = (time >> BUCKET_BITS) & RING_MASK;
      this.next[s] = this.head[b]!;
      this.head[b] = s;
      this.occupied[b >> 5]! |= 1 << (b & 31);
      this.ringCount++;
    } else this.overPush(s);
  }

  /**
   * Makes the front heap hold the earliest events. False when the front and the ring are
   * empty and `over` holds nothing before RING_TIME_LIMIT (the kernel then reads `over`).
   */
  fill(): boolean {
    if (this.frontSize > 0) return true;
    if (this.ringCount > 0) {
      this.advance(this.cur + 1 + ((this.nextOccupied() - this.cur - 1) & RING_MASK));
      return true;
    }
    if (this.overSize === 0) return false;
    const t = Math.floor(this.key[this.overSlot[0]!]! / 8);
    if (!(t < RING_TIME_LIMIT)) return false;
    this.advance(t >> BUCKET_BITS);
    return true;
  }

  /** Takes the first event of the front heap (fill() returned true) and frees its slot: read its fields before the next push. */
  pop(): number {
    const s = this.frontSlot[0]!;
    // The front mostly holds one or two events: the sift is out of line, so this stays small
    // enough for the kernel's loop to take in whole.
    if (--this.frontSize > 0) this.siftFrontDown(this.frontSize);
    this.release(s);
    return s;
  }

  /** Moves the front heap's last event (index n) down from the root after the root was taken. */
  private siftFrontDown(n: number): void {
    const fk = this.frontKey;
    const fs = this.frontSlot;
    const lk = fk[n]!;
    const ls = fs[n]!;
    const seq = this.seq;
    const lseq = seq[ls]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && (fk[c + 1]! < fk[c]! || (fk[c + 1] === fk[c] && seq[fs[c + 1]!]! < seq[fs[c]!]!))) c++;
      const ck = fk[c]!;
      if (lk < ck || (lk === ck && lseq < seq[fs[c]!]!)) break;
      fk[i] = ck;
      fs[i] = fs[c]!;
      i = c;
    }
    fk[i] = lk;
    fs[i] = ls;
  }

  /** Takes the first event of `over` (fill() returned false, overSize > 0) and frees its slot. */
  popOver(): number {
    const s = this.overTake();
    this.release(s);
    return s;
  }

  /** Removes the root of `over` and returns its slot, still held. */
  private overTake(): number {
    const os = this.overSlot;
    const s = os[0]!;
    const n = --this.overSize;
    if (n > 0) {
      const ls = os[n]!;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && this.before(os[c + 1]!, os[c]!)) c++;
        if (this.before(ls, os[c]!)) break;
        os[i] = os[c]!;
        i = c;
      }
      os[i] = ls;
    }
    return s;
  }

  /** Events held. */
  get pending(): number {
    return this.size;
  }

  private release(s: number): void {
    this.next[s] = this.freeHead;
    this.freeHead = s;
    this.size--;
  }

  /** Whether slot a comes before slot b on (key, sequence). */
  private before(a: number, b: number): boolean {
    const ka = this.key[a]!;
    const kb = this.key[b]!;
    return ka < kb || (ka === kb && this.seq[a]! < this.seq[b]!);
  }

  /** Ring index of the first non-empty bucket after the front, in ring order (ringCount > 0). */
  private nextOccupied(): number {
    const occupied = this.occupied;
    const from = (this.cur + 1) & RING_MASK;
    let w = from >> 5;
    let bits = occupied[w]! & (-1 << (from & 31));
    while (bits === 0) {
      w = (w + 1) & WORD_MASK;
      bits = occupied[w]!;
    }
    return (w << 5) | (31 - Math.clz32(bits & -bits));
  }

  /**
   * Moves the front to bucket b (no event pending before it): events of `over` now within the
   * ring's reach come into it, then bucket b's events into the front heap.
   */
  private advance(b: number): void {
    this.cur = b;
    this.frontEnd = (b + 1) * BUCKET_S;
    this.ringEnd = Math.min((b + RING) * BUCKET_S, RING_TIME_LIMIT);
    if (this.overSize > 0) this.drawFromOver();
    const r = b & RING_MASK;
    let s = this.head[r]!;
    if (s === -1) return;
    this.head[r] = -1;
    this.occupied[r >> 5]! &= ~(1 << (r & 31));
    const next = this.next;
    if (next[s] === -1 && this.frontSize === 0) {
      // One event in the bucket (the usual case): it is the front heap.
      this.frontKey[0] = this.key[s]!;
      this.frontSlot[0] = s;
      this.frontSize = 1;
      this.ringCount--;
      return;
    }
    const key = this.key;
    while (s !== -1) {
      const after = next[s]!;
      this.frontPush(key[s]!, s);
      this.ringCount--;
      s = after;
    }
  }

  /** Files the events of `over` that the ring now reaches (after the front moved up). */
  private drawFromOver(): void {
    while (this.overSize > 0) {
      const s = this.overSlot[0]!;
      const k = this.key[s]!;
      const t = Math.floor(k / 8);
      if (!(t < this.ringEnd)) break;
      this.overTake();
      this.file(s, t, k);
    }
  }

  private frontPush(k: number, s: number): void {
    if (this.frontSize === this.frontKey.length) {
      this.frontKey = grown(this.frontKey, this.frontSize * 2);
      this.frontSlot = grown(this.frontSlot, this.frontSize * 2);
    }
    const fk = this.frontKey;
    const fs = this.frontSlot;
    const seq = this.seq;
    const sq = seq[s]!;
    let i = this.frontSize++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = fk[p]!;
      if (pk < k || (pk === k && seq[fs[p]!]! < sq)) break;
      fk[i] = pk;
      fs[i] = fs[p]!;
      i = p;
    }
    fk[i] = k;
    fs[i] = s;
  }

  private overPush(s: number): void {
    if (this.overSize === this.overSlot.length) this.overSlot = grown(this.overSlot, this.overSize * 2);
    const os = this.overSlot;
    let i = this.overSize++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.before(os[p]!, s)) break;
      os[i] = os[p]!;
      i = p;
    }
    os[i] = s;
  }

  private grow(): void {
    const old = this.capacity;
    // The budget is exact: the last growth stops at it, so it never allocates past it.
    if (old >= this.maxPending) throw new SimulationBudgetExceeded('pendingEvents', this.maxPending);
    const capacity = Math.min(old * 2, this.maxPending);
    this.key = grown(this.key, capacity);
    this.seq = grown(this.seq, capacity);
    this.type = grown(this.type, capacity);
    this.target = grown(this.target, capacity);
    this.data = grown(this.data, capacity);
    const next = grown(this.next, capacity);
    // Every slot is in use (size === capacity): the new ones make the whole free list.
    for (let i = old; i < capacity; i++) next[i] = i + 1 < capacity ? i + 1 : -1;
    this.next = next;
    this.freeHead = old;
    this.capacity = capacity;
  }
}
