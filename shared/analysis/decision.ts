import { quantile } from '@shared/sim/quantile';
import { TARGET_RUN_SHARE } from './targets';

/**
 * One variant's per-run outcome on the common seeds: cost (micro-units) and whether the run
 * met its targets. The decision analyses compare variants through these alone.
 */
export interface Outcome {
  id: string;
  costs: number[];
  met: boolean[];
}

export interface Decision {
  winnerId: string;
  /** The strategy the recommendation compares with (the next cheapest meeting targets, else the cheapest other). */
  runnerUpId: string | null;
}

export function p50(values: readonly number[]): number {
  return values.length === 0 ? 0 : quantile(values, 0.5);
}

export function meanOf(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return values.length === 0 ? 0 : s / values.length;
}

export function metShare(o: Outcome): number {
  if (o.met.length === 0) return 0;
  return o.met.filter(Boolean).length / o.met.length;
}

export function meetsTargets(o: Outcome): boolean {
  return metShare(o) >= TARGET_RUN_SHARE;
}

/**
 * The recommendation rule of `recommend` (recommend.ts), read from outcomes: the cheapest by
 * P50 total cost among the variants meeting their targets in at least TARGET_RUN_SHARE of
 * runs; when none does, the one meeting them most often, then the cheapest.
 */
export function decide(outcomes: readonly Outcome[]): Decision {
  if (outcomes.length === 0) throw new RangeError('nothing to decide between');
  const byCost = [...outcomes]
    .map((o) => ({ o, cost: p50(o.costs) }))
    .sort((a, b) => a.cost - b.cost || a.o.id.localeCompare(b.o.id));
  const meeting = byCost.filter((x) => meetsTargets(x.o));
  let winner: Outcome;
  let runnerUp: Outcome | null;
  if (meeting.length > 0) {
    winner = meeting[0]!.o;
    runnerUp = meeting[1]?.o ?? byCost.find((x) => x.o !== winner)?.o ?? null;
  } else {
    winner = [...byCost].sort((a, b) => metShare(b.o) - metShare(a.o))[0]!.o;
    runnerUp = byCost.find((x) => x.o !== winner)?.o ?? null;
  }
  return { winnerId: winner.id, runnerUpId: runnerUp?.id ?? null };
}
