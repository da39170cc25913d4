import type { ScenarioResults, SharedPoolsSummary, StrategySummary } from '@shared/sim/results';
import { isolateText } from '@shared/scenario/isolate-text';
import { formatNumber, formatShare, MICRO_PER_UNIT } from './format';
import { showback, type Showback, type ShowbackBasis, type ShowbackRow } from './shared-pool-rows';

/**
 * The command line's rows for shared pools (table.ts): where their committed GPU-hours went and
 * who pays for them. A row is a label and a cell per strategy (null: the strategy has none).
 */
interface Row {
  label: string;
  cell: (s: StrategySummary) => string | null;
}

/** Cuts text to `width` characters, ending with "…" when cut (names are short here; CJK counted as one). */
function clip(text: string, width: number): string {
  return [...text].length <= width ? text : `${[...text].slice(0, width - 1).join('')}…`;
}

/** Shared reserved and bare-metal pools: where their committed GPU-hours went (means over runs), and the services' overflow. */
export function sharedPoolRows(money: (x: number) => string, locale: string | undefined): Row[] {
  const hours = (pick: (h: SharedPoolsSummary) => number): Row['cell'] => (s) =>
    s.sharedPools ? `${formatNumber(pick(s.sharedPools), 1, locale)} h` : null;
  return [
    { label: 'Shared pools, GPU-hours (mean):', cell: (s) => (s.sharedPools ? '' : null) },
    { label: '  Committed', cell: hours((h) => h.committedGpuHours) },
    { label: '  Held by services', cell: hours((h) => h.servicesGpuHours) },
    { label: '  Jobs, useful work', cell: hours((h) => h.jobsUsefulGpuHours) },
    { label: '  Jobs, lost to preemption', cell: hours((h) => h.jobsLostGpuHours) },
    { label: '  Jobs, restarts', cell: hours((h) => h.jobsRestartGpuHours) },
    { label: '  Idle', cell: hours((h) => h.idleGpuHours) },
    {
      label: 'Service overflow cost P50',
      cell: (s) => (s.sharedPools?.serviceOverflowCost ? money(s.sharedPools.serviceOverflowCost.p50) : null),
    },
  ];
}

/**
 * Who pays for the shared pools in each strategy's representative run: each workload's cost by
 * GPU-hours held (or, by quota, its guarantees' share first and the rest by use), idle on its
 * own line, then per team when workloads carry one (showback). By quota: only strategies with quotas.
 */
export function showbackRows(results: ScenarioResults, money: (x: number) => string, basis: ShowbackBasis = 'use'): Row[] {
  const pays = new Map(results.strategies.map((s) => [s.strategyId, showback(s.representative, basis)]));
  const cell = (pick: (rows: Showback) => ShowbackRow | undefined): Row['cell'] => (s) => {
    const pay = pays.get(s.strategyId);
    const row = pay ? pick(pay) : undefined;
    return row ? `${money(row.costMicro / MICRO_PER_UNIT)} (${row.share === null ? '—' : formatShare(row.share, 0)})` : null;
  };
  const first = results.strategies[0];
  const workloads = first ? first.workloads : [];
  const teams = [...new Set([...pays.values()].flatMap((p) => (p?.byTeam ?? []).filter((r) => r.kind === 'team').map((r) => r.key)))].sort();
  const anyTeams = [...pays.values()].some((p) => p?.byTeam);
  return [
    {
      label: basis === 'use' ? 'Who pays for shared pools (representative run):' : 'Who pays by quota (guarantees first, representative run):',
      cell: (s) => (pays.get(s.strategyId) ? '' : null),
    },
    ...workloads.map((w): Row => ({
      label: `  ${isolateText(clip(w.name, 40))}`,
      cell: cell((p) => p.byWorkload.find((r) => r.kind === 'workload' && r.key === w.workloadId)),
    })),
    { label: '  Idle', cell: cell((p) => p.byWorkload.find((r) => r.kind === 'idle')) },
    ...teams.map((team): Row => ({
      label: `  Team ${isolateText(clip(team, 40))}`,
      cell: cell((p) => p.byTeam?.find((r) => r.kind === 'team' && r.key === team)),
    })),
    ...(anyTeams ? [{ label: '  No team', cell: cell((p) => p.byTeam?.find((r) => r.kind === 'noTeam')) }] : []),
  ];
}


/** Each strategy's quotas (representative run): the holder, guarantee and maximum, the most GPUs it held at once, and what it borrowed (GPU-hours above its guarantee, in how many hours). */
export function quotaRows(results: ScenarioResults, locale: string | undefined): Row[] {
  const count = (n: number) => formatNumber(n, 0, locale);
  const keys = [
    ...new Set(
      results.strategies.flatMap((s) => (s.representative.quotas ?? []).map((q) => `${q.poolId}\u0000${q.workloadId !== undefined ? `w:${q.workloadId}` : `t:${q.team ?? ''}`}`)),
    ),
  ];
  if (keys.length === 0) return [];
  return [
    { label: 'Quotas: guaranteed / max GPUs, peak held, borrowed (representative run):', cell: (s) => (s.representative.quotas ? '' : null) },
    ...keys.map((key): Row => {
      const [poolId, holder] = key.split('\u0000') as [string, string];
      // The workload as the rest of the table names it; the pool by its id, as pool ids are what the strategies share.
      const workloadId = holder.slice(2);
      const workloadName = results.strategies[0]?.workloads.find((w) => w.workloadId === workloadId)?.name ?? workloadId;
      const name = holder.startsWith('w:') ? workloadName : `team ${holder.slice(2)}`;
      return {
        label: `  ${isolateText(clip(name, 40))} on ${isolateText(clip(poolId, 30))}`,
        cell: (s) => {
          const q = (s.representative.quotas ?? []).find((x) => x.poolId === poolId && (holder.startsWith('w:') ? x.workloadId === holder.slice(2) : x.team === holder.slice(2)));
          return q
            ? `${count(q.guaranteedGpus)} / ${q.maxGpus === null ? '—' : count(q.maxGpus)}, peak ${count(q.peakHeldGpus)}, ${formatNumber(q.borrowedGpuHours, 1, locale)} GPU-h in ${formatNumber(q.borrowingHours, 1, locale)} h`
            : null;
        },
      };
    }),
  ];
}
