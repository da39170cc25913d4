import type { PoolKind } from '@shared/scenario';
import type { Distribution3 } from '@shared/sim/results';
import { microToUnits, roundTo } from './format';
import type { DistributionJson } from './json-types';

/** The rounding and unit rules of the results JSON (json-types.ts), one place for every part. */

export const r6 = (x: number) => roundTo(x, 6);
export const h = (seconds: number) => r6(seconds / 3600);
export const hn = (seconds: number | null) => (seconds === null ? null : h(seconds));
export const money = (micro: number) => microToUnits(micro);
export const moneyN = (micro: number | null) => (micro === null ? null : money(micro));

export function dist(d: Distribution3): DistributionJson {
  return {
    p10: r6(d.p10),
    p50: r6(d.p50),
    p90: r6(d.p90),
    mean: r6(d.mean),
    min: r6(d.min),
    max: r6(d.max),
  };
}
export const distN = (d: Distribution3 | null) => (d ? dist(d) : null);
export const ZERO: Distribution3 = { p10: 0, p50: 0, p90: 0, mean: 0, min: 0, max: 0 };
export function shifted(d: Distribution3, by: number): Distribution3 {
  return {
    p10: d.p10 + by,
    p50: d.p50 + by,
    p90: d.p90 + by,
    mean: d.mean + by,
    min: d.min + by,
    max: d.max + by,
  };
}

export function kinds(record: Record<PoolKind, number>): Record<PoolKind, number> {
  return {
    onDemand: r6(record.onDemand ?? 0),
    reserved: r6(record.reserved ?? 0),
    spot: r6(record.spot ?? 0),
    bareMetal: r6(record.bareMetal ?? 0),
    // Owned servers only where a strategy has them: older results keep their exact keys.
    ...(record.owned ? { owned: r6(record.owned) } : {}),
  } as Record<PoolKind, number>;
}

export function sortedRecord(
  record: Record<string, number>,
  map: (v: number) => number,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(record).sort()) out[key] = map(record[key] ?? 0);
  return out;
}
