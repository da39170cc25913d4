/**
 * Windows kept between compiles: a window simulated once is handed back, not simulated again,
 * and a kept window is the very window a fresh simulation gives; windows of a different service
 * model are never mixed up with it; whole scenarios give the same results with or without a
 * store, with fewer requests simulated; the analytical estimate's figures are kept the same way
 * (a what-if's first answer on a service planned in tokens reads them instead of working them out).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LatencyTarget } from '@shared/llm/latency-target';
import { burstsForDispersion } from '@shared/llm/requests/arrivals';
import { RequestWindows } from '@shared/llm/requests/request-windows';
import { RequestWindowStore } from '@shared/llm/requests/window-store';
import type { ThroughputProfile } from '@shared/llm/serving-profile';
import { simulateScenario } from '@shared/analysis';
import { parseScenarioText } from '@shared/scenario';
import { compileStrategy } from '@shared/sim/compile';
import { runCompiled } from '@shared/sim/run-strategy';

const L4: ThroughputProfile = { kind: 'throughput', prefillTokensPerSecond: 4000, singleSequenceTokensPerSecond: 30, fullBatchTokensPerSecond: 600, maxConcurrentSequences: 32, estimate: true };
const CLASSES = [
  { name: 'short', share: 0.6, promptTokens: 330, outputTokens: 109 },
  { name: 'long', share: 0.4, promptTokens: 2655, outputTokens: 82 },
];
const TARGETS: LatencyTarget[] = [{ metric: 'ttft', statistic: 'p95', ms: 1500 }];
const BURSTS = burstsForDispersion(4);

function windowsFrom(store: RequestWindowStore, targets = TARGETS): RequestWindows {
  return new RequestWindows(CLASSES, targets, [L4], BURSTS, store.windowsFor(CLASSES, targets, [L4], BURSTS));
}

describe('a store of simulated request windows', () => {
  it('hands a window simulated once to the next compile of the same service, identical to a fresh one', () => {
    const store = new RequestWindowStore();
    const ready = Int32Array.from([3]);
    const first = windowsFrom(store);
    const shares = first.sharesAt(ready, 4);
    expect(first.simulatedRequests).toBeGreaterThan(7000);
    const second = windowsFrom(store);
    expect([...second.sharesAt(ready, 4)]).toEqual([...shares]);
    expect(second.simulatedRequests).toBe(0);
    const fresh = new RequestWindows(CLASSES, TARGETS, [L4], BURSTS);
    expect([...fresh.sharesAt(ready, 4)]).toEqual([...shares]);
  });

  it('keeps services apart: another target, profile or arrival pattern simulates its own windows', () => {
    const store = new RequestWindowStore();
    const ready = Int32Array.from([3]);
    windowsFrom(store).sharesAt(ready, 4);
    const stricter = windowsFrom(store, [{ metric: 'ttft', statistic: 'p95', ms: 500 }]);
    stricter.sharesAt(ready, 4);
    expect(stricter.simulatedRequests).toBeGreaterThan(0);
    const slower = new RequestWindows(CLASSES, TARGETS, [{ ...L4, fullBatchTokensPerSecond: 300 }], BURSTS, store.windowsFor(CLASSES, TARGETS, [{ ...L4, fullBatchTokensPerSecond: 300 }], BURSTS));
    slower.sharesAt(ready, 4);
    expect(slower.simulatedRequests).toBeGreaterThan(0);
    const poisson = burstsForDispersion(1);
    const independent = new RequestWindows(CLASSES, TARGETS, [L4], poisson, store.windowsFor(CLASSES, TARGETS, [L4], poisson));
    independent.sharesAt(ready, 4);
    expect(independent.simulatedRequests).toBeGreaterThan(0);
    expect(store.models).toBe(4);
  });

  it('keeps the services asked for most recently, up to its size', () => {
    const store = new RequestWindowStore(2);
    const target = (ms: number): LatencyTarget[] => [{ metric: 'ttft', statistic: 'p95', ms }];
    windowsFrom(store, target(1000)).sharesAt(Int32Array.from([2]), 3);
    windowsFrom(store, target(2000)).sharesAt(Int32Array.from([2]), 3);
    windowsFrom(store, target(1000)); // asked for again: now the most recent
    windowsFrom(store, target(3000)); // the 2,000 ms service goes
    expect(store.models).toBe(2);
    // Kept: the 1,000 ms service's window comes back without a request simulated.
    const again = windowsFrom(store, target(1000));
    again.sharesAt(Int32Array.from([2]), 3);
    expect(again.simulatedRequests).toBe(0);
    // Gone: the 2,000 ms service's window is simulated anew.
    const evicted = windowsFrom(store, target(2000));
    evicted.sharesAt(Int32Array.from([2]), 3);
    expect(evicted.simulatedRequests).toBeGreaterThan(0);
  });
});

describe('the chat example with a store', () => {
  const parsed = parseScenarioText(readFileSync('scenarios/10-llm-chat-api-two-gpus.headroom.json', 'utf8'));
  if (!parsed.ok) throw new Error('scenario 10 does not parse');
  const scenario = parsed.scenario;
  const strategyId = scenario.strategies[0]!.id;

  it('runs a strategy compiled again on the kept windows: the same result, no request simulated twice', () => {
    const store = new RequestWindowStore();
    const first = compileStrategy(scenario, strategyId, { requestWindows: store });
    const a = runCompiled(first, 11, { detail: 'summary' });
    const again = compileStrategy(scenario, strategyId, { requestWindows: store });
    const b = runCompiled(again, 11, { detail: 'summary' });
    expect(first.workloads.some((w) => w.kind === 'inference' && w.llm?.windows != null)).toBe(true);
    const simulated = (c: typeof first) => c.workloads.reduce((s, w) => s + (w.kind === 'inference' ? (w.llm?.windows?.simulatedRequests ?? 0) : 0), 0);
    expect(simulated(first)).toBeGreaterThan(0);
    expect(simulated(again)).toBe(0);
    expect(b).toEqual(a);
  });

  it('gives the same results document with a store shared by two calls as without one', () => {
    const store = new RequestWindowStore();
    const options = { runs: 2, strategyIds: [strategyId] };
    const plain = simulateScenario(scenario, options);
    simulateScenario(scenario, { ...options, requestWindows: store });
    expect(simulateScenario(scenario, { ...options, requestWindows: store })).toEqual(plain);
  });

  it('keeps the estimate: a compile with a store reuses the figures of the last, and an estimate-only run is the same with or without them', () => {
    const store = new RequestWindowStore();
    const estimate = { requestWindows: store, llmLatency: 'estimate' as const };
    const first = compileStrategy(scenario, strategyId, estimate);
    const a = runCompiled(first, 7, { detail: 'summary' });
    const llmOf = (c: typeof first) => c.workloads.flatMap((w) => (w.kind === 'inference' && w.llm ? [w.llm] : []))[0]!;
    const memo = llmOf(first).missMemo.find((m) => m.size > 0)!;
    expect(memo.size).toBeGreaterThan(0);
    // A price moved by a what-if: another scenario, the same service; it starts from the same figures.
    const moved = { ...scenario, name: `${scenario.name} (what-if)` };
    const again = compileStrategy(moved, strategyId, estimate);
    expect(llmOf(again).missMemo).toContain(memo);
    expect([...llmOf(again).capacity]).toEqual([...llmOf(first).capacity]);
    expect(runCompiled(again, 7, { detail: 'summary' })).toEqual(a);
    expect(runCompiled(compileStrategy(scenario, strategyId, { llmLatency: 'estimate' }), 7, { detail: 'summary' })).toEqual(a);
  });
});
