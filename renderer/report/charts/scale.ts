/** Axis arithmetic for the report's SVG charts: pure, no DOM. */

/**
 * About `count` round tick values covering [min, max] (steps of 1, 2, 2.5 or 5 × 10^n; for
 * counts, whole steps of 1, 2 or 5 × 10^n only).
 */
export function niceTicks(min: number, max: number, count = 4, integer = false): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (max === min) max = min === 0 ? 1 : min + Math.abs(min);
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  if (!(power > 0) || !Number.isFinite(power)) return [min, max]; // below double precision
  const multiples = integer ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const found = multiples.map((m) => m * power).find((s) => s >= raw) ?? raw;
  const step = integer ? Math.max(1, found) : found;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  if ((ticks.at(-1) ?? min) < max)
    ticks.push(Number((first + ticks.length * step).toPrecision(12)));
  return ticks;
}

/** A linear map from [d0, d1] to [r0, r1]; a zero-width domain maps to the middle. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  const k = (r1 - r0) / (d1 - d0);
  return (v) => r0 + (v - d0) * k;
}

/** At most `count` evenly spaced indexes of an `n`-long series, first and last included. */
export function tickIndexes(n: number, count = 5): number[] {
  if (n <= 0) return [];
  if (n <= count) return Array.from({ length: n }, (_, i) => i);
  const out = new Set<number>();
  for (let i = 0; i < count; i++) out.add(Math.round((i * (n - 1)) / (count - 1)));
  return [...out];
}

/** An SVG path through the points, skipping non-finite values (a gap in the line). */
export function linePath(xs: readonly number[], ys: readonly number[]): string {
  let d = '';
  let pen = false;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
    pen = true;
  }
  return d;
}
