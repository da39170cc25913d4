import type { OwnedPoolFigures, StrategySummary } from '@shared/sim/results';
import { OWNED_FAILURE_PICKS as F, ownedFailureP50, type OwnedFailurePick } from './owned-failure-value';
import { OWNED_LINES } from '@shared/sim/owned-costs';
import { formatShare } from './format';

const formatHours = (h: number) => h.toFixed(1);
/** A count at P50 over runs: whole, or halfway between two runs'. */
const formatCount = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** Every later order of the strategy's owned pools: servers, order day and delivery day; 'none' when there are none. */
function expansionsText(pools: OwnedPoolFigures[]): string {
  const all = pools.flatMap((p) => p.expansions);
  if (all.length === 0) return 'none';
  return all.map((e) => `${e.servers} ordered day ${e.orderDay}, delivered day ${e.deliveryDay}`).join('; ');
}

/** A failure figure's cell (P50 over runs, see ownedFailureP50); null when the strategy owns none. */
function failureCell(pick: OwnedFailurePick, format: (v: number) => string): (s: StrategySummary) => string | null {
  return (s) => {
    const v = ownedFailureP50(s, pick);
    return v === null ? null : format(v);
  };
}

/** The command line's rows for owned servers (table.ts): a label and a cell per strategy (null: it owns none). */
interface Row {
  label: string;
  cell: (s: StrategySummary) => string | null;
}

const LINE_WORDS = { depreciation: 'Depreciation', power: 'Power', colocation: 'Colocation', maintenance: 'Maintenance', staff: 'Staff' } as const;

/**
 * Owned servers over the horizon (representative run): each cost line, the later orders
 * (expansions), the accounting total, the depreciation still to come, the utilisation, the GPU
 * failures and the GPU-hours they took, and the break-even utilisation against the cheapest
 * on-demand offer of the same GPU (the strategy's first owned pool).
 */
export function ownedRows(money: (x: number) => string): Row[] {
  const sum = (pick: (p: OwnedPoolFigures) => number): Row['cell'] => (s) =>
    s.owned ? money(s.owned.reduce((n, p) => n + pick(p), 0)) : null;
  const first = (s: StrategySummary) => s.owned?.[0];
  const share = (v: number | null | undefined) => (v === null ? 'never' : v === undefined ? null : formatShare(v, 1));
  return [
    { label: 'Owned servers (representative run):', cell: (s) => (s.owned ? '' : null) },
    ...OWNED_LINES.map((line): Row => ({ label: `  ${LINE_WORDS[line]}`, cell: sum((p) => p.lineTotals[line]) })),
    { label: '  Expansions', cell: (s) => (s.owned ? expansionsText(s.owned) : null) },
    { label: '  Accounting total', cell: sum((p) => p.accountingTotal) },
    { label: '  Depreciation after the horizon', cell: sum((p) => p.depreciationAfterHorizon) },
    { label: '  Utilisation', cell: (s) => share(first(s)?.utilisation ?? undefined) },
    { label: '  GPU failures P50', cell: failureCell(F.failures, formatCount) },
    { label: '  GPU-hours lost to failures P50', cell: failureCell(F.lostGpuHours, formatHours) },
    { label: '  Units taken down by failures P50', cell: failureCell(F.interruptions, formatCount) },
    { label: '  Work lost to failures (GPU-hours) P50', cell: failureCell(F.lostWorkGpuHours, formatHours) },
    { label: '  Break-even utilisation', cell: (s) => share(first(s)?.breakEven?.accounting) },
    { label: '  Break-even utilisation, cash', cell: (s) => share(first(s)?.breakEven?.cash) },
    { label: '  Compared with on-demand', cell: (s) => first(s)?.breakEven?.againstOfferId ?? null },
  ];
}
