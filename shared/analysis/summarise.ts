import type { PoolKind, Scenario } from '@shared/scenario';
import type { Distribution3, RunResult, StrategySummary, WorkloadSummary } from '@shared/sim/results';
import { billAcrossRuns } from './bill-summary';
import { cashFigures } from './cash-figures';
import { lastCommitmentEndDay } from './commitments';
import { distribution3, distributionOrNull, mean, units } from './stats';
import { representativeRun } from './representative-run';
import { omniscientPerJobWithin } from './spot-bound';
import { runTargets, TARGET_RUN_SHARE, workloadRequestMissShare } from './targets';

const POOL_KINDS: PoolKind[] = ['onDemand', 'reserved', 'spot', 'bareMetal'];

function byKind(values: (kind: PoolKind) => number): Record<PoolKind, number> {
  const out = {} as Record<PoolKind, number>;
  for (const k of POOL_KINDS) out[k] = values(k);
  return out;
}

function isJobKind(kind: string): boolean {
  return kind === 'training' || kind === 'batch';
}

/** Loaded cost per finished unit of the training and batch workloads of one run, or null. */
/**
 * The representative run's omniscient bound per job beside its own cost per job
 * (spot-bound.ts), or why it was left out (past its budget).
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

export function runCostPerJobMicro(run: RunResult): number | null {
  let cost = 0;
  let done = 0;
  let any = false;
  for (const w of run.workloads) {
    if (!isJobKind(w.kind)) continue;
    any = true;
    cost += w.costMicro + w.idleShareMicro;
    done += w.unitsFinished;
  }
  return any && done > 0 ? cost / done : null;
}

/** Loaded cost per 10,000 served requests of the inference workloads of one run, or null. */
export function runCostPer10kMicro(run: RunResult): number | null {
  let cost = 0;
  let served = 0;
  let any = false;
  for (const w of run.workloads) {
    if (w.kind !== 'inference') continue;
    any = true;
    cost += w.costMicro + w.idleShareMicro;
    served += w.requestsTotal - w.requestsUnserved;
  }
  return any && served > 0 ? (cost * 10_000) / served : null;
}

function utilisation(run: RunResult, kind: PoolKind): number | null {
  let billed = 0;
  let used = 0;
  for (const p of run.pools) {
    if (p.kind !== kind) continue;
    billed += p.gpuSecondsBilled;
    used += p.gpuSecondsUsed;
  }
  return billed > 0 ? used / billed : null;
}

function workloadSummaries(runs: RunResult[]): WorkloadSummary[] {
  const first = runs[0]!;
  return first.workloads.map((w0, i) => {
    const ws = runs.map((r) => r.workloads[i]!);
    const isJobs = isJobKind(w0.kind);
    const isInference = w0.kind === 'inference';
    return {
      workloadId: w0.workloadId,
      name: w0.name,
      kind: w0.kind,
      cost: distribution3(ws.map((w) => units(w.costMicro + w.idleShareMicro))),
      costPerUnit: isJobs ? distributionOrNull(ws.map((w) => (w.costPerUnitMicro === null ? null : units(w.costPerUnitMicro)))) : null,
      costPer10kRequests: isInference
        ? distributionOrNull(ws.map((w) => (w.costPer10kRequestsMicro === null ? null : units(w.costPer10kRequestsMicro))))
        : null,
      turnaroundP50H: isJobs ? distributionOrNull(ws.map((w) => (w.turnaroundP50S === null ? null : w.turnaroundP50S / 3600))) : null,
      queueWaitMeanH: isJobs ? distributionOrNull(ws.map((w) => (w.queueWaitMeanS === null ? null : w.queueWaitMeanS / 3600))) : null,
      deadlineMisses: distribution3(ws.map((w) => w.deadlineMisses)),
      unservedShare: isInference ? distribution3(ws.map((w) => (w.requestsTotal > 0 ? w.requestsUnserved / w.requestsTotal : 0))) : null,
      latencyMissShare: isInference ? distribution3(ws.map((w) => (w.activeS > 0 ? w.latencyMissS / w.activeS : 0))) : null,
      ...(isInference
        ? { requestMissShare: distributionOrNull(ws.map(workloadRequestMissShare)), latencyTargetPercentile: w0.latencyTargetPercentile ?? 'mean' }
        : {}),
    };
  });
}

function commitmentEndPastHorizon(scenario: Scenario, strategyId: string): number | null {
  const end = lastCommitmentEndDay(scenario, strategyId);
  return end !== null && end > scenario.horizonDays ? end : null;
}

/**
 * One strategy across its seeded runs: P10 / P50 / P90 of every headline figure, in
 * currency units (micro / 1e6) and hours. Pool-kind breakdowns are means across runs.
 */
export function summariseRuns(
  scenario: Scenario,
  strategyId: string,
  runs: RunResult[],
  /** Re-runs a seed in full detail when the runs given are summary runs (see RunOptions.detail). */
  rerun?: (seed: number) => RunResult,
): StrategySummary {
  if (runs.length === 0) throw new RangeError(`no runs to summarise for strategy "${strategyId}"`);
  const strategy = scenario.strategies.find((s) => s.id === strategyId);
  const ordered = [...runs].sort((a, b) => a.seed - b.seed);
  const hasJobs = scenario.workloads.some((w) => isJobKind(w.kind));
  const hasInference = scenario.workloads.some((w) => w.kind === 'inference');

  // With bill costs, strategies are compared on the bill total; GPU cost is kept beside it.
  const bill = billAcrossRuns(ordered);
  const totalsMicro = bill?.totalsMicro ?? ordered.map((r) => r.totalCostMicro);
  const unitFactor = (i: number): number => bill?.unitFactor[i] ?? 1;
  const totals = totalsMicro.map(units);
  const totalCost = distribution3(totals);
  const targets = ordered.map(runTargets);
  const meeting = targets.filter((t) => t.met).length / ordered.length;
  const sumOver = (r: RunResult, pick: (w: RunResult['workloads'][number]) => number, jobsOnly = false): number =>
    r.workloads.reduce((s, w) => s + (jobsOnly && !isJobKind(w.kind) ? 0 : pick(w)), 0);
  const turnaroundByRun = ordered.map((r) => (r.turnaroundP50S === null ? null : r.turnaroundP50S / 3600));
  const perJobByRun = ordered.map((r, i) => {
    const v = hasJobs ? runCostPerJobMicro(r) : null;
    return v === null ? null : units(v * unitFactor(i));
  });
  const per10kByRun = ordered.map((r, i) => {
    const v = hasInference ? runCostPer10kMicro(r) : null;
    return v === null ? null : units(v * unitFactor(i));
  });
  const costPerJob: Distribution3 | null = hasJobs ? distributionOrNull(perJobByRun) : null;
  const costPer10k: Distribution3 | null = hasInference ? distributionOrNull(per10kByRun) : null;
  const reservedUtil = distributionOrNull(ordered.map((r) => utilisation(r, 'reserved')));
  const bareMetalUtil = distributionOrNull(ordered.map((r) => utilisation(r, 'bareMetal')));

  const chosen = representativeRun(ordered);
  const representative = rerun ? rerun(chosen.seed) : chosen;
  return {
    strategyId,
    name: strategy?.name ?? strategyId,
    runs: ordered.length,
    totalCost,
    ...(bill ? bill.summary : {}),
    costIncludingWaiting: distribution3(ordered.map((r, i) => units(totalsMicro[i]! + r.waitingCostMicro))),
    costByPoolKind: byKind((k) => mean(ordered.map((r) => units(r.pools.filter((p) => p.kind === k).reduce((s, p) => s + p.costMicro, 0))))),
    costPerJob,
    costPer10kRequests: costPer10k,
    turnaroundP50H: hasJobs ? distributionOrNull(turnaroundByRun) : null,
    turnaroundP95H: hasJobs ? distributionOrNull(ordered.map((r) => (r.turnaroundP95S === null ? null : r.turnaroundP95S / 3600))) : null,
    deadlineMisses: distribution3(targets.map((t) => t.deadlineMisses)),
    unservedShare: hasInference ? distributionOrNull(targets.map((t) => t.unservedShare)) : null,
    latencyMissShare: hasInference ? distributionOrNull(targets.map((t) => t.latencyMissShare)) : null,
    requestMissShare: hasInference ? distributionOrNull(targets.map((t) => t.requestMissShare)) : null,
    lostGpuHours: distribution3(ordered.map((r) => sumOver(r, (w) => w.lostGpuS) / 3600)),
    restartGpuHours: distribution3(ordered.map((r) => sumOver(r, (w) => w.restartGpuS) / 3600)),
    interruptionGpuHours: distribution3(ordered.map((r) => sumOver(r, (w) => w.lostGpuS + w.restartGpuS) / 3600)),
    preemptionsPerJob: hasJobs
      ? distributionOrNull(ordered.map((r) => {
          const arrived = sumOver(r, (w) => w.jobsArrived, true);
          return arrived > 0 ? sumOver(r, (w) => w.preemptions, true) / arrived : null;
        }))
      : null,
    fallbacks: distribution3(ordered.map((r) => sumOver(r, (w) => w.fallbacks))),
    switchesPerJob: hasJobs
      ? distributionOrNull(ordered.map((r) => {
          const arrived = sumOver(r, (w) => w.jobsArrived, true);
          return arrived > 0 ? sumOver(r, (w) => w.switches ?? 0, true) / arrived : null;
        }))
      : null,
    reservedUtilisation: reservedUtil,
    bareMetalUtilisation: bareMetalUtil,
    gpuHoursBilledByPoolKind: byKind((k) =>
      mean(ordered.map((r) => r.pools.filter((p) => p.kind === k).reduce((s, p) => s + p.gpuSecondsBilled, 0) / 3600)),
    ),
    meetsTargets: meeting >= TARGET_RUN_SHARE,
    runsMeetingTargets: meeting,
    workloads: workloadSummaries(ordered),
    commitmentAfterHorizon: distribution3(ordered.map((r) => units(r.commitmentBeyondHorizonMicro))),
    wholeCommitmentCost: distribution3(ordered.map((r, i) => units(totalsMicro[i]! + r.commitmentBeyondHorizonMicro))),
    commitmentEndDay: commitmentEndPastHorizon(scenario, strategyId),
    ...cashFigures(scenario, strategyId, ordered, representative),
    representative,
    ...boundBeside(scenario, strategyId, representative),
    totalCostByRun: totals,
    turnaroundP50HByRun: turnaroundByRun.map((v) => v ?? NaN),
    targetsByRun: {
      costPerJob: perJobByRun.map((v) => v ?? NaN),
      costPer10kRequests: per10kByRun.map((v) => v ?? NaN),
      deadlineMisses: targets.map((t) => t.deadlineMisses),
      unservedShare: targets.map((t) => t.unservedShare ?? NaN),
      latencyMissShare: targets.map((t) => t.latencyMissShare ?? NaN),
      requestMissShare: targets.map((t) => t.requestMissShare ?? NaN),
    },
  };
}
