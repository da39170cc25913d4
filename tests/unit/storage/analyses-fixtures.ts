/**
 * Analyses as the app keeps them with a run, computed for real (not written by hand) on a
 * small scenario with a known answer, so the schemas that read them back are tested against
 * what the analyses actually produce.
 */
import { readFileSync } from 'node:fs';
import { simulateScenario } from '@shared/analysis';
import { llmMixWithTerm } from '@shared/analysis/llm-mix';
import { localEvaluator } from '@shared/analysis/evaluate';
import { optimiseCommitment } from '@shared/analysis/optimise-commitment';
import { findPlan } from '@shared/analysis/plan-search';
import { analyseSensitivity } from '@shared/analysis/sensitivity';
import { applyWhatIf, emptyAdjustments, keepWhatIf, type WhatIfAdjustments } from '@shared/analysis/what-if';
import { parseScenarioText } from '@shared/scenario';
import type { RunAnalyses } from '@headroom/renderer/storage';
import { committedStrategy, flat, inferenceScenario } from '../analysis/decision-fixtures';

const od = {
  id: 'od',
  name: 'On-demand',
  pools: [{ id: 'od', kind: 'onDemand' as const, offerId: 'vm' }],
  placements: [{ workloadId: 'svc', poolIds: ['od'] }],
};

export const analysedScenario = inferenceScenario({ weekday: flat(3), strategies: [od, committedStrategy(3)] });

/** On-demand 30 % cheaper. */
export const cheaperOnDemand: WhatIfAdjustments = { ...emptyAdjustments(), prices: { onDemand: -0.3 } };

export function keptWhatIfEntry(adjustments: WhatIfAdjustments = cheaperOnDemand): NonNullable<RunAnalyses['whatIf']> {
  const outcome = applyWhatIf(analysedScenario, adjustments);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  const runs = analysedScenario.simulation.runs;
  const result = keepWhatIf(simulateScenario(analysedScenario), simulateScenario(outcome.scenario), runs);
  return { result, options: adjustments, computedAt: Date.UTC(2026, 11, 3, 15, 0) };
}

/** The cheapest mix of GPUs of scenario 10 (a chat API planned in tokens), with a reserved A100 base. */
export function llmMixEntry(): NonNullable<RunAnalyses['llmMix']> {
  const parsed = parseScenarioText(readFileSync(new URL('../../../scenarios/10-llm-chat-api-two-gpus.headroom.json', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const base = { offerId: 'gcp-a2-highgpu-1g', replicas: 1, termMonths: 12 };
  const mix = llmMixWithTerm(parsed.scenario, 'chat', { base });
  return { result: { mixes: [mix] }, options: { bases: [{ workloadId: 'chat', base }] }, computedAt: Date.UTC(2026, 11, 3, 14, 30) };
}

/** Every analysis a run can hold, as JSON would store them. */
export async function allAnalyses(): Promise<Required<RunAnalyses>> {
  const control = { evaluate: localEvaluator() };
  const optimise = await optimiseCommitment(analysedScenario, {}, control);
  const sensitivity = await analyseSensitivity(analysedScenario, { range: 0.2 }, control);
  // A clock that stands still: the search tries every plan its bounds leave, the same each time.
  const planSearch = await findPlan(analysedScenario, { budgetSeconds: 30 }, { ...control, now: () => 0 });
  const at = Date.UTC(2026, 11, 3, 14, 0);
  const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return json({
    optimise: { result: optimise, options: {}, computedAt: at },
    sensitivity: { result: sensitivity, options: { range: 0.2 }, computedAt: at },
    planSearch: { result: planSearch, options: { budgetSeconds: 30 }, computedAt: at },
    llmMix: llmMixEntry(),
    whatIf: keptWhatIfEntry(),
  });
}
