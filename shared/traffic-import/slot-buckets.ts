/**
 * Traffic put into (local day, slot) buckets: the rate each slot of each day saw, in requests
 * per second, on the wall clock the file was written in (so a daylight-saving change moves no
 * peak: the spring day simply lacks an hour, the autumn day's repeated hour is averaged).
 */

const DAY_MS = 86_400_000;

export interface Bucket {
  /** Local day: days since 1970-01-01 on the wall clock. */
  day: number;
  slot: number;
  /** Requests per second. */
  rate: number;
}

/** Local day and slot of an instant. */
export function daySlot(utcMs: number, offsetMinutes: number, slotsPerDay: number): { day: number; slot: number } {
  const wall = utcMs + offsetMinutes * 60_000;
  const day = Math.floor(wall / DAY_MS);
  const slot = Math.min(slotsPerDay - 1, Math.floor(((wall - day * DAY_MS) / DAY_MS) * slotsPerDay));
  return { day, slot };
}

/** Sunday 0 … Saturday 6 of a local day (1970-01-01 was a Thursday). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;
export const isWeekend = (day: number): boolean => weekdayOf(day) === 0 || weekdayOf(day) === 6;

class BucketSums {
  private readonly sums = new Map<number, { sum: number; weight: number }>();
  constructor(private readonly slotsPerDay: number) {}
  add(day: number, slot: number, value: number, weight: number): void {
    const key = day * this.slotsPerDay + slot;
    const entry = this.sums.get(key);
    if (entry) {
      entry.sum += value;
      entry.weight += weight;
    } else this.sums.set(key, { sum: value, weight });
  }
  buckets(minWeight: number): Bucket[] {
    const out: Bucket[] = [];
    for (const [key, { sum, weight }] of this.sums) {
      if (weight < minWeight) continue;
      const day = Math.floor(key / this.slotsPerDay);
      out.push({ day, slot: key - day * this.slotsPerDay, rate: sum / weight });
    }
    return out.sort((a, b) => a.day - b.day || a.slot - b.slot);
  }
}

/**
 * Buckets of a rate history (sorted, duplicates merged, values already rates per second). A
 * sample holds until the next one, at most one usual interval (a longer wait is a gap, not a
 * flat line); a sample coarser than a slot fills every slot it spans, finer ones are averaged.
 */
export function historyBuckets(
  utcMs: Float64Array,
  offsets: Float64Array,
  rates: Float64Array,
  usualIntervalMs: number,
  slotsPerDay: number,
): Bucket[] {
  const slotMs = DAY_MS / slotsPerDay;
  const sums = new BucketSums(slotsPerDay);
  for (let i = 0; i < utcMs.length; i++) {
    const next = i + 1 < utcMs.length ? utcMs[i + 1]! : utcMs[i]! + usualIntervalMs;
    const span = Math.min(next - utcMs[i]!, usualIntervalMs);
    if (span <= slotMs) {
      const { day, slot } = daySlot(utcMs[i]!, offsets[i]!, slotsPerDay);
      sums.add(day, slot, rates[i]! * span, span);
      continue;
    }
    // Coarse samples: each slot start the sample covers gets its rate.
    const wallStart = utcMs[i]! + offsets[i]! * 60_000;
    for (let t = Math.ceil(wallStart / slotMs) * slotMs; t < wallStart + span; t += slotMs) {
      const day = Math.floor(t / DAY_MS);
      sums.add(day, Math.round((t - day * DAY_MS) / slotMs) % slotsPerDay, rates[i]! * slotMs, slotMs);
    }
  }
  return sums.buckets(Number.MIN_VALUE);
}

/** A slot is filled from a request log when the log covers at least this share of it. */
export const MIN_LOG_SLOT_COVERAGE = 0.1;

/**
 * Buckets of a request log (sorted instants): requests counted per slot over the part of the
 * slot the log covers (from its first request to its last), so a log that starts at 18:15 gives
 * the 18:00 slot the rate of its 45 minutes, not a quarter less.
 */
export function logBuckets(utcMs: Float64Array, offsets: Float64Array, slotsPerDay: number): Bucket[] {
  const slotMs = DAY_MS / slotsPerDay;
  const counts = new Map<number, number>();
  for (let i = 0; i < utcMs.length; i++) {
    const { day, slot } = daySlot(utcMs[i]!, offsets[i]!, slotsPerDay);
    const key = day * slotsPerDay + slot;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const first = utcMs[0]! + offsets[0]! * 60_000;
  const last = utcMs[utcMs.length - 1]! + offsets[utcMs.length - 1]! * 60_000 + 1000;
  const firstKey = Math.floor(first / slotMs);
  const lastKey = Math.floor((last - 1) / slotMs);
  const out: Bucket[] = [];
  // Every slot the log spans, also one without a request (a quiet slot is a rate of 0).
  for (let key = firstKey; key <= lastKey; key++) {
    const start = key * slotMs;
    const covered = Math.min(last, start + slotMs) - Math.max(first, start);
    if (covered < slotMs * MIN_LOG_SLOT_COVERAGE) continue;
    const day = Math.floor(key / slotsPerDay);
    out.push({ day, slot: key - day * slotsPerDay, rate: (counts.get(key) ?? 0) / (covered / 1000) });
  }
  return out;
}
