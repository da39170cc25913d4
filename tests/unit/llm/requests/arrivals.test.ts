/** Arrivals for request-level windows: rates kept, bursts kept when the rate scales, dispersion matched. */
import { describe, expect, it } from 'vitest';
import { arrivalsOver, burstsForDispersion, gapsOf } from '@shared/llm/requests/arrivals';
import { Rng } from '@shared/sim/prng';
import { burstinessOf } from '@shared/traffic-import/burstiness';
import { readAzureLog } from '../request-log-reference';

const dispersionOf = (times: Float64Array): number => burstinessOf(Array.from(times, (t) => t * 1000))!.dispersion;

describe('request arrivals', () => {
  it('Poisson: the count follows the rate step by step, and the dispersion is about 1', () => {
    const rates = [2, 8, 0, 4];
    const t = arrivalsOver({ kind: 'poisson' }, rates, 900, Rng.stream(1, 'a'));
    const inStep = (k: number): number => t.filter((x) => x >= k * 900 && x < (k + 1) * 900).length;
    rates.forEach((r, k) => expect(Math.abs(inStep(k) - r * 900)).toBeLessThan(4 * Math.sqrt(r * 900) + 1));
    const flat = arrivalsOver({ kind: 'poisson' }, [5, 5, 5, 5], 900, Rng.stream(2, 'a'));
    expect(dispersionOf(flat)).toBeGreaterThan(0.9);
    expect(dispersionOf(flat)).toBeLessThan(1.1);
  });

  it('bursts fitted to a dispersion of 10.6 (the issue\'s log) give about that dispersion at its rate', () => {
    const pattern = burstsForDispersion(10.6);
    const t = arrivalsOver(pattern, Array(8).fill(5), 900, Rng.stream(3, 'a'));
    expect(Math.abs(t.length / 7200 - 5)).toBeLessThan(0.5);
    const d = dispersionOf(t);
    expect(d).toBeGreaterThan(8);
    expect(d).toBeLessThan(13);
    expect(burstsForDispersion(1)).toEqual({ kind: 'poisson' });
  });

  it('a replayed log at twice the rate is the same arrivals twice as close (the bursts kept)', () => {
    const log = readAzureLog();
    const gaps = gapsOf(log.map((r) => r.arrivalS));
    expect(gaps.reduce((s, g) => s + g, 0) / gaps.length).toBeCloseTo(1, 9);
    const once = arrivalsOver({ kind: 'replay', gaps }, [3, 3], 1800, Rng.stream(4, 'a'));
    const twice = arrivalsOver({ kind: 'replay', gaps }, [6, 6], 900, Rng.stream(4, 'a'));
    expect(twice.length).toBe(once.length);
    twice.forEach((t, i) => expect(t).toBeCloseTo(once[i]! / 2, 6));
  });
});
