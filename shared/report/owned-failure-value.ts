import type { Distribution3, OwnedFailureSummary, OwnedPoolFigures, StrategySummary } from '@shared/sim/results';

/** Which failure figure: its P50 across runs, and the same in one owned pool's representative figures. */
export interface OwnedFailurePick {
  across: (f: OwnedFailureSummary) => Distribution3;
  representative: (p: OwnedPoolFigures) => number | undefined;
}

export const OWNED_FAILURE_PICKS = {
  failures: { across: (f) => f.failures, representative: (p) => p.failures.failures },
  lostGpuHours: { across: (f) => f.lostGpuHours, representative: (p) => p.failures.lostGpuHours },
  interruptions: { across: (f) => f.interruptions, representative: (p) => p.failures.interruptions },
  lostWorkGpuHours: { across: (f) => f.lostWorkGpuHours, representative: (p) => p.failures.lostWorkGpuHours },
} satisfies Record<keyof OwnedFailureSummary, OwnedFailurePick>;

/**
 * A failure figure of all the strategy's owned pools at P50 over the runs; summaries saved
 * before it existed give the representative run's (a figure they lack counts 0). Null when the
 * strategy owns no servers.
 */
export function ownedFailureP50(s: StrategySummary, pick: OwnedFailurePick): number | null {
  if (!s.owned) return null;
  if (s.ownedFailures) return pick.across(s.ownedFailures).p50;
  return s.owned.reduce((n, p) => n + (pick.representative(p) ?? 0), 0);
}
