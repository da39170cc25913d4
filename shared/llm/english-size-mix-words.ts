import { englishCount } from '@shared/scenario/english-count';
import type { SizeMixWords } from './imported-size-mix';

/**
 * Size classes by their rank in prompt size among 1 to 6 classes, in the command line's English.
 * The app's English names (renderer/i18n/locales/traffic-import.ts, sizeClasses.names) are the
 * same words, so an import in English stores the same names wherever it is made; a unit test
 * holds the two to each other.
 */
export const ENGLISH_RANK_WORDS: readonly (readonly string[])[] = [
  ['all requests'],
  ['short prompts', 'long prompts'],
  ['short prompts', 'medium prompts', 'long prompts'],
  ['short prompts', 'medium prompts', 'long prompts', 'very long prompts'],
  ['very short prompts', 'short prompts', 'medium prompts', 'long prompts', 'very long prompts'],
  ['very short prompts', 'short prompts', 'medium prompts', 'long prompts', 'very long prompts', 'longest prompts'],
];

/** "short prompts (330 in, 109 out)"; "request log conv.csv, 19,366 requests, 3 size classes; dispersion 1.06 …". */
export const englishSizeMixWords: SizeMixWords = {
  className({ promptRank, count, promptTokens, outputTokens }) {
    const words = ENGLISH_RANK_WORDS[Math.min(ENGLISH_RANK_WORDS.length, Math.max(1, count)) - 1]!;
    return `${words[Math.min(words.length - 1, promptRank)]!} (${promptTokens} in, ${outputTokens} out)`;
  },
  source({ file, requests, requestsText, every, classes, burstiness }) {
    const sampled = every > 1 ? ` (every ${every}th request)` : '';
    const bursty = burstiness
      ? `; dispersion ${burstiness.dispersion} (Poisson 1), busiest second ${burstiness.peakPerSecond} requests against ${burstiness.poissonPeak} for Poisson`
      : '';
    return `request log ${file}, ${englishCount(requests, 'request', 'requests', requestsText)}${sampled}, ${englishCount(classes, 'size class', 'size classes')}${bursty}`;
  },
};
