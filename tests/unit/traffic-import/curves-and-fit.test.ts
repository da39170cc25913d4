/**
 * The traffic import's figures checked against what they must be: a slot statistic worked out
 * by hand on a tiny file, growth recovered from a generated history within its error, Poisson
 * burstiness near 1, daylight saving, gaps, duplicates and unsorted rows reported.
 */
import { describe, expect, it } from 'vitest';
import { buildImportedCurves, importTrafficText } from '@shared/traffic-import';
import { rateHistoryCsv, requestLogCsv, prometheusJson } from './generate-traffic-files';

const hourly = { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning: 'rate' as const };
const flat = (v: number) => new Array<number>(24).fill(v);

describe('a curve point is the statistic of its slot across days', () => {
  // Monday to Wednesday 5–7 Jan 2026, 00:00 UTC: 1, 2 and 10 requests/s; Saturday the 10th: 4.
  const tiny = 'time,value\n2026-01-05T00:00:00Z,1\n2026-01-06T00:00:00Z,2\n2026-01-07 00:00:00,10\n2026-01-10T00:00:00Z,4\n';
  const result = importTrafficText(tiny, hourly);

  it.each([
    ['mean', 13 / 3],
    ['p50', 2],
    ['p90', 2 + (10 - 2) * 0.8], // rank (3 - 1) × 0.9 = 1.8: between 2 and 10
    ['p95', 2 + (10 - 2) * 0.9],
  ] as const)('%s of the 00:00 slot', (statistic, expected) => {
    const curves = buildImportedCurves(result.analysis, statistic, { weekday: flat(7) });
    expect(curves.weekday[0]).toBeCloseTo(expected, 3);
    // A sample holds for the usual interval (a day here, the gap between days): all slots filled.
    expect(curves.filledWeekday.every(Boolean)).toBe(true);
    expect(curves.weekend?.[0]).toBe(4);
  });

  it('keeps the current curve where the data has no slot, and keeps weekends following weekdays without weekend data', () => {
    const short = importTrafficText('2026-01-05T10:00:00Z,8\n2026-01-05T10:30:00Z,12\n', hourly);
    const curves = buildImportedCurves(short.analysis, 'mean', { weekday: flat(7) });
    expect(curves.weekday[10]).toBe(10);
    expect(curves.weekday.filter((v) => v === 7)).toHaveLength(23);
    expect(curves.weekend).toBeUndefined();
  });
});

describe('growth fit', () => {
  it('recovers the 10 % a month a generated history grows by, within two standard errors', () => {
    const result = importTrafficText(rateHistoryCsv(), { ...hourly, slotsPerDay: 96 });
    const growth = result.analysis.growth;
    expect(growth.ok).toBe(true);
    if (!growth.ok) return;
    expect(Math.abs(growth.perMonth - 0.1)).toBeLessThan(2 * growth.standardError + 0.005);
    expect(growth.standardError).toBeLessThan(0.01);
    expect(result.analysis.mape).toBeLessThan(0.05);
  });

  it('says the history is too short instead of fitting three days', () => {
    const result = importTrafficText(prometheusJson(3), hourly);
    expect(result.analysis.growth).toEqual({ ok: false, days: 3, needed: 14 });
  });

  it('brings the curve to the level of the last day, so growth continues from today', () => {
    const result = importTrafficText(rateHistoryCsv({ noise: 0 }), hourly);
    const curves = buildImportedCurves(result.analysis, 'mean', { weekday: flat(0) });
    // The last weekday's 14:00 (Friday 10 April, 39 days in): 100 × 1.1^(39/30.4375).
    expect(curves.weekday[14]).toBeGreaterThan(100 * 1.1 ** (38 / 30.4375) * 0.97);
  });
});

describe('the timeline', () => {
  it('reports the daylight-saving day and keeps the 14:00 peak at 14:00 on both clocks', () => {
    const result = importTrafficText(rateHistoryCsv({ noise: 0, growthPerMonth: 0 }), hourly);
    expect(result.analysis.daylightSavingDays.map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10))).toEqual(['2026-03-29']);
    const curves = buildImportedCurves(result.analysis, 'p50', { weekday: flat(0) });
    expect(curves.weekday.indexOf(Math.max(...curves.weekday))).toBe(14);
  });

  it('sorts unsorted rows, averages duplicate timestamps and finds gaps, and says so', () => {
    const text = ['t,v', '2026-01-05T02:00:00Z,5', '2026-01-05T00:00:00Z,1', '2026-01-05T01:00:00Z,2', '2026-01-05T01:00:00Z,4', '2026-01-05T09:00:00Z,9', '2026-01-05T10:00:00Z,9'].join('\n');
    const { analysis } = importTrafficText(text, hourly);
    expect(analysis.timeline).toMatchObject({ unsortedRows: 1, duplicateRows: 1, intervalSeconds: 3600, gaps: 1, longestGapSeconds: 7 * 3600 });
    const curves = buildImportedCurves(analysis, 'mean', { weekday: flat(-1) });
    expect(curves.weekday.slice(0, 4)).toEqual([1, 3, 5, -1]);
  });

  it('reads a count per interval as a rate', () => {
    const { analysis } = importTrafficText('2026-01-05T00:00:00Z,3600\n2026-01-05T01:00:00Z,7200\n', { ...hourly, valueMeaning: 'count' });
    expect(buildImportedCurves(analysis, 'mean', { weekday: flat(0) }).weekday.slice(0, 2)).toEqual([1, 2]);
  });
});

describe('burstiness of a request log', () => {
  it('is about 1 for Poisson arrivals, with the busiest second near Poisson’s', () => {
    const { analysis } = importTrafficText(requestLogCsv(60, 5, 21), hourly);
    const b = analysis.burstiness!;
    expect(b.dispersion).toBeGreaterThan(0.9);
    expect(b.dispersion).toBeLessThan(1.1);
    expect(b.meanPerSecond).toBeCloseTo(5, 0);
    expect(Math.abs(b.peakPerSecond - b.poissonPeak)).toBeLessThanOrEqual(3);
  });

  it('is well above 1 when requests come in bursts', () => {
    // Ten requests at once every two seconds: mean 5/s, dispersion about 9.
    const rows = ['time,prompt,output'];
    for (let s = 0; s < 600; s += 2) for (let i = 0; i < 10; i++) rows.push(`${new Date(Date.UTC(2026, 0, 5) + s * 1000).toISOString()},10,10`);
    const b = importTrafficText(rows.join('\n'), hourly).analysis.burstiness!;
    expect(b.dispersion).toBeGreaterThan(5);
    expect(b.peakPerSecond).toBe(10);
  });
});
