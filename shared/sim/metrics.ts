import type { WorkloadKind } from '@shared/scenario';
import { DAY_S } from './calendar';
import type { Sim } from './engine';
import { quantileInPlace } from './quantile';
import type { DailyPoint, JobRecord, PoolRunMetrics, RunResult, WorkloadRunMetrics } from './results';

/** Turns a finished simulation into the results contract (integer micro-units, whole seconds). */
export function buildRunResult(sim: Sim, maxJobRecords: number): RunResult {
  const c = sim.c;
  const ledger = sim.ledger;
  const ps = sim.pools;
  const cal = c.calendar;
  const H = sim.horizonS;
  const nW = c.workloads.length;

  const pools: PoolRunMetrics[] = c.pools.map((p) => {
    const i = p.index;
    const billed = ledger.poolBilledGpuS[i]!;
    const used = ledger.poolUsedGpuS[i]!;
    return {
      poolId: p.id,
      name: p.name,
      kind: p.kind,
      offerId: p.offer.id,
      costMicro: ledger.poolCost[i]!,
      idleCostMicro: ledger.poolIdleCost[i]!,
      gpuSecondsBilled: billed,
      gpuSecondsUsed: used,
      gpuSecondsIdle: billed - used,
      utilisation: billed > 0 ? used / billed : null,
      commitmentBeyondHorizonMicro: ledger.poolBeyondHorizon[i]!,
      instancesLaunched: ps.launches[i]!,
      preemptions: ps.preemptions[i]!,
      peakInstances: ps.peak[i]!,
    };
  });

  // Idle commitment shared out to the workloads that used each committed pool (loaded cost).
  const idleShare = new Float64Array(nW);
  for (const p of c.pools) {
    const idle = ledger.poolIdleCost[p.index]!;
    if (!p.committed || idle === 0) continue;
    let usedAll = 0;
    for (let w = 0; w < nW; w++) usedAll += ledger.poolWorkloadUse[p.index * nW + w]!;
    if (usedAll === 0) continue;
    for (let w = 0; w < nW; w++) {
      idleShare[w]! += Math.floor((idle * ledger.poolWorkloadUse[p.index * nW + w]!) / usedAll);
    }
  }

  // Records: per-workload tallies and the job table.
  const recs = sim.records;
  const waitingMicroPerPersonS = c.waitingValueMicroPerPersonS;
  const jobs: JobRecord[] = [];
  const turnarounds: number[][] = c.workloads.map(() => []);
  const tally = c.workloads.map(() => ({
    finished: 0,
    units: 0,
    queueSum: 0,
    misses: 0,
    preemptions: 0,
    lost: 0,
    fallbacks: 0,
    waitingS: 0,
    waitingMicro: 0,
  }));
  for (let r = 0; r < recs.count; r++) {
    const w = recs.wl[r]!;
    const cw = c.workloads[w]!;
    const t = tally[w]!;
    const units = recs.units[r]!;
    const finished = recs.unitsDone[r] === units;
    const arrival = recs.arrival[r]!;
    const finish = finished ? recs.lastFinish[r]! : null;
    const deadline = recs.deadline[r]!;
    const hasDeadline = deadline !== Infinity;
    const deadlineMet = !hasDeadline ? null : finish !== null ? finish <= deadline : deadline <= H ? false : null;
    const people = cw.kind === 'training' ? cw.peopleWaiting : 0;
    const elapsed = (finish ?? H) - arrival;
    const ideal = finished ? recs.idealS[r]! : recs.workDone[r]! / units;
    const waitingS = people > 0 ? Math.max(0, elapsed - ideal) * people : 0;
    const waitingMicro = Math.round(waitingS * waitingMicroPerPersonS);
    t.units += recs.unitsDone[r]!;
    t.preemptions += recs.preemptions[r]!;
    t.lost += recs.lostGpuS[r]!;
    t.fallbacks += recs.fellBack[r]!;
    t.waitingS += waitingS;
    t.waitingMicro += waitingMicro;
    if (deadlineMet === false) t.misses++;
    if (finished) {
      t.finished++;
      t.queueSum += recs.queueS[r]! / units;
      turnarounds[w]!.push(finish! - arrival);
    }
    if (jobs.length < maxJobRecords) {
      const start = recs.firstStart[r]!;
      jobs.push({
        workloadId: cw.id,
        index: recs.index[r]!,
        arrivalS: arrival,
        startS: start >= 0 ? start : null,
        finishS: finish,
        turnaroundS: finish !== null ? finish - arrival : null,
        queueWaitS: Math.round(recs.queueS[r]! / units),
        provisioningS: Math.round(recs.provS[r]! / units),
        runS: Math.round(recs.runS[r]! / units),
        restartS: Math.round(recs.restartS[r]! / units),
        preemptions: recs.preemptions[r]!,
        lostGpuS: recs.lostGpuS[r]!,
        deadlineS: hasDeadline ? deadline : null,
        deadlineMet,
        costMicro: recs.costMicro[r]!,
        poolIds: recs.poolsOf(r).map((p) => c.pools[p]!.id),
        fellBack: recs.fellBack[r] === 1,
        units,
        waitingPersonHours: waitingS / 3600,
      });
    }
  }

  const workloads: WorkloadRunMetrics[] = c.workloads.map((cw, w) => {
    const t = tally[w]!;
    const cost = ledger.workloadCost[w]!;
    const loaded = cost + idleShare[w]!;
    const ta = Float64Array.from(turnarounds[w]!);
    const p50 = ta.length > 0 ? quantileInPlace(ta, 0.5) : null;
    const p95 = ta.length > 0 ? quantileInPlace(ta, 0.95) : null;
    let max = -Infinity;
    for (let i = 0; i < ta.length; i++) if (ta[i]! > max) max = ta[i]!;
    const kind: WorkloadKind = cw.kind;
    const isJobs = kind === 'training' || kind === 'batch';
    const requestsTotal = Math.round(sim.counters.requestsTotal[w]!);
    const served = Math.round(sim.counters.requestsServed[w]!);
    let waitingS = t.waitingS;
    let waitingMicro = t.waitingMicro;
    if (kind === 'dev') {
      waitingS = sim.counters.shortfallS[w]!;
      waitingMicro = Math.round(waitingS * waitingMicroPerPersonS);
    }
    let used = 0;
    for (let p = 0; p < c.pools.length; p++) used += ledger.poolWorkloadUse[p * nW + w]!;
    return {
      workloadId: cw.id,
      name: cw.name,
      kind,
      costMicro: cost,
      idleShareMicro: idleShare[w]!,
      gpuSecondsUsed: used,
      jobsArrived: isJobs ? sim.counters.recordsArrived[w]! : 0,
      jobsFinished: isJobs ? t.finished : 0,
      unitsFinished: isJobs ? t.units : 0,
      costPerUnitMicro: isJobs && t.units > 0 ? Math.round(loaded / t.units) : null,
      turnaroundP50S: p50,
      turnaroundP95S: p95,
      turnaroundMaxS: ta.length > 0 ? max : null,
      queueWaitMeanS: t.finished > 0 ? t.queueSum / t.finished : null,
      deadlineMisses: t.misses,
      preemptions: isJobs ? t.preemptions : 0,
      lostGpuS: t.lost,
      fallbacks: t.fallbacks,
      requestsTotal,
      requestsUnserved: requestsTotal - served,
      latencyMissS: sim.counters.latencyMissS[w]!,
      activeS: sim.counters.activeS[w]!,
      costPer10kRequestsMicro: kind === 'inference' && served > 0 ? Math.round((loaded * 10_000) / served) : null,
      waitingPersonHours: waitingS / 3600,
      waitingCostMicro: waitingMicro,
    };
  });
  // Services' preemptions are counted per pool; give them to the workload too.
  c.workloads.forEach((cw, w) => {
    if (cw.kind !== 'inference' && cw.kind !== 'dev') return;
    const h = sim.holders[w];
    if (h) workloads[w]!.preemptions = h.preemptions;
  });

  const costByWorkloadMicro: Record<string, number> = {};
  for (const cw of c.workloads) costByWorkloadMicro[cw.id] = ledger.workloadCost[cw.index]!;
  costByWorkloadMicro['idle'] = (costByWorkloadMicro['idle'] ?? 0) + ledger.idleCost;

  const costByMonthMicro: Record<string, number> = {};
  const cashByMonthMicro: Record<string, number> = {};
  cal.monthKeys.forEach((k, m) => {
    costByMonthMicro[k] = 0;
    cashByMonthMicro[k] = ledger.monthCash[m]!;
  });
  const daily: DailyPoint[] = [];
  let total = 0;
  for (let d = 0; d < cal.days; d++) {
    const cost = ledger.dayCost[d]!;
    total += cost;
    costByMonthMicro[cal.monthKeys[cal.monthOfDay[d]!]!]! += cost;
    daily.push({
      day: d,
      demandGpus: ledger.demandGpuSByDay[d]! / DAY_S,
      provisionedGpus: ledger.billedGpuSByDay[d]! / DAY_S,
      costMicro: cost,
    });
  }
  let beyond = 0;
  for (const p of pools) beyond += p.commitmentBeyondHorizonMicro;
  let waiting = 0;
  for (const w of workloads) waiting += w.waitingCostMicro;

  return {
    strategyId: c.strategy.id,
    seed: sim.seed,
    totalCostMicro: total,
    pools,
    costByWorkloadMicro,
    costByMonthMicro,
    idleCommitmentCostMicro: ledger.idleCost,
    cashByMonthMicro,
    commitmentBeyondHorizonMicro: beyond,
    workloads,
    jobs,
    jobsOmitted: recs.count - jobs.length,
    daily,
    waitingCostMicro: waiting,
    events: sim.kernel.eventCount,
  };
}
