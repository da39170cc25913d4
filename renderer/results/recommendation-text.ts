import { metricWording, type MetricWording } from '@shared/analysis/recommend';
import type { Recommendation } from '@shared/sim/results';

/** What the other strategy misses, named once in every language. */
export type MissedTargets = 'deadlines' | 'latency' | 'deadlinesAndLatency' | 'targets';

export interface TimingClause {
  direction: 'sooner' | 'later';
  hours: number;
}

/**
 * The recommendation as the parts of one sentence, with numbers still numbers so the screen
 * formats and words them in the interface language (the engine's `reason` is English only).
 * Every figure comes from the analysis; here they are only sorted into wording cases.
 */
export type RecommendationText =
  | { kind: 'onlyStrategy'; winner: string }
  | { kind: 'noneMeetTargets'; winner: string; runsMeetingTargets: number }
  | { kind: 'noComparison'; winner: string }
  | {
      kind: 'onlyOneMeeting';
      winner: string;
      other: string;
      /** The metric, and for totals the basis they are counted on. */
      metric: MetricWording;
      /** Whether the winner costs more than the other on the metric. */
      dearer: boolean;
      /** |saving|: the size of the difference, as a fraction of the other's figure. */
      difference: number;
      otherMisses: MissedTargets;
    }
  | {
      kind: 'compared';
      winner: string;
      other: string;
      /** The metric, and for totals the basis they are counted on. */
      metric: MetricWording;
      direction: 'cheaper' | 'dearer' | 'same';
      difference: number;
      timing: TimingClause | null;
      cheaperButMisses: { name: string; misses: MissedTargets } | null;
    };

/** Below this (in hours) two turnarounds read as the same; the engine's sentence uses it too. */
const SAME_TURNAROUND_H = 0.05;

function missed(list: readonly ('deadlines' | 'latency')[]): MissedTargets {
  const deadlines = list.includes('deadlines');
  const latency = list.includes('latency');
  if (deadlines && latency) return 'deadlinesAndLatency';
  if (deadlines) return 'deadlines';
  if (latency) return 'latency';
  return 'targets';
}

/** Whole percent, as the sentence shows it: 0.004 is "the same", not "0 % cheaper". */
function direction(saving: number): 'cheaper' | 'dearer' | 'same' {
  if (Math.round(saving * 100) === 0) return 'same';
  return saving > 0 ? 'cheaper' : 'dearer';
}

function timing(gainH: number | null): TimingClause | null {
  if (gainH === null || !Number.isFinite(gainH) || Math.abs(gainH) < SAME_TURNAROUND_H) return null;
  return { direction: gainH > 0 ? 'sooner' : 'later', hours: Math.abs(gainH) };
}

/** Sorts a recommendation into the case its sentence is written for. `names` maps strategy ids to names. */
export function recommendationText(
  rec: Recommendation,
  names: ReadonlyMap<string, string>,
): RecommendationText {
  const name = (id: string): string => names.get(id) ?? id;
  const winner = name(rec.strategyId);
  if (rec.basis === 'only-strategy') return { kind: 'onlyStrategy', winner };
  if (rec.basis === 'none-meet-targets')
    return { kind: 'noneMeetTargets', winner, runsMeetingTargets: rec.runsMeetingTargets };
  if (rec.comparedWithId === null || rec.saving === null) return { kind: 'noComparison', winner };
  const other = name(rec.comparedWithId);
  if (!rec.comparedWithMeetsTargets) {
    return {
      kind: 'onlyOneMeeting',
      winner,
      other,
      metric: metricWording(rec),
      dearer: direction(rec.saving) === 'dearer',
      difference: Math.abs(rec.saving),
      otherMisses: missed(rec.cheaperButMisses),
    };
  }
  return {
    kind: 'compared',
    winner,
    other,
    metric: metricWording(rec),
    direction: direction(rec.saving),
    difference: Math.abs(rec.saving),
    timing: timing(rec.turnaroundGainH),
    cheaperButMisses:
      rec.cheaperButMissesId === null
        ? null
        : { name: name(rec.cheaperButMissesId), misses: missed(rec.cheaperButMisses) },
  };
}
