/**
 * The requests a request-level run serves, as columns (a month's busiest windows hold hundreds
 * of thousands of them; one object each would cost more than serving them). Arrivals are sorted.
 */
export interface RequestList {
  /** Arrival, seconds from the window's origin; sorted ascending. */
  arrivalS: Float64Array;
  promptTokens: Float64Array;
  /** At least 1: the first token is the prefill's. */
  outputTokens: Float64Array;
  /** The route (size-class group) each request belongs to; all 0 when the service is not routed. */
  route: Uint8Array;
}

/** Per request, what the simulated run measured; TPOT is NaN for a one-token answer (no gap). */
export interface ServedRequests {
  ttftS: Float64Array;
  tpotS: Float64Array;
  e2eS: Float64Array;
  /** Times each request was sent again after a spot interruption lost it. */
  retries: Uint8Array;
  /** False for a request still unfinished when the window ended (it counts as missing every target). */
  finished: Uint8Array;
}

export function emptyServed(n: number): ServedRequests {
  return {
    ttftS: new Float64Array(n).fill(NaN),
    tpotS: new Float64Array(n).fill(NaN),
    e2eS: new Float64Array(n).fill(NaN),
    retries: new Uint8Array(n),
    finished: new Uint8Array(n),
  };
}
