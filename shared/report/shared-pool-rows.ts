import type { RunResult, SharedPoolsSummary } from '@shared/sim/results';
import { payersByQuota, payersByUse } from './quota-showback';

/**
 * The rows of a strategy's shared pools (reserved or bare-metal pools two or more workloads
 * list), for the results screen and the report: where their committed GPU-hours went (means over
 * runs, so the parts add up to the committed hours), and who pays for them (showback) in the
 * representative run: each workload's cost by GPU-seconds held, the idle part on a line of its
 * own, and the same per team when workloads carry a team label.
 */

export type SplitPart = 'services' | 'jobsUseful' | 'jobsLost' | 'jobsRestart' | 'idle';

export interface SplitRow {
  part: SplitPart;
  gpuHours: number;
  /** Share of the committed GPU-hours (0..1), or null when nothing was committed. */
  share: number | null;
}

export function hoursSplitRows(s: SharedPoolsSummary): SplitRow[] {
  const share = (h: number) => (s.committedGpuHours > 0 ? h / s.committedGpuHours : null);
  const parts: [SplitPart, number][] = [
    ['services', s.servicesGpuHours],
    ['jobsUseful', s.jobsUsefulGpuHours],
    ['jobsLost', s.jobsLostGpuHours],
    ['jobsRestart', s.jobsRestartGpuHours],
    ['idle', s.idleGpuHours],
  ];
  return parts.map(([part, gpuHours]) => ({ part, gpuHours, share: share(gpuHours) }));
}

export interface ShowbackRow {
  kind: 'workload' | 'team' | 'noTeam' | 'idle';
  /** Workload id, team label, or '' for the idle and no-team lines. */
  key: string;
  /** Workload name or team label ('' for idle and no team: the interface words those). */
  name: string;
  gpuHours: number;
  costMicro: number;
  /** Share of the shared pools' cost (0..1), or null when they cost nothing. */
  share: number | null;
}

export interface Showback {
  /** The shared pools' cost in the run (sum of every row of either list). */
  costMicro: number;
  byWorkload: ShowbackRow[];
  /** Per team, then the workloads without a team, then idle; null when no workload has a team. */
  byTeam: ShowbackRow[] | null;
}

/**
 * How a shared pool's cost is split: by use (GPU-seconds held) or by quota (each quota's
 * guarantee first, the rest by use: quota-showback.ts).
 */
export type ShowbackBasis = 'use' | 'quota';

/**
 * Who pays for the run's shared pools, or null when it has none (and, by quota, when the run
 * has no quota: the split is then the one by use).
 */
export function showback(run: RunResult, basis: ShowbackBasis = 'use'): Showback | null {
  const pools = run.pools.filter((p) => p.hoursSplit !== undefined);
  if (pools.length === 0) return null;
  if (basis === 'quota' && !pools.some((p) => (run.quotas ?? []).some((q) => q.poolId === p.poolId))) return null;
  const byId = new Map<string, { gpuS: number; micro: number }>();
  let idleS = 0;
  let idleMicro = 0;
  let cost = 0;
  for (const p of pools) {
    cost += p.costMicro;
    idleS += p.gpuSecondsIdle;
    const split = (basis === 'quota' ? payersByQuota(run, p) : null) ?? payersByUse(p);
    idleMicro += split.idleMicro;
    for (const b of split.payers) {
      const got = byId.get(b.workloadId) ?? { gpuS: 0, micro: 0 };
      got.gpuS += b.gpuS;
      got.micro += b.micro;
      byId.set(b.workloadId, got);
    }
  }
  const share = (micro: number) => (cost > 0 ? micro / cost : null);
  const idle: ShowbackRow = { kind: 'idle', key: '', name: '', gpuHours: idleS / 3600, costMicro: idleMicro, share: share(idleMicro) };
  const workloads = run.workloads.filter((w) => byId.has(w.workloadId));
  const byWorkload: ShowbackRow[] = workloads.map((w) => {
    const got = byId.get(w.workloadId)!;
    return { kind: 'workload', key: w.workloadId, name: w.name, gpuHours: got.gpuS / 3600, costMicro: got.micro, share: share(got.micro) };
  });
  byWorkload.sort((a, b) => b.costMicro - a.costMicro);
  if (!run.workloads.some((w) => w.team !== undefined)) return { costMicro: cost, byWorkload: [...byWorkload, idle], byTeam: null };
  const teams = new Map<string, ShowbackRow>();
  for (const w of workloads) {
    const got = byId.get(w.workloadId)!;
    const key = w.team ?? '';
    const row = teams.get(key) ?? { kind: w.team === undefined ? 'noTeam' : 'team', key, name: key, gpuHours: 0, costMicro: 0, share: null };
    row.gpuHours += got.gpuS / 3600;
    row.costMicro += got.micro;
    row.share = share(row.costMicro);
    teams.set(key, row);
  }
  const named = [...teams.values()].filter((r) => r.kind === 'team').sort((a, b) => b.costMicro - a.costMicro);
  const none = teams.get('');
  return { costMicro: cost, byWorkload: [...byWorkload, idle], byTeam: [...named, ...(none ? [none] : []), idle] };
}
