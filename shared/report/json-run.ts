import type { RunResult, SavingsPlanAmounts } from '@shared/sim/results';
import { llmRunJson } from './llm-figures';
import { addDays } from './format';
import { runBillJson } from './json-bill';
import type { RunJson, SavingsPlanAmountsJson } from './json-types';
import { h, hn, money, moneyN, r6, sortedRecord } from './json-values';

/** One run of the results JSON: the representative run of a strategy, jobs optional. */
export function runJson(run: RunResult, startDate: string, includeJobs: boolean): RunJson {
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
      ...(p.heldTimeline && {
        heldTimeline: {
          bucketHours: p.heldTimeline.bucketS / 3600,
          byWorkload: p.heldTimeline.byWorkload.map((b) => ({ workloadId: b.workloadId, gpuHours: b.gpuS.map(h) })),
          idleGpuHours: p.heldTimeline.idleGpuS.map(h),
        },
      }),
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
      ...llmRunJson(w),
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
  if (run.savingsPlans) {
    out.savingsPlans = run.savingsPlans.map((p) => ({
      planId: p.planId,
      name: p.name,
      commitmentPerHour: p.plan.commitmentPerHour,
      termMonths: p.plan.termMonths,
      startDay: p.plan.startDay,
      payment: p.plan.payment,
      scope: p.plan.scope,
      provider: p.plan.provider,
      ...planAmountsJson(p),
      commitmentAfterHorizon: money(p.commitmentBeyondHorizonMicro),
      byMonth: Object.fromEntries(Object.entries(p.byMonth).map(([month, m]) => [month, planAmountsJson(m)])),
    }));
  }
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

function planAmountsJson(a: SavingsPlanAmounts): SavingsPlanAmountsJson {
  return {
    commitment: money(a.commitmentMicro),
    used: money(a.usedMicro),
    unused: money(a.unusedMicro),
    coveredOnDemand: money(a.coveredOnDemandMicro),
    eligibleOnDemand: money(a.eligibleOnDemandMicro),
    saving: money(a.savingMicro),
  };
}
