import { TrafficFileError } from './errors';
import { MAX_HISTORY_SAMPLES } from './limits';
import type { Rejections } from './rejections';
import type { TimedSamples } from './sample-buffer';
import { readTimestamp } from './timestamp';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A Prometheus range-query answer (`/api/v1/query_range`, resultType "matrix": each series'
 * `values` are `[epochSeconds, "value"]`), or its `data` object alone. Several series (one per
 * instance, say) are summed at each timestamp. A point that is not a finite number from 0 up
 * ("NaN", "+Inf") is rejected with its position: `line` is the point's 1-based index in its series.
 */
export function readPrometheusMatrix(
  text: string,
  samples: TimedSamples,
  rejections: Rejections,
  offsetMinutes: number,
): { series: number } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new TrafficFileError('badJson', null, `not valid JSON (${error instanceof Error ? error.message.slice(0, 100) : 'unreadable'})`);
  }
  const data = isRecord(json) && isRecord(json.data) ? json.data : json;
  if (!isRecord(data) || data.resultType !== 'matrix' || !Array.isArray(data.result))
    throw new TrafficFileError('notPrometheus', null, 'JSON, but not a Prometheus range-query result (data.resultType "matrix" with data.result)');
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
      sums.set(time.utcMs, (sums.get(time.utcMs) ?? 0) + value);
    });
  });
  if (sums.size > MAX_HISTORY_SAMPLES)
    throw new TrafficFileError('tooManyRows', null, `a rate history may hold at most ${MAX_HISTORY_SAMPLES.toLocaleString('en-US')} samples`);
  [...sums.entries()].sort((x, y) => x[0] - y[0]).forEach(([t, v]) => samples.push(t, offsetMinutes, v));
  return { series: data.result.length };
}
