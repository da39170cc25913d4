import { MAX_ARRIVAL_DISPERSION, MIN_ARRIVAL_DISPERSION, type LlmSizeClass } from '@shared/scenario/llm-serving-schema';
import type { Burstiness, TokenPairs } from '@shared/traffic-import';
import type { LogSizeClass } from './size-classes-from-log';

/**
 * A request log's size classes as a scenario stores them: the one import both the app and the
 * command line make, so the same log gives the same document and the same cost wherever it is
 * imported. The numbers are fixed here (shares to 0.01 % summing to exactly 1 within a
 * ten-thousandth, tokens to a tenth, as the classes' means carry the log's total tokens); the
 * words (class names, where the mix came from) are the caller's, in the language its user
 * reads. Figures inside the words are given as text already written, so two callers writing
 * the same language write the same bytes.
 */

/** What a class's name says: its rank by prompt size among `count` classes and its whole mean tokens. */
export interface SizeClassNameFacts {
  promptRank: number;
  count: number;
  promptTokens: string;
  outputTokens: string;
}

/** What the source text says: the file, its requests (and the sample taken), the classes, how bursty. */
export interface SizeMixSourceFacts {
  /** The file's base name, without folders. */
  file: string;
  requests: number;
  /** `requests` with grouped digits: "19,366". */
  requestsText: string;
  /** 1, or n when the classes come from every n-th request of a very long log. */
  every: number;
  classes: number;
  burstiness: { dispersion: string; peakPerSecond: string; poissonPeak: string } | null;
}

/** The words of a stored mix in one language. */
export interface SizeMixWords {
  className(facts: SizeClassNameFacts): string;
  source(facts: SizeMixSourceFacts): string;
}

export interface ImportedSizeMix {
  classes: LlmSizeClass[];
  /** Where the mix came from, stored as `llm.source` (at most 500 characters). */
  source: string;
  /**
   * How bursty the log's requests came, stored as `llm.arrivalDispersion` so the simulated
   * requests arrive as bunched as the log's; absent when the log is too short to measure
   * (under a minute), and then the stored field is removed (Poisson arrivals).
   */
  arrivalDispersion?: number;
}

/**
 * The `llm.arrivalDispersion` a measured index of dispersion is stored as: to two decimals
 * (as the source text writes it), within the field's limits — a log more even than Poisson
 * (dispersion under 1) is simulated as Poisson, the least bursty arrivals the model has.
 */
export function storedArrivalDispersion(dispersion: number): number {
  if (!Number.isFinite(dispersion)) return MIN_ARRIVAL_DISPERSION;
  return Math.min(MAX_ARRIVAL_DISPERSION, Math.max(MIN_ARRIVAL_DISPERSION, Number(dispersion.toFixed(2))));
}

const MAX_SOURCE = 500;

/** What the name of class `c` of `count` says: the preview shows the very name the import stores. */
export function classNameFacts(c: LogSizeClass, count: number): SizeClassNameFacts {
  return { promptRank: c.promptRank, count, promptTokens: String(Math.round(c.prompt.mean)), outputTokens: String(Math.round(c.output.mean)) };
}

/**
 * The stored size classes, source and arrival dispersion of `found`, the classes of the log
 * whose pairs are `pairs` and whose per-second counts gave `burstiness`.
 */
export function importedSizeMix(
  found: readonly LogSizeClass[],
  pairs: Pick<TokenPairs, 'requests' | 'every'>,
  burstiness: Pick<Burstiness, 'dispersion' | 'peakPerSecond' | 'poissonPeak'> | null,
  file: string,
  words: SizeMixWords,
): ImportedSizeMix {
  const count = found.length;
  const classes = found.map((c) => ({
    name: words.className(classNameFacts(c, count)),
    share: Number(c.share.toFixed(4)),
    // A class of empty prompts is not a request the token model can serve: one token at least.
    promptTokens: Math.max(1, Number(c.prompt.mean.toFixed(1))),
    outputTokens: Number(c.output.mean.toFixed(1)),
  }));
  // Rounded shares may miss 1 by a few ten-thousandths: the largest class takes the difference.
  const largest = classes.reduce((best, c, i) => (c.share > classes[best]!.share ? i : best), 0);
  if (classes.length > 0) classes[largest]!.share = Number((1 - classes.reduce((sum, c, i) => (i === largest ? sum : sum + c.share), 0)).toFixed(4));
  const source = words.source({
    file: file.split(/[\\/]/).pop() ?? file,
    requests: pairs.requests,
    requestsText: pairs.requests.toLocaleString('en-US'),
    every: pairs.every,
    classes: count,
    burstiness: burstiness
      ? { dispersion: burstiness.dispersion.toFixed(2), peakPerSecond: String(burstiness.peakPerSecond), poissonPeak: String(burstiness.poissonPeak) }
      : null,
  });
  return {
    classes,
    source: source.slice(0, MAX_SOURCE),
    ...(burstiness ? { arrivalDispersion: storedArrivalDispersion(burstiness.dispersion) } : {}),
  };
}
