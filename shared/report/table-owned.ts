import type { OwnedPoolFigures, StrategySummary } from '@shared/sim/results';
import { OWNED_LINES } from '@shared/sim/owned-costs';
import { formatShare } from './format';

/** The command line's rows for owned servers (table.ts): a label and a cell per strategy (null: it owns none). */
interface Row {
  label: string;
  cell: (s: StrategySummary) => string | null;
}

const LINE_WORDS = { depreciation: 'Depreciation', power: 'Power', colocation: 'Colocation', maintenance: 'Maintenance', staff: 'Staff' } as const;

/**
 * Owned servers over the horizon (representative run): each cost line, the accounting total,
 * the depreciation still to come, the utilisation and the break-even utilisation against the
 * cheapest on-demand offer of the same GPU (the strategy's first owned pool).
 */
export function ownedRows(money: (x: number) => string): Row[] {
  const sum = (pick: (p: OwnedPoolFigures) => number): Row['cell'] => (s) =>
    s.owned ? money(s.owned.reduce((n, p) => n + pick(p), 0)) : null;
  const first = (s: StrategySummary) => s.owned?.[0];
  const share = (v: number | null | undefined) => (v === null ? 'never' : v === undefined ? null : formatShare(v, 1));
  return [
    { label: 'Owned servers (representative run):', cell: (s) => (s.owned ? '' : null) },
    ...OWNED_LINES.map((line): Row => ({ label: `  ${LINE_WORDS[line]}`, cell: sum((p) => p.lineTotals[line]) })),
    { label: '  Accounting total', cell: sum((p) => p.accountingTotal) },
    { label: '  Depreciation after the horizon', cell: sum((p) => p.depreciationAfterHorizon) },
    { label: '  Utilisation', cell: (s) => share(first(s)?.utilisation ?? undefined) },
    { label: '  Break-even utilisation', cell: (s) => share(first(s)?.breakEven?.accounting) },
    { label: '  Break-even utilisation, cash', cell: (s) => share(first(s)?.breakEven?.cash) },
    { label: '  Compared with on-demand', cell: (s) => first(s)?.breakEven?.againstOfferId ?? null },
  ];
}
