import type { RunResult } from '@shared/sim/results';

/**
 * The figures the representative run is chosen by, each a whole number so that "equally near
 * the median" is decided exactly: total cost in micro-units, waiting in whole person-seconds,
 * P50 turnaround in seconds. Waiting is a sum of fractional person-seconds whose last bits
 * depend on the JavaScript engine's maths library (the app's Chromium and the command line's
 * Node differ there): compared unrounded, two runs exactly as near the median in principle
 * were told apart by rounding noise, and the app and the command line picked different runs.
 */
export interface RepresentativeKeys {
  costMicro: number;
  waitingPersonS: number;
  turnaroundP50S: number;
}

export function representativeKeys(run: RunResult): RepresentativeKeys {
  let waitingHours = 0;
  for (const w of run.workloads) waitingHours += w.waitingPersonHours;
  return {
    costMicro: run.totalCostMicro,
    waitingPersonS: Math.round(waitingHours * 3600),
    // Turnaround quantiles of whole seconds are whole or half seconds: doubled, whole.
    turnaroundP50S: Math.round((run.turnaroundP50S ?? 0) * 2),
  };
}

/**
 * Distance of each value from the median, doubled so that it stays a whole number for whole
 * inputs: |(x − lo) − (hi − x)| with lo, hi the middle order statistics (equal for odd counts),
 * exact in doubles while the values stay below 2^53.
 */
function gapsFromMedian(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const lo = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const hi = sorted[Math.ceil((sorted.length - 1) / 2)]!;
  return values.map((x) => Math.abs(x - lo - (hi - x)));
}

/**
 * The run whose total cost is nearest the median; among runs equally near (a strategy whose
 * cost does not vary), the one whose waiting is nearest its median, then whose P50 turnaround
 * is, then the lowest seed. So a reserved-only strategy shows a run with typical waiting.
 * The one choice of the command line, the app's workers and the what-if alike: given each
 * run's keys and seed (any order), the index of the chosen run.
 */
export function representativeIndex(
  costMicro: readonly number[],
  waitingPersonS: readonly number[],
  turnaroundP50S: readonly number[],
  seeds: readonly number[],
): number {
  if (seeds.length === 0) throw new RangeError('no runs to choose a representative from');
  const cost = gapsFromMedian(costMicro);
  const waiting = gapsFromMedian(waitingPersonS);
  const turnaround = gapsFromMedian(turnaroundP50S);
  const order = (i: number): number[] => [cost[i]!, waiting[i]!, turnaround[i]!, seeds[i]!];
  let best = 0;
  let bestOrder = order(0);
  for (let i = 1; i < seeds.length; i++) {
    const o = order(i);
    const k = o.findIndex((x, j) => x !== bestOrder[j]);
    if (k >= 0 && o[k]! < bestOrder[k]!) {
      best = i;
      bestOrder = o;
    }
  }
  return best;
}

/** representativeIndex over whole runs: the chosen run. */
export function representativeRun(runs: readonly RunResult[]): RunResult {
  const keys = runs.map(representativeKeys);
  const chosen = representativeIndex(
    keys.map((k) => k.costMicro),
    keys.map((k) => k.waitingPersonS),
    keys.map((k) => k.turnaroundP50S),
    runs.map((r) => r.seed),
  );
  return runs[chosen]!;
}
