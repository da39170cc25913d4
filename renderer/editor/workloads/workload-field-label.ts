import type { WorkloadKind } from '../draft/new-items';
import { fieldLabelKey } from '../issues/field-labels';

/** Fields a kind words its own way: a batch's arrivals are batches, not jobs. */
const BY_KIND = {
  batch: { arrivals: 'editor.batch.arrivals', deadlineHours: 'editor.batch.deadlineHours' },
} as const;

/** The label key of a top-level field of a workload of `kind`, as its form shows it. */
export function workloadFieldLabelKey(kind: WorkloadKind | null, field: string) {
  if (kind === 'batch' && (field === 'arrivals' || field === 'deadlineHours'))
    return BY_KIND.batch[field];
  return fieldLabelKey(field);
}
