/**
 * Which fields belong to which kind of workload, read from the scenario format's own schemas
 * so they never drift from it: the fields every kind has, the ones a kind adds, and the one
 * that says how many GPUs a unit of work (job, replica, task, machine) takes.
 */
import {
  BatchWorkload,
  DevWorkload,
  InferenceWorkload,
  TrainingWorkload,
  type Workload,
} from '@shared/scenario';
import { MAX_GPUS_PER_UNIT } from '@shared/scenario/references';

type WorkloadKind = Workload['kind'];

const SCHEMAS = {
  training: TrainingWorkload,
  inference: InferenceWorkload,
  batch: BatchWorkload,
  dev: DevWorkload,
} as const;

/** The fields of a kind of workload, in the format's order ("kind" included). */
export function fieldsOfKind(kind: WorkloadKind): readonly string[] {
  return Object.keys(SCHEMAS[kind].shape);
}

/** Fields every kind has: id, name, phases and efficiency. */
export const COMMON_WORKLOAD_FIELDS: ReadonlySet<string> = new Set(
  fieldsOfKind('training').filter((field) =>
    (['inference', 'batch', 'dev'] as const).every((kind) => fieldsOfKind(kind).includes(field)),
  ),
);

/** True when a file may leave the field out: it is optional or has a default. */
export function fieldMayBeLeftOut(kind: WorkloadKind, field: string): boolean {
  const shape: Record<string, { safeParse(value: unknown): { success: boolean } }> =
    SCHEMAS[kind].shape;
  return shape[field]?.safeParse(undefined).success ?? true;
}

/** The field with the GPUs one unit of work takes. */
export const GPUS_PER_UNIT_FIELD: Readonly<Record<WorkloadKind, string>> = {
  training: 'gpusPerJob',
  inference: 'gpusPerReplica',
  batch: 'gpusPerTask',
  dev: 'gpusPerMachine',
};

/** Most GPUs one unit of a kind may take (the format's own limit). */
export function maxGpusPerUnit(kind: WorkloadKind): number {
  return MAX_GPUS_PER_UNIT[kind];
}

/**
 * Kinds whose work comes as jobs that start, can be interrupted and finish (so can leave spot
 * after interruptions or near a deadline). Replicas and dev machines are services: they never
 * leave spot, so a placement's spot fallback means nothing for them.
 */
export function isJobKind(kind: unknown): kind is 'training' | 'batch' {
  return kind === 'training' || kind === 'batch';
}
