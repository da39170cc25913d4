import type { ScenarioResults, StrategySummary } from '@shared/sim/results';
import { OWNED_FAILURE_PICKS as F, ownedFailureP50 } from './owned-failure-value';
import { OWNED_LINES } from '@shared/sim/owned-costs';
import { toCsv } from './csv-cell';
import type { Column } from './csv-columns';
import { fixed } from './format';

const MONEY = 2;
const SHARE = 4;

/** Sums a figure over the strategy's owned pools; empty when it owns none. */
function ownedSum(s: StrategySummary, pick: (p: NonNullable<StrategySummary['owned']>[number]) => number): string {
  return s.owned ? fixed(s.owned.reduce((n, p) => n + pick(p), 0), MONEY) : '';
}

/** Break-even of the strategy's first owned pool (a strategy usually owns one); empty when none or never. */
function breakEven(s: StrategySummary, view: 'accounting' | 'cash'): string {
  const v = s.owned?.[0]?.breakEven?.[view];
  return v === undefined || v === null ? '' : fixed(v, SHARE);
}

/**
 * summary.csv's owned-server columns, added after every older column so readers of those keep
 * working: the accounting total, the depreciation after the horizon (representative run), the
 * break-even utilisation against on-demand in both views, the servers ordered in expansions, and
 * the GPU failures, the GPU-hours out of service, the units they took down and the jobs' work
 * lost with them (P50 over runs, all owned pools). Empty for strategies that own nothing.
 */
export const OWNED_SUMMARY_COLUMNS: Column<StrategySummary>[] = [
  ['cost_owned_mean', (s) => (s.owned ? fixed(s.costByPoolKind.owned ?? 0, MONEY) : '')],
  ['owned_accounting_total', (s) => ownedSum(s, (p) => p.accountingTotal)],
  ['owned_depreciation_after_horizon', (s) => ownedSum(s, (p) => p.depreciationAfterHorizon)],
  ['owned_break_even_utilisation', (s) => breakEven(s, 'accounting')],
  ['owned_break_even_utilisation_cash', (s) => breakEven(s, 'cash')],
  ['owned_expansion_servers', (s) => (s.owned ? String(s.owned.reduce((n, p) => n + p.expansions.reduce((m, e) => m + e.servers, 0), 0)) : '')],
  ['owned_gpu_failures', (s) => fixed(ownedFailureP50(s, F.failures), 1)],
  ['owned_failure_lost_gpu_hours', (s) => fixed(ownedFailureP50(s, F.lostGpuHours), 3)],
  ['owned_failure_interruptions', (s) => fixed(ownedFailureP50(s, F.interruptions), 1)],
  ['owned_failure_lost_work_gpu_hours', (s) => fixed(ownedFailureP50(s, F.lostWorkGpuHours), 3)],
];

/** owned-costs.csv: each owned pool's cost lines by calendar month (representative run), then a total row per pool. */
export function ownedCostsCsv(results: ScenarioResults): string {
  const rows = results.strategies.flatMap((s) =>
    (s.owned ?? []).flatMap((p) =>
      [...Object.keys(p.linesByMonth).sort().map((m) => [m, p.linesByMonth[m]!] as const), ['total', p.lineTotals] as const].map(([month, lines]) => [
        s.strategyId,
        p.poolId,
        month,
        ...OWNED_LINES.map((l) => fixed(lines[l], MONEY)),
        fixed(OWNED_LINES.reduce((n, l) => n + lines[l], 0), MONEY),
      ]),
    ),
  );
  return toCsv(['strategy_id', 'pool_id', 'month', ...OWNED_LINES, 'total'], rows);
}
