import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { QuotaRunMetrics } from '@shared/sim/results';
import type { ResultsFormat } from './use-results-format';

/** The quota table's figure columns after holder and pool, in order (the results card and the report read the same). */
export const QUOTA_FIGURE_COLUMNS = ['guaranteed', 'max', 'peak', 'borrowed', 'borrowing'] as const;

/** A quota's row as both tables show it: the holder and the pool by their names, then its figures in column order. */
export function quotaCells(
  q: QuotaRunMetrics,
  t: TFunction,
  fmt: ResultsFormat,
  names: ReadonlyMap<string, string> | undefined,
  poolNames: ReadonlyMap<string, string> | undefined,
): { holder: ReactNode; pool: ReactNode; figures: string[] } {
  return {
    holder: q.workloadId !== undefined ? <bdi>{names?.get(q.workloadId) ?? q.workloadId}</bdi> : t('quotas.results.team', { team: q.team }),
    pool: <bdi>{poolNames?.get(q.poolId) ?? q.poolId}</bdi>,
    figures: [
      fmt.count(q.guaranteedGpus),
      q.maxGpus === null ? t('quotas.results.noMax') : fmt.count(q.maxGpus),
      fmt.count(q.peakHeldGpus),
      fmt.count(q.borrowedGpuHours),
      fmt.count(q.borrowingHours),
    ],
  };
}
