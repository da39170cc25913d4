/* eslint-disable @typescript-eslint/no-explicit-any -- hostile documents are built field by field */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { OMNISCIENT_LIMITS } from '@shared/analysis/spot-bound';
import { omniscientSize } from '@shared/analysis/omniscient-bound';
import { parseScenario } from '@shared/scenario';
import { OMNISCIENT_BOUND_SECONDS, STRATEGY_DAYS_PER_SECOND, strategyDays, workEstimateSeconds } from '@shared/scenario/work-estimate';

/** Scenario 09 (a replayed spot trace under deadline policies) with one field changed. */
function hostile09(change: (doc: any) => void) {
  const doc = JSON.parse(readFileSync('scenarios/09-spot-deadline-policy.headroom.json', 'utf8'));
  change(doc);
  const parsed = parseScenario(doc);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.scenario;
}

const spotPools = (doc: any) => doc.strategies.flatMap((s: any) => s.pools).filter((p: any) => p.kind === 'spot');

describe('the omniscient bound stays within its budget', () => {
  it.each([
    ['a one-second trace', (doc: any) => spotPools(doc).forEach((p: any) => (p.interruption.gapSeconds = 1))],
    ['a restart overhead of 2e9 minutes', (doc: any) => (doc.workloads[0].restartOverheadMinutes = 2e9)],
    ['a restart overhead of one second', (doc: any) => (doc.workloads[0].restartOverheadMinutes = 1 / 60)],
    ['a deadline of 100,000 hours', (doc: any) => (doc.workloads[0].deadlineHours = 1e5)],
  ])('is left out, saying why, for %s', (_, change) => {
    const scenario = hostile09(change);
    const started = performance.now();
    const results = simulateScenario(scenario, { runs: 1, strategyIds: ['spot-greedy'] });
    expect(performance.now() - started).toBeLessThan(20_000);
    const [s] = results.strategies;
    expect(s!.omniscientBound).toBeNull();
    expect(s!.omniscientBoundSkipped).toMatchObject({ reason: 'tooLarge', limit: OMNISCIENT_LIMITS.cells });
    expect(s!.omniscientBoundSkipped!.cells).toBeGreaterThan(OMNISCIENT_LIMITS.cells);
  });

  it('is still worked out for the shipped scenario, and says nothing is left out', () => {
    const results = simulateScenario(hostile09(() => {}), { runs: 1, strategyIds: ['spot-greedy'] });
    expect(results.strategies[0]!.omniscientBound!.perJob).toBeGreaterThan(0);
    expect(results.strategies[0]!.omniscientBoundSkipped).toBeNull();
  });

  it('measures its work before allocating: states and steps grow with the job and shrink with the tick', () => {
    const shipped = omniscientSize(600, 720, 16.8 * 3600, 360);
    // Progress in gcd(600, 720) = 120 s units: 504 of them plus none; idle, and two phases on each cluster.
    expect(shipped.states).toBe(505 * 5);
    expect(shipped.cells).toBe(shipped.states * 360);
    expect(omniscientSize(1, 720, 16.8 * 3600, 216_000).states).toBeGreaterThan(OMNISCIENT_LIMITS.states);
    expect(omniscientSize(600, 1.2e11, 3600, 360).states).toBeGreaterThan(OMNISCIENT_LIMITS.states);
    expect(omniscientSize(1, 1.2e11, 2e6 * 3600, 1e9).cells).toBe(Infinity);
  });

  it('is counted in the work estimate, once for each strategy that carries it', () => {
    const s = hostile09(() => {});
    const withPolicy = s.strategies.filter((x) => x.placements.some((p) => p.spotFallback.deadlinePolicy !== undefined)).length;
    expect(withPolicy).toBeGreaterThan(0);
    expect(workEstimateSeconds(s) - strategyDays(s) / STRATEGY_DAYS_PER_SECOND).toBeCloseTo(withPolicy * OMNISCIENT_BOUND_SECONDS, 9);
  });
});
