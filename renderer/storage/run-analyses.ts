/**
 * The decision analyses (commitment optimiser, sensitivity) last computed for a run's version,
 * kept with the run so that the report of these results can say what was found, with which
 * runs and seeds, and the results screen shows them again on return. An analysis re-simulates
 * the version's document on its own seeds, so it describes every run of that version: a new
 * run of the same version carries the analyses over; a run of another version starts empty.
 */
import type { OptimiseOptions, OptimiseResult } from '@shared/analysis/optimise-commitment';
import type { SensitivityOptions, SensitivityResult } from '@shared/analysis/sensitivity';
import type { Timestamp } from './records';

export interface StoredAnalysis<Result, Options> {
  result: Result;
  /** The choices the user made (objective, basis, range), as passed to the analysis. */
  options: Options;
  /** When the analysis finished. */
  computedAt: Timestamp;
}

export interface RunAnalyses {
  optimise?: StoredAnalysis<OptimiseResult, OptimiseOptions>;
  sensitivity?: StoredAnalysis<SensitivityResult, SensitivityOptions>;
}

export type AnalysisKind = keyof RunAnalyses;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** The parts of a stored analysis every reader relies on: its result's runs, seed and lists. */
function isWhole(kind: AnalysisKind, entry: unknown): boolean {
  if (!isObject(entry) || !isObject(entry.result) || !isObject(entry.options)) return false;
  if (typeof entry.computedAt !== 'number' || !Number.isFinite(entry.computedAt)) return false;
  const r = entry.result;
  if (!isCount(r.runs) || typeof r.baseSeed !== 'number') return false;
  if (kind === 'optimise') {
    return Array.isArray(r.curves) && Array.isArray(r.comparisons) && isObject(r.optimum);
  }
  return (
    Array.isArray(r.rows) &&
    Array.isArray(r.tippingPoints) &&
    Array.isArray(r.unchanged) &&
    typeof r.winnerId === 'string' &&
    typeof r.range === 'number'
  );
}

/**
 * A run's stored analyses, each only when whole: a record from an older app version has none,
 * and a damaged one is left out rather than drawn, so the report and the screen never throw.
 */
export function readRunAnalyses(run: { analyses?: unknown }): RunAnalyses {
  const stored = run.analyses;
  if (!isObject(stored)) return {};
  const out: RunAnalyses = {};
  if (isWhole('optimise', stored.optimise)) out.optimise = stored.optimise as RunAnalyses['optimise'];
  if (isWhole('sensitivity', stored.sensitivity))
    out.sensitivity = stored.sensitivity as RunAnalyses['sensitivity'];
  return out;
}
