import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expose, type Endpoint } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRuns, simulateScenario } from '@shared/analysis';
import { RequestWindowStore } from '@shared/llm/requests/window-store';
import { parseScenarioText, type Scenario } from '@shared/scenario';
import { createSharedEngine } from '@headroom/renderer/simulation/shared-engine';
import { SimulationPool } from '@headroom/renderer/simulation/simulation-pool';
import { createWorkerApi } from '@headroom/renderer/simulation/worker-core';
import { comlinkHandle, inProcessHandle } from '@headroom/renderer/simulation/worker-handle';
import { twoStrategyScenario } from './scenario';

/**
 * One store of simulated request windows for every engine and reference run of this file. A
 * window is the same whoever simulates it (tests/unit/llm/requests/window-store.test.ts), and
 * these tests are about splitting runs over workers and merging them: the chat example's windows
 * are simulated once here, not again in every worker of every test.
 */
const requestWindows = new RequestWindowStore();

function pool(size: number): SimulationPool {
  return new SimulationPool({
    size,
    createWorker: () => inProcessHandle(createSharedEngine(requestWindows)),
  });
}

/** Shipped example scenarios, when there are any, run with few seeds to keep the suite quick. */
function shippedScenarios(): [string, Scenario][] {
  const dir = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.headroom.json'));
  } catch {
    return [];
  }
  return files.flatMap((file): [string, Scenario][] => {
    const parsed = parseScenarioText(readFileSync(`${dir}${file}`, 'utf8'));
    return parsed.ok ? [[file, parsed.scenario]] : [];
  });
}

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** Workers behind comlink over message ports: every run and summary is cloned as in the app. */
function channelPool(size: number): SimulationPool {
  return new SimulationPool({
    size,
    createWorker: () => {
      const { port1, port2 } = new MessageChannel();
      ports.push(port1, port2);
      expose(createWorkerApi(createSharedEngine(requestWindows)), port1 as unknown as Endpoint);
      return comlinkHandle(port2 as unknown as Endpoint, () => port2.close());
    },
  });
}

describe('workers give what simulateScenario gives', () => {
  it.each([1, 2, 3, 5])('split over %i workers', async (size) => {
    const scenario = twoStrategyScenario(5);
    const outcome = await pool(size).run(scenario);
    expect(outcome.results).toEqual(simulateScenario(scenario));
  });

  it('with explicit runs, base seed and strategies', async () => {
    const scenario = twoStrategyScenario();
    const options = { runs: 4, baseSeed: 2024, strategyIds: ['spot', 'on-demand'] };
    const outcome = await pool(3).run(scenario, options);
    expect(outcome.results).toEqual(simulateScenario(scenario, { ...options, requestWindows }));
  });

  it('through a comlink channel (results cloned across threads)', async () => {
    const scenario = twoStrategyScenario(4);
    const outcome = await channelPool(2).run(scenario);
    expect(outcome.results).toEqual(simulateScenario(scenario));
  });

  const shipped = shippedScenarios();
  it.runIf(shipped.length > 0).each(shipped)(
    'for the shipped scenario %s',
    async (_file, scenario) => {
      const options = { runs: 3 };
      const outcome = await pool(2).run(scenario, options);
      expect(outcome.results).toEqual(simulateScenario(scenario, { ...options, requestWindows }));
    },
  );

  // Byte for byte: every run crosses a port from the worker that made it to the summarising
  // worker, and the summary crosses back, as in the app.
  it.runIf(shipped.length > 0).each(shipped)(
    'to the byte for the shipped scenario %s, summarised in a worker behind comlink',
    async (_file, scenario) => {
      const options = { runs: 4 };
      const outcome = await channelPool(3).run(scenario, options);
      expect(JSON.stringify(outcome.results)).toBe(
        JSON.stringify(simulateScenario(scenario, { ...options, requestWindows })),
      );
    },
  );
});

describe('what the workers send back', () => {
  it('is the figures of summary runs (no job table, no daily series); the summary re-runs the representative seed in full', () => {
    const scenario = twoStrategyScenario(3);
    const sharedEngine = createSharedEngine();
    const runOne = sharedEngine.prepare(scenario, 'spot', 7);
    const runs = [0, 1, 2].map(runOne);
    for (const run of runs) {
      expect(run.jobs).toEqual([]);
      expect(run.daily).toEqual([]);
    }
    const results = sharedEngine.summarise(
      scenario,
      { runs: 3, baseSeed: 7, strategyIds: ['spot'] },
      [recordRuns(scenario, 'spot', runs)],
    );
    // The daily series exists only in a full run.
    expect(results.strategies[0]!.representative.daily.length).toBe(scenario.horizonDays);
  });
});
