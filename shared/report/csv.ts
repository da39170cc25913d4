import type {
  Distribution3,
  RunResult,
  ScenarioResults,
  StrategySummary,
} from '@shared/sim/results';
import { addDays, fixed, microToFixed } from './format';

/**
 * Results as CSV files (RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold
 * a comma, quote, CR or LF, quotes doubled). Columns come in a fixed order; numbers have fixed
 * decimals ("." decimal mark, no grouping); missing values are empty fields. Money is in the
 * scenario currency (2 decimals; 4 for cost per 10k requests), times in hours (3 decimals),
 * shares as fractions 0-1 (4 decimals).
 */

export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

const MONEY = 2;
const HOURS = 3;
const SHARE = 4;

const POOL_KINDS = [
  ['onDemand', 'on_demand'],
  ['reserved', 'reserved'],
  ['spot', 'spot'],
  ['bareMetal', 'bare_metal'],
] as const;

type Column = [name: string, value: (s: StrategySummary) => CsvValue];

function distColumns(
  name: string,
  get: (s: StrategySummary) => Distribution3 | null,
  decimals: number,
): Column[] {
  return (['p10', 'p50', 'p90', 'mean'] as const).map((k): Column => [
    `${name}_${k}`,
    (s) => fixed(get(s)?.[k], decimals),
  ]);
}

const SUMMARY_COLUMNS: Column[] = [
  ['strategy_id', (s) => s.strategyId],
  ['strategy_name', (s) => s.name],
  ['runs', (s) => s.runs],
  ['meets_targets', (s) => s.meetsTargets],
  ...distColumns('total_cost', (s) => s.totalCost, MONEY),
  ...distColumns('cost_incl_waiting', (s) => s.costIncludingWaiting, MONEY),
  ...distColumns('cost_per_job', (s) => s.costPerJob, MONEY),
  ...distColumns('cost_per_10k_requests', (s) => s.costPer10kRequests, 4),
  ...distColumns('turnaround_p50_h', (s) => s.turnaroundP50H, HOURS),
  ...distColumns('turnaround_p95_h', (s) => s.turnaroundP95H, HOURS),
  ...distColumns('deadline_misses', (s) => s.deadlineMisses, 2),
  ...distColumns('unserved_share', (s) => s.unservedShare, SHARE),
  ...distColumns('latency_miss_share', (s) => s.latencyMissShare, SHARE),
  ...distColumns('lost_gpu_hours', (s) => s.lostGpuHours, HOURS),
  ...distColumns('preemptions_per_job', (s) => s.preemptionsPerJob, 3),
  ...distColumns('fallbacks', (s) => s.fallbacks, 2),
  ...distColumns('reserved_utilisation', (s) => s.reservedUtilisation, SHARE),
  ...distColumns('bare_metal_utilisation', (s) => s.bareMetalUtilisation, SHARE),
  ...POOL_KINDS.map(([k, name]): Column => [
    `cost_${name}`,
    (s) => fixed(s.costByPoolKind[k] ?? 0, MONEY),
  ]),
  ...POOL_KINDS.map(([k, name]): Column => [
    `gpu_hours_billed_${name}`,
    (s) => fixed(s.gpuHoursBilledByPoolKind[k] ?? 0, HOURS),
  ]),
  ['representative_seed', (s) => s.representative.seed],
];

export function summaryCsv(results: ScenarioResults): string {
  return toCsv(
    SUMMARY_COLUMNS.map(([name]) => name),
    results.strategies.map((s) => SUMMARY_COLUMNS.map(([, get]) => get(s))),
  );
}

const hours = (s: number | null) => (s === null ? '' : fixed(s / 3600, HOURS));

function perRepresentative<T>(
  results: ScenarioResults,
  rowsOf: (run: RunResult, s: StrategySummary) => T[],
): { s: StrategySummary; run: RunResult; row: T }[] {
  return results.strategies.flatMap((s) =>
    rowsOf(s.representative, s).map((row) => ({ s, run: s.representative, row })),
  );
}

export function costByPoolCsv(results: ScenarioResults): string {
  const header = [
    'strategy_id',
    'seed',
    'pool_id',
    'pool_kind',
    'offer_id',
    'cost',
    'gpu_hours_billed',
    'gpu_hours_used',
    'gpu_hours_idle',
    'utilisation',
    'commitment_beyond_horizon',
    'instances_launched',
    'preemptions',
  ];
  const rows = perRepresentative(results, (run) => run.pools).map(({ s, run, row: p }) => [
    s.strategyId,
    run.seed,
    p.poolId,
    p.kind,
    p.offerId,
    microToFixed(p.costMicro, MONEY),
    hours(p.gpuSecondsBilled),
    hours(p.gpuSecondsUsed),
    hours(p.gpuSecondsIdle),
    fixed(p.utilisation, SHARE),
    microToFixed(p.commitmentBeyondHorizonMicro, MONEY),
    p.instancesLaunched,
    p.preemptions,
  ]);
  return toCsv(header, rows);
}

export function costByMonthCsv(results: ScenarioResults): string {
  const rows = perRepresentative(results, (run) => Object.keys(run.costByMonthMicro).sort()).map(
    ({ s, run, row: month }) => [
      s.strategyId,
      run.seed,
      month,
      microToFixed(run.costByMonthMicro[month] ?? 0, MONEY),
    ],
  );
  return toCsv(['strategy_id', 'seed', 'month', 'cost'], rows);
}

export function costByWorkloadCsv(results: ScenarioResults): string {
  const header = [
    'strategy_id',
    'seed',
    'workload_id',
    'kind',
    'cost',
    'jobs_arrived',
    'jobs_finished',
    'units_finished',
    'cost_per_unit',
    'turnaround_p50_h',
    'turnaround_p95_h',
    'deadline_misses',
    'preemptions',
    'lost_gpu_hours',
    'requests_total',
    'requests_unserved',
    'cost_per_10k_requests',
    'waiting_person_hours',
    'waiting_cost',
  ];
  const rows = perRepresentative(results, (run) => run.workloads).map(({ s, run, row: w }) => [
    s.strategyId,
    run.seed,
    w.workloadId,
    w.kind,
    microToFixed(w.costMicro, MONEY),
    w.jobsArrived,
    w.jobsFinished,
    w.unitsFinished,
    w.costPerUnitMicro === null ? '' : microToFixed(w.costPerUnitMicro, MONEY),
    hours(w.turnaroundP50S),
    hours(w.turnaroundP95S),
    w.deadlineMisses,
    w.preemptions,
    hours(w.lostGpuS),
    fixed(w.requestsTotal, 0),
    fixed(w.requestsUnserved, 0),
    w.costPer10kRequestsMicro === null ? '' : microToFixed(w.costPer10kRequestsMicro, 4),
    fixed(w.waitingPersonHours, HOURS),
    microToFixed(w.waitingCostMicro, MONEY),
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
 * Every CSV report, file name -> text. summary.csv covers all runs; the other files show each
 * strategy's representative run (the one whose total cost is the median), named by its seed.
 */
export function resultsToCsvFiles(results: ScenarioResults): Record<string, string> {
  return {
    'summary.csv': summaryCsv(results),
    'cost-by-pool.csv': costByPoolCsv(results),
    'cost-by-month.csv': costByMonthCsv(results),
    'cost-by-workload.csv': costByWorkloadCsv(results),
    'jobs.csv': jobsCsv(results),
    'daily.csv': dailyCsv(results),
  };
}
