import { TrafficFileError } from './errors';
import { isRecord, pushSums } from './json-sums';
import { tooLargeValue, type Rejections } from './rejections';
import type { TimedSamples } from './sample-buffer';
import { readTimestamp } from './timestamp';

/**
 * A Prometheus range-query answer (`/api/v1/query_range`, resultType "matrix": each series'
 * `values` are `[epochSeconds, "value"]`), or its `data` object alone. Several series (one per
 * instance, say) are summed at each timestamp. A point that is not a finite number from 0 up
 * ("NaN", "+Inf") is rejected with its position: `line` is the point's 1-based index in its series.
 */
export function readPrometheusMatrix(
  json: unknown,
  samples: TimedSamples,
  rejections: Rejections,
  offsetMinutes: number,
): { series: number } {
  const data = isRecord(json) && isRecord(json.data) ? json.data : json;
  if (!isRecord(data) || data.resultType !== 'matrix' || !Array.isArray(data.result))
    throw new TrafficFileError('notPrometheus', null, 'JSON, but neither a Prometheus range-query result (data.resultType "matrix" with data.result) nor a CloudWatch export (MetricDataResults or Datapoints)');
  const sums = new Map<number, number>();
  data.result.forEach((series: unknown, s) => {
    const values = isRecord(series) && Array.isArray(series.values) ? (series.values as unknown[]) : [];
    values.forEach((point, p) => {
      const pair = Array.isArray(point) ? (point as unknown[]) : [];
      const label = `series ${s + 1}: ${JSON.stringify(pair).slice(0, 50)}`;
      const time = typeof pair[0] === 'number' ? readTimestamp(String(pair[0]), offsetMinutes) : null;
      if (!time) return rejections.add(p + 1, 'badTime', label);
      const value = typeof pair[1] === 'string' && pair[1].trim() !== '' ? Number(pair[1]) : NaN;
      if (!Number.isFinite(value)) return rejections.add(p + 1, 'badValue', label);
      if (value < 0) return rejections.add(p + 1, 'negative', label);
      if (tooLargeValue(value)) return rejections.add(p + 1, 'tooLarge', label);
      sums.set(time.utcMs, (sums.get(time.utcMs) ?? 0) + value);
    });
  });
  pushSums(sums, samples, offsetMinutes);
  return { series: data.result.length };
}
