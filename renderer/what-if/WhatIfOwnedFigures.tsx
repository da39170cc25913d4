import { useTranslation } from 'react-i18next';
import { figureDelta, type DeltaFigureKind, type FigureDelta } from '@shared/analysis/what-if';
import type { StrategySummary } from '@shared/sim/results';
import type { ResultsFormat } from '../results/use-results-format';
import { WhatIfFigureRow } from './WhatIfFigureRow';

interface Row {
  key: string;
  label: string;
  delta: FigureDelta;
  kind: DeltaFigureKind;
  /** More is neither better nor worse (the utilisation follows the load). */
  neutral?: boolean;
}

/**
 * What a strategy that owns servers or commits to a savings plan shows beyond its costs: the
 * net present value of its cash (the resale and the plan's payments are in it, not in the
 * accounting total), and for each owned pool its utilisation and power in the median run and
 * its break-even utilisation against renting. The load sliders move the utilisation and the
 * power; the tariff, server price and resale move the break-even.
 */
export function WhatIfOwnedFigures({ before, after, fmt }: { before: StrategySummary | undefined; after: StrategySummary | undefined; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  if (!before || !after) return null;
  const rows: Row[] = [];
  const owns = (after.owned?.length ?? 0) > 0;
  if ((owns || after.representative.savingsPlans !== undefined) && before.npv && after.npv)
    rows.push({ key: 'npv', label: t('whatIf.figures.npv'), delta: figureDelta(before.npv.p50, after.npv.p50), kind: 'money' });
  for (const pool of after.owned ?? []) {
    const was = before.owned?.find((p) => p.poolId === pool.poolId);
    if (!was) continue;
    const name = pool.name;
    if (was.utilisation !== null && pool.utilisation !== null)
      rows.push({ key: `utilisation-${pool.poolId}`, label: t('whatIf.figures.ownedUtilisation', { pool: name }), delta: figureDelta(was.utilisation, pool.utilisation), kind: 'share', neutral: true });
    rows.push({ key: `power-${pool.poolId}`, label: t('whatIf.figures.ownedPower', { pool: name }), delta: figureDelta(was.lineTotals.power, pool.lineTotals.power), kind: 'money' });
    const a = was.breakEven;
    const b = pool.breakEven;
    if (a?.accounting != null && b?.accounting != null)
      rows.push({ key: `breakEven-${pool.poolId}`, label: t('whatIf.figures.breakEvenAccounting', { pool: name }), delta: figureDelta(a.accounting, b.accounting), kind: 'share' });
    if (a?.cash != null && b?.cash != null)
      rows.push({ key: `breakEvenCash-${pool.poolId}`, label: t('whatIf.figures.breakEvenCash', { pool: name }), delta: figureDelta(a.cash, b.cash), kind: 'share' });
  }
  return (
    <>
      {rows.map((r) => (
        <WhatIfFigureRow key={r.key} label={r.label} delta={r.delta} kind={r.kind} fmt={fmt} testId={`what-if-owned-${r.key}`} withinNoise={null} neutral={r.neutral} />
      ))}
    </>
  );
}
