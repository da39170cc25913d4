import { quantileSorted } from '@shared/traffic-import/statistics';
import type { SizeClass } from './size-class';
import { clusterBins, sizeBins } from './size-classes-from-log-kmeans';

/**
 * Size classes from a request log: the log's (prompt, output) token pairs split into k classes
 * of requests of about the same size (k-means on log token counts, see
 * size-classes-from-log-kmeans.ts), each with its share of requests and its tokens. A class's
 * representative tokens are its requests' means, so the classes carry exactly the log's total
 * prompt and output tokens; P50 and P95 show how wide each class is. Names in words are the
 * interface's job: a class has a stable key and its ranks by prompt and by output size.
 */

export const MIN_SIZE_CLASSES = 1;
export const MAX_SIZE_CLASSES = 6;
export const DEFAULT_SIZE_CLASSES = 3;
/** More tokens than any model's context: a value past it is a misread column, not a request. */
const MAX_TOKENS = 1e12;

/** A class's token counts: the mean (its representative) and the spread around it. */
export interface ClassTokens {
  mean: number;
  p50: number;
  p95: number;
}

export interface LogSizeClass {
  /** `size-1-of-3` … `size-3-of-3`, in the order of the classes: by mean prompt, then mean output. */
  key: string;
  /** Rank of the class by mean prompt tokens (0 = shortest prompts); equal to its index. */
  promptRank: number;
  /** Rank of the class by mean output tokens (0 = shortest outputs). */
  outputRank: number;
  requests: number;
  /** Share of the log's requests, 0..1; the shares sum to 1. */
  share: number;
  prompt: ClassTokens;
  output: ClassTokens;
}

/** A token pair that is not a token count, or a request for an impossible number of classes. */
export class SizeClassInputError extends Error {
  override name = 'SizeClassInputError';
}

/**
 * The size classes of the requests whose prompt and output tokens are `prompt[i]`, `output[i]`.
 * Gives fewer than k classes when the log has fewer distinct sizes. Deterministic; about half a
 * second for a million requests. Throws SizeClassInputError naming the field and request.
 */
export function sizeClassesFromLog(
  prompt: ArrayLike<number>,
  output: ArrayLike<number>,
  k: number = DEFAULT_SIZE_CLASSES,
): LogSizeClass[] {
  checkInput(prompt, output, k);
  const bins = sizeBins(prompt, output);
  const clusterOfBin = clusterBins(bins, k);
  const n = prompt.length;
  const classOf = new Int32Array(n);
  const counts = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    const c = clusterOfBin[bins.binOf[i]!]!;
    classOf[i] = c;
    counts[c]! += 1;
  }
  const present = Array.from(counts, (_count, c) => c).filter((c) => counts[c]! > 0);
  const classes = present.map((c) => ({
    requests: counts[c]!,
    prompt: tokensOfClass(prompt, classOf, c, counts[c]!),
    output: tokensOfClass(output, classOf, c, counts[c]!),
  }));
  classes.sort((a, b) => a.prompt.mean - b.prompt.mean || a.output.mean - b.output.mean);
  const byOutput = classes.map((_c, i) => i).sort((a, b) => classes[a]!.output.mean - classes[b]!.output.mean || a - b);
  return classes.map((c, i) => ({
    key: `size-${i + 1}-of-${classes.length}`,
    promptRank: i,
    outputRank: byOutput.indexOf(i),
    requests: c.requests,
    share: c.requests / n,
    prompt: c.prompt,
    output: c.output,
  }));
}

/** The classes as the token model's size classes (mean tokens), named by the caller. */
export function asSizeClasses(classes: readonly LogSizeClass[], nameOf: (c: LogSizeClass) => string): SizeClass[] {
  return classes.map((c) => ({ name: nameOf(c), share: c.share, promptTokens: c.prompt.mean, outputTokens: c.output.mean }));
}

function tokensOfClass(tokens: ArrayLike<number>, classOf: Int32Array, c: number, count: number): ClassTokens {
  const values = new Float64Array(count);
  let sum = 0;
  for (let i = 0, j = 0; i < classOf.length; i++) {
    if (classOf[i] !== c) continue;
    values[j++] = tokens[i]!;
    sum += tokens[i]!;
  }
  values.sort();
  return { mean: sum / count, p50: quantileSorted(values, 0.5), p95: quantileSorted(values, 0.95) };
}

function checkInput(prompt: ArrayLike<number>, output: ArrayLike<number>, k: number): void {
  if (!Number.isInteger(k) || k < MIN_SIZE_CLASSES || k > MAX_SIZE_CLASSES)
    throw new SizeClassInputError(`size classes: ${String(k)} is not a whole number from ${MIN_SIZE_CLASSES} to ${MAX_SIZE_CLASSES}`);
  if (prompt.length !== output.length)
    throw new SizeClassInputError(`output tokens: ${output.length} values for ${prompt.length} prompts; each request needs both`);
  if (prompt.length === 0) throw new SizeClassInputError('prompt tokens: the log has no requests');
  for (const [field, tokens] of [['prompt tokens', prompt], ['output tokens', output]] as const) {
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (!Number.isFinite(t) || t < 0 || t > MAX_TOKENS)
        throw new SizeClassInputError(`${field} of request ${i + 1}: ${String(t)} is not a token count`);
    }
  }
}
