import type { Scenario } from '@shared/scenario';
import type { ScenarioResults, StrategySummary } from '@shared/sim/results';
import { compareResults, type ResultsComparison } from '../what-if/compare';
import { inputDifferences, type InputDifferences } from './input-differences';

/**
 * Comparing two saved scenarios (two versions of one, or two different ones) side by side.
 * Both are run on the same seeds (common random numbers), so run k of each met the same
 * arrivals, job sizes and interruptions, and a difference between them is the effect of what
 * differs, not the luck of the draw: the paired differences say when it is within the noise.
 */
export interface ComparePlan {
  /** Seed of run 0 for both sides: the first side's. */
  baseSeed: number;
  /** Runs per strategy for both sides: the larger of the two run counts, so neither side is read from fewer runs than it asks for. */
  runs: number;
}

export function comparePlan(before: Scenario, after: Scenario): ComparePlan {
  return { baseSeed: before.simulation.baseSeed, runs: Math.max(before.simulation.runs, after.simulation.runs) };
}

/** How a strategy of one side is paired with one of the other. */
export interface StrategyPairing {
  /** after's strategy id -> before's strategy id, for strategies present on both sides. */
  afterToBefore: Map<string, string>;
  /** Strategies found only on one side (by id). */
  onlyBefore: string[];
  onlyAfter: string[];
}

/**
 * Pairs strategies by id first, then, among the rest, by name (a scenario saved from another
 * keeps ids; one built by hand may only share names). Each strategy pairs at most once.
 */
export function pairStrategies(before: Scenario, after: Scenario): StrategyPairing {
  const afterToBefore = new Map<string, string>();
  const beforeIds = new Set(before.strategies.map((s) => s.id));
  const used = new Set<string>();
  for (const s of after.strategies)
    if (beforeIds.has(s.id)) {
      afterToBefore.set(s.id, s.id);
      used.add(s.id);
    }
  for (const s of after.strategies) {
    if (afterToBefore.has(s.id)) continue;
    const match = before.strategies.find((b) => !used.has(b.id) && !after.strategies.some((x) => x.id === b.id) && b.name === s.name);
    if (match) {
      afterToBefore.set(s.id, match.id);
      used.add(match.id);
    }
  }
  return {
    afterToBefore,
    onlyBefore: before.strategies.filter((s) => !used.has(s.id)).map((s) => s.id),
    onlyAfter: after.strategies.filter((s) => !afterToBefore.has(s.id)).map((s) => s.id),
  };
}

export interface ScenarioComparison {
  inputs: InputDifferences;
  /** Key figures per paired strategy (ids and names as on the after side's pairing with before). */
  results: ResultsComparison;
  pairing: StrategyPairing;
  /** `after`'s results with paired strategies under their partner's ids (how `results` reads them). */
  afterAligned: ScenarioResults;
  /** Strategies only one side has, with their own figures (nothing to pair them with). */
  onlyBefore: StrategySummary[];
  onlyAfter: StrategySummary[];
}

/** `after`'s results with each paired strategy under its partner's id, so figures line up by strategy. */
function renamed(results: ScenarioResults, pairing: StrategyPairing): ScenarioResults {
  const id = (s: string) => pairing.afterToBefore.get(s) ?? s;
  return {
    ...results,
    strategies: results.strategies.map((s) => ({ ...s, strategyId: id(s.strategyId) })),
    recommendation: results.recommendation ? { ...results.recommendation, strategyId: id(results.recommendation.strategyId) } : null,
  };
}

/**
 * The side-by-side comparison of two scenarios and their results. The results must come from
 * the same seeds (see comparePlan) for the paired differences to mean anything; with fewer
 * runs on one side (a first answer) only the runs both have are paired.
 */
export function compareScenarios(
  before: Scenario,
  after: Scenario,
  beforeResults: ScenarioResults,
  afterResults: ScenarioResults,
  limit?: number,
): ScenarioComparison {
  const pairing = pairStrategies(before, after);
  const afterAligned = renamed(afterResults, pairing);
  return {
    inputs: inputDifferences(before, after, limit),
    results: compareResults(beforeResults, afterAligned),
    pairing,
    afterAligned,
    onlyBefore: beforeResults.strategies.filter((s) => pairing.onlyBefore.includes(s.strategyId)),
    onlyAfter: afterResults.strategies.filter((s) => pairing.onlyAfter.includes(s.strategyId)),
  };
}
