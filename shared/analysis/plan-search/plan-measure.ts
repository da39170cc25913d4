import type { Scenario } from '@shared/scenario';
import { quantile } from '@shared/sim/quantile';
import { meanOf } from '../decision';
import type { RunDigest } from '../evaluate';
import { TARGET_RUN_SHARE } from '../targets';
import type { SpeedAxis } from './plan-types';

/** What the search reads from a plan's runs: per-run costs on the comparison basis, targets and speed. */
export interface PlanMeasure {
  /** Per run, micro-units: the bill total when the scenario has bill costs, else GPU cost. */
  costs: number[];
  /** Per run, GPU cost alone (micro-units). */
  gpuCosts: number[];
  met: boolean[];
  metShare: number;
  meetsTargets: boolean;
  costP50: number;
  costMean: number;
  turnaroundP95H: number | null;
  latencyMissH: number | null;
  /** The frontier's speed axis (lower is faster). */
  speed: number;
}

export interface MeasureBasis {
  axis: SpeedAxis;
  hasJobs: boolean;
  hasInference: boolean;
  /** Count every signed term in full (the scenario's whole-commitment basis). */
  wholeCommitments: boolean;
  horizonH: number;
}

export function measureBasis(scenario: Scenario): MeasureBasis {
  const hasJobs = scenario.workloads.some((w) => w.kind === 'training' || w.kind === 'batch');
  return {
    axis: hasJobs ? 'turnaroundP95H' : 'latencyMissH',
    hasJobs,
    hasInference: scenario.workloads.some((w) => w.kind === 'inference'),
    wholeCommitments: scenario.simulation.comparisonBasis === 'wholeCommitments',
    horizonH: scenario.horizonDays * 24,
  };
}

const median = (values: readonly number[]): number => (values.length === 0 ? 0 : quantile(values, 0.5));

/** The cost a plan is compared on in one run (micro-units). */
export function comparisonCost(d: RunDigest, basis: MeasureBasis): number {
  // A savings plan's term after the horizon is signed too.
  const beyond = basis.wholeCommitments ? d.poolBeyondMicro.reduce((s, v) => s + v, 0) + d.savingsPlanBeyondMicro : 0;
  return (d.billTotalMicro ?? d.totalMicro) + beyond;
}

export function measurePlan(digests: readonly RunDigest[], basis: MeasureBasis): PlanMeasure {
  const costs = digests.map((d) => comparisonCost(d, basis));
  const met = digests.map((d) => d.met);
  const metShare = met.length === 0 ? 0 : met.filter(Boolean).length / met.length;
  // A run where no job finished is as slow as the horizon is long (nothing came back in it).
  const turnaroundP95H = basis.hasJobs ? median(digests.map((d) => (d.turnaroundP95S === null ? basis.horizonH : d.turnaroundP95S / 3600))) : null;
  const latencyMissH = basis.hasInference ? median(digests.map((d) => d.latencyMissS / 3600)) : null;
  const speed = (basis.axis === 'turnaroundP95H' ? turnaroundP95H : latencyMissH) ?? 0;
  return {
    costs,
    gpuCosts: digests.map((d) => d.totalMicro),
    met,
    metShare,
    meetsTargets: metShare >= TARGET_RUN_SHARE,
    costP50: median(costs),
    costMean: meanOf(costs),
    turnaroundP95H,
    latencyMissH,
    speed,
  };
}

/** Better first: meeting targets, then meeting them more often, then the lower P50 cost (the decision rule of decide()). */
export function compareMeasures(a: PlanMeasure, b: PlanMeasure): number {
  if (a.meetsTargets !== b.meetsTargets) return a.meetsTargets ? -1 : 1;
  if (!a.meetsTargets && a.metShare !== b.metShare) return b.metShare - a.metShare;
  return a.costP50 - b.costP50;
}
