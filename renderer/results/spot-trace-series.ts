import type { Scenario } from '@shared/scenario';
import type { RunResult } from '@shared/sim/results';

/** A trace-replaying spot pool of a strategy, as the scenario gives it. */
export interface SpotTraceSource {
  poolId: string;
  gapSeconds: number;
  /** 1 = spot unavailable for that sample, as in the published traces. */
  unavailable: readonly number[];
}

/** Per strategy id: its spot pools that replay a measured availability trace. */
export type SpotTraces = Record<string, SpotTraceSource[]>;

/**
 * The trace-replaying spot pools of each strategy. Reads a stored document that may no longer
 * validate, so every level is checked rather than trusted.
 */
export function spotTracesOf(scenario: Scenario): SpotTraces {
  const out: SpotTraces = {};
  const strategies: readonly Scenario['strategies'][number][] = Array.isArray(scenario.strategies)
    ? scenario.strategies
    : [];
  for (const s of strategies) {
    const pools = Array.isArray(s?.pools) ? s.pools : [];
    const traces: SpotTraceSource[] = [];
    for (const p of pools) {
      if (p?.kind !== 'spot') continue;
      const m = p.interruption;
      if (m?.model !== 'trace' || !Array.isArray(m.unavailable) || !(m.gapSeconds > 0)) continue;
      traces.push({ poolId: p.id, gapSeconds: m.gapSeconds, unavailable: m.unavailable });
    }
    if (traces.length > 0) out[s.id] = traces;
  }
  return out;
}

export interface SpotTraceSeries {
  /** Start of each step, seconds from the start date. */
  timesS: number[];
  /** Spot GPUs held over each step (hourly average of the run). */
  spotGpus: number[];
  /** On-demand GPUs held over each step (hourly average of the run). */
  onDemandGpus: number[];
  /** True where the trace says spot was unavailable for (most of) the step. */
  unavailable: boolean[];
  /** Unavailable share of the shown window's time. */
  unavailableShare: number;
  /** Window shown, seconds from the start date: the jobs' life, or the horizon without jobs. */
  fromS: number;
  toS: number;
}

const HOUR_S = 3_600;
/** Most steps drawn: a step chart of more points reads no better and draws slower. */
const MAX_STEPS = 4_000;

/**
 * Spot availability of the representative run's trace replay against the GPUs its work held on
 * spot and on-demand, over the jobs' life (first arrival to last finish, whole hours). Null when
 * the run carries no replay (runs saved before it was recorded, or no trace pool ran).
 */
export function spotTraceSeries(
  run: RunResult,
  trace: SpotTraceSource,
  horizonDays: number,
): SpotTraceSeries | null {
  const tracePool = run.pools.find((p) => p.poolId === trace.poolId);
  const start = tracePool?.traceStartSample;
  if (start === undefined || trace.unavailable.length === 0) return null;
  const horizonS = horizonDays * 86_400;
  const hourly = (kind: 'spot' | 'onDemand') => {
    const sum: number[] = [];
    for (const p of run.pools) {
      if (p.kind !== kind || !p.heldGpusByHour) continue;
      p.heldGpusByHour.forEach((g, h) => (sum[h] = (sum[h] ?? 0) + g));
    }
    return sum;
  };
  const spotByHour = hourly('spot');
  const onDemandByHour = hourly('onDemand');

  let fromS = 0;
  let toS = horizonS;
  if (run.jobs.length > 0) {
    fromS = Math.min(...run.jobs.map((j) => j.arrivalS));
    const ends = run.jobs.map((j) => j.finishS ?? horizonS);
    toS = Math.min(horizonS, Math.max(...ends));
    fromS = Math.floor(fromS / HOUR_S) * HOUR_S;
    toS = Math.min(horizonS, Math.ceil(toS / HOUR_S) * HOUR_S);
    if (toS <= fromS) toS = Math.min(horizonS, fromS + HOUR_S);
  }

  const gap = trace.gapSeconds;
  // The trace's own step when it fits, else whole hours (a step then counts as unavailable when most of it is).
  const step = (toS - fromS) / gap <= MAX_STEPS ? gap : Math.max(HOUR_S, Math.ceil((toS - fromS) / MAX_STEPS / HOUR_S) * HOUR_S);
  const len = trace.unavailable.length;
  const downAt = (t: number) => trace.unavailable[(start + Math.floor(t / gap)) % len] === 1;

  const series: SpotTraceSeries = {
    timesS: [],
    spotGpus: [],
    onDemandGpus: [],
    unavailable: [],
    unavailableShare: 0,
    fromS,
    toS,
  };
  let downS = 0;
  for (let t = fromS; t < toS; t += step) {
    const end = Math.min(toS, t + step);
    let down = 0;
    for (let s = t; s < end; s = (Math.floor(s / gap) + 1) * gap) {
      if (downAt(s)) down += Math.min(end, (Math.floor(s / gap) + 1) * gap) - s;
    }
    downS += down;
    series.timesS.push(t);
    series.spotGpus.push(meanOver(spotByHour, t, end));
    series.onDemandGpus.push(meanOver(onDemandByHour, t, end));
    series.unavailable.push(down * 2 > end - t);
  }
  series.unavailableShare = toS > fromS ? downS / (toS - fromS) : 0;
  return series;
}

/** Mean of hourly values over [a, b): the hour's value inside an hour, the average over whole hours. */
function meanOver(byHour: readonly number[], a: number, b: number): number {
  const first = Math.floor(a / HOUR_S);
  const last = Math.max(first, Math.ceil(b / HOUR_S) - 1);
  let sum = 0;
  for (let h = first; h <= last; h++) sum += byHour[h] ?? 0;
  return sum / (last - first + 1);
}
