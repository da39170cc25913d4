/**
 * Readers of stored records assume nothing: a row may come from an older app version, a
 * hand-edited database or a disk that lost a write. These checks say whether the parts a
 * screen draws are there, so one damaged record is marked and named while the rest of the
 * library stays usable. They check shape only, never recompute anything.
 */
import type { RunHeadline, RunRecord, ScenarioRecord } from './records';

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** In the trash only when `deletedAt` is a time: a missing or damaged value means not deleted. */
export function isDeleted(scenario: Pick<ScenarioRecord, 'deletedAt'>): boolean {
  return isFiniteNumber(scenario.deletedAt);
}

/** Whether a stored headline has every part the library card draws. */
export function isWholeHeadline(headline: unknown): headline is RunHeadline {
  if (!isObject(headline)) return false;
  return (
    isText(headline.runId) &&
    isText(headline.versionId) &&
    isText(headline.strategyName) &&
    isText(headline.currency) &&
    /^[A-Z]{3}$/.test(headline.currency) &&
    isFiniteNumber(headline.p50TotalCost) &&
    typeof headline.recommended === 'boolean'
  );
}

/** The first damaged part of a run's results the results screen needs, or null when whole. */
export function runDamage(run: Pick<RunRecord, 'results'>): string | null {
  const results: unknown = run.results;
  if (!isObject(results)) return 'results';
  if (!isText(results.currency)) return 'results.currency';
  const strategies = results.strategies;
  if (!Array.isArray(strategies) || strategies.length === 0) return 'results.strategies';
  for (const [i, s] of strategies.entries()) {
    const at = `results.strategies[${i}]`;
    if (!isObject(s)) return at;
    if (!isText(s.strategyId) || !isText(s.name)) return `${at}.name`;
    const cost = s.totalCost;
    if (!isObject(cost) || !isFiniteNumber(cost.p50)) return `${at}.totalCost`;
  }
  return null;
}
