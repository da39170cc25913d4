import { z } from 'zod';
import { Id, NonNegativeInt, PositiveInt } from './primitives';
import { MAX_TEAM_LENGTH } from './workload-schema';

/**
 * A quota on one of the strategy's committed pools (reserved, bare-metal, owned), as a cluster
 * scheduler's (Kueue's nominal quota and borrowing limit): for one workload, or for every
 * workload of a team (the workloads' `team` label) counted together. Exactly one of `workloadId`
 * and `team`; references.ts checks the rest (quota-references.ts).
 */
export const PoolQuota = z.strictObject({
  poolId: Id,
  workloadId: Id.optional(),
  team: z.string().trim().min(1).max(MAX_TEAM_LENGTH).optional(),
  /**
   * GPUs of the pool the holder keeps: no higher priority takes them, and a holder below it that
   * needs GPUs takes back GPUs others borrowed (any priority). Omitted = 0.
   */
  guaranteedGpus: NonNegativeInt.max(1_000_000).optional(),
  /** Most GPUs of the pool the holder holds at once (its guarantee plus what it borrows). Omitted = no limit. */
  maxGpus: PositiveInt.max(1_000_000).optional(),
});
export type PoolQuota = z.infer<typeof PoolQuota>;

/** Whether a quota counts this workload: its own, or its team's. */
export function quotaCovers(quota: Pick<PoolQuota, 'workloadId' | 'team'>, workload: { id: string; team?: string | undefined }): boolean {
  return quota.workloadId !== undefined ? quota.workloadId === workload.id : quota.team !== undefined && workload.team === quota.team;
}

/** Who a quota is for, as written: "workload api" or "team search". */
export function quotaHolderLabel(quota: Pick<PoolQuota, 'workloadId' | 'team'>): string {
  return quota.workloadId !== undefined ? `workload ${quota.workloadId}` : `team ${quota.team ?? ''}`;
}
