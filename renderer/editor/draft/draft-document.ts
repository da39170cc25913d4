import type { ScenarioInput } from '@shared/scenario';

/**
 * The document the editor edits: the JSON shape of a scenario file. While the planner types
 * it may break the rules (a number field can hold the text being typed, a required field can
 * be empty); parseScenario says where, and only documents that pass become versions.
 */
export type DraftDocument = ScenarioInput;

export type DraftWorkload = DraftDocument['workloads'][number];
export type DraftStrategy = DraftDocument['strategies'][number];
export type DraftPool = DraftStrategy['pools'][number];
export type DraftPlacement = DraftStrategy['placements'][number];
export type DraftOffer = DraftDocument['catalog']['offers'][number];
export type DraftGpu = DraftDocument['catalog']['gpus'][number];
export type DraftPhase = NonNullable<DraftDocument['phases']>[number];

/** A number the editor can compute with (a timeline bar, a hint), or undefined while typed wrong. */
export function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A list from the document, or an empty one while it is missing. */
export function listOf<T>(value: readonly T[] | undefined | null): readonly T[] {
  return Array.isArray(value) ? value : [];
}
