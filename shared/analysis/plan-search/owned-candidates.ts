import { ownedTerms, type Offer, type Scenario } from '@shared/scenario';
import { ownedBreakEven } from '../owned-break-even';
import type { BookEntry } from './plan-book';
import { ownedSettings } from './owned-settings';
import { poolRanges, type PoolSpec, type UnitShape, type WorkloadPlan } from './plan-shape';
import type { WorkloadSpace } from './workload-candidates';

const HOUR_S = 3600;
const DAYS_PER_MONTH = 365.25 / 12;

/**
 * The utilisation above which owning the offer's servers costs less than renting the same
 * GPU-hours from the burst offer on demand (ownedBreakEven, the accounting view); null when
 * renting is never dearer or the burst has no on-demand price.
 */
function breakEvenUtilisation(scenario: Scenario, offer: Offer, burst: PoolSpec): number | null {
  const rent = scenario.catalog.offers.find((o) => o.id === burst.offerId);
  const perHour = rent?.prices.onDemand?.perHour;
  if (!rent || perHour === undefined) return null;
  const terms = ownedTerms({ id: 'owned', kind: 'owned', offerId: offer.id, servers: 1, orderDay: 0, ...ownedSettings(scenario, offer.id) }, offer);
  return ownedBreakEven(terms, perHour / rent.gpusPerInstance, scenario.horizonDays / DAYS_PER_MONTH).accounting;
}

/** Mean GPUs a workload's pools kept busy over the horizon, over the runs of a plan (its base load). */
function meanBusyGpus(scenario: Scenario, entry: BookEntry, index: number): number {
  const range = poolRanges(entry.plan)[index]!;
  if (entry.digests.length === 0) return 0;
  let used = 0;
  for (const d of entry.digests) for (let i = range.from; i < range.to; i++) used += d.poolUsedS[i] ?? 0;
  return used / entry.digests.length / (scenario.horizonDays * 24 * HOUR_S);
}

/**
 * Owned servers for the workload's base load, on each allowed offer the catalog sells as owned
 * (`prices.owned`), with on-demand `burst` behind them (before the servers arrive and above
 * them): as many servers as the mean GPUs the pay-as-you-go plan kept busy fill, rounded down
 * and up, and as many as its peak needs, each at least one. Servers are bought on day 0 and run
 * to the horizon, so three counts bracket the base without a count search over a pool that
 * cannot be released. A count whose servers the base load would keep busy less than the
 * break-even utilisation against renting the burst offer is `skipped` (it costs more than the
 * on-demand hours it replaces, speed aside): the bound that keeps the search's time.
 */
export function ownedChoices(
  scenario: Scenario,
  space: WorkloadSpace,
  shape: UnitShape,
  burst: PoolSpec,
  payAsYouGo: BookEntry,
  index: number,
  peakGpus: number,
): { plans: WorkloadPlan[]; skipped: WorkloadPlan[] } {
  const mean = meanBusyGpus(scenario, payAsYouGo, index);
  const plans: WorkloadPlan[] = [];
  const skipped: WorkloadPlan[] = [];
  for (const offer of space.offers) {
    if (offer.prices.owned === undefined) continue;
    const per = offer.gpusPerInstance;
    const breakEven = breakEvenUtilisation(scenario, offer, burst);
    const counts = new Set([Math.floor(mean / per), Math.ceil(mean / per), Math.ceil(peakGpus / per)].map((n) => Math.max(1, n)));
    for (const count of [...counts].sort((a, b) => a - b)) {
      const plan: WorkloadPlan = { workloadId: space.workload.id, shape, pools: [{ kind: 'owned', offerId: offer.id, count }, burst] };
      const busy = Math.min(1, mean / (count * per));
      (breakEven !== null && busy >= breakEven ? plans : skipped).push(plan);
    }
  }
  return { plans, skipped };
}
