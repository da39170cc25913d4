import { describe, expect, it } from 'vitest';
import { TrafficReplay } from '@shared/scenario';
import { buildImportedCurves, buildImportedReplay, importTrafficText } from '@shared/traffic-import';
import { replayStepFor } from '@shared/traffic-import/replay-series';
import { rateHistoryCsv } from './generate-traffic-files';

const importAt = (csv: string) => importTrafficText(csv, { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning: 'rate' });

describe('a history kept for replay', () => {
  it('takes the finest step no finer than the history and within the point limit', () => {
    expect(replayStepFor(60, 30)).toBe(5);
    expect(replayStepFor(300, 30)).toBe(5);
    expect(replayStepFor(600, 30)).toBe(15);
    expect(replayStepFor(3600, 30)).toBe(60);
    // More than a year of minute samples: 5-minute steps would not fit 105,120 points.
    expect(replayStepFor(60, 300)).toBe(5);
    expect(replayStepFor(60, 365)).toBe(15);
    expect(replayStepFor(60, 800)).toBe(15);
  });

  it('is the mean per step from the first local midnight, on the first scenario day of its weekday', () => {
    // Two weeks every 15 minutes from Monday 2 March 2026 (+01:00).
    const result = importAt(rateHistoryCsv({ intervalMinutes: 15, days: 14 }));
    const series = result.analysis.replay!;
    expect(series.stepMinutes).toBe(15);
    const curves = buildImportedCurves(result.analysis, 'mean', { weekday: new Array<number>(24).fill(7) });
    // 2027-01-06 is a Wednesday: the first Monday is day 5.
    const r = buildImportedReplay(series, curves, 'repeat', '2027-01-06', 'history.csv');
    expect(r.replay.startDay).toBe(5);
    expect(buildImportedReplay(series, curves, 'repeat', '2027-01-04').replay.startDay).toBe(0);
    expect(r.replay.source).toBe('history.csv');
    expect(TrafficReplay.safeParse(r.replay).success).toBe(true);
    // Times carry their +01:00 zone, so the history fills its local days whole.
    expect(r.filledPoints).toBe(0);
    expect(r.replay.rates).toHaveLength(14 * 96);
  });

  it('fills a gap with the curve’s value for its slot, and counts it', () => {
    const rows = ['time,value'];
    for (let h = 0; h < 48; h++) if (h < 10 || h > 12) rows.push(`2026-01-05T${String(h % 24).padStart(2, '0')}:00:00Z`.replace('2026-01-05', h < 24 ? '2026-01-05' : '2026-01-06') + `,${h}`);
    const result = importAt(`${rows.join('\n')}\n`);
    const series = result.analysis.replay!;
    expect(series.stepMinutes).toBe(60);
    const curves = { weekday: Array.from({ length: 24 }, (_, i) => 1000 + i) };
    const r = buildImportedReplay(series, curves, 'curve', '2026-01-05');
    expect(r.filledPoints).toBe(3);
    expect(r.replay.rates.slice(9, 14)).toEqual([9, 1010, 1011, 1012, 13]);
    expect(r.replay.rates).toHaveLength(48);
  });
});
