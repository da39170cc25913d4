import type { ComparisonBasis, LatencyStatistic, PoolKind } from '@shared/scenario';
import type {
  Recommendation,
  Distribution3,
  RunResult,
  ScenarioResults,
  StrategySummary,
} from '@shared/sim/results';
import { addDays, microToUnits, roundTo } from './format';
import { runBillJson, strategyBillJson, type RunBillJson, type StrategyBillJson } from './json-bill';

/**
 * The results as a stable, documented JSON document ("headroom-results", format 1): what
 * `headroom simulate --format json` prints and `--out` writes as results.json.
 *
 * - Money is in the scenario currency (units, not micro-units); representative-run money is
 *   exact to the micro-unit, distribution figures are rounded to 6 decimals.
 * - Times are hours; shares are fractions 0-1; dates are YYYY-MM-DD.
 * - Distributions are {p10, p50, p90, mean, min, max} over the seeded runs; null when the
 *   figure does not apply (no jobs, no inference, no reserved pool).
 * - Keys always come in the order below; a new field is only ever added (format stays 1); a
 *   field that changes meaning bumps `formatVersion`.
 */
export const RESULTS_JSON_FORMAT = 'headroom-results';
export const RESULTS_JSON_VERSION = 1;

export interface DistributionJson {
  p10: number;
  p50: number;
  p90: number;
  mean: number;
  min: number;
  max: number;
}

export interface PoolJson {
  poolId: string;
  name: string;
  kind: PoolKind;
  offerId: string;
  cost: number;
  /** Committed pools: the part of the cost no workload used. */
  idleCost: number;
  gpuHoursBilled: number;
  gpuHoursUsed: number;
  gpuHoursIdle: number;
  utilisation: number | null;
  commitmentBeyondHorizon: number;
  instancesLaunched: number;
  peakInstances: number;
  preemptions: number;
  /** "YYYY-MM" -> this pool's cost, months in order. */
  costByMonth: Record<string, number>;
  /** Which workloads used the pool: busy GPU-hours and cost (with idleCost, sums to cost). */
  byWorkload: { workloadId: string; gpuHoursUsed: number; cost: number }[];
}

export interface WorkloadJson {
  workloadId: string;
  name: string;
  kind: 'training' | 'inference' | 'batch' | 'dev';
  /** Direct cost (its instances and its used share of commitments). */
  cost: number;
  /** Its share of the idle commitments of the pools it used. */
  idleShare: number;
  gpuHoursUsed: number;
  jobsArrived: number;
  jobsFinished: number;
  unitsFinished: number;
  costPerUnit: number | null;
  turnaroundP50Hours: number | null;
  turnaroundP95Hours: number | null;
  deadlineMisses: number;
  preemptions: number;
  /** Work lost to interruptions (redone), GPU-hours; restart overhead not included. */
  lostGpuHours: number;
  /** Restart overhead paid after interruptions, GPU-hours. */
  restartGpuHours: number;
  /** Mean queue wait of a finished job (batch: of a task), hours; null when none finished. */
  queueWaitMeanHours: number | null;
  requestsTotal: number;
  requestsUnserved: number;
  latencyMissHours: number;
  activeHours: number;
  /** Inference: requests slower than the latency target (unserved ones included); null otherwise. */
  requestsMissedTarget: number | null;
  costPer10kRequests: number | null;
  waitingPersonHours: number;
  waitingCost: number;
}

export interface JobJson {
  workloadId: string;
  index: number;
  units: number;
  arrivalHours: number;
  startHours: number | null;
  finishHours: number | null;
  turnaroundHours: number | null;
  queueWaitHours: number;
  provisioningHours: number;
  runHours: number;
  restartHours: number;
  preemptions: number;
  lostGpuHours: number;
  deadlineHours: number | null;
  deadlineMet: boolean | null;
  cost: number;
  waitingPersonHours: number;
  poolIds: string[];
  fellBack: boolean;
}

export interface RunJson {
  seed: number;
  totalCost: number;
  waitingCost: number;
  idleCommitmentCost: number;
  /** Commitment falling after the horizon (not in totalCost). */
  commitmentAfterHorizon: number;
  turnaroundP50Hours: number | null;
  turnaroundP95Hours: number | null;
  pools: PoolJson[];
  /** "YYYY-MM" -> cost as it accrues, months in order. */
  costByMonth: Record<string, number>;
  /** "YYYY-MM" -> cash paid (upfront shares in the first month of a term). */
  cashByMonth: Record<string, number>;
  /** Workload id (and "idle") -> cost. */
  costByWorkload: Record<string, number>;
  workloads: WorkloadJson[];
  daily: { day: number; date: string; demandGpus: number; provisionedGpus: number; cost: number }[];
  /** Present only when asked for (it can be long). */
  jobs?: JobJson[];
  /** Job records the simulator left out of its list (it still counted them). */
  jobsOmitted: number;
  events: number;
  /** The run's bill by line and by month; null without bill costs (json-bill.ts). */
  bill: RunBillJson | null;
}

export interface StrategyJson {
  id: string;
  name: string;
  runs: number;
  meetsTargets: boolean;
  /** Share of runs (0-1) that met every deadline and the latency target. */
  runsMeetingTargets: number;
  totalCost: DistributionJson;
  costIncludingWaiting: DistributionJson;
  costPerJob: DistributionJson | null;
  costPer10kRequests: DistributionJson | null;
  turnaroundP50Hours: DistributionJson | null;
  turnaroundP95Hours: DistributionJson | null;
  deadlineMisses: DistributionJson;
  unservedShare: DistributionJson | null;
  latencyMissShare: DistributionJson | null;
  /** Share of requests (over the inference workloads) slower than the latency target. */
  requestMissShare: DistributionJson | null;
  /** Work lost to interruptions (redone), GPU-hours; restart overhead not included. */
  lostGpuHours: DistributionJson;
  /** Restart overhead paid after interruptions, GPU-hours. */
  restartGpuHours: DistributionJson;
  /** Lost work plus restart overhead, per run. */
  interruptionGpuHours: DistributionJson;
  preemptionsPerJob: DistributionJson | null;
  fallbacks: DistributionJson;
  /** Moves between spot and the other pools per job, either way; null without jobs. */
  switchesPerJob: DistributionJson | null;
  /** Spot replaying a trace under a deadline policy: the representative run's omniscient lower bound per job beside its cost per job, else null. */
  omniscientBound: { perJob: number; runCostPerJob: number } | null;
  /** Set when the bound was left out because it would take more work than its budget, else null. */
  omniscientBoundSkipped: { reason: 'tooLarge'; cells: number; limit: number } | null;
  reservedUtilisation: DistributionJson | null;
  bareMetalUtilisation: DistributionJson | null;
  costByPoolKind: Record<PoolKind, number>;
  gpuHoursBilledByPoolKind: Record<PoolKind, number>;
  /** Per workload, over all runs. */
  workloads: WorkloadSummaryJson[];
  totalCostByRun: number[];
  /** Null for a run with no finished job. */
  turnaroundP50HoursByRun: (number | null)[];
  /** Commitment cost falling after the horizon (not in totalCost), over the runs. */
  commitmentAfterHorizon: DistributionJson;
  /** totalCost plus commitmentAfterHorizon, run by run: every signed term counted in full. */
  wholeCommitmentCost: DistributionJson;
  /** Date the strategy's last commitment ends, when that is after the horizon; else null. */
  commitmentEndDate: string | null;
  /** Net present value of each run's cash over the whole contract, at simulation.discountRatePercent (null in results saved before it). */
  npv: DistributionJson | null;
  /** "YYYY-MM" -> cash paid over the whole contract, months after the horizon included (representative run). */
  contractCashByMonth: Record<string, number>;
  /** A committing strategy: the month it has paid for itself against the cheapest pay-as-you-go strategy (month null: not within the horizon); null when it does not apply. */
  payback: { againstStrategyId: string; month: string | null; monthNumber: number | null } | null;
  /** The run whose total cost is the median. */
  representativeRun: RunJson;
  /** With bill costs: GPU time alone (totalCost is then the bill total); null without them. */
  gpuCost: DistributionJson | null;
  /** With bill costs: the bill's lines (json-bill.ts); null without them. */
  bill: StrategyBillJson<DistributionJson> | null;
}

export interface WorkloadSummaryJson {
  workloadId: string;
  name: string;
  kind: 'training' | 'inference' | 'batch' | 'dev';
  cost: DistributionJson;
  costPerUnit: DistributionJson | null;
  costPer10kRequests: DistributionJson | null;
  turnaroundP50Hours: DistributionJson | null;
  /** Each run's mean queue wait of a finished job (batch: of a task), hours, across runs. */
  queueWaitMeanHours: DistributionJson | null;
  deadlineMisses: DistributionJson;
  unservedShare: DistributionJson | null;
  latencyMissShare: DistributionJson | null;
  /** Inference: the statistic its latency target holds (mean, p50, p90, p95, p99); null otherwise. */
  latencyTargetStatistic: LatencyStatistic | null;
  /** Inference: share of its requests slower than its latency target. */
  requestMissShare: DistributionJson | null;
}

export interface RecommendationJson {
  strategyId: string;
  strategyName: string;
  /** One English sentence. */
  reason: string;
  basis: Recommendation['basis'];
  metric: Recommendation['metric'];
  comparedWithId: string | null;
  /** 0.28 = 28 % cheaper than comparedWith on the metric (P50). */
  saving: number | null;
  turnaroundGainHours: number | null;
  comparedWithMeetsTargets: boolean;
  cheaperButMissesId: string | null;
  cheaperButMisses: Recommendation['cheaperButMisses'];
  runsMeetingTargets: number;
  /** The basis costs were compared on: the horizon as a representative slice, or whole commitments. */
  costBasis: ComparisonBasis;
  /** Strategies in the sentence whose commitments outlast the horizon, and the horizon that shows them whole. */
  pastHorizon: { strategyId: string; afterHorizon: number; coverDays: number }[];
}

export interface ResultsJson {
  format: typeof RESULTS_JSON_FORMAT;
  formatVersion: typeof RESULTS_JSON_VERSION;
  scenario: { name: string; currency: string; startDate: string; horizonDays: number };
  /** discountRatePercent: cost of capital, % a year, the NPVs use (0: undiscounted). */
  simulation: { runs: number; baseSeed: number; discountRatePercent: number; billCostsIncluded: boolean };
  recommendation: RecommendationJson | null;
  strategies: StrategyJson[];
}

export interface ResultsJsonOptions {
  /** Include every job of each representative run (default false). */
  includeJobs?: boolean;
}

const r6 = (x: number) => roundTo(x, 6);
const h = (seconds: number) => r6(seconds / 3600);
const hn = (seconds: number | null) => (seconds === null ? null : h(seconds));
const money = (micro: number) => microToUnits(micro);
const moneyN = (micro: number | null) => (micro === null ? null : money(micro));

function dist(d: Distribution3): DistributionJson {
  return {
    p10: r6(d.p10),
    p50: r6(d.p50),
    p90: r6(d.p90),
    mean: r6(d.mean),
    min: r6(d.min),
    max: r6(d.max),
  };
}
const distN = (d: Distribution3 | null) => (d ? dist(d) : null);
const ZERO: Distribution3 = { p10: 0, p50: 0, p90: 0, mean: 0, min: 0, max: 0 };
function shifted(d: Distribution3, by: number): Distribution3 {
  return {
    p10: d.p10 + by,
    p50: d.p50 + by,
    p90: d.p90 + by,
    mean: d.mean + by,
    min: d.min + by,
    max: d.max + by,
  };
}

function kinds(record: Record<PoolKind, number>): Record<PoolKind, number> {
  return {
    onDemand: r6(record.onDemand ?? 0),
    reserved: r6(record.reserved ?? 0),
    spot: r6(record.spot ?? 0),
    bareMetal: r6(record.bareMetal ?? 0),
  };
}

function sortedRecord(
  record: Record<string, number>,
  map: (v: number) => number,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(record).sort()) out[key] = map(record[key] ?? 0);
  return out;
}

function runJson(run: RunResult, startDate: string, includeJobs: boolean): RunJson {
  const out: RunJson = {
    seed: run.seed,
    totalCost: money(run.totalCostMicro),
    waitingCost: money(run.waitingCostMicro),
    idleCommitmentCost: money(run.idleCommitmentCostMicro),
    commitmentAfterHorizon: money(run.commitmentBeyondHorizonMicro),
    turnaroundP50Hours: hn(run.turnaroundP50S),
    turnaroundP95Hours: hn(run.turnaroundP95S),
    pools: run.pools.map((p) => ({
      poolId: p.poolId,
      name: p.name,
      kind: p.kind,
      offerId: p.offerId,
      cost: money(p.costMicro),
      idleCost: money(p.idleCostMicro),
      gpuHoursBilled: h(p.gpuSecondsBilled),
      gpuHoursUsed: h(p.gpuSecondsUsed),
      gpuHoursIdle: h(p.gpuSecondsIdle),
      utilisation: p.utilisation === null ? null : r6(p.utilisation),
      commitmentBeyondHorizon: money(p.commitmentBeyondHorizonMicro),
      instancesLaunched: p.instancesLaunched,
      peakInstances: p.peakInstances,
      preemptions: p.preemptions,
      costByMonth: sortedRecord(p.costByMonthMicro ?? {}, money),
      byWorkload: (p.byWorkload ?? []).map((b) => ({
        workloadId: b.workloadId,
        gpuHoursUsed: h(b.gpuSecondsUsed),
        cost: money(b.costMicro),
      })),
    })),
    costByMonth: sortedRecord(run.costByMonthMicro, money),
    cashByMonth: sortedRecord(run.cashByMonthMicro, money),
    costByWorkload: sortedRecord(run.costByWorkloadMicro, money),
    workloads: run.workloads.map((w) => ({
      workloadId: w.workloadId,
      name: w.name,
      kind: w.kind,
      cost: money(w.costMicro),
      idleShare: money(w.idleShareMicro),
      gpuHoursUsed: h(w.gpuSecondsUsed),
      jobsArrived: w.jobsArrived,
      jobsFinished: w.jobsFinished,
      unitsFinished: w.unitsFinished,
      costPerUnit: moneyN(w.costPerUnitMicro),
      turnaroundP50Hours: hn(w.turnaroundP50S),
      turnaroundP95Hours: hn(w.turnaroundP95S),
      deadlineMisses: w.deadlineMisses,
      preemptions: w.preemptions,
      lostGpuHours: h(w.lostGpuS),
      restartGpuHours: h(w.restartGpuS),
      queueWaitMeanHours: hn(w.queueWaitMeanS),
      requestsTotal: r6(w.requestsTotal),
      requestsUnserved: r6(w.requestsUnserved),
      latencyMissHours: h(w.latencyMissS),
      activeHours: h(w.activeS),
      requestsMissedTarget: w.requestsMissedTarget ?? null,
      costPer10kRequests: moneyN(w.costPer10kRequestsMicro),
      waitingPersonHours: r6(w.waitingPersonHours),
      waitingCost: money(w.waitingCostMicro),
    })),
    daily: run.daily.map((d) => ({
      day: d.day,
      date: addDays(startDate, d.day),
      demandGpus: r6(d.demandGpus),
      provisionedGpus: r6(d.provisionedGpus),
      cost: money(d.costMicro),
    })),
    jobsOmitted: run.jobsOmitted,
    events: run.events,
    bill: runBillJson(run.bill),
  };
  if (includeJobs) {
    out.jobs = run.jobs.map((j) => ({
      workloadId: j.workloadId,
      index: j.index,
      units: j.units,
      arrivalHours: h(j.arrivalS),
      startHours: hn(j.startS),
      finishHours: hn(j.finishS),
      turnaroundHours: hn(j.turnaroundS),
      queueWaitHours: h(j.queueWaitS),
      provisioningHours: h(j.provisioningS),
      runHours: h(j.runS),
      restartHours: h(j.restartS),
      preemptions: j.preemptions,
      lostGpuHours: h(j.lostGpuS),
      deadlineHours: hn(j.deadlineS),
      deadlineMet: j.deadlineMet,
      cost: money(j.costMicro),
      waitingPersonHours: r6(j.waitingPersonHours),
      poolIds: [...j.poolIds],
      fellBack: j.fellBack,
    }));
  }
  return out;
}

function strategyJson(s: StrategySummary, startDate: string, includeJobs: boolean): StrategyJson {
  return {
    id: s.strategyId,
    name: s.name,
    runs: s.runs,
    meetsTargets: s.meetsTargets,
    runsMeetingTargets: r6(s.runsMeetingTargets),
    totalCost: dist(s.totalCost),
    costIncludingWaiting: dist(s.costIncludingWaiting),
    costPerJob: distN(s.costPerJob),
    costPer10kRequests: distN(s.costPer10kRequests),
    turnaroundP50Hours: distN(s.turnaroundP50H),
    turnaroundP95Hours: distN(s.turnaroundP95H),
    deadlineMisses: dist(s.deadlineMisses),
    unservedShare: distN(s.unservedShare),
    latencyMissShare: distN(s.latencyMissShare),
    requestMissShare: distN(s.requestMissShare ?? null),
    lostGpuHours: dist(s.lostGpuHours),
    restartGpuHours: dist(s.restartGpuHours),
    interruptionGpuHours: dist(s.interruptionGpuHours),
    preemptionsPerJob: distN(s.preemptionsPerJob),
    fallbacks: dist(s.fallbacks),
    switchesPerJob: distN(s.switchesPerJob ?? null),
    omniscientBound: s.omniscientBound ?? null,
    omniscientBoundSkipped: s.omniscientBoundSkipped ?? null,
    reservedUtilisation: distN(s.reservedUtilisation),
    bareMetalUtilisation: distN(s.bareMetalUtilisation),
    costByPoolKind: kinds(s.costByPoolKind),
    gpuHoursBilledByPoolKind: kinds(s.gpuHoursBilledByPoolKind),
    workloads: s.workloads.map((w) => ({
      workloadId: w.workloadId,
      name: w.name,
      kind: w.kind,
      cost: dist(w.cost),
      costPerUnit: distN(w.costPerUnit),
      costPer10kRequests: distN(w.costPer10kRequests),
      turnaroundP50Hours: distN(w.turnaroundP50H),
      queueWaitMeanHours: distN(w.queueWaitMeanH),
      deadlineMisses: dist(w.deadlineMisses),
      unservedShare: distN(w.unservedShare),
      latencyMissShare: distN(w.latencyMissShare),
      latencyTargetStatistic: w.kind === 'inference' ? (w.latencyTargetPercentile ?? 'mean') : null,
      requestMissShare: distN(w.requestMissShare ?? null),
    })),
    totalCostByRun: s.totalCostByRun.map(r6),
    turnaroundP50HoursByRun: s.turnaroundP50HByRun.map((v) => (Number.isFinite(v) ? r6(v) : null)),
    // Results saved before these fields: the representative run's commitment (it does not vary by seed).
    commitmentAfterHorizon: s.commitmentAfterHorizon
      ? dist(s.commitmentAfterHorizon)
      : dist(shifted(ZERO, money(s.representative.commitmentBeyondHorizonMicro))),
    wholeCommitmentCost: dist(
      s.wholeCommitmentCost ??
        shifted(s.totalCost, money(s.representative.commitmentBeyondHorizonMicro)),
    ),
    commitmentEndDate:
      s.commitmentEndDay === undefined || s.commitmentEndDay === null
        ? null
        : addDays(startDate, s.commitmentEndDay),
    npv: s.npv ? dist(s.npv) : null,
    contractCashByMonth: s.contractCashByMonth
      ? sortedRecord(s.contractCashByMonth, r6)
      : sortedRecord(s.representative.cashByMonthMicro, money),
    payback: s.payback ?? null,
    representativeRun: runJson(s.representative, startDate, includeJobs),
    gpuCost: s.gpuCost ? dist(s.gpuCost) : null,
    bill: strategyBillJson(s, dist),
  };
}

export function resultsToJson(
  results: ScenarioResults,
  options: ResultsJsonOptions = {},
): ResultsJson {
  const rec = results.recommendation;
  return {
    format: RESULTS_JSON_FORMAT,
    formatVersion: RESULTS_JSON_VERSION,
    scenario: {
      name: results.scenarioName,
      currency: results.currency,
      startDate: results.startDate,
      horizonDays: results.horizonDays,
    },
    simulation: {
      runs: results.runs,
      baseSeed: results.baseSeed,
      discountRatePercent: results.discountRatePercent ?? 0,
      // True: totals, unit costs and the recommendation count the bill costs beside GPU time.
      billCostsIncluded: results.billCostsIncluded ?? false,
    },
    recommendation: rec
      ? {
          strategyId: rec.strategyId,
          strategyName:
            results.strategies.find((s) => s.strategyId === rec.strategyId)?.name ?? rec.strategyId,
          reason: rec.reason,
          basis: rec.basis,
          metric: rec.metric,
          comparedWithId: rec.comparedWithId,
          saving: rec.saving === null ? null : r6(rec.saving),
          turnaroundGainHours: rec.turnaroundGainH === null ? null : r6(rec.turnaroundGainH),
          comparedWithMeetsTargets: rec.comparedWithMeetsTargets,
          cheaperButMissesId: rec.cheaperButMissesId,
          cheaperButMisses: [...rec.cheaperButMisses],
          runsMeetingTargets: r6(rec.runsMeetingTargets),
          costBasis: rec.costBasis ?? 'horizonSlice',
          pastHorizon: (rec.pastHorizon ?? []).map((p) => ({
            strategyId: p.strategyId,
            afterHorizon: r6(p.afterHorizon),
            coverDays: p.coverDays,
          })),
        }
      : null,
    strategies: results.strategies.map((s) =>
      strategyJson(s, results.startDate, options.includeJobs ?? false),
    ),
  };
}

/** The JSON document as text (2-space indent, trailing newline). */
export function resultsToJsonText(
  results: ScenarioResults,
  options: ResultsJsonOptions = {},
): string {
  return `${JSON.stringify(resultsToJson(results, options), null, 2)}\n`;
}
