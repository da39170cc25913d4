import type { Scenario, Strategy } from '@shared/scenario';
import { simulateScenario } from '../simulate';
import type { MixStrategyKind } from './mix-strategies';

/** A strategy that serves the mix, simulated on the scenario's own runs and seeds. */
export interface MixCandidate {
  kind: MixStrategyKind;
  strategy: Strategy;
  /** Total cost P50 over the runs, in the scenario's currency. */
  totalCostP50: number;
  meetsTargets: boolean;
}

/**
 * Each candidate simulated beside the scenario on the same seeds (common random numbers, so
 * the difference between two candidates is theirs, not the draws'), its latency by the
 * analytical estimate (instant; the chosen mix's verdict then comes from simulated requests
 * when the scenario runs).
 */
export function simulateCandidates(scenario: Scenario, candidates: readonly { kind: MixStrategyKind; strategy: Strategy }[], runs?: number): MixCandidate[] {
  return candidates.map(({ kind, strategy }) => {
    const results = simulateScenario({ ...scenario, strategies: [...scenario.strategies, strategy] }, { strategyIds: [strategy.id], llmLatency: 'estimate', ...(runs ? { runs } : {}) });
    const s = results.strategies[0]!;
    return { kind, strategy, totalCostP50: s.totalCost.p50, meetsTargets: s.meetsTargets };
  });
}

/** The cheapest candidate that meets its targets, else the cheapest; ties go to the earlier one. */
export function chooseCandidate(candidates: readonly MixCandidate[]): MixCandidate | null {
  let best: MixCandidate | null = null;
  for (const c of candidates) {
    if (best === null) best = c;
    else if (c.meetsTargets !== best.meetsTargets) best = c.meetsTargets ? c : best;
    else if (c.totalCostP50 < best.totalCostP50) best = c;
  }
  return best;
}
