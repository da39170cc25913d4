import type { Offer, Scenario, Workload } from '@shared/scenario';
import type { OfferFilter } from './plan-types';

const allows = (list: readonly string[] | undefined, value: string | undefined): boolean =>
  list === undefined || list.length === 0 || (value !== undefined && list.includes(value));

/**
 * The offers the planner lets the search buy from: those matching every non-empty list of
 * providers, regions and GPUs, plus any offer named by id. An empty filter allows every offer.
 */
export function allowedOffers(scenario: Scenario, filter: OfferFilter | undefined): Offer[] {
  const f = filter ?? {};
  const byLists = (f.providers?.length ?? 0) + (f.regions?.length ?? 0) + (f.gpuIds?.length ?? 0) > 0;
  const named = new Set(f.offerIds ?? []);
  return scenario.catalog.offers.filter((o) => {
    if (named.has(o.id)) return true;
    // Only offer ids given: those offers alone.
    if (!byLists && named.size > 0) return false;
    return allows(f.providers, o.provider) && allows(f.regions, o.region) && allows(f.gpuIds, o.gpuId);
  });
}

/**
 * Whether the workload's memory fits on the offer's GPU, and, for a service planned in tokens,
 * whether it has a serving profile there (without one the token model cannot size a replica).
 */
export function offerRuns(scenario: Scenario, workload: Workload, offer: Offer): boolean {
  const gpu = scenario.catalog.gpus.find((g) => g.id === offer.gpuId);
  if (workload.kind === 'inference' && workload.llm !== undefined && !workload.llm.profiles.some((p) => p.offerId === offer.id)) return false;
  return gpu !== undefined && workload.memoryGbPerGpu <= gpu.memoryGb;
}

/**
 * Whether the search may put a workload on spot: jobs restart from a checkpoint, batch tasks
 * from scratch, and a service's interrupted replica is replaced from the pool behind it, the
 * time over the latency target meanwhile counted against its target by the simulator. A dev
 * machine is not: its user's session is lost, and no target of the scenario counts that.
 */
export function absorbsInterruptions(workload: Workload): boolean {
  return workload.kind !== 'dev';
}
