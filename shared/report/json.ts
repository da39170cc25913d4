import type { ScenarioResults, SharedPoolsSummary, StrategySummary } from '@shared/sim/results';
import { addDays } from './format';
import { strategyBillJson } from './json-bill';
import { runJson } from './json-run';
import { llmWorkloadJson } from './llm-figures';
import {
  RESULTS_JSON_FORMAT,
  RESULTS_JSON_VERSION,
  type ResultsJson,
  type ResultsJsonOptions,
  type StrategyJson,
} from './json-types';
import { dist, distN, kinds, money, r6, shifted, sortedRecord, ZERO } from './json-values';

export * from './json-types';

/** The results JSON document (its format is described in json-types.ts). */

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
      ...llmWorkloadJson(w),
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
    interruptionLostGpuHours: distN(s.interruptionLostGpuHours ?? null),
    priorityLostGpuHours: distN(s.priorityLostGpuHours ?? null),
    priorityPreemptionsPerJob: distN(s.priorityPreemptionsPerJob ?? null),
    sharedPools: s.sharedPools ? sharedPoolsJson(s.sharedPools) : null,
    priorityWarnings: s.priorityWarnings ?? [],
    // Only for strategies that own servers, so older results read exactly as before.
    ...(s.owned ? { owned: s.owned } : {}),
    ...(s.ownedFailures
      ? {
          ownedFailures: {
            failures: dist(s.ownedFailures.failures),
            lostGpuHours: dist(s.ownedFailures.lostGpuHours),
            interruptions: dist(s.ownedFailures.interruptions),
            lostWorkGpuHours: dist(s.ownedFailures.lostWorkGpuHours),
          },
        }
      : {}),
  };
}

function sharedPoolsJson(p: SharedPoolsSummary): SharedPoolsSummary {
  return {
    committedGpuHours: r6(p.committedGpuHours),
    servicesGpuHours: r6(p.servicesGpuHours),
    jobsUsefulGpuHours: r6(p.jobsUsefulGpuHours),
    jobsLostGpuHours: r6(p.jobsLostGpuHours),
    jobsRestartGpuHours: r6(p.jobsRestartGpuHours),
    idleGpuHours: r6(p.idleGpuHours),
    serviceOverflowCost: distN(p.serviceOverflowCost),
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
