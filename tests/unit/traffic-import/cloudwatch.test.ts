/**
 * CloudWatch metric exports as a traffic history: the JSON of `aws cloudwatch get-metric-data`
 * and of `get-metric-statistics`, told apart from Prometheus by shape in the shared parser, so
 * the app's dialog and `--import-traffic` read them alike.
 */
import { describe, expect, it } from 'vitest';
import { buildImportedCurves, importTrafficText, TrafficFileError, type TrafficImport } from '@shared/traffic-import';

const HOUR_S = 3600;
const start = Date.UTC(2026, 2, 2); // Monday 2 March 2026
/** Three days of hourly request counts: 3600 at noon, 360 at midnight, newest first as the CLI prints. */
function hourly(scale = 1): { times: string[]; values: number[] } {
  const times: string[] = [];
  const values: number[] = [];
  for (let h = 3 * 24 - 1; h >= 0; h--) {
    times.push(new Date(start + h * HOUR_S * 1000).toISOString().replace('.000Z', '+00:00'));
    values.push(scale * (h % 24 === 12 ? 3600 : 360));
  }
  return { times, values };
}

const meanCurve = (r: TrafficImport) => buildImportedCurves(r.analysis, 'mean', { weekday: new Array<number>(24).fill(0), weekend: undefined }).weekday;
const options = { utcOffsetMinutes: 0, slotsPerDay: 24, valueMeaning: 'count' as const };

describe('CloudWatch metric exports', () => {
  it('get-metric-data: results summed at each timestamp, counts per period turned into rates', () => {
    const a = hourly();
    const b = hourly(0.5);
    const json = JSON.stringify({
      MetricDataResults: [
        { Id: 'alb1', Label: 'RequestCount', Timestamps: a.times, Values: a.values, StatusCode: 'Complete' },
        { Id: 'alb2', Label: 'RequestCount', Timestamps: b.times, Values: b.values, StatusCode: 'Complete' },
      ],
      Messages: [],
    });
    const result = importTrafficText(json, options);
    expect(result.analysis.source).toBe('cloudwatch');
    expect(result.series).toBe(2);
    expect(result.analysis.samples).toBe(72);
    // 1.5 × 3600 requests in the noon hour = 1.5 requests/s; 1.5 × 360 at midnight = 0.15.
    const mean = meanCurve(result);
    expect(mean[12]).toBeCloseTo(1.5, 6);
    expect(mean[0]).toBeCloseTo(0.15, 6);
  });

  it('get-metric-statistics: Datapoints with the first statistic present (Sum), in any order', () => {
    const { times, values } = hourly();
    const json = JSON.stringify({
      Label: 'RequestCount',
      Datapoints: times.map((t, i) => ({ Timestamp: t, Sum: values[i], Average: 1, Unit: 'Count' })).reverse(),
    });
    const result = importTrafficText(json, options);
    expect(result.analysis.source).toBe('cloudwatch');
    expect(meanCurve(result)[12]).toBeCloseTo(1, 6);
  });

  it('points that are not numbers from 0 up, or without a time, are rejected with their position', () => {
    const { times, values } = hourly();
    const points: unknown[] = times.map((t, i) => ({ Timestamp: t, Average: values[i] }));
    points[2] = { Timestamp: 'yesterday', Average: 5 };
    points[4] = { Timestamp: times[4], Average: -1 };
    points[6] = { Timestamp: times[6], Average: 'NaN' };
    const result = importTrafficText(JSON.stringify({ Datapoints: points }), options);
    expect(result.rejected.map((r) => [r.line, r.reason])).toEqual([
      [3, 'badTime'],
      [5, 'negative'],
      [7, 'badValue'],
    ]);
  });

  it('Timestamps and Values of different lengths: the unmatched points are rejected', () => {
    const json = JSON.stringify({ MetricDataResults: [{ Id: 'm', Timestamps: ['2026-03-02T00:00:00Z', '2026-03-02T01:00:00Z'], Values: [1] }] });
    const result = importTrafficText(json, options);
    expect(result.rejected).toEqual([expect.objectContaining({ line: 2, reason: 'badValue' })]);
  });

  it('an export with no points, or other JSON, is refused naming both formats', () => {
    expect(() => importTrafficText('{"MetricDataResults": []}', options)).toThrow(TrafficFileError);
    expect(() => importTrafficText('{"Datapoints": []}', options)).toThrow(/the file has no rows/);
    expect(() => importTrafficText('{"hello": 1}', options)).toThrow(/neither a Prometheus range-query result .* nor a CloudWatch export/);
  });
});
