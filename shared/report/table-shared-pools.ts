import type { ScenarioResults, SharedPoolsSummary, StrategySummary } from '@shared/sim/results';
import { isolateText } from '@shared/scenario/isolate-text';
import { formatNumber, formatShare, MICRO_PER_UNIT } from './format';
import { showback, type Showback, type ShowbackRow } from './shared-pool-rows';

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
 * GPU-hours held, idle on its own line, then per team when workloads carry one (showback).
 */
export function showbackRows(results: ScenarioResults, money: (x: number) => string): Row[] {
  const pays = new Map(results.strategies.map((s) => [s.strategyId, showback(s.representative)]));
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
    { label: 'Who pays for shared pools (representative run):', cell: (s) => (pays.get(s.strategyId) ? '' : null) },
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

