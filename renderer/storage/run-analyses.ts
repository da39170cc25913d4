/**
 * The analyses last computed for a run's version (commitment optimiser, sensitivity, plan search, the
 * cheapest mix of GPUs, and the
 * what-if kept for the report), kept with the run so that the report of these results can say
 * what was found, with which runs and seeds, and the results screen shows them again on return. An analysis re-simulates
 * the version's document on its own seeds, so it describes every run of that version: a new
 * run of the same version carries the analyses over; a run of another version starts empty.
 */
import type { OptimiseOptions, OptimiseResult } from '@shared/analysis/optimise-commitment';
import type { PlanSearchOptions, PlanSearchResult } from '@shared/analysis/plan-search/plan-types';
import type { SensitivityOptions, SensitivityResult } from '@shared/analysis/sensitivity';
import type { KeptWhatIfResult, WhatIfAdjustments } from '@shared/analysis/what-if';
import type { LlmMixAnalysis, MixBaseChoice } from '@shared/analysis/llm-mix';
import { ANALYSIS_SCHEMAS } from './analyses-schema';
import type { Timestamp } from './timestamp';

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
  /** The last "Find the best plan": its frontier, shown again on return and in the report. */
  planSearch?: StoredAnalysis<PlanSearchResult, PlanSearchOptions>;
  /** The cheapest mix of GPUs of each service planned in tokens, as last solved (with the base asked for). */
  llmMix?: StoredAnalysis<LlmMixResult, LlmMixOptions>;
  /**
   * The what-if kept for the report ("Keep for the report" in the what-if mode): one per run,
   * replaced by the next one kept. Its options are the what-if's adjustments.
   */
  whatIf?: KeptWhatIf;
}

export interface LlmMixResult {
  /** One per service planned in tokens, in the scenario's workload order. */
  mixes: LlmMixAnalysis[];
}

export interface LlmMixOptions {
  /** The committed base each service's mix was solved with (null: none). */
  bases: { workloadId: string; base: MixBaseChoice | null }[];
}

export type KeptWhatIf = StoredAnalysis<KeptWhatIfResult, WhatIfAdjustments>;

export type AnalysisKind = keyof RunAnalyses;

/**
 * A run's stored analyses, each only when whole: a record from an older app version has none,
 * and a damaged one is left out rather than drawn, so the report and the screen never throw.
 */
export function readRunAnalyses(run: { analyses?: unknown }): RunAnalyses {
  const stored = run.analyses;
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const entries = stored as Record<string, unknown>;
  const out: RunAnalyses = {};
  // The schemas check what readers rely on; the stored object itself is handed on (not the
  // parsed copy), so nothing a newer app version added to it is lost on the way.
  if (ANALYSIS_SCHEMAS.optimise.safeParse(entries.optimise).success)
    out.optimise = entries.optimise as RunAnalyses['optimise'];
  if (ANALYSIS_SCHEMAS.sensitivity.safeParse(entries.sensitivity).success)
    out.sensitivity = entries.sensitivity as RunAnalyses['sensitivity'];
  if (ANALYSIS_SCHEMAS.planSearch.safeParse(entries.planSearch).success)
    out.planSearch = entries.planSearch as RunAnalyses['planSearch'];
  if (ANALYSIS_SCHEMAS.llmMix.safeParse(entries.llmMix).success) out.llmMix = entries.llmMix as RunAnalyses['llmMix'];
  const whatIf = ANALYSIS_SCHEMAS.whatIf.safeParse(entries.whatIf);
  // Parsed: the adjustments come back with their defaults filled in, as the what-if reads them.
  if (whatIf.success) out.whatIf = { ...(entries.whatIf as KeptWhatIf), options: whatIf.data.options };
  return out;
}

/** True when the run holds at least one analysis. */
export function hasAnalyses(analyses: RunAnalyses): boolean {
  return Object.values(analyses).some((entry) => entry !== undefined);
}
