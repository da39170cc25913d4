/**
 * The real Azure LLM inference trace (tests/fixtures/llm-requests/: one hour, 19,366 requests,
 * 2023-11-16 18:15–19:14 UTC). Its hour fills the hourly slots it covers and no other; the
 * figures are those the import reports (README, "Traffic import").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildImportedCurves, importTrafficText } from '@shared/traffic-import';

const FILE = 'tests/fixtures/llm-requests/AzureLLMInferenceTrace_conv.csv';

describe('the Azure request log', () => {
  const result = importTrafficText(readFileSync(FILE, 'utf8'), { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning: 'rate' });
  const a = result.analysis;

  it('reads every request and rejects none', () => {
    expect(a.source).toBe('requestLog');
    expect(a.samples).toBe(19_366);
    expect(result.rejectedCount).toBe(0);
  });

  it('fills 18:00 (from 18:15:46) and 19:00 (to 19:14:08) and keeps the other 22 hours', () => {
    const curves = buildImportedCurves(a, 'mean', { weekday: new Array<number>(24).fill(1) });
    expect(curves.filledWeekday.flatMap((f, i) => (f ? [i] : []))).toEqual([18, 19]);
    expect(curves.weekday[18]).toBeCloseTo(5.88, 2); // 15,147 requests over 44 min 14 s
    expect(curves.weekday[19]).toBeCloseTo(4.43, 2);
    expect(curves.weekday.filter((v) => v === 1)).toHaveLength(22);
    expect(curves.weekend).toBeUndefined(); // a Thursday: weekends keep following weekdays
  });

  it('is close to Poisson within each minute, with the busiest second a little above Poisson’s', () => {
    const b = a.burstiness!;
    expect(b.meanPerSecond).toBeCloseTo(5.55, 2);
    expect(b.dispersion).toBeCloseTo(1.06, 2);
    expect(b.peakPerSecond).toBe(19);
    expect(b.poissonPeak).toBe(18);
  });

  it('gives the size mix', () => {
    expect(a.promptTokens).toMatchObject({ p50: 1020, p95: 4083, p99: 4142 });
    expect(a.promptTokens!.mean).toBeCloseTo(1154.7, 1);
    expect(a.outputTokens).toMatchObject({ p50: 129, p95: 451, p99: 601 });
    expect(a.outputTokens!.mean).toBeCloseTo(211.1, 1);
  });

  it('says growth needs more days', () => {
    expect(a.growth).toMatchObject({ ok: false, needed: 14 });
  });
});
