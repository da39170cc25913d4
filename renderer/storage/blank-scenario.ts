import { CNY_PER_USD, convertCatalogPrices, defaultCatalog } from '@shared/catalog';
import type { ScenarioInput } from '@shared/scenario';

/** The currencies a blank scenario can start in: the catalog's own and the one we have a rate for. */
export type BlankCurrency = 'USD' | 'CNY';

/** The offer the blank scenario's one strategy uses: a single A100, a sourced on-demand price. */
const STARTER_OFFER_ID = 'gcp-a2-highgpu-1g';

/**
 * The smallest scenario that runs: one developer machine on one on-demand GPU for 90 days.
 * It carries the whole default catalog so the planner can pick other offers in the editor
 * rather than type them. It must pass parseScenario (a test checks), so the editor always
 * opens something that runs. CNY prices are converted at the catalog's stated rate, and each
 * price's source says so.
 */
export function blankScenarioInput(
  name: string,
  startDate: string,
  currency: BlankCurrency = 'USD',
): ScenarioInput {
  const catalog =
    currency === 'USD'
      ? defaultCatalog()
      : convertCatalogPrices(
          defaultCatalog(),
          CNY_PER_USD,
          `converted at ${CNY_PER_USD} CNY per USD (assumed rate)`,
        );
  return {
    schemaVersion: 8,
    name,
    currency,
    startDate,
    horizonDays: 90,
    catalog,
    workloads: [{ id: 'dev', name: 'Developer machine', kind: 'dev', machines: 1 }],
    strategies: [
      {
        id: 'on-demand',
        name: 'On demand',
        pools: [{ id: 'on-demand', kind: 'onDemand', offerId: STARTER_OFFER_ID }],
        placements: [{ workloadId: 'dev', poolIds: ['on-demand'] }],
      },
    ],
  };
}

/** The UTC calendar day of an instant as YYYY-MM-DD, the form the scenario's startDate takes. */
export function isoDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
