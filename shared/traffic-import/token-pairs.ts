import { MAX_TOKEN_PAIRS } from './limits';

/**
 * The (prompt, output) token counts of a request log's requests, handed over for the size
 * classes (shared/llm/size-classes-from-log.ts). A log of up to MAX_TOKEN_PAIRS requests gives
 * every request; a longer one gives every `every`-th request in file order, a deterministic
 * sample that keeps the handed-over arrays at 8 MB whatever the log's length.
 */
export interface TokenPairs {
  /** Prompt tokens of each request handed over (token counts are at most 9 digits: they fit). */
  prompt: Uint32Array;
  /** Output tokens of the same requests. */
  output: Uint32Array;
  /** 1 when every request is here; n when one request in n is. */
  every: number;
  /** Requests in the log (the sample's length times about `every`). */
  requests: number;
}

export function tokenPairsOf(prompt: Float64Array, output: Float64Array, most = MAX_TOKEN_PAIRS): TokenPairs {
  const requests = prompt.length;
  const every = Math.max(1, Math.ceil(requests / most));
  const kept = Math.ceil(requests / every);
  const pairs: TokenPairs = { prompt: new Uint32Array(kept), output: new Uint32Array(kept), every, requests };
  for (let i = 0, j = 0; i < requests; i += every, j++) {
    pairs.prompt[j] = prompt[i]!;
    pairs.output[j] = output[i]!;
  }
  return pairs;
}
