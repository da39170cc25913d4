import { TrafficFileError } from './errors';
import { MAX_HISTORY_SAMPLES } from './limits';
import type { TimedSamples } from './sample-buffer';

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sums by instant, pushed in time order (several series of one metric add up). */
export function pushSums(sums: Map<number, number>, samples: TimedSamples, offsetMinutes: number): void {
  if (sums.size > MAX_HISTORY_SAMPLES)
    throw new TrafficFileError('tooManyRows', null, `a rate history may hold at most ${MAX_HISTORY_SAMPLES.toLocaleString('en-US')} samples`, {
      code: 'tooManySamples',
      values: { limit: MAX_HISTORY_SAMPLES.toLocaleString('en-US') },
    });
  [...sums.entries()].sort((x, y) => x[0] - y[0]).forEach(([t, v]) => samples.push(t, offsetMinutes, v));
}
