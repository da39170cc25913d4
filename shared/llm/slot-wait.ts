/**
 * The probability that an arrival finds every sequence slot taken, from the birth–death chain
 * of the number of requests at the replica: arrivals at λ, and with n < c running, completions
 * at d(n) = n / E[S(n)] (the slot time at n running); with all c taken, at the saturated rate λ*.
 * It is Erlang C when d(n) = nμ (tests hold it to shared/sim/erlang.ts there). Batching makes d
 * concave (one sequence alone runs fastest per sequence), and M/M/c's straight line through
 * d(c) understates completions below the cap, so Erlang C with c slots overstates the waiting
 * (up to twice the reference's P95 TTFT near saturation); the chain does not.
 */
export function slotWaitProbability(lambda: number, c: number, completionRate: (n: number) => number, saturated: number): number {
  if (lambda <= 0) return 0;
  if (lambda >= saturated) return 1;
  // π(n) ∝ Π_{k ≤ n} λ / d(k), rescaled whenever it grows large (only the ratio matters).
  let below = 0;
  let pi = 1;
  for (let n = 0; n < c; n++) {
    if (n > 0) pi *= lambda / completionRate(n);
    below += pi;
    if (pi > 1e250 || below > 1e250) {
      pi /= 1e250;
      below /= 1e250;
    }
  }
  const atCap = (pi * lambda) / completionRate(c) / (1 - lambda / saturated);
  return atCap / (below + atCap);
}
