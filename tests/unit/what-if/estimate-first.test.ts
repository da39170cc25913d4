/**
 * A what-if on a service planned in tokens shows the analytical estimate first, made on the
 * page in the move's own event: the page's estimator runs the same engine as the workers on
 * the estimate alone, keeps a variant's runs for the very scenario it was given, and its runs
 * give the simulated runs' money figures with the estimate in place of the simulated requests'
 * shares.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyWhatIf } from '@shared/analysis/what-if';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import type { RunResult } from '@shared/sim/results';
import { createSharedEngine } from '@headroom/renderer/simulation/shared-engine';
import { PageEstimator } from '@headroom/renderer/simulation/what-if/page-estimate';
import { createWhatIfWorkerApi } from '@headroom/renderer/simulation/what-if/worker-core';

const parsed = parseScenarioText(readFileSync('scenarios/10-llm-chat-api-two-gpus.headroom.json', 'utf8'));
if (!parsed.ok) throw new Error('scenario 10 does not parse');
const chat: Scenario = parsed.scenario;
const capped = 'l4-capped';
const service = (r: RunResult) => r.workloads.find((w) => w.llmTargetsMissed !== undefined)!;

describe('the what-if estimate first, on the page', () => {
  it("makes every strategy's runs as a worker's engine makes them on the estimate", () => {
    const plan = { strategyIds: chat.strategies.map((s) => s.id), baseSeed: 1, runs: 2 };
    const progress = new PageEstimator().runs('k', chat, plan);
    expect(progress).toMatchObject({ key: 'k', prefix: 2, complete: true });
    const engine = createSharedEngine();
    const expected = plan.strategyIds.map((id) => {
      const run = engine.prepare(chat, id, 1, { llmLatency: 'estimate' });
      return [run(0), run(1)];
    });
    expect(progress.runsByStrategy).toEqual(expected);
  });

  it("keeps a variant's runs for the very scenario and plan, and makes them again for another scenario under the same key", () => {
    const estimator = new PageEstimator();
    const plan = { strategyIds: [capped], baseSeed: 1, runs: 1 };
    const first = estimator.runs('k', chat, plan);
    expect(estimator.runs('k', chat, plan)).toBe(first);
    // The same adjustments on another baseline: another scenario, other figures.
    const dearer = applyWhatIf(chat, { workloads: {}, prices: { onDemand: 0.5 }, poolSizes: {}, phaseStartDays: {} });
    if (!dearer.ok) throw new Error('the what-if was refused');
    const again = estimator.runs('k', dearer.scenario, plan);
    expect(again).not.toBe(first);
    expect(again.runsByStrategy[0]![0]!.totalCostMicro).toBeGreaterThan(first.runsByStrategy[0]![0]!.totalCostMicro);
  });

  it("gives the simulated runs' money, with the estimate's shares in place of the simulated requests'", async () => {
    const e: RunResult = new PageEstimator().runs('v', chat, { strategyIds: [capped], baseSeed: 1, runs: 1 }).runsByStrategy[0]![0]!;
    const simulated = await createWhatIfWorkerApi(createSharedEngine()).run({ key: 'v', scenario: chat, baseSeed: 1, parts: [{ strategyId: capped, from: 0, to: 1 }] });
    if (simulated.status !== 'done') throw new Error('the task was refused');
    const s: RunResult = simulated.parts[0]!.runs[0]!;
    // Money is the same: the replicas are sized alike; only where the latency verdict comes from differs.
    expect(e.totalCostMicro).toBe(s.totalCostMicro);
    const [es, ss] = [service(e), service(s)];
    expect(es.llmTargetsMissed).toHaveLength(3);
    // On the estimate alone, the requests missed are the estimate's; simulated, the requests' own
    // (for the capped strategy's TTFT target, 1.8 % of requests against the estimate's 6.7 %).
    expect(es.llmTargetsMissed).toEqual(es.llmTargetsMissedEstimate);
    expect(ss.llmTargetsMissedEstimate).toEqual(es.llmTargetsMissedEstimate);
    expect(ss.llmTargetsMissed![0]!).toBeLessThan(es.llmTargetsMissed![0]! / 2);
  });
});
