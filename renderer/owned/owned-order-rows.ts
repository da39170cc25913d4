import type { TFunction } from 'i18next';
import type { OwnedPoolFigures } from '@shared/sim/results';
import type { ResultsFormat } from '../results/use-results-format';

/**
 * An owned pool's later orders and its failures as figure rows [key, label, value]: one row per
 * expansion (servers, order day, delivery day) and the GPU-hours failures took in the
 * representative run. The results card and the report print the same rows.
 */
export function ownedOrderAndFailureRows(pool: OwnedPoolFigures, t: TFunction, fmt: ResultsFormat): [string, string, string][] {
  const rows: [string, string, string][] = pool.expansions.map((e, k) => [
    `expansion-${k + 1}`,
    t('owned.results.expansion', { number: k + 1 }),
    t('owned.results.expansionValue', { servers: fmt.count(e.servers), orderDay: fmt.count(e.orderDay), deliveryDay: fmt.count(e.deliveryDay) }),
  ]);
  rows.push([
    'failures',
    t('owned.results.failures'),
    t('owned.results.failuresValue', { gpuHours: fmt.gpuHours(pool.failures.lostGpuHours), count: fmt.count(pool.failures.failures) }),
  ]);
  return rows;
}
