/**
 * A what-if on a service planned in tokens shows the analytical estimate first: an 'estimate'
 * scheduler sends its tasks marked so, the worker compiles them on the estimate alone (runners
 * kept apart from the simulated ones), and those runs give the simulated runs' money figures with
 * the estimate in place of the simulated requests' shares.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { until } from './until';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import type { RunResult } from '@shared/sim/results';
import type { PrepareOptions, SimulationEngine } from '@headroom/renderer/simulation/engine';
import { WhatIfScheduler } from '@headroom/renderer/simulation/what-if/scheduler';
import { createSharedEngine } from '@headroom/renderer/simulation/shared-engine';
import { createWhatIfWorkerApi, type WhatIfTask } from '@headroom/renderer/simulation/what-if/worker-core';

const parsed = parseScenarioText(readFileSync('scenarios/10-llm-chat-api-two-gpus.headroom.json', 'utf8'));
if (!parsed.ok) throw new Error('scenario 10 does not parse');
const chat: Scenario = parsed.scenario;
const capped = 'l4-capped';

describe('the what-if estimate first', () => {
  it('an estimate scheduler marks its tasks; a requests scheduler does not', async () => {
    const sent: WhatIfTask[] = [];
    const worker = (api = createWhatIfWorkerApi(createSharedEngine())) => ({
      run: (task: WhatIfTask) => {
        sent.push(task);
        return api.run(task);
      },
      terminate: () => undefined,
    });
    const plan = { strategyIds: [capped], baseSeed: 1, runs: 1 };
    let done = 0;
    new WhatIfScheduler(() => [worker()], 'estimate').request('k', chat, plan, 'now', 1, (p) => p.complete && done++);
    await until(() => done === 1);
    new WhatIfScheduler(() => [worker()]).request('k', chat, plan, 'now', 1, (p) => p.complete && done++);
    await until(() => done === 2);
    expect(sent.map((t) => t.latency)).toEqual(['estimate', undefined]);
  });

  it('the worker prepares an estimate task on the estimate alone, apart from the simulated runner of the same variant', async () => {
    const prepared: (PrepareOptions | undefined)[] = [];
    const real = createSharedEngine();
    const engine: SimulationEngine = {
      prepare: (scenario, id, seed, options) => {
        prepared.push(options);
        return real.prepare(scenario, id, seed, options);
      },
      summarise: real.summarise,
    };
    const api = createWhatIfWorkerApi(engine);
    const part = { strategyId: capped, from: 0, to: 1 };
    const estimate = await api.run({ key: 'v', scenario: chat, baseSeed: 1, parts: [part], latency: 'estimate' });
    const simulated = await api.run({ key: 'v', baseSeed: 1, parts: [part] });
    await api.run({ key: 'v', baseSeed: 1, parts: [{ ...part, from: 1, to: 2 }], latency: 'estimate' });
    expect(prepared).toEqual([{ llmLatency: 'estimate' }, undefined]);
    if (estimate.status !== 'done' || simulated.status !== 'done') throw new Error('a task was refused');
    const e: RunResult = estimate.parts[0]!.runs[0]!;
    const s: RunResult = simulated.parts[0]!.runs[0]!;
    // Money is the same: the replicas are sized alike; only where the latency verdict comes from differs.
    expect(e.totalCostMicro).toBe(s.totalCostMicro);
    const service = (r: RunResult) => r.workloads.find((w) => w.llmTargetsMissed !== undefined)!;
    const [es, ss] = [service(e), service(s)];
    expect(es.llmTargetsMissed).toHaveLength(3);
    // On the estimate alone, the requests missed are the estimate's; simulated, the requests' own
    // (for the capped strategy's TTFT target, 1.8 % of requests against the estimate's 6.7 %).
    expect(es.llmTargetsMissed).toEqual(es.llmTargetsMissedEstimate);
    expect(ss.llmTargetsMissedEstimate).toEqual(es.llmTargetsMissedEstimate);
    expect(ss.llmTargetsMissed![0]!).toBeLessThan(es.llmTargetsMissed![0]! / 2);
  });
});
