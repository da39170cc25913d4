import type { LatencyTarget } from '../latency-target';
import type { RequestList, ServedRequests } from './request-list';

/** What a window's measured requests give: per target, how many missed it, out of how many. */
export interface RequestMisses {
  /** Requests that arrived in the measured part of the window. */
  measured: number;
  /** Per target, the measured requests that missed it. */
  missed: Float64Array;
  /** Measured requests that were sent again after an interruption. */
  retried: number;
}

/**
 * Counts the misses of the requests that arrived in [fromS, toS) (the window after its warm-up).
 * A request unfinished when the window ended misses every target (it waited at least that long
 * for an answer that had not come); one of a single output token meets any TPOT target (it has
 * no gap between tokens).
 */
export function countMisses(reqs: RequestList, served: ServedRequests, targets: readonly LatencyTarget[], fromS: number, toS: number): RequestMisses {
  const missed = new Float64Array(targets.length);
  let measured = 0;
  let retried = 0;
  const limits = targets.map((t) => t.ms / 1000);
  for (let i = 0; i < reqs.arrivalS.length; i++) {
    const at = reqs.arrivalS[i]!;
    if (at < fromS) continue;
    if (at >= toS) break;
    measured++;
    if (served.retries[i]! > 0) retried++;
    const done = served.finished[i] === 1;
    for (let t = 0; t < targets.length; t++) {
      if (!done) {
        missed[t]!++;
        continue;
      }
      const metric = targets[t]!.metric;
      const v = metric === 'ttft' ? served.ttftS[i]! : metric === 'tpot' ? served.tpotS[i]! : served.e2eS[i]!;
      if (v > limits[t]!) missed[t]!++;
    }
  }
  return { measured, missed, retried };
}
