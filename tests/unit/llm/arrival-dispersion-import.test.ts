/**
 * The arrival dispersion a request-log import stores (`llm.arrivalDispersion`): the index of
 * dispersion of the log's per-second request counts (each second against its own minute's
 * mean), measured by shared/traffic-import/burstiness and written by the one import the app
 * and the command line share (shared/llm/imported-size-mix). Hand-made logs whose value is
 * worked out by hand, and a Poisson stream that must give about 1.
 */
import { describe, expect, it } from 'vitest';
import { englishSizeMixWords } from '@shared/llm/english-size-mix-words';
import { importedSizeMix, storedArrivalDispersion } from '@shared/llm/imported-size-mix';
import { sizeClassesFromLog } from '@shared/llm/size-classes-from-log';
import { Rng } from '@shared/sim/prng';
import { burstinessOf } from '@shared/traffic-import/burstiness';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

/** Arrival instants (UTC ms) of `minutes` minutes where second s of each minute holds `perSecond(s)` requests. */
function log(minutes: number, perSecond: (s: number) => number): number[] {
  const out: number[] = [];
  for (let m = 0; m < minutes; m++)
    for (let s = 0; s < 60; s++) for (let k = 0; k < perSecond(s); k++) out.push(T0 + (m * 60 + s) * 1000 + k);
  return out;
}

/** What the import stores from instants, through the shared import with one size class. */
function stored(instants: number[]): number | undefined {
  const prompt = Float64Array.from(instants, (_, i) => 100 + (i % 7));
  const output = Float64Array.from(instants, (_, i) => 50 + (i % 5));
  const pairs = { requests: instants.length, every: 1 };
  return importedSizeMix(sizeClassesFromLog(prompt, output, 1), pairs, burstinessOf(instants), 'hand-made.csv', englishSizeMixWords).arrivalDispersion;
}

describe('the arrival dispersion a request-log import stores', () => {
  it('a burst of 60 requests at the start of every minute: (59² + 59·1²) / (59·1) = 60', () => {
    // Each minute's mean is 1 a second; one second holds 60 (off by 59), 59 seconds hold none (off by 1 each).
    const bursts = log(10, (s) => (s === 0 ? 60 : 0));
    expect(burstinessOf(bursts)!.dispersion).toBeCloseTo(60, 12);
    expect(stored(bursts)).toBe(60);
  });

  it('two requests every other second: 60·1² / (59·1) = 1.02, stored to two decimals', () => {
    const pairsOfTwo = log(10, (s) => (s % 2 === 0 ? 2 : 0));
    expect(burstinessOf(pairsOfTwo)!.dispersion).toBeCloseTo(60 / 59, 12);
    expect(stored(pairsOfTwo)).toBe(1.02);
  });

  it('independent (Poisson) arrivals give about 1', () => {
    const rng = Rng.stream(7, 'dispersion');
    const instants: number[] = [];
    for (let t = T0 + rng.exponential(250); t < T0 + 3_600_000; t += rng.exponential(250)) instants.push(Math.floor(t));
    const d = stored(instants)!;
    expect(d).toBeGreaterThan(0.95);
    expect(d).toBeLessThan(1.05);
  });

  it('a log more even than Poisson is stored as 1 (Poisson), a log under a minute not at all', () => {
    const even = log(10, () => 3);
    expect(burstinessOf(even)!.dispersion).toBe(0);
    expect(stored(even)).toBe(1);
    expect(stored(log(1, (s) => (s < 30 ? 1 : 0)).slice(0, 20))).toBeUndefined();
    expect(storedArrivalDispersion(Number.NaN)).toBe(1);
    expect(storedArrivalDispersion(25_000)).toBe(10_000);
  });
});
