import { readFileSync } from 'node:fs';
import { simulateScenario } from '@shared/analysis';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import type { ScenarioResults } from '@shared/sim/results';

/** The shipped bare-metal fine-tuning template, the screen's worked example. */
export function fineTuningScenario(): Scenario {
  const parsed = parseScenarioText(
    readFileSync('scenarios/01-fine-tuning-bare-metal.headroom.json', 'utf8'),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

let cached: ScenarioResults | undefined;

/** Its results with a few runs (enough for every figure; cached, since several tests read them). */
export function fineTuningResults(): ScenarioResults {
  cached ??= simulateScenario(fineTuningScenario(), { runs: 8 });
  return cached;
}
