/**
 * A request-level reference model of LLM serving, the yardstick the planner's approximation
 * (serving-latency.ts) is held to in the tests. It replays a request list through N replicas of
 * a 'throughput' profile, request by request and iteration by iteration, as vLLM's scheduler
 * runs them (continuous batching). Pure and deterministic: no random number is drawn.
 *
 * Dispatch: each arrival joins the replica with the fewest running + waiting requests (ties to
 * the lowest index), as a least-outstanding-requests load balancer does.
 *
 * One replica loops over iterations:
 * - if requests wait and fewer than maxSeq run, it admits waiting requests first come first
 *   served up to maxSeq running, and spends one iteration on their prefill: the sum of their
 *   prompt tokens / prefillTokensPerSecond. Decoding stalls during it (vLLM's default scheduler
 *   without chunked prefill runs prefills and decodes in separate iterations, prefills first).
 *   The prefill yields each admitted request's first token at its end (its TTFT);
 * - otherwise, if any run, one decode step: every running request gets its next token, taking
 *   decodeStepSeconds(profile, running); a request ends with its last token;
 * - otherwise it idles until the next arrival.
 * Not modelled: a per-iteration token budget (max_num_batched_tokens), preemption when the KV
 * cache fills (the slot count stands for it), prefix caching, speculative decoding.
 */
import { decodeStepSeconds, type ThroughputProfile } from '../serving-profile';

export interface LoggedRequest {
  /** Arrival, seconds from any origin; the list is sorted by it. */
  arrivalS: number;
  promptTokens: number;
  outputTokens: number;
}

/** Per request, in the order given. TPOT is NaN for a request of one output token (no gap). */
export interface ReferenceOutcome {
  ttftS: Float64Array;
  tpotS: Float64Array;
  e2eS: Float64Array;
}

interface Replica {
  /** When the iteration under way ends; Infinity when idle. */
  busyUntil: number;
  /** Requests the iteration under way prefills (empty for a decode step). */
  prefilling: number[];
  running: number[];
  waiting: number[];
  /** Index of the first waiting request not yet admitted (the queue is never shifted). */
  waitHead: number;
}

function outstanding(r: Replica): number {
  return r.running.length + r.prefilling.length + r.waiting.length - r.waitHead;
}

export function simulateContinuousBatching(requests: readonly LoggedRequest[], profile: ThroughputProfile, replicaCount: number): ReferenceOutcome {
  const n = requests.length;
  const ttft = new Float64Array(n);
  const tpot = new Float64Array(n).fill(NaN);
  const e2e = new Float64Array(n);
  const firstTokenAt = new Float64Array(n);
  const left = new Int32Array(n);
  const maxSeq = profile.maxConcurrentSequences;
  const replicas: Replica[] = Array.from({ length: Math.max(1, replicaCount) }, () => ({ busyUntil: Infinity, prefilling: [], running: [], waiting: [], waitHead: 0 }));

  const finish = (i: number, at: number): void => {
    const req = requests[i]!;
    e2e[i] = at - req.arrivalS;
    if (req.outputTokens > 1) tpot[i] = (at - firstTokenAt[i]!) / (req.outputTokens - 1);
  };

  const startIteration = (r: Replica, now: number): void => {
    const waitingCount = r.waiting.length - r.waitHead;
    if (waitingCount > 0 && r.running.length < maxSeq) {
      let tokens = 0;
      while (r.waitHead < r.waiting.length && r.running.length + r.prefilling.length < maxSeq) {
        const i = r.waiting[r.waitHead++]!;
        r.prefilling.push(i);
        tokens += requests[i]!.promptTokens;
      }
      if (r.waitHead > 1024 && r.waitHead * 2 > r.waiting.length) {
        r.waiting = r.waiting.slice(r.waitHead);
        r.waitHead = 0;
      }
      r.busyUntil = now + tokens / profile.prefillTokensPerSecond;
    } else if (r.running.length > 0) {
      r.busyUntil = now + decodeStepSeconds(profile, r.running.length);
    } else {
      r.busyUntil = Infinity;
    }
  };

  const endIteration = (r: Replica): void => {
    const now = r.busyUntil;
    if (r.prefilling.length > 0) {
      for (const i of r.prefilling) {
        firstTokenAt[i] = now;
        ttft[i] = now - requests[i]!.arrivalS;
        left[i] = requests[i]!.outputTokens - 1;
        if (left[i]! <= 0) finish(i, now);
        else r.running.push(i);
      }
      r.prefilling = [];
    } else {
      let kept = 0;
      for (const i of r.running) {
        left[i] = left[i]! - 1;
        if (left[i]! <= 0) finish(i, now);
        else r.running[kept++] = i;
      }
      r.running.length = kept;
    }
    startIteration(r, now);
  };

  let next = 0;
  for (;;) {
    let soonest: Replica | null = null;
    for (const r of replicas) if (r.busyUntil < (soonest?.busyUntil ?? Infinity)) soonest = r;
    const arrival = next < n ? requests[next]!.arrivalS : Infinity;
    if (soonest === null && arrival === Infinity) break;
    // An iteration ending at the very moment of an arrival ends first, so the arrival sees it.
    if (soonest !== null && soonest.busyUntil <= arrival) {
      endIteration(soonest);
      continue;
    }
    let target = replicas[0]!;
    for (const r of replicas) if (outstanding(r) < outstanding(target)) target = r;
    target.waiting.push(next);
    next++;
    if (target.busyUntil === Infinity) startIteration(target, arrival);
  }
  return { ttftS: ttft, tpotS: tpot, e2eS: e2e };
}
