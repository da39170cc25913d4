import type { PoolKind, Scenario } from '@shared/scenario';
import { ownedFailureSummary } from './owned-failure-figures';
import { ownedFigures } from './owned-figures';
import type { RunResult, StrategySummary, WorkloadSummary } from '@shared/sim/results';
import { contractCashByMonth } from './cash-figures';
import { lastCommitmentEndDay } from './commitments';
import { representativeIndex } from './representative-run';
import { billFromFigures } from './bill-summary';
import {
  costColumnOf,
  gpuHoursColumnOf,
  POOL_KINDS,
  recordRuns,
  rowsBySeed,
  runCostPerJobMicro,
  runColumn,
  workloadColumn,
  type RunColumn,
  type RunFigures,
} from './run-figures';
import { llmWorkloadSummary } from './llm-summary';
import { priorityWarnings } from './priority-warnings';
import { sharedPoolSummary } from './shared-pool-figures';
import { omniscientPerJobWithin } from './spot-bound';
import { distribution3, distributionOrNull, mean, units } from './stats';
import { targetRules } from './target-rules';
import { TARGET_RUN_SHARE } from './targets';

export { runCostPer10kMicro, runCostPerJobMicro } from './run-figures';

// A figure a run does not have is NaN in the recorded columns: distributionOrNull leaves
// non-finite values out as it leaves out nulls, and the per-run series publish NaN for them.

function byKind(values: (kind: PoolKind) => number): Record<PoolKind, number> {
  const out = {} as Record<PoolKind, number>;
  for (const k of POOL_KINDS) out[k] = values(k);
  return out;
}

function isJobKind(kind: string): boolean {
  return kind === 'training' || kind === 'batch';
}

/**
 * The representative run's omniscient bound per job (spot-bound.ts) beside its own cost per
 * job, or why it was left out (past its budget).
 */
function boundBeside(
  scenario: Scenario,
  strategyId: string,
  run: RunResult,
): Pick<StrategySummary, 'omniscientBound' | 'omniscientBoundSkipped'> {
  const out = omniscientPerJobWithin(scenario, strategyId, run);
  if (out !== null && 'skipped' in out) return { omniscientBound: null, omniscientBoundSkipped: out.skipped };
  const own = runCostPerJobMicro(run);
  return { omniscientBound: out === null || own === null ? null : { perJob: out.perJob, runCostPerJob: units(own) }, omniscientBoundSkipped: null };
}

function workloadSummaries(scenario: Scenario, figures: RunFigures, rows: readonly number[]): WorkloadSummary[] {
  return figures.workloads.map((w0, i) => {
    const col = (c: Parameters<typeof workloadColumn>[2]): number[] => workloadColumn(figures, i, c, rows);
    const isJobs = isJobKind(w0.kind);
    const isInference = w0.kind === 'inference';
    const declared = scenario.workloads.find((w) => w.id === w0.workloadId);
    const llm = declared?.kind === 'inference' ? declared.llm : undefined;
    return {
      workloadId: w0.workloadId,
      name: w0.name,
      kind: w0.kind,
      cost: distribution3(col('cost')),
      costPerUnit: isJobs ? distributionOrNull(col('costPerUnit')) : null,
      costPer10kRequests: isInference ? distributionOrNull(col('costPer10kRequests')) : null,
      turnaroundP50H: isJobs ? distributionOrNull(col('turnaroundP50H')) : null,
      queueWaitMeanH: isJobs ? distributionOrNull(col('queueWaitMeanH')) : null,
      deadlineMisses: distribution3(col('deadlineMisses')),
      unservedShare: isInference ? distribution3(col('unservedShare')) : null,
      latencyMissShare: isInference ? distribution3(col('latencyMissShare')) : null,
      ...(isInference
        ? { requestMissShare: distributionOrNull(col('requestMissShare')), latencyTargetPercentile: w0.latencyTargetPercentile ?? 'mean' }
        : {}),
      ...(llm !== undefined ? llmWorkloadSummary(llm, col) : {}),
    };
  });
}

function warningsOf(warnings: StrategySummary['priorityWarnings'] & object): Pick<StrategySummary, 'priorityWarnings'> {
  return warnings.length > 0 ? { priorityWarnings: warnings } : {};
}

/** Owned pools' figures, only on strategies that own servers (older summaries keep their exact fields). */
function ownedOf(scenario: Scenario, strategyId: string, run: RunResult): Pick<StrategySummary, 'owned'> {
  const owned = ownedFigures(scenario, strategyId, run);
  return owned ? { owned } : {};
}

function commitmentEndPastHorizon(scenario: Scenario, strategyId: string): number | null {
  const end = lastCommitmentEndDay(scenario, strategyId);
  return end !== null && end > scenario.horizonDays ? end : null;
}

/**
 * One strategy across its seeded runs, from their recorded figures (run-figures.ts): P10 /
 * P50 / P90 of every headline figure, in currency units (micro / 1e6) and hours; pool-kind
 * breakdowns are means across runs. The runs are read in seed order. `representativeOf`
 * gives the chosen run in full (row: its place among the figures' rows).
 */
export function summariseFigures(
  scenario: Scenario,
  strategyId: string,
  figures: RunFigures,
  representativeOf: (row: number, seed: number) => RunResult,
): StrategySummary {
  if (figures.rows === 0) throw new RangeError(`no runs to summarise for strategy "${strategyId}"`);
  const strategy = scenario.strategies.find((s) => s.id === strategyId);
  const rows = rowsBySeed(figures);
  const col = (c: RunColumn): number[] => runColumn(figures, c, rows);
  const hasJobs = scenario.workloads.some((w) => isJobKind(w.kind));
  const hasInference = scenario.workloads.some((w) => w.kind === 'inference');

  const seeds = col('seed');
  const chosen = representativeIndex(col('keyCostMicro'), col('keyWaitingPersonS'), col('keyTurnaroundP50S'), seeds);
  const representative = representativeOf(rows[chosen]!, seeds[chosen]!);
  const totals = col('totalCost');
  const perJobByRun = col('costPerJob');
  const turnaroundByRun = col('turnaroundP50H');
  const met = col('met').reduce((n, m) => n + m, 0);
  const meeting = met / rows.length;
  const workloads = workloadSummaries(scenario, figures, rows);
  const hasDeadlines = scenario.workloads.some((w) => isJobKind(w.kind) && 'deadlineHours' in w && w.deadlineHours !== undefined);
  return {
    strategyId,
    name: strategy?.name ?? strategyId,
    runs: rows.length,
    totalCost: distribution3(totals),
    ...billFromFigures(figures, rows),
    costIncludingWaiting: distribution3(col('costIncludingWaiting')),
    costByPoolKind: byKind((k) => mean(col(costColumnOf(k)))),
    costPerJob: hasJobs ? distributionOrNull(perJobByRun) : null,
    costPer10kRequests: hasInference ? distributionOrNull(col('costPer10kRequests')) : null,
    turnaroundP50H: hasJobs ? distributionOrNull(turnaroundByRun) : null,
    turnaroundP95H: hasJobs ? distributionOrNull(col('turnaroundP95H')) : null,
    deadlineMisses: distribution3(col('deadlineMisses')),
    unservedShare: hasInference ? distributionOrNull(col('unservedShare')) : null,
    latencyMissShare: hasInference ? distributionOrNull(col('latencyMissShare')) : null,
    requestMissShare: hasInference ? distributionOrNull(col('requestMissShare')) : null,
    lostGpuHours: distribution3(col('lostGpuHours')),
    restartGpuHours: distribution3(col('restartGpuHours')),
    interruptionGpuHours: distribution3(col('interruptionGpuHours')),
    preemptionsPerJob: hasJobs ? distributionOrNull(col('preemptionsPerJob')) : null,
    ...sharedPoolSummary(col),
    ...warningsOf(priorityWarnings(scenario, strategyId, figures, rows)),
    fallbacks: distribution3(col('fallbacks')),
    switchesPerJob: hasJobs ? distributionOrNull(col('switchesPerJob')) : null,
    reservedUtilisation: distributionOrNull(col('reservedUtilisation')),
    bareMetalUtilisation: distributionOrNull(col('bareMetalUtilisation')),
    gpuHoursBilledByPoolKind: byKind((k) => mean(col(gpuHoursColumnOf(k)))),
    meetsTargets: meeting >= TARGET_RUN_SHARE,
    runsMeetingTargets: meeting,
    targetRules: targetRules(figures, rows, workloads, hasDeadlines),
    workloads,
    commitmentAfterHorizon: distribution3(col('commitmentAfterHorizon')),
    wholeCommitmentCost: distribution3(col('wholeCommitmentCost')),
    commitmentEndDay: commitmentEndPastHorizon(scenario, strategyId),
    npv: distribution3(col('npv')),
    contractCashByMonth: contractCashByMonth(scenario, strategyId, representative),
    ...ownedOf(scenario, strategyId, representative),
    ...ownedFailureSummary(col),
    representative,
    ...boundBeside(scenario, strategyId, representative),
    totalCostByRun: totals,
    turnaroundP50HByRun: turnaroundByRun,
    targetsByRun: {
      costPerJob: perJobByRun,
      costPer10kRequests: col('costPer10kRequests'),
      deadlineMisses: col('deadlineMisses'),
      unservedShare: col('unservedShare'),
      latencyMissShare: col('latencyMissShare'),
      requestMissShare: col('requestMissShare'),
    },
  };
}

/**
 * One strategy across whole runs (the what-if keeps its runs): their figures recorded, then
 * summarised as above. `rerun` re-runs a seed in full detail when the runs given are summary
 * runs (see RunOptions.detail); without it the representative is the chosen run as given.
 */
export function summariseRuns(
  scenario: Scenario,
  strategyId: string,
  runs: RunResult[],
  rerun?: (seed: number) => RunResult,
): StrategySummary {
  if (runs.length === 0) throw new RangeError(`no runs to summarise for strategy "${strategyId}"`);
  return summariseFigures(scenario, strategyId, recordRuns(scenario, strategyId, runs), (row, seed) => (rerun ? rerun(seed) : runs[row]!));
}
