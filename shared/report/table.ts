import type { Distribution3, ScenarioResults, StrategySummary } from '@shared/sim/results';
import { formatMoney, formatNumber, formatShare } from './format';

export interface TableOptions {
  locale?: string;
  /** Widest a strategy column's header may be before its name wraps. */
  maxColumnWidth?: number;
}

type Cell = string | null;

interface Row {
  label: string;
  cell: (s: StrategySummary) => Cell;
}

const dash = '—';

function rows(currency: string, locale: string | undefined): Row[] {
  const money = (x: number) => formatMoney(x, currency, locale === undefined ? {} : { locale });
  const p50Money = (d: Distribution3 | null) => (d ? money(d.p50) : null);
  const range = (d: Distribution3 | null) => (d ? `${money(d.p10)}–${money(d.p90)}` : null);
  const hours = (d: Distribution3 | null) => (d ? `${formatNumber(d.p50, 1, locale)} h` : null);
  const share = (d: Distribution3 | null) => (d ? formatShare(d.p50) : null);
  const count = (d: Distribution3 | null, decimals = 1) =>
    d ? formatNumber(d.p50, Number.isInteger(d.p50) ? 0 : decimals, locale) : null;
  return [
    { label: 'Total cost P50', cell: (s) => p50Money(s.totalCost) },
    { label: 'Total cost P10–P90', cell: (s) => range(s.totalCost) },
    { label: 'Cost per job/task P50', cell: (s) => p50Money(s.costPerJob) },
    { label: 'Cost per job/task P10–P90', cell: (s) => range(s.costPerJob) },
    {
      label: 'Cost per 10k requests P50',
      cell: (s) => (s.costPer10kRequests ? money(s.costPer10kRequests.p50) : null),
    },
    { label: 'Turnaround P50', cell: (s) => hours(s.turnaroundP50H) },
    { label: 'Turnaround P95', cell: (s) => hours(s.turnaroundP95H) },
    { label: 'Deadline misses P50', cell: (s) => count(s.deadlineMisses) },
    { label: 'Unserved requests P50', cell: (s) => share(s.unservedShare) },
    { label: 'Time over latency target P50', cell: (s) => share(s.latencyMissShare) },
    { label: 'GPU-hours lost to preemption P50', cell: (s) => count(s.lostGpuHours) },
    {
      label: 'Preemptions per job P50',
      cell: (s) => (s.preemptionsPerJob ? formatNumber(s.preemptionsPerJob.p50, 2, locale) : null),
    },
    { label: 'Reserved utilisation P50', cell: (s) => share(s.reservedUtilisation) },
    { label: 'Bare-metal utilisation P50', cell: (s) => share(s.bareMetalUtilisation) },
    { label: 'Cost incl. waiting P50', cell: (s) => money(s.costIncludingWaiting.p50) },
    { label: 'Meets deadlines and latency', cell: (s) => (s.meetsTargets ? 'yes' : 'no') },
  ];
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines.flatMap((l) => (l.length <= width ? [l] : chunk(l, width)));
}

function chunk(text: string, width: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += width) out.push(text.slice(i, i + width));
  return out;
}

/** One line naming the recommended strategy and why, or saying that none meets the targets. */
export function recommendationLine(results: ScenarioResults): string {
  const rec = results.recommendation;
  if (!rec)
    return 'Recommendation: none — no strategy meets every deadline and the latency target in all runs.';
  const name =
    results.strategies.find((s) => s.strategyId === rec.strategyId)?.name ?? rec.strategyId;
  return `Recommendation: ${name} — ${rec.reason}`;
}

/**
 * The strategies side by side as plain text (monospace): one column per strategy, one row per
 * figure; rows no strategy has a value for are left out. Figures are P50 over the seeded runs
 * unless the label says otherwise.
 */
export function comparisonTable(results: ScenarioResults, options: TableOptions = {}): string {
  const maxWidth = options.maxColumnWidth ?? 24;
  const strategies = results.strategies;
  const table = rows(results.currency, options.locale)
    .map((row) => ({ label: row.label, cells: strategies.map((s) => row.cell(s)) }))
    .filter((row) => row.cells.some((c) => c !== null));

  const labelWidth = Math.max(...table.map((r) => r.label.length), 0);
  const widths = strategies.map((s, i) => {
    const valueWidth = Math.max(...table.map((r) => (r.cells[i] ?? dash).length), 1);
    return Math.max(valueWidth, Math.min(maxWidth, s.name.length));
  });
  const headers = strategies.map((s, i) => wrap(s.name, widths[i]!));
  const headerLines = Math.max(...headers.map((h) => h.length), 1);

  const gap = '  ';
  const out: string[] = [];
  out.push(
    `${results.scenarioName} — ${results.runs} run${results.runs === 1 ? '' : 's'} from seed ${results.baseSeed}, ` +
      `${results.horizonDays} days from ${results.startDate}, ${results.currency}`,
  );
  out.push('');
  for (let line = 0; line < headerLines; line++) {
    const parts = headers.map((h, i) => (h[line] ?? '').padStart(widths[i]!));
    out.push(`${''.padEnd(labelWidth)}${gap}${parts.join(gap)}`.trimEnd());
  }
  out.push(`${'-'.repeat(labelWidth)}${gap}${widths.map((w) => '-'.repeat(w)).join(gap)}`);
  for (const row of table) {
    const parts = row.cells.map((c, i) => (c ?? dash).padStart(widths[i]!));
    out.push(`${row.label.padEnd(labelWidth)}${gap}${parts.join(gap)}`);
  }
  out.push('');
  out.push(recommendationLine(results));
  return `${out.join('\n')}\n`;
}
