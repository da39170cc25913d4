import type { Pool, Scenario } from '@shared/scenario';
import type { CommitmentOption } from '../commitment-options';
import { llmMix, LlmMixError, type LlmMixAnalysis, type MixBaseRequest } from '../llm-mix/llm-mix';
import type { LongestTerm } from '../optimise-commitment';
import type { PoolSpec, WorkloadPlan } from './plan-shape';
import type { OfferFilter } from './plan-types';
import { commitmentChoices, type WorkloadSpace } from './workload-candidates';

/**
 * Solves the cheapest mix of GPUs for one service (llmMix): the command line calls it here, the
 * app hands the search one that runs it in an analysis worker, off the page's thread.
 */
export type MixSolver = (
  scenario: Scenario,
  workloadId: string,
  options: { filter?: OfferFilter; base?: MixBaseRequest },
) => LlmMixAnalysis | Promise<LlmMixAnalysis>;

export const solveMixHere: MixSolver = (scenario, workloadId, options) =>
  llmMix(scenario, workloadId, options);

/** The search's description of one of the mix's pools; null when the search may not buy it (a term past the longest accepted). */
function describe(pool: Pool, commitments: readonly CommitmentOption[]): PoolSpec | null {
  if (pool.kind === 'onDemand') return { kind: 'onDemand', offerId: pool.offerId };
  if (pool.kind === 'spot') return { kind: 'spot', offerId: pool.offerId };
  // The plan search does not buy servers (owned pools are the planner's own choice).
  if (pool.kind === 'owned') return null;
  const day = pool.kind === 'reserved' ? pool.startDay : pool.orderDay;
  const option = commitments.find(
    (o) =>
      o.kind === pool.kind &&
      o.offerId === pool.offerId &&
      o.termMonths === pool.termMonths &&
      (pool.kind === 'reserved' ? o.readyDay : o.orderDay) === day,
  );
  if (!option) return null;
  return {
    kind: pool.kind,
    offerId: pool.offerId,
    option,
    count: pool.kind === 'reserved' ? pool.count : pool.servers,
  };
}

/** The mix's placement of the workload as a choice of the search, or null when it has none the search may buy. */
function mixChoice(
  analysis: LlmMixAnalysis,
  space: WorkloadSpace,
  commitments: readonly CommitmentOption[],
): WorkloadPlan | null {
  const strategy = analysis.strategy;
  const placement = strategy?.placements.find((p) => p.workloadId === space.workload.id);
  if (!strategy || !placement) return null;
  const pools = placement.poolIds.map((id) => strategy.pools.find((p) => p.id === id));
  if (pools.some((p) => p === undefined)) return null;
  const specs = (pools as Pool[]).map((p) => describe(p, commitments));
  if (specs.some((s) => s === null)) return null;
  return {
    workloadId: space.workload.id,
    shape: placement.gpusPerUnit !== undefined ? { gpusPerUnit: placement.gpusPerUnit } : {},
    pools: specs as PoolSpec[],
    fixed: { source: 'llmMix', pools: pools as Pool[], placement },
  };
}

/** The reserved base the search settled on, as replicas of the workload for the mix (null when it is not a reservation the mix can use). */
function baseRequest(space: WorkloadSpace, committed: PoolSpec | null): MixBaseRequest | null {
  const w = space.workload;
  if (
    committed?.kind !== 'reserved' ||
    w.kind !== 'inference' ||
    !w.llm?.profiles.some((p) => p.offerId === committed.offerId)
  )
    return null;
  const replicas = Math.floor((committed.count * committed.option.gpusPerUnit) / w.gpusPerReplica);
  return replicas > 0 ? { offerId: committed.offerId, replicas } : null;
}

export interface MixChoiceContext {
  scenario: Scenario;
  filter: OfferFilter | undefined;
  longestTerm: LongestTerm | undefined;
  solveMix: MixSolver;
}

/**
 * For a service planned in tokens, the cheapest mix of GPUs as candidates of the plan search:
 * the mix alone, and the mix above the reserved base the search found best for the workload
 * (`committed`), each placed as the mix's own strategy places it. Empty for any other
 * workload, or when no mix serves the service (the search then goes on without it).
 */
export async function mixChoices(
  ctx: MixChoiceContext,
  space: WorkloadSpace,
  committed: PoolSpec | null,
): Promise<WorkloadPlan[]> {
  const w = space.workload;
  if (w.kind !== 'inference' || w.llm === undefined) return [];
  const base = baseRequest(space, committed);
  const commitments = commitmentChoices(ctx.scenario, space, ctx.longestTerm);
  const out: WorkloadPlan[] = [];
  for (const request of base ? [undefined, base] : [undefined]) {
    let analysis: LlmMixAnalysis;
    try {
      analysis = await ctx.solveMix(ctx.scenario, w.id, {
        ...(ctx.filter ? { filter: ctx.filter } : {}),
        ...(request ? { base: request } : {}),
      });
    } catch (error) {
      // A service the mix cannot plan (no profiled offer allowed, say) is searched without it.
      if (error instanceof LlmMixError || (error instanceof Error && error.name === 'LlmMixError'))
        continue;
      throw error;
    }
    const choice = mixChoice(analysis, space, commitments);
    if (choice) out.push(choice);
  }
  return out;
}
