/**
 * Edits of a training workload's GPU mix (`gpusPerJobMix`): start one from the workload's own
 * count, add and remove counts, scale the shares to 100 %, or go back to one count for every job.
 */
import { roundedShares } from '@shared/scenario';
import type { DraftDocument } from '../draft/draft-document';
import { finiteNumber } from '../draft/draft-document';
import { getIn, setIn, type FieldPath } from '../draft/json-path';

type Row = Record<string, unknown>;

function rows(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : [];
}

export const mixPath = (index: number): FieldPath => ['workloads', index, 'gpusPerJobMix'];

/** Sum of the shares that are numbers (text being typed counts as nothing). */
export const mixShareSum = (mix: unknown): number => rows(mix).reduce((sum, c) => sum + (finiteNumber(c.share) ?? 0), 0);

/** A mix of the workload's own count at 100 %, to be split from there. */
export function withMixStarted(doc: DraftDocument, index: number): DraftDocument {
  const gpus = finiteNumber(getIn(doc, ['workloads', index, 'gpusPerJob'])) ?? 1;
  return setIn(doc, mixPath(index), [{ gpus, share: 1 }]);
}

/** Every job on `gpusPerJob` again: the mix is removed. */
export const withMixRemoved = (doc: DraftDocument, index: number): DraftDocument => setIn(doc, mixPath(index), undefined);

/** A new count at share 0, twice the largest so far (GPU counts usually double). */
export function withMixCountAdded(doc: DraftDocument, index: number): DraftDocument {
  const mix = rows(getIn(doc, mixPath(index)));
  const largest = Math.max(0, ...mix.map((c) => finiteNumber(c.gpus) ?? 0));
  return setIn(doc, mixPath(index), [...mix, { gpus: Math.min(4096, Math.max(1, largest * 2)), share: 0 }]);
}

export function withMixCountRemoved(doc: DraftDocument, index: number, row: number): DraftDocument {
  const mix = rows(getIn(doc, mixPath(index)));
  if (mix.length <= 1 || row < 0 || row >= mix.length) return doc;
  return setIn(doc, mixPath(index), mix.filter((_c, i) => i !== row));
}

/** The shares scaled to add up to 100 % (to 0.01 %). */
export function withMixScaled(doc: DraftDocument, index: number): DraftDocument {
  const mix = rows(getIn(doc, mixPath(index)));
  const shares = roundedShares(mix.map((c) => finiteNumber(c.share) ?? 0));
  if (!shares) return doc;
  return setIn(doc, mixPath(index), mix.map((c, i) => ({ ...c, share: shares[i] })));
}
