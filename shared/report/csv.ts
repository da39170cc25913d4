import { payersByQuota } from './quota-showback';
import type { RunResult, ScenarioResults, StrategySummary } from '@shared/sim/results';
import { addDays, fixed, microToFixed } from './format';
import { BILL_MONTH_HEADER, BILL_SUMMARY_COLUMNS, billMonthCells } from './csv-bill';
import { toCsv, UTF8_BOM } from './csv-cell';
import { hasSavingsPlans, SAVINGS_PLAN_MONTH_HEADER, savingsPlanMonthCells } from './csv-savings-plans';
import { distColumns, type Column } from './csv-columns';
import { llmTargetsCsv } from './csv-llm';
import { OWNED_SUMMARY_COLUMNS, ownedCostsCsv } from './csv-owned';
import { POOL_SPLIT_HEADER, poolSplitCells, SHARED_POOL_SUMMARY_COLUMNS } from './csv-shared-pools';
import { llmRunCells, llmRunHeader, llmWorkloadColumns, mostLlmTargets, type WorkloadRow } from './csv-llm-columns';

export { csvField, looksLikeFormula, neutraliseFormula, restoreNeutralised, UTF8_BOM, type CsvValue } from './csv-cell';

/**
 * Results as CSV files (RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold
 * a comma, quote, CR or LF, quotes doubled). Columns come in a fixed order; numbers have fixed
 * decimals ("." decimal mark, no grouping); missing values are empty fields. Money is in the
 * scenario currency (2 decimals; 4 for cost per 10k requests), times in hours (3 decimals),
 * shares as fractions 0-1 (4 decimals). Text that a spreadsheet could run as a formula is
 * neutralised (see csv-cell.ts); files start with a UTF-8 byte-order mark unless asked not to.
 */

export { toCsv } from './csv-cell';

const MONEY = 2;
const PER_10K = 4;
const HOURS = 3;
const SHARE = 4;

const POOL_KINDS = [
  ['onDemand', 'on_demand'],
  ['reserved', 'reserved'],
  ['spot', 'spot'],
  ['bareMetal', 'bare_metal'],
] as const;

function table<T>(columns: Column<T>[], rows: readonly T[]): string {
  return toCsv(
    columns.map(([name]) => name),
    rows.map((row) => columns.map(([, get]) => get(row))),
  );
}

const SUMMARY_COLUMNS: Column<StrategySummary>[] = [
  ['strategy_id', (s) => s.strategyId],
  ['strategy_name', (s) => s.name],
  ['runs', (s) => s.runs],
  ['meets_targets', (s) => s.meetsTargets],
  ['runs_meeting_targets_share', (s) => fixed(s.runsMeetingTargets, SHARE)],
  ...distColumns<StrategySummary>('total_cost', (s) => s.totalCost, MONEY),
  ...distColumns<StrategySummary>('cost_incl_waiting', (s) => s.costIncludingWaiting, MONEY),
  ...distColumns<StrategySummary>('cost_per_job', (s) => s.costPerJob, MONEY),
  ...distColumns<StrategySummary>('cost_per_10k_requests', (s) => s.costPer10kRequests, PER_10K),
  ...distColumns<StrategySummary>('turnaround_p50_h', (s) => s.turnaroundP50H, HOURS),
  ...distColumns<StrategySummary>('turnaround_p95_h', (s) => s.turnaroundP95H, HOURS),
  ...distColumns<StrategySummary>('deadline_misses', (s) => s.deadlineMisses, 2),
  ...distColumns<StrategySummary>('unserved_share', (s) => s.unservedShare, SHARE),
  ...distColumns<StrategySummary>('latency_miss_share', (s) => s.latencyMissShare, SHARE),
  ...distColumns<StrategySummary>('request_miss_share', (s) => s.requestMissShare ?? null, SHARE),
  ...distColumns<StrategySummary>('lost_gpu_hours', (s) => s.lostGpuHours, HOURS),
  ...distColumns<StrategySummary>('restart_gpu_hours', (s) => s.restartGpuHours, HOURS),
  ...distColumns<StrategySummary>('interruption_gpu_hours', (s) => s.interruptionGpuHours, HOURS),
  ...distColumns<StrategySummary>('preemptions_per_job', (s) => s.preemptionsPerJob, 3),
  ...distColumns<StrategySummary>('fallbacks', (s) => s.fallbacks, 2),
  ...distColumns<StrategySummary>('reserved_utilisation', (s) => s.reservedUtilisation, SHARE),
  ...distColumns<StrategySummary>('bare_metal_utilisation', (s) => s.bareMetalUtilisation, SHARE),
  ...POOL_KINDS.map(([k, name]): Column<StrategySummary> => [
    `cost_${name}_mean`,
    (s) => fixed(s.costByPoolKind[k] ?? 0, MONEY),
  ]),
  ...POOL_KINDS.map(([k, name]): Column<StrategySummary> => [
    `gpu_hours_billed_${name}_mean`,
    (s) => fixed(s.gpuHoursBilledByPoolKind[k] ?? 0, HOURS),
  ]),
  ['representative_seed', (s) => s.representative.seed],
  [
    'representative_commitment_after_horizon',
    (s) => microToFixed(s.representative.commitmentBeyondHorizonMicro, MONEY),
  ],
  // Bill costs, added last so readers of the older columns keep working (csv-bill.ts).
  ...distColumns<StrategySummary>('gpu_cost', (s) => s.gpuCost ?? null, MONEY),
  ...BILL_SUMMARY_COLUMNS,
  // Cash over the whole contract, added after the bill so the older columns keep their places:
  // the NPV over the runs and the payback month, as results.json has them (empty when absent).
  ...distColumns<StrategySummary>('npv', (s) => s.npv ?? null, MONEY),
  ['payback_against_strategy_id', (s) => s.payback?.againstStrategyId ?? ''],
  ['payback_month', (s) => s.payback?.month ?? ''],
  ['payback_month_number', (s) => s.payback?.monthNumber ?? ''],
  // Shared pools with priorities, added last so the older columns keep their places (empty when absent).
  ...SHARED_POOL_SUMMARY_COLUMNS,
  // Owned servers, after them for the same reason (empty for strategies that own none).
  ...OWNED_SUMMARY_COLUMNS,
];

/** One row per strategy, every figure over all runs (P10 / P50 / P90 / mean). */
export function summaryCsv(results: ScenarioResults): string {
  return table(SUMMARY_COLUMNS, results.strategies);
}

const WORKLOAD_SUMMARY_COLUMNS: Column<WorkloadRow>[] = [
  ['strategy_id', (r) => r.s.strategyId],
  ['workload_id', (r) => r.w.workloadId],
  ['workload_name', (r) => r.w.name],
  ['kind', (r) => r.w.kind],
  ...distColumns<WorkloadRow>('cost', (r) => r.w.cost, MONEY),
  ...distColumns<WorkloadRow>('cost_per_unit', (r) => r.w.costPerUnit, MONEY),
  ...distColumns<WorkloadRow>('cost_per_10k_requests', (r) => r.w.costPer10kRequests, PER_10K),
  ...distColumns<WorkloadRow>('turnaround_p50_h', (r) => r.w.turnaroundP50H, HOURS),
  ...distColumns<WorkloadRow>('queue_wait_mean_h', (r) => r.w.queueWaitMeanH, HOURS),
  ...distColumns<WorkloadRow>('deadline_misses', (r) => r.w.deadlineMisses, 2),
  ...distColumns<WorkloadRow>('unserved_share', (r) => r.w.unservedShare, SHARE),
  ...distColumns<WorkloadRow>('latency_miss_share', (r) => r.w.latencyMissShare, SHARE),
  ['latency_target_statistic', (r) => r.w.latencyTargetPercentile ?? (r.w.kind === 'inference' ? 'mean' : '')],
  ...distColumns<WorkloadRow>('request_miss_share', (r) => r.w.requestMissShare ?? null, SHARE),
];

/** One row per strategy and workload, over all runs (costs loaded with idle commitment shares). */
export function summaryByWorkloadCsv(results: ScenarioResults): string {
  const rows = results.strategies.flatMap((s) => s.workloads.map((w) => ({ s, w })));
  return table([...WORKLOAD_SUMMARY_COLUMNS, ...llmWorkloadColumns(mostLlmTargets(rows))], rows);
}

const hours = (s: number | null) => (s === null ? '' : fixed(s / 3600, HOURS));

/** Rows of each strategy's representative run (the one whose total cost is the median). */
function perRepresentative<T>(results: ScenarioResults, rowsOf: (run: RunResult) => T[]) {
  return results.strategies.flatMap((s) =>
    rowsOf(s.representative).map((row) => ({ s, run: s.representative, row })),
  );
}

export function costByPoolCsv(results: ScenarioResults): string {
  const header = [
    'strategy_id',
    'seed',
    'pool_id',
    'pool_name',
    'pool_kind',
    'offer_id',
    'cost',
    'idle_cost',
    'gpu_hours_billed',
    'gpu_hours_used',
    'gpu_hours_idle',
    'utilisation',
    'commitment_after_horizon',
    'instances_launched',
    'peak_instances',
    'preemptions',
    // Shared committed pools: the hours split (empty for other pools).
    ...POOL_SPLIT_HEADER,
  ];
  const rows = perRepresentative(results, (run) => run.pools).map(({ s, run, row: p }) => [
    s.strategyId,
    run.seed,
    p.poolId,
    p.name,
    p.kind,
    p.offerId,
    microToFixed(p.costMicro, MONEY),
    microToFixed(p.idleCostMicro, MONEY),
    hours(p.gpuSecondsBilled),
    hours(p.gpuSecondsUsed),
    hours(p.gpuSecondsIdle),
    fixed(p.utilisation, SHARE),
    microToFixed(p.commitmentBeyondHorizonMicro, MONEY),
    p.instancesLaunched,
    p.peakInstances,
    p.preemptions,
    ...poolSplitCells(p),
  ]);
  return toCsv(header, rows);
}

/**
 * Cost as it accrues per calendar month, cash as paid inside the horizon (upfront shares in the
 * first month), and cash as paid over the whole contract: the months after the horizon, where a
 * term outlasts it, have only that last figure (nothing after the horizon is simulated).
 */
export function costByMonthCsv(results: ScenarioResults): string {
  const plans = hasSavingsPlans(results);
  const rows = results.strategies.flatMap((s) => {
    const run = s.representative;
    // Results saved before the whole contract was kept: the run's own cash.
    const contract = s.contractCashByMonth ?? Object.fromEntries(Object.entries(run.cashByMonthMicro).map(([k, v]) => [k, v / 1e6]));
    const inHorizon = new Set([...Object.keys(run.costByMonthMicro), ...Object.keys(run.cashByMonthMicro)]);
    return [...new Set([...inHorizon, ...Object.keys(contract)])].sort().map((month) => [
      s.strategyId,
      run.seed,
      month,
      inHorizon.has(month) ? microToFixed(run.costByMonthMicro[month] ?? 0, MONEY) : '',
      inHorizon.has(month) ? microToFixed(run.cashByMonthMicro[month] ?? 0, MONEY) : '',
      (contract[month] ?? 0).toFixed(MONEY),
      ...billMonthCells(run, month),
      ...(plans ? savingsPlanMonthCells(run, month) : []),
    ]);
  });
  return toCsv(['strategy_id', 'seed', 'month', 'cost', 'cash', 'contract_cash', ...BILL_MONTH_HEADER, ...(plans ? SAVINGS_PLAN_MONTH_HEADER : [])], rows);
}

/** Each pool's cost per calendar month (for monthly cost stacked by pool). */
export function costByPoolMonthCsv(results: ScenarioResults): string {
  const rows = perRepresentative(results, (run) =>
    run.pools.flatMap((p) =>
      Object.keys(p.costByMonthMicro ?? {})
        .sort()
        .map((month) => ({ p, month })),
    ),
  ).map(({ s, run, row: { p, month } }) => [
    s.strategyId,
    run.seed,
    month,
    p.poolId,
    p.kind,
    microToFixed(p.costByMonthMicro?.[month] ?? 0, MONEY),
  ]);
  return toCsv(['strategy_id', 'seed', 'month', 'pool_id', 'pool_kind', 'cost'], rows);
}

/**
 * Which workloads used each pool: GPU-hours busy and cost per workload, plus an "idle" row per
 * committed pool for the commitment no work used (rows of a pool add up to its cost).
 */
export function poolByWorkloadCsv(results: ScenarioResults): string {
  const teams = new Map(results.strategies.flatMap((s) => s.representative.workloads.map((w) => [w.workloadId, w.team ?? ''] as const)));
  // With quotas, one more column: the cost by quota (quota-showback.ts); empty on pools no quota counts on.
  const withQuotas = results.strategies.some((s) => s.representative.quotas !== undefined);
  const rows = perRepresentative(results, (run) =>
    run.pools.flatMap((p) => {
      const byQuota = withQuotas ? payersByQuota(run, p) : null;
      const quotaMicro = (id: string): number | null => (byQuota === null ? null : id === 'idle' ? byQuota.idleMicro : (byQuota.payers.find((b) => b.workloadId === id)?.micro ?? 0));
      const used = new Set((p.byWorkload ?? []).map((b) => b.workloadId));
      return [
        ...(p.byWorkload ?? []).map((b) => ({ p, id: b.workloadId, gpuS: b.gpuSecondsUsed, micro: b.costMicro, quota: quotaMicro(b.workloadId) })),
        // A guaranteed workload that held nothing on the pool still pays for its guarantee.
        ...(byQuota?.payers ?? []).filter((b) => !used.has(b.workloadId)).map((b) => ({ p, id: b.workloadId, gpuS: 0, micro: 0, quota: b.micro })),
        ...(p.idleCostMicro > 0 || (byQuota?.idleMicro ?? 0) !== 0 ? [{ p, id: 'idle', gpuS: p.gpuSecondsIdle, micro: p.idleCostMicro, quota: quotaMicro('idle') }] : []),
      ];
    }),
  ).map(({ s, run, row: r }) => [
    s.strategyId,
    run.seed,
    r.p.poolId,
    r.p.kind,
    r.id,
    fixed(r.gpuS / 3600, HOURS),
    microToFixed(r.micro, MONEY),
    // The workload's team (showback by team); empty for the idle row and workloads without one.
    r.id === 'idle' ? '' : (teams.get(r.id) ?? ''),
    ...(withQuotas ? [r.quota === null ? '' : microToFixed(r.quota, MONEY), ...quotaCells(run, r.p.poolId, r.id, teams.get(r.id))] : []),
  ]);
  const header = ['strategy_id', 'seed', 'pool_id', 'pool_kind', 'workload_id', 'gpu_hours', 'cost', 'team'];
  return toCsv(withQuotas ? [...header, 'cost_by_quota', ...QUOTA_COLUMNS] : header, rows);
}

const QUOTA_COLUMNS = ['quota_guaranteed_gpus', 'quota_max_gpus', 'quota_peak_held_gpus', 'quota_borrowed_gpu_hours', 'quota_borrowing_hours'];

/** The quota counting workload `id` on the pool (its own or its team's): as written and what its holder held; empty cells without one. */
function quotaCells(run: RunResult, poolId: string, id: string, team: string | undefined): string[] {
  const q = (run.quotas ?? []).find((x) => x.poolId === poolId && (x.workloadId === id || (x.team !== undefined && x.team === team)));
  if (q === undefined || id === 'idle') return QUOTA_COLUMNS.map(() => '');
  return [String(q.guaranteedGpus), q.maxGpus === null ? '' : String(q.maxGpus), String(q.peakHeldGpus), fixed(q.borrowedGpuHours, HOURS), fixed(q.borrowingHours, HOURS)];
}

export function costByWorkloadCsv(results: ScenarioResults): string {
  const header = [
    'strategy_id',
    'seed',
    'workload_id',
    'workload_name',
    'kind',
    'cost',
    'idle_share',
    'gpu_hours_used',
    'jobs_arrived',
    'jobs_finished',
    'units_finished',
    'cost_per_unit',
    'turnaround_p50_h',
    'turnaround_p95_h',
    'deadline_misses',
    'preemptions',
    'lost_gpu_hours',
    'restart_gpu_hours',
    'queue_wait_mean_h',
    'requests_total',
    'requests_unserved',
    'latency_miss_hours',
    'requests_missed_target',
    'cost_per_10k_requests',
    'waiting_person_hours',
    'waiting_cost',
  ];
  const runRows = perRepresentative(results, (run) => run.workloads);
  // A service planned in tokens, appended: tokens served, cost per million tokens, and the
  // requests that missed each of its targets (as many columns as the most targets of a row).
  const targets = runRows.reduce((n, r) => Math.max(n, r.row.llmTargetsMissed?.length ?? 0), 0);
  header.push(...llmRunHeader(targets));
  const rows = runRows.map(({ s, run, row: w }) => [
    s.strategyId,
    run.seed,
    w.workloadId,
    w.name,
    w.kind,
    microToFixed(w.costMicro, MONEY),
    microToFixed(w.idleShareMicro, MONEY),
    hours(w.gpuSecondsUsed),
    w.jobsArrived,
    w.jobsFinished,
    w.unitsFinished,
    w.costPerUnitMicro === null ? '' : microToFixed(w.costPerUnitMicro, MONEY),
    hours(w.turnaroundP50S),
    hours(w.turnaroundP95S),
    w.deadlineMisses,
    w.preemptions,
    hours(w.lostGpuS),
    hours(w.restartGpuS),
    hours(w.queueWaitMeanS),
    fixed(w.requestsTotal, 0),
    fixed(w.requestsUnserved, 0),
    hours(w.latencyMissS),
    w.requestsMissedTarget === undefined ? '' : fixed(w.requestsMissedTarget, 0),
    w.costPer10kRequestsMicro === null ? '' : microToFixed(w.costPer10kRequestsMicro, PER_10K),
    fixed(w.waitingPersonHours, HOURS),
    microToFixed(w.waitingCostMicro, MONEY),
    ...llmRunCells(w, targets),
  ]);
  return toCsv(header, rows);
}

export function jobsCsv(results: ScenarioResults): string {
  const header = [
    'strategy_id',
    'seed',
    'workload_id',
    'index',
    'units',
    'arrival_h',
    'start_h',
    'finish_h',
    'turnaround_h',
    'queue_wait_h',
    'provisioning_h',
    'run_h',
    'restart_h',
    'preemptions',
    'lost_gpu_hours',
    'deadline_h',
    'deadline_met',
    'cost',
    'waiting_person_hours',
    'pools',
    'fell_back',
  ];
  const rows = perRepresentative(results, (run) => run.jobs).map(({ s, run, row: j }) => [
    s.strategyId,
    run.seed,
    j.workloadId,
    j.index,
    j.units,
    hours(j.arrivalS),
    hours(j.startS),
    hours(j.finishS),
    hours(j.turnaroundS),
    hours(j.queueWaitS),
    hours(j.provisioningS),
    hours(j.runS),
    hours(j.restartS),
    j.preemptions,
    hours(j.lostGpuS),
    hours(j.deadlineS),
    j.deadlineMet,
    microToFixed(j.costMicro, MONEY),
    fixed(j.waitingPersonHours, HOURS),
    j.poolIds.join(' > '),
    j.fellBack,
  ]);
  return toCsv(header, rows);
}

export function dailyCsv(results: ScenarioResults): string {
  const rows = perRepresentative(results, (run) => run.daily).map(({ s, run, row: d }) => [
    s.strategyId,
    run.seed,
    d.day,
    addDays(results.startDate, d.day),
    fixed(d.demandGpus, HOURS),
    fixed(d.provisionedGpus, HOURS),
    microToFixed(d.costMicro, MONEY),
  ]);
  return toCsv(
    ['strategy_id', 'seed', 'day', 'date', 'demand_gpus', 'provisioned_gpus', 'cost'],
    rows,
  );
}

/**
 * Every CSV report, file name -> text. summary.csv and summary-by-workload.csv cover all runs;
 * the other files show each strategy's representative run (the one whose total cost is the
 * median), named by its seed.
 */
export function resultsToCsvFiles(
  results: ScenarioResults,
  options: CsvFileOptions = {},
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of CSV_FILE_NAMES) files[name] = CSV_WRITERS[name](results);
  return options.bom === false ? files : withBom(files);
}

/** Each table the command line's --out writes, by file name, in the order they are listed. */
const CSV_WRITERS = {
  'summary.csv': summaryCsv,
  'summary-by-workload.csv': summaryByWorkloadCsv,
  'cost-by-pool.csv': costByPoolCsv,
  'cost-by-month.csv': costByMonthCsv,
  'cost-by-pool-month.csv': costByPoolMonthCsv,
  'cost-by-workload.csv': costByWorkloadCsv,
  'pool-by-workload.csv': poolByWorkloadCsv,
  'jobs.csv': jobsCsv,
  'daily.csv': dailyCsv,
  'llm-targets.csv': llmTargetsCsv,
  'owned-costs.csv': ownedCostsCsv,
} as const satisfies Record<string, (results: ScenarioResults) => string>;

export type CsvFileName = keyof typeof CSV_WRITERS;

/** The CSV tables' file names, in the command line's order: the app's export menu lists them. */
export const CSV_FILE_NAMES = Object.keys(CSV_WRITERS) as readonly CsvFileName[];

export interface CsvFileOptions {
  /** Start each file with a UTF-8 byte-order mark (default true), so Excel and WPS read it as UTF-8. */
  bom?: boolean;
}

/** The same files, each starting with the UTF-8 byte-order mark. */
export function withBom(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([name, text]) => [name, UTF8_BOM + text]));
}
