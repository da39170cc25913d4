import { useTranslation } from 'react-i18next';
import type { LogSizeClass } from '@shared/llm/size-classes-from-log';

/**
 * A request log's size classes named in words by their rank in prompt size among the classes
 * ("Short", "Medium", "Long" for three), in the interface language: the names the planner sees
 * in the preview are the names stored in the scenario.
 */
export function useSizeClassName(): (c: LogSizeClass, count: number) => string {
  const { t } = useTranslation();
  return (c, count) => {
    const k = Math.min(6, Math.max(1, count));
    return t(`trafficImport.sizeClasses.names.k${k}.c${Math.min(k, c.promptRank + 1)}` as 'trafficImport.sizeClasses.names.k1.c1');
  };
}

/** What Apply hands over for the size classes: the classes, named, and what they came from. */
export interface ImportedSizeMix {
  classes: { name: string; share: number; promptTokens: number; outputTokens: number }[];
  /** "request log conv.csv, 19,366 requests", in the interface language. */
  source: string;
}
