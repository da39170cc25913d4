/**
 * Occupancy of the replica's sequence slots as a request sees it. With Poisson arrivals, the
 * others in service at a random moment are about Poisson with mean L = λ·E[slot time] (M/G/∞,
 * insensitive to the slot-time distribution); no more than maxSeq run at once.
 */

export interface SeenOccupancy {
  /** Mean sequences running as a decoding request sees them: E[min(maxSeq, 1 + N)], N ~ Poisson(L). */
  meanRunning: number;
  /** P(1 + N < maxSeq): the share of time the running count is below the cap (and can move). */
  belowCap: number;
}

export function seenOccupancy(othersMean: number, maxSeq: number): SeenOccupancy {
  if (!(othersMean > 0)) return { meanRunning: 1, belowCap: maxSeq > 1 ? 1 : 0 };
  if (othersMean > 50 * maxSeq + 1000) return { meanRunning: maxSeq, belowCap: 0 };
  let mean = 0;
  let below = 0;
  let logPmf = -othersMean;
  const logMean = Math.log(othersMean);
  for (let j = 0; j <= maxSeq - 2; j++) {
    if (j > 0) logPmf += logMean - Math.log(j);
    const p = Math.exp(logPmf);
    mean += (1 + j) * p;
    below += p;
  }
  const capped = Math.max(0, 1 - below);
  return { meanRunning: mean + maxSeq * capped, belowCap: Math.min(1, below) };
}
