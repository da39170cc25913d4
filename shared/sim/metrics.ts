import type { WorkloadKind } from '@shared/scenario';
import { DAY_S, HOUR_S } from './calendar';
import { runBill } from './bill/run-bill';
import { savingsPlanMetrics } from './savings-plan-metrics';
import { quotaMetrics } from './quota-metrics';
import { llmRunMetrics } from './llm-metrics';
import { sharedPoolTimeline } from './held-timeline';
import { poolHoursSplit, serviceOverflowMicro, sharedCommittedPools } from './pool-split';
import type { Sim } from './sim-state';
import type { DailyPoint, PoolRunMetrics, PoolWorkloadUse, RunResult, WorkloadRunMetrics } from './results';

/** Turns a finished simulation into the results contract (integer micro-units, whole seconds). */
export function buildRunResult(sim: Sim, withDaily = true): RunResult {
  const c = sim.c;
  const ledger = sim.ledger;
  const ps = sim.pools;
  const cal = c.calendar;
  const nW = c.workloads.length;
  const shared = sharedCommittedPools(sim);
  const withPriorities = c.pools.some((p) => p.contested);

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
      costByMonthMicro: Object.fromEntries(
        cal.monthKeys.map((k, m) => [k, ledger.poolMonthCost[i * cal.monthKeys.length + m]!]),
      ),
      idleCostMicro: ledger.poolIdleCost[i]!,
      gpuSecondsBilled: billed,
      gpuSecondsUsed: used,
      gpuSecondsIdle: billed - used,
      utilisation: billed > 0 ? used / billed : null,
      commitmentBeyondHorizonMicro: ledger.poolBeyondHorizon[i]!,
      instancesLaunched: ps.launches[i]!,
      preemptions: ps.preemptions[i]!,
      peakInstances: ps.peak[i]!,
      ...poolUse(sim, i, withDaily),
      ...traceUse(sim, i, withDaily),
      ...(shared.has(i) ? { hoursSplit: poolHoursSplit(sim, i) } : {}),
      ...heldTimeline(sim, i),
      ...ownedLines(sim, i),
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

  // Run-level turnaround percentiles over all job workloads (reused when only one has jobs).
  const st = sim.stats;
  const finishedBy = c.workloads.map((_, w) => st.finished[w]!);
  const withJobs = finishedBy.filter((n) => n > 0).length;
  const runLevel =
    withJobs === 1
      ? { w: finishedBy.findIndex((n) => n > 0), stats: sim.stats.turnaroundStats(finishedBy.findIndex((n) => n > 0)) }
      : withJobs > 1
        ? { w: -1, stats: sim.stats.turnaroundStats(-1) }
        : null;
  const workloads: WorkloadRunMetrics[] = c.workloads.map((cw, w) => {
    const cost = ledger.workloadCost[w]!;
    const loaded = cost + idleShare[w]!;
    const ta = runLevel !== null && runLevel.w === w ? runLevel.stats : sim.stats.turnaroundStats(w);
    const kind: WorkloadKind = cw.kind;
    const isJobs = kind === 'training' || kind === 'batch';
    const requestsTotal = Math.round(sim.counters.requestsTotal[w]!);
    const served = Math.round(sim.counters.requestsServed[w]!);
    let waitingS = st.waitingPersonS[w]!;
    let waitingMicro = st.waitingMicro[w]!;
    if (kind === 'dev') {
      waitingS = sim.counters.shortfallS[w]!;
      waitingMicro = Math.round(waitingS * c.waitingValueMicroPerPersonS);
    }
    let used = 0;
    for (let p = 0; p < c.pools.length; p++) used += ledger.poolWorkloadUse[p * nW + w]!;
    return {
      workloadId: cw.id,
      name: cw.name,
      kind,
      ...(cw.w.team !== undefined ? { team: cw.w.team } : {}),
      costMicro: cost,
      idleShareMicro: idleShare[w]!,
      gpuSecondsUsed: used,
      jobsArrived: isJobs ? st.arrived[w]! : 0,
      jobsFinished: isJobs ? st.finished[w]! : 0,
      unitsFinished: isJobs ? st.unitsFinished[w]! : 0,
      costPerUnitMicro: isJobs && st.unitsFinished[w]! > 0 ? Math.round(loaded / st.unitsFinished[w]!) : null,
      turnaroundP50S: ta?.p50 ?? null,
      turnaroundP95S: ta?.p95 ?? null,
      turnaroundMaxS: ta?.max ?? null,
      queueWaitMeanS: st.finished[w]! > 0 ? st.queueSum[w]! / st.finished[w]! : null,
      deadlineMisses: st.misses[w]!,
      preemptions: isJobs ? st.preemptions[w]! : 0,
      lostGpuS: st.lostGpuS[w]!,
      restartGpuS: st.restartGpuS[w]!,
      fallbacks: st.fallbacks[w]!,
      switches: isJobs ? st.switches[w]! : 0,
      ...(isJobs && withPriorities ? { priorityPreemptions: st.priorityPreemptions[w]!, priorityLostGpuS: st.priorityLostGpuS[w]!, interruptedKeptGpuS: st.interruptedKeptGpuS[w]! } : {}),
      ...optional('overflowCostMicro', serviceOverflowMicro(sim, w, shared)),
      requestsTotal,
      requestsUnserved: requestsTotal - served,
      latencyMissS: sim.counters.latencyMissS[w]!,
      ...(cw.kind === 'inference' && cw.llm === null
        ? {
            requestsMissedTarget: Math.min(requestsTotal, Math.round(sim.counters.requestsMissed[w]!)),
            latencyTargetPercentile: cw.w.latencyTargetPercentile ?? 'mean',
          }
        : {}),
      ...(cw.kind === 'inference' && cw.llm !== null ? llmRunMetrics(cw.llm, sim.counters, w, requestsTotal, loaded) : {}),
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

  const monthCost = new Float64Array(cal.monthKeys.length);
  const daily: DailyPoint[] = [];
  let total = 0;
  let peakDemandGpuS = 0;
  for (let d = 0; d < cal.days; d++) {
    const cost = ledger.dayCost[d]!;
    total += cost;
    peakDemandGpuS = Math.max(peakDemandGpuS, ledger.demandGpuSByDay[d]!);
    monthCost[cal.monthOfDay[d]!]! += cost;
    if (withDaily)
      daily.push({
      day: d,
      demandGpus: ledger.demandGpuSByDay[d]! / DAY_S,
      provisionedGpus: ledger.billedGpuSByDay[d]! / DAY_S,
      costMicro: cost,
    });
  }
  const costByMonthMicro: Record<string, number> = {};
  const cashByMonthMicro: Record<string, number> = {};
  cal.monthKeys.forEach((k, m) => {
    costByMonthMicro[k] = monthCost[m]!;
    cashByMonthMicro[k] = ledger.monthCash[m]!;
  });
  const savingsPlans = c.savingsPlans.length > 0 ? savingsPlanMetrics(c.savingsPlans, ledger.savingsPlanBills, cal) : null;
  let beyond = 0;
  for (const p of pools) beyond += p.commitmentBeyondHorizonMicro;
  for (const plan of savingsPlans ?? []) beyond += plan.commitmentBeyondHorizonMicro;
  let waiting = 0;
  for (const w of workloads) waiting += w.waitingCostMicro;
  const turnaroundP50S = runLevel?.stats?.p50 ?? null;
  const turnaroundP95S = runLevel?.stats?.p95 ?? null;

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
    jobs: sim.stats.sortedJobs(),
    jobsOmitted: sim.stats.omitted,
    daily,
    peakDailyDemandGpus: peakDemandGpuS / DAY_S,
    turnaroundP50S,
    turnaroundP95S,
    waitingCostMicro: waiting,
    ...(c.scenario.billCosts ? { bill: runBill(sim, c.scenario.billCosts) } : {}),
    ...(savingsPlans ? { savingsPlans } : {}),
    ...(c.quotas !== null ? { quotas: quotaMetrics(sim) } : {}),
    events: sim.kernel.eventCount,
  };
}

function optional<K extends string>(key: K, value: number | null): Partial<Record<K, number>> {
  return value === null ? {} : ({ [key]: value } as Partial<Record<K, number>>);
}

/** Full runs of strategies replaying a spot trace: the trace's first sample and GPUs held per hour. */
function traceUse(sim: Sim, i: number, withDaily: boolean): Pick<PoolRunMetrics, 'traceStartSample' | 'heldGpusByHour'> {
  const byHour = sim.ledger.elasticBilledGpuSByHour[i];
  if (!withDaily || !byHour) return {};
  const heldGpusByHour = Array.from(byHour, (gs) => gs / HOUR_S);
  if (sim.c.pools[i]!.spot?.model.model !== 'trace') return { heldGpusByHour };
  return { traceStartSample: sim.pools.traceIndex[i]!, heldGpusByHour };
}

/** Shared committed pools of a full run: who held them bucket by bucket (held-timeline.ts). */
function heldTimeline(sim: Sim, i: number): Pick<PoolRunMetrics, 'heldTimeline'> {
  const timeline = sharedPoolTimeline(sim, i);
  return timeline ? { heldTimeline: timeline } : {};
}

/** Owned pools: each month's cost lines (depreciation, power, colocation, maintenance, staff), and the GPU failures. */
function ownedLines(sim: Sim, i: number): Pick<PoolRunMetrics, 'ownedLinesByMonthMicro' | 'ownedFailures'> {
  const byMonth = sim.ledger.ownedLinesByMonth[i];
  if (!byMonth) return {};
  const keys = sim.c.calendar.monthKeys;
  return {
    ownedLinesByMonthMicro: Object.fromEntries(keys.map((k, m) => [k, byMonth[m]!])),
    ownedFailures: {
      failures: sim.pools.failures[i]!,
      lostGpuHours: sim.pools.failureLostGpuS[i]! / HOUR_S,
      interruptions: sim.pools.failureInterruptions[i]!,
      lostWorkGpuHours: sim.pools.failureLostWorkGpuS[i]! / HOUR_S,
    },
  };
}

/** Which workloads used pool i (and, in full runs of committed pools, how busy it was each day). */
function poolUse(sim: Sim, i: number, withDaily: boolean): Pick<PoolRunMetrics, 'byWorkload' | 'busyGpusByDay'> {
  const ledger = sim.ledger;
  const nW = sim.c.workloads.length;
  const byWorkload: PoolWorkloadUse[] = [];
  for (let w = 0; w < nW; w++) {
    const gpuSecondsUsed = ledger.poolWorkloadUse[i * nW + w]!;
    const costMicro = ledger.poolWorkloadCost[i * nW + w]!;
    if (gpuSecondsUsed > 0 || costMicro > 0) byWorkload.push({ workloadId: sim.c.workloads[w]!.id, gpuSecondsUsed, costMicro });
  }
  const busy = ledger.committedBusyGpuSByDay[i];
  if (!withDaily || !busy) return { byWorkload };
  return { byWorkload, busyGpusByDay: Array.from(busy, (gs) => gs / DAY_S) };
}
