import type { z } from 'zod';
import type { Catalog, Offer } from './catalog-schema';
import type { Placement, Pool, Strategy } from './strategy-schema';
import type { Workload } from './workload-schema';
import { largestGpuCount } from './gpu-mix-schema';
import { checkLlmReferences } from './llm-references';
import { checkLlmRoutes } from './llm-route-references';
import { checkPriorityFallbacks } from './priority-references';
import { checkQuotaReferences } from './quota-references';
import { checkSavingsPlanReferences } from './savings-plan-references';
import { missingOwnedFields } from './owned-terms';

interface ScenarioParts {
  horizonDays: number;
  catalog: Catalog;
  phases: { id: string }[];
  workloads: Workload[];
  strategies: Strategy[];
  priceTrends?: { offers?: { offerId: string }[] | undefined } | undefined;
  billCosts?: { storage: { offerIds?: string[] | undefined }[]; discounts: { provider?: string | undefined }[] } | undefined;
}

type Ctx = z.RefinementCtx;
type Path = (string | number)[];

/**
 * What an issue is about, for interfaces that word it in their own language:
 * `key` names the kind of issue, the other entries are the values its message mentions.
 */
type IssueParams = { key: string } & Record<string, string | number>;

function issue(ctx: Ctx, path: Path, message: string, params: IssueParams): void {
  ctx.addIssue({ code: 'custom', path, message, params });
}

/** `kind` names the thing in params ("offer"); `what` in the English message ("offer id"). */
function duplicates(ctx: Ctx, ids: string[], path: (index: number) => Path, what: string, kind: string): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) issue(ctx, path(index), `${what} "${id}" is used twice`, { key: 'duplicateId', kind, id });
    seen.add(id);
  });
}

/**
 * GPUs a workload needs on one unit of work (job, replica, task, machine); for jobs drawn from
 * a GPU mix, the most one job asks for (what a pool must hold for every job to run).
 */
export function gpusPerUnit(workload: Workload): number {
  switch (workload.kind) {
    case 'training':
      return workload.gpusPerJobMix ? largestGpuCount(workload.gpusPerJobMix) : workload.gpusPerJob;
    case 'inference':
      return workload.gpusPerReplica;
    case 'batch':
      return workload.gpusPerTask;
    case 'dev':
      return workload.gpusPerMachine;
  }
}

/** Most GPUs one unit of each workload kind may have (the workload schema's own limits). */
export const MAX_GPUS_PER_UNIT: Record<Workload['kind'], number> = { training: 4096, inference: 64, batch: 64, dev: 64 };

/** GPUs one unit of the workload runs on under a placement: its override, else the workload's own count. */
export function placedGpusPerUnit(workload: Workload, placement: Pick<Placement, 'gpusPerUnit'>): number {
  return placement.gpusPerUnit ?? gpusPerUnit(workload);
}

/** Most GPUs a pool can ever hold at once, or Infinity when it grows on demand. */
export function poolGpuCapacity(pool: Pool, offer: Offer): number {
  switch (pool.kind) {
    case 'reserved':
      return pool.count * offer.gpusPerInstance;
    case 'bareMetal':
    case 'owned':
      return pool.servers * offer.gpusPerInstance;
    case 'onDemand':
    case 'spot': {
      const limit = Math.min(pool.maxInstances ?? Infinity, offer.capacityLimit ?? Infinity);
      return limit * offer.gpusPerInstance;
    }
  }
}

function priceMissing(pool: Pool, offer: Offer): string | undefined {
  switch (pool.kind) {
    case 'onDemand':
      return offer.prices.onDemand ? undefined : 'has no on-demand price';
    case 'spot':
      return offer.prices.spot ? undefined : 'has no spot price';
    case 'bareMetal':
      return offer.prices.bareMetal ? undefined : 'has no bare-metal price';
    case 'owned':
      // The pool may carry the price itself; a field neither gives is refused at that field (below).
      return undefined;
    case 'reserved': {
      const price = offer.prices.reserved.find((r) => r.termMonths === pool.termMonths);
      return price ? undefined : `has no reserved price for a ${pool.termMonths}-month term`;
    }
  }
}

function missingPriceParams(pool: Pool, offer: Offer): IssueParams {
  const params: IssueParams = { key: 'missingPrice', offer: offer.id, priceKind: pool.kind };
  if (pool.kind === 'reserved') params.termMonths = pool.termMonths;
  return params;
}

/**
 * Cross-references zod cannot see field by field: ids that must exist, prices a pool needs,
 * GPUs too small for a workload, and work that no pool could ever hold. Each message names
 * the field path so the editor and the CLI can point at it.
 */
export function checkReferences(s: ScenarioParts, ctx: Ctx): void {
  const gpus = new Map(s.catalog.gpus.map((g) => [g.id, g]));
  const offers = new Map(s.catalog.offers.map((o) => [o.id, o]));
  const phases = new Set(s.phases.map((p) => p.id));
  const workloads = new Map(s.workloads.map((w) => [w.id, w]));

  duplicates(ctx, s.catalog.gpus.map((g) => g.id), (i) => ['catalog', 'gpus', i, 'id'], 'GPU id', 'gpu');
  duplicates(ctx, s.catalog.offers.map((o) => o.id), (i) => ['catalog', 'offers', i, 'id'], 'offer id', 'offer');
  duplicates(ctx, s.phases.map((p) => p.id), (i) => ['phases', i, 'id'], 'phase id', 'phase');
  duplicates(ctx, s.workloads.map((w) => w.id), (i) => ['workloads', i, 'id'], 'workload id', 'workload');
  duplicates(ctx, s.strategies.map((st) => st.id), (i) => ['strategies', i, 'id'], 'strategy id', 'strategy');

  if (!gpus.has(s.catalog.referenceGpuId)) {
    issue(ctx, ['catalog', 'referenceGpuId'], `no GPU with id "${s.catalog.referenceGpuId}" in the catalog`, {
      key: 'unknownGpu',
      id: s.catalog.referenceGpuId,
    });
  }
  s.catalog.offers.forEach((offer, i) => {
    if (!gpus.has(offer.gpuId)) {
      issue(ctx, ['catalog', 'offers', i, 'gpuId'], `no GPU with id "${offer.gpuId}"`, { key: 'unknownGpu', id: offer.gpuId });
    }
  });

  (s.priceTrends?.offers ?? []).forEach((t, j) => {
    if (!offers.has(t.offerId)) {
      issue(ctx, ['priceTrends', 'offers', j, 'offerId'], `no offer with id "${t.offerId}"`, { key: 'unknownOffer', id: t.offerId });
    }
  });
  checkBillCostReferences(s, offers, ctx);
  checkLlmReferences(s, ctx);
  checkLlmRoutes(s, ctx);
  checkPriorityFallbacks(s, ctx);
  s.workloads.forEach((w, i) => {
    w.phaseIds.forEach((phaseId, j) => {
      if (!phases.has(phaseId)) {
        issue(ctx, ['workloads', i, 'phaseIds', j], `no phase with id "${phaseId}"`, { key: 'unknownPhase', id: phaseId });
      }
    });
    w.offerEfficiency.forEach((o, j) => {
      if (!offers.has(o.offerId)) {
        issue(ctx, ['workloads', i, 'offerEfficiency', j, 'offerId'], `no offer with id "${o.offerId}"`, {
          key: 'unknownOffer',
          id: o.offerId,
        });
      }
    });
    if (w.kind === 'inference' && w.minReplicas > w.maxReplicas) {
      issue(ctx, ['workloads', i, 'minReplicas'], 'minReplicas must not exceed maxReplicas', {
        key: 'minReplicasAboveMax',
        maxReplicas: w.maxReplicas,
      });
    }
  });

  s.strategies.forEach((strategy, si) => {
    const at = (...rest: Path): Path => ['strategies', si, ...rest];
    duplicates(ctx, strategy.pools.map((p) => p.id), (pi) => at('pools', pi, 'id'), 'pool id', 'pool');
    const pools = new Map(strategy.pools.map((p) => [p.id, p]));

    strategy.pools.forEach((pool, pi) => {
      const offer = offers.get(pool.offerId);
      if (!offer) {
        return issue(ctx, at('pools', pi, 'offerId'), `no offer with id "${pool.offerId}"`, { key: 'unknownOffer', id: pool.offerId });
      }
      const missing = priceMissing(pool, offer);
      if (missing) issue(ctx, at('pools', pi, 'offerId'), `offer "${offer.id}" ${missing}`, missingPriceParams(pool, offer));
      else if (pool.kind === 'owned') {
        for (const field of missingOwnedFields(pool, offer)) {
          issue(ctx, at('pools', pi, field), `${field}: offer "${offer.id}" has no owned-server price to take it from; give the pool its own`, {
            key: 'missingOwnedField',
            offer: offer.id,
            field,
          });
        }
        (pool.expansions ?? []).forEach((e, ei) => {
          if (e.orderDay < pool.orderDay) {
            issue(ctx, at('pools', pi, 'expansions', ei, 'orderDay'), `expansions[${ei}].orderDay ${e.orderDay} is before the pool's own order day ${pool.orderDay}`, {
              key: 'expansionBeforeOrder',
              orderDay: pool.orderDay,
            });
          }
        });
      }
      else if (pool.kind === 'reserved' && pool.payment !== undefined) {
        const price = offer.prices.reserved.find((r) => r.termMonths === pool.termMonths);
        if (!(price?.payments ?? []).some((p) => p.option === pool.payment)) {
          issue(ctx, at('pools', pi, 'payment'), `offer "${offer.id}" does not sell its ${pool.termMonths}-month reservation as ${pool.payment}`, {
            key: 'missingPaymentOption',
            offer: offer.id,
            termMonths: pool.termMonths,
          });
        }
      }
    });

    checkSavingsPlanReferences(strategy, at, offers, ctx);
    checkQuotaReferences(strategy, at, s.workloads, offers, ctx);
    duplicates(ctx, strategy.placements.map((p) => p.workloadId), (pi) => at('placements', pi, 'workloadId'), 'placement of workload', 'placement');
    const placed = new Set(strategy.placements.map((p) => p.workloadId));
    s.workloads.forEach((w) => {
      if (!placed.has(w.id)) {
        issue(ctx, at('placements'), `workload "${w.id}" has no placement in strategy "${strategy.id}"`, {
          key: 'workloadNotPlaced',
          workload: w.id,
          strategy: strategy.id,
        });
      }
    });

    strategy.placements.forEach((placement, pi) => {
      const workload = workloads.get(placement.workloadId);
      if (!workload) {
        return issue(ctx, at('placements', pi, 'workloadId'), `no workload with id "${placement.workloadId}"`, {
          key: 'unknownWorkload',
          id: placement.workloadId,
        });
      }
      const need = placedGpusPerUnit(workload, placement);
      const most = MAX_GPUS_PER_UNIT[workload.kind];
      if (placement.gpusPerUnit !== undefined && placement.gpusPerUnit > most) {
        issue(
          ctx,
          at('placements', pi, 'gpusPerUnit'),
          `a ${workload.kind} unit of "${workload.id}" can have at most ${most} GPUs`,
          { key: 'gpusPerUnitAboveMax', workload: workload.id, workloadKind: workload.kind, max: most },
        );
      }
      let largest = 0;
      placement.poolIds.forEach((poolId, k) => {
        const pool = pools.get(poolId);
        if (!pool) {
          return issue(ctx, at('placements', pi, 'poolIds', k), `no pool with id "${poolId}" in this strategy`, {
            key: 'unknownPool',
            id: poolId,
          });
        }
        const offer = offers.get(pool.offerId);
        if (!offer) return;
        const gpu = gpus.get(offer.gpuId);
        if (gpu && gpu.memoryGb < workload.memoryGbPerGpu) {
          issue(
            ctx,
            at('placements', pi, 'poolIds', k),
            `offer "${offer.id}" has ${gpu.memoryGb} GB GPUs; workload "${workload.id}" needs ${workload.memoryGbPerGpu} GB per GPU`,
            { key: 'gpuMemoryTooSmall', offer: offer.id, memoryGb: gpu.memoryGb, workload: workload.id, needGb: workload.memoryGbPerGpu },
          );
        }
        largest = Math.max(largest, poolGpuCapacity(pool, offer));
      });
      if (largest > 0 && largest < need) {
        // Point at the override when it is what asks for more GPUs than any pool holds.
        const field = placement.gpusPerUnit !== undefined ? 'gpusPerUnit' : 'poolIds';
        issue(ctx, at('placements', pi, field), `no pool can ever hold the ${need} GPUs one unit of "${workload.id}" needs`, {
          key: 'noPoolFits',
          need,
          workload: workload.id,
        });
      }
      if (workload.kind === 'inference' && placement.scaling === 'fixed' && placement.fixedReplicas === undefined) {
        issue(ctx, at('placements', pi, 'fixedReplicas'), 'a fixed placement needs fixedReplicas', { key: 'fixedReplicasMissing' });
      }
    });
  });
}

/** Storage names offers that exist; a discount names a provider some offer is sold by. */
function checkBillCostReferences(s: ScenarioParts, offers: ReadonlyMap<string, Offer>, ctx: Ctx): void {
  if (!s.billCosts) return;
  s.billCosts.storage.forEach((item, i) => {
    (item.offerIds ?? []).forEach((offerId, j) => {
      if (!offers.has(offerId)) {
        issue(ctx, ['billCosts', 'storage', i, 'offerIds', j], `no offer with id "${offerId}"`, { key: 'unknownOffer', id: offerId });
      }
    });
  });
  const providers = new Set([...offers.values()].map((o) => o.provider));
  s.billCosts.discounts.forEach((d, i) => {
    if (d.provider !== undefined && !providers.has(d.provider)) {
      issue(ctx, ['billCosts', 'discounts', i, 'provider'], `no offer in the catalog is sold by "${d.provider}"`, {
        key: 'unknownProvider',
        id: d.provider,
      });
    }
  });
}
