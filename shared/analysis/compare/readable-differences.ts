import { differingLeaves, valueText, type DifferingLeaf } from './input-differences';

/**
 * The inputs that differ between two documents as a person reads them: each value at its own
 * precision (float noise such as 14.153999999999998 gone), shares as shares, curves as curves,
 * and one price change made across many offers as one line ("Spot price −30 % on 8 offers").
 */

/** How a value is written: the renderer formats it in the interface language. */
export type ValueKind = 'money' | 'share' | 'count' | 'number' | 'text';

export interface ShownValue {
  kind: ValueKind;
  /** Numbers rounded to SIGNIFICANT_DIGITS; text as short JSON. */
  value: number | string;
}

export type ReadableDifference =
  | { type: 'value'; path: string; before: ShownValue | null; after: ShownValue | null }
  /** A curve (24 or more numbers) on both sides, drawn rather than listed. */
  | { type: 'curve'; path: string; before: number[]; after: number[] }
  /**
   * The same field of several catalog offers changed by the same factor: `change` is the
   * relative change (−0.3 = −30 %), `field` the path inside each offer.
   */
  | { type: 'offers'; field: string; offerIds: string[]; change: number };

export interface ReadableDifferences {
  differences: ReadableDifference[];
  /** Differences found beyond the limit and left out. */
  more: number;
}

/** Enough for any price or input a person types; float noise sits far beyond. */
export const SIGNIFICANT_DIGITS = 6;

/**
 * Drops float noise: 14.153999999999998 → 14.154, 0.15000000000000002 → 0.15. Six significant
 * digits, and never fewer than two decimals of a large amount (12,345.67 keeps its cents).
 */
export function roundNoise(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const integerDigits = Math.max(1, Math.floor(Math.log10(Math.abs(value))) + 1);
  const digits = Math.min(100, Math.max(SIGNIFICANT_DIGITS, integerDigits + 2));
  return Number(value.toPrecision(digits));
}

/** Fields that hold a share of one (0.05 = 5 %), by their last name in the path. */
const SHARE_FIELDS = new Set([
  'growthPerMonth',
  'targetUtilisation',
  'forgottenShare',
  'pipelineEfficiency',
  'pipeline',
  'interNodeScalingPerDoubling',
  'intraNodeScalingPerDoubling',
  'upfrontShare',
  'utilisation',
  'efficiency',
]);

/** Fields that hold an amount of money in the scenario's currency. */
const MONEY_FIELDS = new Set(['perHour', 'perServerMonth', 'waitingValuePerPersonHour']);

function lastKey(path: string): string {
  const match = /([A-Za-z]+)(?:\[\d+\])?$/.exec(path);
  return match?.[1] ?? path;
}

/** The kind of a field's value, from its name and the value itself. */
export function valueKind(path: string, value: number): ValueKind {
  const key = lastKey(path);
  if (MONEY_FIELDS.has(key)) return 'money';
  if (SHARE_FIELDS.has(key)) return 'share';
  return Number.isInteger(value) ? 'count' : 'number';
}

function shown(path: string, value: unknown): ShownValue | null {
  if (value === undefined) return null;
  if (typeof value === 'number') return { kind: valueKind(path, value), value: roundNoise(value) };
  return { kind: 'text', value: valueText(value) ?? '' };
}

const isCurve = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length >= 24 && v.every((x) => typeof x === 'number');

/** `catalog.offers[id=X].prices.spot.perHour` → X and `prices.spot.perHour`. */
const OFFER_FIELD = /^catalog\.offers\[id=([^\]]+)\]\.(.+)$/;

/** Relative changes this close are one change (prices typed to four decimals round apart). */
const SAME_CHANGE = 0.0005;

function relativeChange(d: DifferingLeaf): number | null {
  if (typeof d.before !== 'number' || typeof d.after !== 'number' || d.before === 0) return null;
  return d.after / d.before - 1;
}

/**
 * Every differing input, readable; offer fields changed by the same factor on two or more
 * offers fold into one `offers` line, in the place of the first of them.
 */
export function readableDifferences(
  before: unknown,
  after: unknown,
  limit = 200,
): ReadableDifferences {
  const leaves = differingLeaves(before, after);
  // Group offer fields by (field, rounded relative change).
  const groups = new Map<string, { field: string; change: number; leaves: DifferingLeaf[] }>();
  const groupOf = new Map<DifferingLeaf, string>();
  for (const leaf of leaves) {
    const match = OFFER_FIELD.exec(leaf.path);
    const change = relativeChange(leaf);
    if (!match || change === null) continue;
    const field = match[2]!;
    const key = `${field}|${Math.round(change / SAME_CHANGE)}`;
    const group = groups.get(key) ?? { field, change, leaves: [] };
    group.leaves.push(leaf);
    groups.set(key, group);
    groupOf.set(leaf, key);
  }
  const out: ReadableDifference[] = [];
  const emitted = new Set<string>();
  for (const leaf of leaves) {
    const key = groupOf.get(leaf);
    const group = key === undefined ? undefined : groups.get(key);
    if (key !== undefined && group && group.leaves.length > 1) {
      if (emitted.has(key)) continue;
      emitted.add(key);
      out.push({
        type: 'offers',
        field: group.field,
        offerIds: group.leaves.map((l) => OFFER_FIELD.exec(l.path)![1]!),
        change: roundNoise(group.change),
      });
    } else if (isCurve(leaf.before) && isCurve(leaf.after)) {
      out.push({
        type: 'curve',
        path: leaf.path,
        before: leaf.before.map(roundNoise),
        after: leaf.after.map(roundNoise),
      });
    } else {
      out.push({
        type: 'value',
        path: leaf.path,
        before: shown(leaf.path, leaf.before),
        after: shown(leaf.path, leaf.after),
      });
    }
  }
  return { differences: out.slice(0, limit), more: Math.max(0, out.length - limit) };
}
