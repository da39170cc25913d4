import type { TrafficAnalysis } from './analyse-traffic';
import { slotStatistic, type SlotStatistic } from './statistics';

export interface CurrentCurves {
  weekday: readonly number[];
  weekend?: readonly number[] | undefined;
}

export interface ImportedCurves {
  weekday: number[];
  /** Omitted when weekends follow weekdays and the data has no weekend to change that. */
  weekend?: number[];
  /** Which slots the data filled (the others keep the current curve). */
  filledWeekday: boolean[];
  filledWeekend: boolean[];
}

/** Rates are kept to 4 significant digits: more is noise, and it keeps the file small. */
const round = (rate: number): number => (rate === 0 ? 0 : Number(rate.toPrecision(4)));

/**
 * The weekday and weekend curves the import gives with the statistic the planner picked: each
 * slot with data gets its statistic across days; a slot without (a short log) keeps the current
 * curve's value. Weekends with no data keep the current weekend (or keep following weekdays).
 */
export function buildImportedCurves(
  analysis: TrafficAnalysis,
  statistic: SlotStatistic,
  current: CurrentCurves,
): ImportedCurves {
  const fill = (slots: number[][], base: readonly number[]) => ({
    points: slots.map((values, i) => (values.length > 0 ? round(slotStatistic(values, statistic)) : (base[i] ?? 0))),
    filled: slots.map((values) => values.length > 0),
  });
  const weekday = fill(analysis.weekdaySlots, current.weekday);
  const weekendHasData = analysis.weekendSlots.some((v) => v.length > 0);
  if (!weekendHasData) {
    return {
      weekday: weekday.points,
      ...(current.weekend ? { weekend: [...current.weekend] } : {}),
      filledWeekday: weekday.filled,
      filledWeekend: analysis.weekendSlots.map(() => false),
    };
  }
  const weekend = fill(analysis.weekendSlots, current.weekend ?? current.weekday);
  return { weekday: weekday.points, weekend: weekend.points, filledWeekday: weekday.filled, filledWeekend: weekend.filled };
}
