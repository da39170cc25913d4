import type {
  BillLine,
  Distribution3,
  ScenarioResults,
  StrategySummary,
  WorkloadSummary,
} from '@shared/sim/results';
import { isolateText } from '@shared/scenario/isolate-text';
import { englishCount } from '@shared/scenario/english-count';
import { formatMoney, formatNumber, formatShare, MICRO_PER_UNIT } from './format';
import { llmTableRows } from './llm-figures';
import { quotaRows, sharedPoolRows, showbackRows } from './table-shared-pools';
import { savingsPlanLines } from './savings-plan-lines';
import { ownedRows } from './table-owned';

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

const DASH = '—';

/** Columns a string takes in a monospace terminal: CJK and full-width forms take two. */
export function displayWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    // Direction marks and isolates take no column.
    if (c === 0x061c || c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) continue;
    const wide =
      (c >= 0x1100 && c <= 0x115f) ||
      (c >= 0x2e80 && c <= 0xa4cf && c !== 0x303f) ||
      (c >= 0xac00 && c <= 0xd7a3) ||
      (c >= 0xf900 && c <= 0xfaff) ||
      (c >= 0xfe30 && c <= 0xfe4f) ||
      (c >= 0xff00 && c <= 0xff60) ||
      (c >= 0xffe0 && c <= 0xffe6) ||
      c >= 0x20000;
    w += wide ? 2 : 1;
  }
  return w;
}

function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

function padStart(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(text))) + text;
}

/** Cuts text to `width` columns, ending with "…" when cut. */
function clip(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = '';
  for (const ch of text) {
    if (displayWidth(out + ch) > width - 1) break;
    out += ch;
  }
  return `${out}…`;
}

/** Whether a strategy's jobs have deadlines at all (else "0 misses" would mislead). */
function hasDeadlines(s: StrategySummary): boolean {
  return s.deadlineMisses.max > 0 || s.representative.jobs.some((j) => j.deadlineS !== null);
}

function formatters(currency: string, locale: string | undefined) {
  const money = (x: number) => formatMoney(x, currency, locale === undefined ? {} : { locale });
  return {
    money,
    p50Money: (d: Distribution3 | null) => (d ? money(d.p50) : null),
    range: (d: Distribution3 | null) => (d ? `${money(d.p10)}–${money(d.p90)}` : null),
    hours: (d: Distribution3 | null) => (d ? `${formatNumber(d.p50, 1, locale)} h` : null),
    share: (d: Distribution3 | null) => (d ? formatShare(d.p50) : null),
    count: (d: Distribution3 | null) =>
      d ? formatNumber(d.p50, Number.isInteger(d.p50) ? 0 : 1, locale) : null,
  };
}

/** Where spot was used: its cost and GPU-hours beside on-demand's (means over runs), and moves between them. */
function spotSplitRows(money: (x: number) => string, locale: string | undefined): Row[] {
  const usedSpot = (s: StrategySummary) => (s.gpuHoursBilledByPoolKind.spot ?? 0) > 0;
  const hours = (x: number) => `${formatNumber(x, 1, locale)} h`;
  return [
    { label: 'Spot cost (mean)', cell: (s) => (usedSpot(s) ? money(s.costByPoolKind.spot ?? 0) : null) },
    { label: 'On-demand cost (mean)', cell: (s) => (usedSpot(s) ? money(s.costByPoolKind.onDemand ?? 0) : null) },
    {
      label: 'Spot / on-demand GPU-h (mean)',
      cell: (s) => (usedSpot(s) ? `${hours(s.gpuHoursBilledByPoolKind.spot ?? 0)} / ${hours(s.gpuHoursBilledByPoolKind.onDemand ?? 0)}` : null),
    },
    {
      label: 'Spot <-> on-demand moves per job P50',
      cell: (s) => (usedSpot(s) && s.switchesPerJob ? formatNumber(s.switchesPerJob.p50, 2, locale) : null),
    },
    {
      label: 'Representative run per job: cost / best possible',
      cell: (s) =>
        s.omniscientBound
          ? `${money(s.omniscientBound.runCostPerJob)} / ${money(s.omniscientBound.perJob)}`
          : s.omniscientBoundSkipped
            ? 'best possible not worked out (too large)'
            : null,
    },
  ];
}

/** The bill beside GPU cost: the lines of the run with the median bill total (they add up). */
function billRows(money: (x: number) => string): Row[] {
  const line = (label: string, key: BillLine): Row => ({
    label: `  ${label}`,
    cell: (s) => (s.billOfMedianRun ? money(s.billOfMedianRun[key]) : null),
  });
  return [
    { label: 'GPU cost P50', cell: (s) => (s.gpuCost ? money(s.gpuCost.p50) : null) },
    { label: 'Bill of the median run:', cell: (s) => (s.billOfMedianRun ? '' : null) },
    line('GPU', 'gpu'),
    line('Discounts', 'discounts'),
    line('Storage', 'storage'),
    line('Egress', 'egress'),
    line('Support', 'support'),
    line('Tax', 'tax'),
    line('Bill total', 'total'),
  ];
}

function headlineRows(results: ScenarioResults, locale: string | undefined): Row[] {
  const currency = results.currency;
  const withBill = results.billCostsIncluded === true;
  const f = formatters(currency, locale);
  // With bill costs the totals are the bill's; GPU cost stays beside them.
  const bill = withBill ? ' (bill)' : '';
  return [
    { label: `Total cost P50${bill}`, cell: (s) => f.p50Money(s.totalCost) },
    { label: `Total cost P10–P90${bill}`, cell: (s) => f.range(s.totalCost) },
    ...billRows(f.money),
    { label: 'Cost per job/task P50', cell: (s) => f.p50Money(s.costPerJob) },
    { label: 'Cost per job/task P10–P90', cell: (s) => f.range(s.costPerJob) },
    { label: 'Cost per 10k requests P50', cell: (s) => f.p50Money(s.costPer10kRequests) },
    { label: 'Turnaround P50', cell: (s) => f.hours(s.turnaroundP50H) },
    { label: 'Turnaround P95', cell: (s) => f.hours(s.turnaroundP95H) },
    {
      label: 'Deadline misses P50',
      cell: (s) => (hasDeadlines(s) ? f.count(s.deadlineMisses) : null),
    },
    { label: 'Unserved requests P50', cell: (s) => f.share(s.unservedShare) },
    { label: 'Time over latency target P50', cell: (s) => f.share(s.latencyMissShare) },
    { label: 'Requests over latency target P50', cell: (s) => f.share(s.requestMissShare ?? null) },
    {
      label: 'Work lost to interruptions P50 (GPU-h)',
      cell: (s) => {
        // Spot interruptions and commitment ends; preemption by priority has its own row.
        const lost = s.interruptionLostGpuHours ?? s.lostGpuHours;
        return s.interruptionGpuHours.max > 0 && (lost.max > 0 || s.priorityLostGpuHours === undefined) ? f.count(lost) : null;
      },
    },
    {
      label: 'Work lost to preemption by priority P50 (GPU-h)',
      cell: (s) => (s.priorityLostGpuHours ? f.count(s.priorityLostGpuHours) : null),
    },
    {
      label: 'Restart overhead P50 (GPU-h)',
      cell: (s) => (s.interruptionGpuHours.max > 0 ? f.count(s.restartGpuHours) : null),
    },
    {
      label: 'Interruptions in all P50 (GPU-h)',
      cell: (s) => (s.interruptionGpuHours.max > 0 ? f.count(s.interruptionGpuHours) : null),
    },
    {
      label: 'Preemptions per job P50',
      cell: (s) =>
        s.preemptionsPerJob && s.preemptionsPerJob.max > 0
          ? formatNumber(s.preemptionsPerJob.p50, 2, locale)
          : null,
    },
    {
      label: 'Preemptions by priority per job P50',
      cell: (s) => (s.priorityPreemptionsPerJob ? formatNumber(s.priorityPreemptionsPerJob.p50, 2, locale) : null),
    },
    ...sharedPoolRows(f.money, locale),
    ...showbackRows(results, f.money),
    ...showbackRows(results, f.money, 'quota'),
    ...quotaRows(results, locale),
    ...ownedRows(f.money),
    ...spotSplitRows(f.money, locale),
    { label: 'Reserved utilisation P50', cell: (s) => f.share(s.reservedUtilisation) },
    { label: 'Bare-metal utilisation P50', cell: (s) => f.share(s.bareMetalUtilisation) },
    {
      label: 'Commitment after the horizon',
      cell: (s) => {
        const micro = s.representative.commitmentBeyondHorizonMicro;
        return micro > 0 ? f.money(micro / MICRO_PER_UNIT) : null;
      },
    },
    {
      label: 'Total with whole commitments P50',
      cell: (s) => {
        const after =
          s.commitmentAfterHorizon?.p50 ??
          s.representative.commitmentBeyondHorizonMicro / MICRO_PER_UNIT;
        return after > 0
          ? (f.p50Money(s.wholeCommitmentCost ?? null) ?? f.money(s.totalCost.p50 + after))
          : null;
      },
    },
    { label: 'Cost incl. waiting P50', cell: (s) => f.money(s.costIncludingWaiting.p50) },
    {
      label: 'Meets deadlines and latency',
      cell: (s) =>
        `${s.meetsTargets ? 'yes' : 'no'} (${formatShare(s.runsMeetingTargets, 0)} of runs)`,
    },
  ];
}

/** Per-workload rows, when the scenario has more than one workload. */
function workloadRows(results: ScenarioResults, locale: string | undefined): Row[] {
  const first = results.strategies[0];
  if (!first || first.workloads.length < 2) return [];
  const f = formatters(results.currency, locale);
  const pick = (s: StrategySummary, id: string): WorkloadSummary | undefined =>
    s.workloads.find((w) => w.workloadId === id);
  const out: Row[] = [];
  for (const w of first.workloads) {
    const name = isolateText(clip(w.name, 34));
    const of = (label: string, cell: (ws: WorkloadSummary) => Cell): Row => ({
      label: `  ${name}: ${label}`,
      cell: (s) => {
        const ws = pick(s, w.workloadId);
        return ws ? cell(ws) : null;
      },
    });
    out.push(of('cost P50', (ws) => f.p50Money(ws.cost)));
    out.push(of('per job/task P50', (ws) => f.p50Money(ws.costPerUnit)));
    out.push(of('turnaround P50', (ws) => f.hours(ws.turnaroundP50H)));
    out.push(of('per 10k requests P50', (ws) => f.p50Money(ws.costPer10kRequests)));
    out.push(of('unserved P50', (ws) => f.share(ws.unservedShare)));
    if (w.kind === 'inference') {
      const statistic = (w.latencyTargetPercentile ?? 'mean').toUpperCase().replace('MEAN', 'mean');
      out.push(of(`requests over ${statistic} target P50`, (ws) => f.share(ws.requestMissShare ?? null)));
    }
    if (w.kind === 'training' || w.kind === 'batch') {
      out.push(of('deadline misses P50', (ws) => f.count(ws.deadlineMisses)));
    }
  }
  return out;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if (displayWidth(line) + 1 + displayWidth(word) <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines.flatMap((l) => (displayWidth(l) <= width ? [l] : chunk(l, width)));
}

function chunk(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const ch of text) {
    if (displayWidth(line + ch) > width) {
      out.push(line);
      line = '';
    }
    line += ch;
  }
  if (line !== '') out.push(line);
  return out;
}

/** One line naming the recommended strategy and why, or saying that there is none. */
export function recommendationLine(results: ScenarioResults): string {
  const rec = results.recommendation;
  if (!rec) return 'Recommendation: none — no strategy was simulated.';
  const name = isolateText(
    results.strategies.find((s) => s.strategyId === rec.strategyId)?.name ?? rec.strategyId,
  );
  return rec.reason.includes(name)
    ? `Recommendation: ${rec.reason}`
    : `Recommendation: ${name} — ${rec.reason}`;
}

/**
 * The strategies side by side as plain text (monospace; CJK counted as two columns): one
 * column per strategy, one row per figure, then the same figures per workload when there are
 * several; rows no strategy has a value for are left out. Figures are P50 over the seeded runs
 * unless the label says otherwise.
 */
export function comparisonTable(results: ScenarioResults, options: TableOptions = {}): string {
  const maxWidth = options.maxColumnWidth ?? 24;
  const strategies = results.strategies;
  const build = (rows: Row[]) =>
    rows
      .map((row) => ({ label: row.label, cells: strategies.map((s) => row.cell(s)) }))
      .filter((row) => row.cells.some((c) => c !== null));
  const headline = build(headlineRows(results, options.locale));
  const perWorkload = build(workloadRows(results, options.locale));
  const tokens = build(llmTableRows(results, options.locale));
  const all = [...headline, ...perWorkload, ...tokens];

  const labelWidth = Math.max(
    ...all.map((r) => displayWidth(r.label)),
    displayWidth('By workload'),
    tokens.length > 0 ? displayWidth('Planned in tokens (P50 run)') : 0,
    0,
  );
  const widths = strategies.map((s, i) => {
    const valueWidth = Math.max(...all.map((r) => displayWidth(r.cells[i] ?? DASH)), 1);
    return Math.max(valueWidth, Math.min(maxWidth, displayWidth(s.name)));
  });
  // Each line of a header is isolated on its own: the names stand side by side on one line.
  const headers = strategies.map((s, i) => wrap(s.name, widths[i]!).map(isolateText));
  const headerLines = Math.max(...headers.map((h) => h.length), 1);

  const gap = '  ';
  const line = (label: string, cells: Cell[]) =>
    `${padEnd(label, labelWidth)}${gap}${cells.map((c, i) => padStart(c ?? DASH, widths[i]!)).join(gap)}`;
  const out: string[] = [];
  out.push(
    `${isolateText(results.scenarioName)} — ${results.runs} run${results.runs === 1 ? '' : 's'} from seed ${results.baseSeed}, ` +
      `${englishCount(results.horizonDays, 'day')} from ${results.startDate}, ${results.currency}`,
  );
  out.push('');
  for (let l = 0; l < headerLines; l++) {
    const parts = headers.map((h, i) => padStart(h[l] ?? '', widths[i]!));
    out.push(`${''.padEnd(labelWidth)}${gap}${parts.join(gap)}`.trimEnd());
  }
  out.push(`${'-'.repeat(labelWidth)}${gap}${widths.map((w) => '-'.repeat(w)).join(gap)}`);
  for (const row of headline) out.push(line(row.label, row.cells));
  if (perWorkload.length > 0) {
    out.push('By workload');
    for (const row of perWorkload) out.push(line(row.label, row.cells));
  }
  if (tokens.length > 0) {
    out.push('Planned in tokens (P50 run)');
    for (const row of tokens) out.push(line(row.label, row.cells));
  }
  const plans = savingsPlanLines(results);
  if (plans.length > 0) out.push('', ...plans);
  out.push('');
  out.push(recommendationLine(results));
  // What a strategy's runs say about its priorities (a priority that never runs, a checkpoint interval that loses more than it saves).
  for (const s of strategies) {
    for (const w of s.priorityWarnings ?? []) out.push(`Warning (${isolateText(s.name)}): ${w.message}`);
  }
  return `${out.join('\n')}\n`;
}
