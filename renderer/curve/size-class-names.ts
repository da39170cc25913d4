import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SizeMixWords } from '@shared/llm/imported-size-mix';

export type { ImportedSizeMix } from '@shared/llm/imported-size-mix';

/** Stored text, not a sentence on screen: values go in as they are (no direction isolation). */
const AS_DATA = { interpolation: { escapeValue: false } } as const;

/**
 * A request log's size classes named in words by their rank in prompt size among the classes
 * ("short prompts (330 in, 109 out)" among three), and where the mix came from, in the
 * interface language: the names the planner sees in the preview are the names stored in the
 * scenario. In English they are the command line's words to the byte
 * (shared/llm/english-size-mix-words.ts), so the same log stores the same document.
 */
export function sizeMixWords(t: TFunction): SizeMixWords {
  return {
    className({ promptRank, count, promptTokens, outputTokens }) {
      const k = Math.min(6, Math.max(1, count));
      const rank = t(`trafficImport.sizeClasses.names.k${k}.c${Math.min(k, promptRank + 1)}` as 'trafficImport.sizeClasses.names.k1.c1');
      return t('trafficImport.sizeClasses.name', { rank, prompt: promptTokens, output: outputTokens, ...AS_DATA });
    },
    source({ file, requests, requestsText, every, classes, burstiness }) {
      const sampled = every > 1 ? t('trafficImport.sizeClasses.sampled', { every, ...AS_DATA }) : '';
      const bursty = burstiness
        ? t('trafficImport.sizeClasses.bursty', { dispersion: burstiness.dispersion, peak: burstiness.peakPerSecond, poisson: burstiness.poissonPeak, ...AS_DATA })
        : '';
      const classCount = t('trafficImport.sizeClasses.classCount', { count: classes, ...AS_DATA });
      return t('trafficImport.sizeClasses.source', { file, count: requests, n: requestsText, sampled, classes: classCount, bursty, ...AS_DATA });
    },
  };
}

/** sizeMixWords in the current interface language. */
export function useSizeMixWords(): SizeMixWords {
  const { t } = useTranslation();
  return useMemo(() => sizeMixWords(t), [t]);
}
