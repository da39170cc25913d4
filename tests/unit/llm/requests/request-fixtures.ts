/** Request lists for the request-level serving tests: a logged list as columns, and a bursty generated log. */
import type { LoggedRequest } from '@shared/llm/reference/continuous-batching';
import type { RequestList } from '@shared/llm/requests/request-list';
import { Rng } from '@shared/sim/prng';
import { burstinessOf } from '@shared/traffic-import/burstiness';

export function toRequestList(requests: readonly LoggedRequest[]): RequestList {
  return {
    arrivalS: Float64Array.from(requests, (r) => r.arrivalS),
    promptTokens: Float64Array.from(requests, (r) => r.promptTokens),
    outputTokens: Float64Array.from(requests, (r) => Math.max(1, r.outputTokens)),
    route: new Uint8Array(requests.length),
  };
}

/**
 * Compound Poisson arrivals: bursts arrive as a Poisson stream at `perSecond` / `meanBurst`, each
 * of a geometric number of requests (mean `meanBurst`) within the same second, sizes drawn from
 * the log. The index of dispersion of per-second counts is about 2·meanBurst − 1.
 */
export function burstyLog(sizes: readonly LoggedRequest[], perSecond: number, count: number, meanBurst: number, seed = 37): { requests: LoggedRequest[]; dispersion: number } {
  const rng = Rng.stream(seed, 'bursty-log');
  const requests: LoggedRequest[] = [];
  let t = 0;
  while (requests.length < count) {
    t += -Math.log(rng.nextOpen()) * (meanBurst / perSecond);
    const burst = 1 + Math.floor(Math.log(rng.nextOpen()) / Math.log(1 - 1 / meanBurst));
    const spread: number[] = [];
    for (let k = 0; k < burst && requests.length + spread.length < count; k++) spread.push(t + rng.next() * 0.5);
    spread.sort((a, b) => a - b);
    for (const at of spread) {
      const s = sizes[rng.nextUint32() % sizes.length]!;
      requests.push({ arrivalS: at, promptTokens: s.promptTokens, outputTokens: s.outputTokens });
    }
  }
  requests.sort((a, b) => a.arrivalS - b.arrivalS);
  const dispersion = burstinessOf(requests.map((r) => r.arrivalS * 1000))?.dispersion ?? 1;
  return { requests, dispersion };
}
