/**
 * Turning a workload into another kind (a batch job that became a service, a training job
 * that is really a set of batch tasks). What every kind has stays, and so does what both kinds
 * have (arrivals and deadline between training and batch); the GPUs one unit of work takes
 * carry over, so the pools that fitted still fit. The new kind's own fields start from what a
 * new workload of that kind gets. The old kind's own fields are dropped, and so are placement
 * settings that mean nothing for the new kind; the result says which, so the planner can be
 * asked first. The whole change is one edit: undo restores the old workload exactly.
 */
import type { DraftDocument, DraftPlacement, DraftStrategy, DraftWorkload } from './draft-document';
import { listOf } from './draft-document';
import { newWorkload, type WorkloadKind } from './new-items';
import {
  COMMON_WORKLOAD_FIELDS,
  fieldMayBeLeftOut,
  fieldsOfKind,
  GPUS_PER_UNIT_FIELD,
  isJobKind,
  maxGpusPerUnit,
} from './workload-fields';

/** Placement settings a change of kind can clear. */
export type PlacementSetting = 'spotFallback' | 'scaling' | 'gpusPerUnit' | 'routes';

export interface KindChange {
  /** The scenario with the workload converted and its placements made to fit. */
  document: DraftDocument;
  from: WorkloadKind | null;
  to: WorkloadKind;
  /** Fields of the old workload that are dropped, as named in the file. */
  removed: string[];
  /** Fields both kinds have (beyond those every kind has) that had a value, kept as they were. */
  kept: string[];
  /** The GPUs per unit of work, moved from the old kind's field to the new one's. */
  gpus: { from: string; to: string; value: number } | null;
  /** Placement settings cleared, per strategy that had some. */
  placements: { strategyIndex: number; strategyName: string; cleared: PlacementSetting[] }[];
}

type Fields = Record<string, unknown>;

function knownKind(kind: unknown): WorkloadKind | null {
  return kind === 'training' || kind === 'inference' || kind === 'batch' || kind === 'dev'
    ? kind
    : null;
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The old workload's fields that the new kind also has, copied over its defaults. */
function carryFields(old: Fields, fresh: Fields, from: WorkloadKind | null, to: WorkloadKind) {
  const next: Fields = { ...fresh };
  const kept: string[] = [];
  // An old kind the format does not know shares only what every kind has.
  const sharedWithOld = from === null ? COMMON_WORKLOAD_FIELDS : new Set(fieldsOfKind(from));
  for (const field of fieldsOfKind(to)) {
    if (field === 'kind' || !sharedWithOld.has(field)) continue;
    if (old[field] !== undefined) {
      next[field] = old[field];
      if (!COMMON_WORKLOAD_FIELDS.has(field)) kept.push(field);
    } else if (fieldMayBeLeftOut(to, field)) {
      // Left out on purpose (no deadline), where the format allows it.
      delete next[field];
    }
  }
  return { next, kept };
}

function hasFallbackSettings(fallback: unknown): boolean {
  if (typeof fallback !== 'object' || fallback === null) return false;
  const { afterPreemptions, deadlinePolicy } = fallback as Fields;
  return afterPreemptions !== undefined || deadlinePolicy !== undefined;
}

/** The placement, with what means nothing for the new kind cleared; and what was. */
function fitPlacement(
  placement: DraftPlacement,
  from: WorkloadKind | null,
  to: WorkloadKind,
): { placement: DraftPlacement; cleared: PlacementSetting[] } {
  const next: DraftPlacement = { ...placement };
  const cleared: PlacementSetting[] = [];
  let changed = false;
  // Only jobs leave spot; between two job kinds the rule still applies as it was.
  const waitsForSpot = placement.whenSpotFull === 'wait';
  if (!(isJobKind(from) && isJobKind(to)) && (hasFallbackSettings(placement.spotFallback) || waitsForSpot)) {
    next.spotFallback = {};
    // Waiting for spot is a job's choice too: services never queue for spot.
    delete next.whenSpotFull;
    changed = true;
    if (isJobKind(from)) cleared.push('spotFallback');
  }
  // A fixed number of replicas is for inference only; the kinds differ, so it ends here.
  if (placement.scaling === 'fixed' || placement.fixedReplicas !== undefined) {
    next.scaling = 'autoscale';
    delete next.fixedReplicas;
    changed = true;
    if (from === 'inference') cleared.push('scaling');
  }
  // Size classes are routed only by a service planned in tokens, an inference workload.
  if (placement.routes !== undefined && to !== 'inference') {
    delete next.routes;
    changed = true;
    cleared.push('routes');
  }
  const gpus = placement.gpusPerUnit;
  if (typeof gpus === 'number' && gpus > maxGpusPerUnit(to)) {
    delete next.gpusPerUnit;
    changed = true;
    cleared.push('gpusPerUnit');
  }
  return { placement: changed ? next : placement, cleared };
}

/**
 * The change of the workload at `index` to `kind`, or null when there is nothing to change
 * (no such workload, or it is of that kind already). `unitName` names a batch's tasks when
 * the workload becomes a batch, in the interface language, as for a new one.
 */
export function changeWorkloadKind(
  doc: DraftDocument,
  index: number,
  kind: WorkloadKind,
  unitName: string,
): KindChange | null {
  const workloads = listOf(doc.workloads);
  const workload = workloads[index];
  if (typeof workload !== 'object' || workload === null || workload.kind === kind) return null;
  const old = workload as Fields;
  const from = knownKind(old.kind);
  const name = typeof old.name === 'string' ? old.name : '';
  const fresh = newWorkload(doc, kind, name, unitName) as Fields;
  const { next, kept } = carryFields(old, fresh, from, kind);

  let gpus: KindChange['gpus'] = null;
  const oldGpus = from === null ? undefined : positiveInteger(old[GPUS_PER_UNIT_FIELD[from]]);
  if (from !== null && oldGpus !== undefined) {
    const value = Math.min(oldGpus, maxGpusPerUnit(kind));
    next[GPUS_PER_UNIT_FIELD[kind]] = value;
    gpus = { from: GPUS_PER_UNIT_FIELD[from], to: GPUS_PER_UNIT_FIELD[kind], value };
  }
  const newFields = new Set(fieldsOfKind(kind));
  const removed = Object.keys(old).filter(
    (field) => !newFields.has(field) && old[field] !== undefined && field !== gpus?.from,
  );

  const placements: KindChange['placements'] = [];
  const strategies = listOf(doc.strategies).map((strategy, strategyIndex): DraftStrategy => {
    let changed = false;
    const cleared = new Set<PlacementSetting>();
    const fitted = listOf(strategy.placements).map((placement) => {
      if (placement.workloadId !== workload.id) return placement;
      const result = fitPlacement(placement, from, kind);
      result.cleared.forEach((setting) => cleared.add(setting));
      if (result.placement !== placement) changed = true;
      return result.placement;
    });
    if (cleared.size > 0) {
      const strategyName = typeof strategy.name === 'string' ? strategy.name : '';
      placements.push({ strategyIndex, strategyName, cleared: [...cleared] });
    }
    return changed ? { ...strategy, placements: fitted } : strategy;
  });

  const converted = next as DraftWorkload;
  return {
    document: {
      ...doc,
      workloads: workloads.map((w, i) => (i === index ? converted : w)),
      strategies,
    },
    from,
    to: kind,
    removed,
    kept,
    gpus,
    placements,
  };
}
