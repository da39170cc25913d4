import type { BacktestFigure, BacktestResult, BillImport } from '@shared/bill-import';
import { BILL_REJECT_REASON_ENGLISH } from '@shared/bill-import';
import type { PoolKind } from '@shared/scenario';
import { isolateText } from '@shared/scenario';
import { formatMoney, formatShare } from './format';
import { displayWidth } from './table';

const KIND_ENGLISH: Readonly<Record<PoolKind, string>> = {
  onDemand: 'On demand',
  reserved: 'Reserved',
  spot: 'Spot',
  bareMetal: 'Bare metal',
  owned: 'Owned',
};

const pad = (text: string, width: number, right = false) => {
  const gap = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return right ? gap + text : text + gap;
};

/** A text table; the first `textColumns` columns are left-aligned, the figures after them right-aligned. */
function table(header: string[], rows: string[][], textColumns = 2): string[] {
  const widths = header.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i] ?? ''))));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i >= textColumns)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)];
}

const errorText = (f: BacktestFigure) => (f.errorShare === null ? '—' : `${f.errorShare >= 0 ? '+' : ''}${formatShare(f.errorShare)}`);

/**
 * The back-test as the command line prints it: simulated against billed by month and pool
 * kind, then each pool with its instance-hours, then what the comparison leaves out.
 */
export function backtestReport(result: BacktestResult, bill: BillImport, currency: string): string {
  const money = (x: number) => formatMoney(x, currency, { decimals: 2 });
  const out: string[] = [];
  out.push(`Back-test of ${isolateText(result.strategyName)} against the bill (${bill.firstDay ?? '?'} to ${bill.lastDay ?? '?'}, ${bill.rowsRead.toLocaleString('en-US')} rows)`);
  out.push('GPU instance time only; simulated is the median run. Error = simulated - billed, as a share of billed.');
  out.push('');
  const rows: string[][] = [];
  for (const m of result.byMonth) {
    for (const kind of result.kinds) {
      const c = result.cells.find((x) => x.month === m.month && x.kind === kind)!;
      if (c.simulated === 0 && c.billed === 0) continue;
      rows.push([m.month, KIND_ENGLISH[kind], money(c.simulated), money(c.billed), money(c.error), errorText(c)]);
    }
    rows.push([m.month, 'All', money(m.simulated), money(m.billed), money(m.error), errorText(m)]);
  }
  for (const k of result.byKind) rows.push(['Period', KIND_ENGLISH[k.kind], money(k.simulated), money(k.billed), money(k.error), errorText(k)]);
  rows.push(['Period', 'All', money(result.total.simulated), money(result.total.billed), money(result.total.error), errorText(result.total)]);
  out.push(...table(['Month', 'Pool kind', 'Simulated', 'Billed', 'Error', 'Error %'], rows));
  out.push('');
  out.push(
    `Total error ${errorText(result.total)}; mean absolute monthly error ${result.monthlyMape === null ? '—' : formatShare(result.monthlyMape)}.`,
  );
  out.push('');
  out.push(
    ...table(
      ['Pool', 'Kind', 'Simulated', 'Billed', 'Error %', 'Sim. inst-h', 'Billed inst-h'],
      result.pools.map((p) => [isolateText(p.name), KIND_ENGLISH[p.kind], money(p.simulated), money(p.billed), errorText(p), p.simulatedHours.toFixed(1), p.billedHours.toFixed(1)]),
    ),
  );
  if (result.unmapped.length > 0) {
    out.push('');
    out.push('Bill lines no pool took (map them with --map KEY=POOL, or leave them out with KEY=none):');
    for (const u of result.unmapped) out.push(`  ${isolateText(u.key)}  ${money(u.cost)}  ${u.usageHours.toFixed(1)} h`);
  }
  if (result.otherKind.length > 0) {
    out.push('');
    out.push('Bill lines compared with a pool of another kind (check the mapping; --map KEY=POOL moves them):');
    for (const o of result.otherKind) out.push(`  ${isolateText(o.key)}  ${money(o.cost)}  in ${isolateText(o.poolId)} (${KIND_ENGLISH[o.poolKind]})`);
  }
  if (result.leftOutCost !== 0) out.push(`Left out on purpose: ${money(result.leftOutCost)}.`);
  const other = result.other;
  out.push('');
  out.push(
    `Not GPU time, not compared: tax ${money(other.tax)}, other products (storage, traffic) ${money(other.otherProducts)}, fees ${money(other.fees)}, credits ${money(other.credits)}.`,
  );
  if (result.monthsOutsideHorizon.length > 0)
    out.push(`The scenario's horizon does not reach ${result.monthsOutsideHorizon.join(', ')}: nothing is simulated there.`);
  for (const w of result.workOutsidePeriod ?? [])
    out.push(
      `The bill's period does not reach the phases of ${isolateText(w.name)} (from day ${w.startDay} after the bill's first day): none of its work is simulated, so the bill is compared with a plan that does not run it.`,
    );
  if (bill.rejectedCount > 0) {
    out.push('');
    out.push(`${bill.rejectedCount.toLocaleString('en-US')} rows could not be read and are left out:`);
    for (const r of bill.rejected.slice(0, 20)) out.push(`  line ${r.line}: ${BILL_REJECT_REASON_ENGLISH[r.reason]}${r.text ? ` (${isolateText(r.text)})` : ''}`);
    if (bill.rejectedCount > 20) out.push(`  ... and ${(bill.rejectedCount - 20).toLocaleString('en-US')} more`);
  }
  return `${out.join('\n')}\n`;
}

/** The back-test as a stable JSON document ("headroom-backtest", format 1). */
export function backtestJsonText(scenarioName: string, currency: string, result: BacktestResult, bill: BillImport): string {
  const { groups: _groups, ...billFacts } = bill;
  return `${JSON.stringify({ format: 'headroom-backtest', formatVersion: 1, scenario: { name: scenarioName, currency }, bill: billFacts, ...result }, null, 2)}\n`;
}
