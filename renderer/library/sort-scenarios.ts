import type { ScenarioRecord } from '../storage';

export type SortKey = 'updatedAt' | 'name';
export type SortDirection = 'asc' | 'desc';

export interface ScenarioSort {
  key: SortKey;
  direction: SortDirection;
}

/** What the library opens on: what the planner touched last comes first. */
export const DEFAULT_SORT: ScenarioSort = { key: 'updatedAt', direction: 'desc' };

/**
 * The rows in the chosen order. Names compare with the interface language's collation, so
 * Chinese names sort as a Chinese reader expects. Ties fall back to the other key, in its
 * own natural order, so the order never depends on the database's.
 */
export function sortScenarios(
  rows: readonly ScenarioRecord[],
  sort: ScenarioSort,
  locale: string,
): ScenarioRecord[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: ScenarioRecord, b: ScenarioRecord) => collator.compare(a.name, b.name);
  const newestFirst = (a: ScenarioRecord, b: ScenarioRecord) => b.updatedAt - a.updatedAt;
  // The tie-breaker keeps its natural order whichever way the chosen column runs.
  const [first, tieBreak] =
    sort.key === 'name'
      ? [byName, newestFirst]
      : [(a: ScenarioRecord, b: ScenarioRecord) => -newestFirst(a, b), byName];
  return [...rows].sort((a, b) => sign * first(a, b) || tieBreak(a, b) || a.id.localeCompare(b.id));
}

/** Clicking a column: the same one flips its direction; a new one starts in its natural order. */
export function nextSort(current: ScenarioSort, key: SortKey): ScenarioSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'updatedAt' ? 'desc' : 'asc' };
}
