import type { TFunction } from 'i18next';
import type { OwnedPoolFigures, StrategySummary } from '@shared/sim/results';
import type { ResultsFormat } from '../results/use-results-format';

/**
 * An owned pool's later orders and its failures as figure rows [key, label, value]: one row per
 * expansion (servers, order day, delivery day), then the GPU failures at P50 over the runs (the
 * GPU-hours out of service, and the units they took down with the work lost), on the strategy's
 * first owned pool for all of them together. Summaries saved before the figures across runs
 * existed give the representative run's, pool by pool. The results card and the report print
 * the same rows.
 */
export function ownedOrderAndFailureRows(pool: OwnedPoolFigures, strategy: StrategySummary, t: TFunction, fmt: ResultsFormat): [string, string, string][] {
  const rows: [string, string, string][] = pool.expansions.map((e, k) => [
    `expansion-${k + 1}`,
    t('owned.results.expansion', { number: k + 1 }),
    t('owned.results.expansionValue', { servers: fmt.count(e.servers), orderDay: fmt.count(e.orderDay), deliveryDay: fmt.count(e.deliveryDay) }),
  ]);
  const f = strategy.ownedFailures;
  if (f === undefined) {
    rows.push([
      'failures',
      t('owned.results.failures'),
      t('owned.results.failuresValue', { gpuHours: fmt.gpuHours(pool.failures.lostGpuHours), count: fmt.count(pool.failures.failures) }),
    ]);
    return rows;
  }
  if (strategy.owned?.[0]?.poolId !== pool.poolId) return rows;
  const all = (strategy.owned?.length ?? 0) > 1 ? 'All' : '';
  rows.push(
    [
      'failures',
      t(`owned.results.failuresP50${all}`),
      t('owned.results.failuresValue', { gpuHours: fmt.gpuHours(f.lostGpuHours.p50), count: fmt.count(f.failures.p50) }),
    ],
    [
      'failureWork',
      t(`owned.results.failureWork${all}`),
      t('owned.results.failureWorkValue', { units: fmt.count(f.interruptions.p50), gpuHours: fmt.gpuHours(f.lostWorkGpuHours.p50) }),
    ],
  );
  return rows;
}
