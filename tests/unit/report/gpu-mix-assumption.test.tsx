// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useAssumptionTexts } from '@headroom/renderer/report/assumption-texts';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import { renderInLanguage } from '../render-in-language';

/** The factory template with its training workload's jobs drawn from a GPU mix. */
function mixedScenario(): Scenario {
  const text = readFileSync(join(__dirname, '../../../scenarios/07-factory-weekly-retraining.headroom.json'), 'utf8');
  const raw = JSON.parse(text) as { workloads: Record<string, unknown>[] };
  const training = raw.workloads.find((w) => w.kind === 'training')!;
  training.gpusPerJobMix = [{ gpus: 1, share: 0.61 }, { gpus: 2, share: 0.22 }, { gpus: 4, share: 0.17 }];
  const parsed = parseScenarioText(JSON.stringify(raw));
  if (!parsed.ok) throw new Error(parsed.issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  return parsed.scenario;
}

function Lines({ scenario }: { scenario: Scenario }) {
  const texts = useAssumptionTexts(scenario);
  const training = scenario.workloads.find((w) => w.kind === 'training')!;
  return <p>{texts.workloadLines(training).join('\n')}</p>;
}

describe("the report's assumptions print a training workload's GPU mix", () => {
  it.each([
    ['en', 'GPUs per job drawn for each job from the mix 1 GPU: 61%, 2 GPUs: 22%, 4 GPUs: 17%'],
    ['zh-CN', '每个任务的 GPU 数按比例抽取：1 个 GPU：61%，2 个 GPU：22%，4 个 GPU：17%'],
  ] as const)('in %s', (language, expected) => {
    const text = renderInLanguage(<Lines scenario={mixedScenario()} />, language).textContent ?? '';
    expect(text).toContain(expected);
    expect(text).not.toMatch(/8 GPUs per job|每个任务 8 个 GPU/);
  });
});
