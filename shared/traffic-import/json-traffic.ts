import { jsonTooDeep, jsonTooDeepEnglish, MAX_JSON_DEPTH } from '../json/json-depth';
import { readCloudWatch } from './cloudwatch-reader';
import { TrafficFileError } from './errors';
import { isRecord } from './json-sums';
import { readPrometheusMatrix } from './prometheus-reader';
import type { Rejections } from './rejections';
import type { TimedSamples } from './sample-buffer';

/**
 * A JSON traffic file: a CloudWatch metric export (it has `MetricDataResults` or `Datapoints`
 * at its top) or else a Prometheus range-query answer. Told apart by shape after one parse.
 */
export function readJsonTraffic(
  text: string,
  samples: TimedSamples,
  rejections: Rejections,
  offsetMinutes: number,
): { source: 'prometheus' | 'cloudwatch'; series: number } {
  // Before JSON.parse, which would build every level of a 30-million-deep file (3 GB) first.
  const deep = jsonTooDeep(text);
  if (deep)
    throw new TrafficFileError('tooDeep', deep.line, jsonTooDeepEnglish(deep), {
      code: 'tooDeep',
      values: { depth: String(deep.depth), line: String(deep.line), limit: String(MAX_JSON_DEPTH) },
    });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 100) : 'unreadable';
    throw new TrafficFileError('badJson', null, `not valid JSON (${message})`, { code: 'badJson', values: { message } });
  }
  if (isRecord(json) && (Array.isArray(json.MetricDataResults) || Array.isArray(json.Datapoints)))
    return { source: 'cloudwatch', ...readCloudWatch(json, samples, rejections, offsetMinutes) };
  return { source: 'prometheus', ...readPrometheusMatrix(json, samples, rejections, offsetMinutes) };
}
