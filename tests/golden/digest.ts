import { roundTo } from '@shared/report';
import type { Distribution3, ScenarioResults } from '@shared/sim/results';

/**
 * A compact, stable digest of a scenario's results for the golden files: per strategy the
 * P10 / P50 / P90 of the headline figures and per workload the P50s, rounded so a reviewer
 * can read a diff (money to cents, hours to 0.001 h, shares to 0.0001).
 */
export interface Digest {
  scenario: string;
  currency: string;
  runs: number;
  baseSeed: number;
  recommendation: {
    strategyId: string;
    basis: string;
    metric: string;
    comparedWithId: string | null;
    saving: number | null;
  } | null;
  strategies: Record<string, StrategyDigest>;
}

type Triple = [p10: number, p50: number, p90: number];

interface StrategyDigest {
  totalCost: Triple;
  costInclWaitingP50: number;
  costPerJob: Triple | null;
  costPer10kRequests: Triple | null;
  turnaroundP50H: Triple | null;
  turnaroundP95HP50: number | null;
  deadlineMisses: Triple;
  unservedShareP50: number | null;
  latencyMissShareP50: number | null;
  lostGpuHoursP50: number;
  reservedUtilisationP50: number | null;
  bareMetalUtilisationP50: number | null;
  costByPoolKindMean: Record<string, number>;
  meetsTargets: boolean;
  runsMeetingTargets: number;
  workloads: Record<string, WorkloadDigest>;
  /** Scenarios with bill costs only: GPU cost alone, and the median run's bill line by line. */
  gpuCost?: Triple;
  billOfMedianRun?: Record<string, number>;
}

interface WorkloadDigest {
  costP50: number;
  costPerUnitP50: number | null;
  costPer10kRequestsP50: number | null;
  turnaroundP50HP50: number | null;
  deadlineMissesP50: number;
  unservedShareP50: number | null;
  /** Services planned in tokens only: each target's miss share, and cost per million tokens (all, output), at P50. */
  llmMissShareP50?: number[];
  costPerMillionTokensP50?: [all: number | null, output: number | null];
}

const money = (x: number) => roundTo(x, 2);
const hours = (x: number) => roundTo(x, 3);
const share = (x: number) => roundTo(x, 4);

function triple(d: Distribution3, round: (x: number) => number): Triple {
  return [round(d.p10), round(d.p50), round(d.p90)];
}

function tripleN(d: Distribution3 | null, round: (x: number) => number): Triple | null {
  return d ? triple(d, round) : null;
}

function p50(d: Distribution3 | null, round: (x: number) => number): number | null {
  return d ? round(d.p50) : null;
}

export function digest(results: ScenarioResults): Digest {
  const rec = results.recommendation;
  const strategies: Record<string, StrategyDigest> = {};
  for (const s of results.strategies) {
    const workloads: Record<string, WorkloadDigest> = {};
    for (const w of s.workloads) {
      workloads[w.workloadId] = {
        costP50: money(w.cost.p50),
        costPerUnitP50: p50(w.costPerUnit, money),
        costPer10kRequestsP50: p50(w.costPer10kRequests, (x) => roundTo(x, 4)),
        turnaroundP50HP50: p50(w.turnaroundP50H, hours),
        deadlineMissesP50: w.deadlineMisses.p50,
        unservedShareP50: p50(w.unservedShare, share),
        ...(w.llmTargets
          ? {
              llmMissShareP50: w.llmTargets.map((t) => share(t.missShare.p50)),
              costPerMillionTokensP50: [p50(w.costPerMillionTokens ?? null, (x) => roundTo(x, 4)), p50(w.costPerMillionOutputTokens ?? null, (x) => roundTo(x, 4))],
            }
          : {}),
      };
    }
    strategies[s.strategyId] = {
      totalCost: triple(s.totalCost, money),
      costInclWaitingP50: money(s.costIncludingWaiting.p50),
      costPerJob: tripleN(s.costPerJob, money),
      costPer10kRequests: tripleN(s.costPer10kRequests, (x) => roundTo(x, 4)),
      turnaroundP50H: tripleN(s.turnaroundP50H, hours),
      turnaroundP95HP50: p50(s.turnaroundP95H, hours),
      deadlineMisses: triple(s.deadlineMisses, (x) => roundTo(x, 1)),
      unservedShareP50: p50(s.unservedShare, share),
      latencyMissShareP50: p50(s.latencyMissShare, share),
      lostGpuHoursP50: hours(s.lostGpuHours.p50),
      reservedUtilisationP50: p50(s.reservedUtilisation, share),
      bareMetalUtilisationP50: p50(s.bareMetalUtilisation, share),
      costByPoolKindMean: Object.fromEntries(
        Object.entries(s.costByPoolKind)
          .filter(([, v]) => v !== 0)
          .map(([k, v]) => [k, money(v)]),
      ),
      meetsTargets: s.meetsTargets,
      runsMeetingTargets: share(s.runsMeetingTargets),
      workloads,
      ...(s.gpuCost ? { gpuCost: triple(s.gpuCost, money) } : {}),
      ...(s.billOfMedianRun
        ? { billOfMedianRun: Object.fromEntries(Object.entries(s.billOfMedianRun).map(([k, v]) => [k, money(v)])) }
        : {}),
    };
  }
  return {
    scenario: results.scenarioName,
    currency: results.currency,
    runs: results.runs,
    baseSeed: results.baseSeed,
    recommendation: rec
      ? {
          strategyId: rec.strategyId,
          basis: rec.basis,
          metric: rec.metric,
          comparedWithId: rec.comparedWithId,
          saving: rec.saving === null ? null : share(rec.saving),
        }
      : null,
    strategies,
  };
}
