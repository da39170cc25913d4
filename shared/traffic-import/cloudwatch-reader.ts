import { pushSums } from './json-sums';
import { tooLargeValue, type Rejections } from './rejections';
import type { TimedSamples } from './sample-buffer';
import { readTimestamp } from './timestamp';

/** Statistics of a `get-metric-statistics` datapoint, in the order one is taken when several are there. */
export const CLOUDWATCH_STATISTICS = ['Sum', 'Average', 'Maximum', 'Minimum', 'SampleCount'] as const;

type Json = Record<string, unknown>;

/** A CloudWatch timestamp: ISO text ("2026-03-02T14:05:00+00:00", as the AWS CLI prints) or epoch seconds. */
function timeOf(value: unknown, offsetMinutes: number) {
  return typeof value === 'string' || typeof value === 'number' ? readTimestamp(String(value), offsetMinutes) : null;
}

function add(
  sums: Map<number, number>,
  rejections: Rejections,
  position: number,
  label: string,
  time: unknown,
  value: unknown,
  offsetMinutes: number,
): void {
  const at = timeOf(time, offsetMinutes);
  if (!at) return rejections.add(position, 'badTime', label);
  if (typeof value !== 'number' || !Number.isFinite(value)) return rejections.add(position, 'badValue', label);
  if (value < 0) return rejections.add(position, 'negative', label);
  if (tooLargeValue(value)) return rejections.add(position, 'tooLarge', label);
  sums.set(at.utcMs, (sums.get(at.utcMs) ?? 0) + value);
}

/**
 * A CloudWatch metric export, the JSON the AWS CLI prints:
 * - `aws cloudwatch get-metric-data`: `MetricDataResults[]`, each with `Timestamps[]` and
 *   `Values[]` side by side (newest first by default); several results (one per load balancer,
 *   say) are summed at each timestamp;
 * - `aws cloudwatch get-metric-statistics`: `Datapoints[]`, each with `Timestamp` and the
 *   statistics asked for; the first of Sum, Average, Maximum, Minimum, SampleCount the first
 *   datapoint has is read from every datapoint.
 * A point that is not a finite number from 0 up is rejected with its position: `line` is the
 * point's 1-based index in its result (or in Datapoints).
 */
export function readCloudWatch(json: Json, samples: TimedSamples, rejections: Rejections, offsetMinutes: number): { series: number } {
  const sums = new Map<number, number>();
  let series = 1;
  if (Array.isArray(json.MetricDataResults)) {
    series = json.MetricDataResults.length;
    json.MetricDataResults.forEach((result: unknown, r) => {
      const res = (typeof result === 'object' && result !== null ? result : {}) as Json;
      const times = Array.isArray(res.Timestamps) ? (res.Timestamps as unknown[]) : [];
      const values = Array.isArray(res.Values) ? (res.Values as unknown[]) : [];
      const id = typeof res.Id === 'string' ? res.Id.slice(0, 20) : String(r + 1);
      for (let p = 0; p < Math.max(times.length, values.length); p++)
        add(sums, rejections, p + 1, `${id}: ${JSON.stringify([times[p], values[p]]).slice(0, 50)}`, times[p], values[p], offsetMinutes);
    });
  } else {
    const points = json.Datapoints as unknown[];
    const first = (points[0] ?? {}) as Json;
    const statistic = CLOUDWATCH_STATISTICS.find((s) => typeof first[s] === 'number') ?? 'Sum';
    points.forEach((point, p) => {
      const dp = (typeof point === 'object' && point !== null ? point : {}) as Json;
      add(sums, rejections, p + 1, `${statistic}: ${JSON.stringify(point).slice(0, 50)}`, dp.Timestamp, dp[statistic], offsetMinutes);
    });
  }
  pushSums(sums, samples, offsetMinutes);
  return { series };
}
