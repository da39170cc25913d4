/**
 * Starting points for new parts of a scenario. Each is filled in so that, where the format
 * allows, the scenario still validates after adding it; the one exception is a new price,
 * whose amount is left empty on purpose: a made-up price would be worse than a field that
 * asks for one. Display names come in translated, because they are what the planner sees.
 */
import type {
  DraftDocument,
  DraftGpu,
  DraftOffer,
  DraftPhase,
  DraftPlacement,
  DraftPool,
  DraftStrategy,
  DraftWorkload,
} from './draft-document';
import { finiteNumber, listOf } from './draft-document';
import { ownedPoolDefaults } from '@shared/scenario';
import { poolDefaults } from './pool-defaults';
import { idFromName, idsOf, uniqueId } from './unique-id';

export type WorkloadKind = DraftWorkload['kind'];
export type PoolKind = DraftPool['kind'];
export type PriceKind = 'onDemand' | 'reserved' | 'spot' | 'bareMetal';

/** A traffic day that planners recognise: quiet at night, busy in the day, peaking in the evening. */
export const STARTER_TRAFFIC_CURVE: readonly number[] = [
  12, 8, 6, 5, 5, 6, 10, 18, 30, 40, 44, 46, 48, 46, 45, 46, 48, 52, 58, 62, 60, 50, 34, 20,
];

/** Enough replicas for the starter curve's peak at the starter service rate, with room to grow. */
const STARTER_MAX_REPLICAS = 12;

export function newWorkload(
  doc: DraftDocument,
  kind: WorkloadKind,
  name: string,
  unitName: string,
): DraftWorkload {
  const id = uniqueId(idFromName(name, kind), idsOf(doc.workloads));
  const base = {
    id,
    name,
    phaseIds: [],
    pipelineEfficiency: 1,
    offerEfficiency: [],
    memoryGbPerGpu: 0,
  };
  switch (kind) {
    case 'training':
      return {
        ...base,
        kind,
        arrivals: { type: 'recurring', everyDays: 7, firstDay: 0 },
        size: { type: 'gpuHours', gpuHours: { type: 'fixed', value: 64 } },
        gpusPerJob: 8,
        checkpointIntervalMinutes: 60,
        startupMinutes: 0,
        restartOverheadMinutes: 10,
        peopleWaiting: 1,
      };
    case 'inference':
      return {
        ...base,
        kind,
        traffic: { weekday: [...STARTER_TRAFFIC_CURVE], growthPerMonth: 0 },
        requestsPerSecondPerReplica: 10,
        gpusPerReplica: 1,
        minReplicas: 1,
        // The starter curve peaks at 62 requests/s; at 10 a replica and 70 % utilisation that
        // needs 9 replicas, so the cap leaves room to serve it (and some growth).
        maxReplicas: STARTER_MAX_REPLICAS,
        targetUtilisation: 0.7,
        scaleUpDelayMinutes: 5,
        scaleDownDelayMinutes: 15,
        serviceTimeMs: 500,
        concurrencyPerReplica: 8,
        latencyTargetMs: 2000,
        // Serving teams state targets as percentiles (P95 within 2 s), and a mean can hide a
        // slow tail; files written before format 5 keep their mean targets through the upgrade.
        latencyTargetPercentile: 'p95',
      };
    case 'batch':
      return {
        ...base,
        kind,
        arrivals: { type: 'recurring', everyDays: 1, firstDay: 0 },
        tasksPerBatch: 100,
        taskGpuHours: { type: 'fixed', value: 0.5 },
        gpusPerTask: 1,
        startupMinutes: 0,
        deadlineHours: 12,
        unitName,
      };
    case 'dev':
      return {
        ...base,
        kind,
        machines: 4,
        gpusPerMachine: 1,
        workingHours: { startHour: 9, endHour: 19, weekdaysOnly: true },
        forgottenShare: 0.3,
        idleShutdown: { enabled: false, afterMinutes: 30 },
      };
  }
}

/** A placement of `workloadId` on all of the strategy's pools, in their order. */
export function newPlacement(
  strategy: Pick<DraftStrategy, 'pools'>,
  workloadId: string,
): DraftPlacement {
  return {
    workloadId,
    poolIds: idsOf(strategy.pools),
    spotFallback: {},
    scaling: 'autoscale',
  };
}

/** Adds a workload and places it in every strategy, so the scenario still runs. */
export function addWorkload(doc: DraftDocument, workload: DraftWorkload): DraftDocument {
  return {
    ...doc,
    workloads: [...listOf(doc.workloads), workload],
    strategies: listOf(doc.strategies).map((s) =>
      listOf(s.pools).length === 0
        ? s
        : { ...s, placements: [...listOf(s.placements), newPlacement(s, workload.id)] },
    ),
  };
}

/**
 * A new pool set for the scenario (see pool-defaults): the offer the workloads already use or
 * the cheapest that fits, and for commitments a term that lasts as long as the work.
 */
export function newPool(doc: DraftDocument, strategy: DraftStrategy, kind: PoolKind): DraftPool {
  const defaults = poolDefaults(doc, strategy, kind);
  const offerId = defaults.offer?.id ?? '';
  const id = uniqueId(idFromName(kind, 'pool'), idsOf(strategy.pools));
  switch (kind) {
    case 'onDemand':
      return { id, kind, offerId };
    case 'reserved': {
      const startDay = defaults.term?.readyDay ?? 0;
      return { id, kind, offerId, count: 1, termMonths: defaults.term?.months ?? 12, startDay };
    }
    case 'spot':
      return {
        id,
        kind,
        offerId,
        interruption: { model: 'poisson', ratePerGpuHour: 0.05 },
        noticeSeconds: 120,
        saveOnNotice: false,
      };
    case 'bareMetal': {
      const orderDay = defaults.orderDay ?? 0;
      return { id, kind, offerId, servers: 1, termMonths: defaults.term?.months ?? 1, orderDay };
    }
    case 'owned':
      return { id, kind, offerId, servers: 1, orderDay: defaults.orderDay ?? 0, ...ownedPoolDefaults(doc.currency) };
  }
}

/** A strategy of one on-demand pool that every workload is placed on: the simplest that runs. */
export function newStrategy(doc: DraftDocument, name: string): DraftStrategy {
  const id = uniqueId(idFromName(name, 'strategy'), idsOf(doc.strategies));
  const empty: DraftStrategy = { id, name, pools: [], placements: [] };
  const pool = newPool(doc, empty, 'onDemand');
  const withPool = { ...empty, pools: [pool] };
  return {
    ...withPool,
    placements: listOf(doc.workloads).map((w) => newPlacement(withPool, w.id)),
  };
}

export function duplicateStrategy(
  doc: DraftDocument,
  source: DraftStrategy,
  name: string,
): DraftStrategy {
  const id = uniqueId(idFromName(name, 'strategy'), idsOf(doc.strategies));
  return { ...structuredClone(source), id, name };
}

export function newPhase(doc: DraftDocument, name: string): DraftPhase {
  const phases = listOf(doc.phases);
  const horizon = finiteNumber(doc.horizonDays) ?? 90;
  const lastEnd = Math.max(0, ...phases.map((p) => finiteNumber(p.endDay) ?? 0));
  const startDay = lastEnd < horizon ? lastEnd : 0;
  // The first phase is a month to start with; a later one runs on to the end of the horizon
  // ("Production from day 60"), the usual shape of a plan, rather than stopping 30 days in.
  const endDay = phases.length === 0 ? Math.min(horizon, startDay + 30) : horizon;
  return {
    id: uniqueId(idFromName(name, 'phase'), idsOf(phases)),
    name,
    kind: 'other',
    startDay,
    endDay: endDay > startDay ? endDay : startDay + 1,
  };
}

export function newGpu(doc: DraftDocument, name: string): DraftGpu {
  return {
    id: uniqueId(idFromName(name, 'gpu'), idsOf(doc.catalog.gpus)),
    name,
    memoryGb: 80,
    relativeSpeed: { training: 1, inference: 1, batch: 1, dev: 1 },
    interconnect: 'pcie',
  };
}

export function newOffer(doc: DraftDocument, provider: string, instanceType: string): DraftOffer {
  return {
    id: uniqueId(idFromName(`${provider}-${instanceType}`, 'offer'), idsOf(doc.catalog.offers)),
    provider,
    instanceType,
    gpuId: doc.catalog.referenceGpuId,
    gpusPerInstance: 1,
    vcpus: 8,
    ramGb: 64,
    localNvmeGb: 0,
    networkGbps: 10,
    rdma: false,
    virtualization: 'shared-vm',
    efficiency: {
      pipeline: 1,
      speedFactor: 1,
      jitterCv: 0,
      intraNodeScalingPerDoubling: 0.95,
      interNodeScalingPerDoubling: 0.8,
    },
    billing: { granularitySeconds: 1, minimumSeconds: 60 },
    provisioningDelaySeconds: 0,
    prices: { reserved: [] },
  };
}

export function duplicateOffer(doc: DraftDocument, source: DraftOffer): DraftOffer {
  return { ...structuredClone(source), id: uniqueId(source.id, idsOf(doc.catalog.offers)) };
}

/**
 * A new price dated `today` with the planner as its source. The amount is left out so the
 * field asks for it (see the module note).
 */
export function newPrice(
  kind: PriceKind,
  today: string,
  source: string,
  termMonths = 12,
): Record<string, unknown> {
  const stamp = { asOf: today, source, status: 'user' };
  switch (kind) {
    case 'onDemand':
    case 'spot':
      return { ...stamp };
    case 'reserved':
      return { ...stamp, termMonths, upfrontShare: 0 };
    case 'bareMetal':
      return { ...stamp, minTermMonths: 1, leadTimeDays: 0 };
  }
}
