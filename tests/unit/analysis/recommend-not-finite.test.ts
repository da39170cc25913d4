import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import { recommend } from '@shared/analysis/recommend';
import type { Distribution3, StrategySummary } from '@shared/sim/results';
import { validScenario } from '../scenario/fixture';

const d3 = (p50: number): Distribution3 => ({ p10: p50, p50, p90: p50, mean: p50, min: p50, max: p50 });

const summary = (id: string, cost: number, meets = true): StrategySummary =>
  ({
    strategyId: id,
    name: id.toUpperCase(),
    totalCost: d3(cost),
    costPerJob: d3(cost / 10),
    costPer10kRequests: null,
    turnaroundP50H: d3(10),
    deadlineMisses: d3(meets ? 0 : 2),
    latencyMissShare: null,
    unservedShare: null,
    meetsTargets: meets,
    runsMeetingTargets: meets ? 1 : 0.4,
  }) as StrategySummary;

function scenario() {
  const parsed = parseScenario(validScenario());
  if (!parsed.ok) throw new Error('fixture is invalid');
  return parsed.scenario;
}

describe('a recommendation over strategies whose costs are not finite', () => {
  it('compares the others and names the ones left out, rather than dropping them silently', () => {
    const rec = recommend(scenario(), [summary('a', 100), summary('b', Infinity), summary('c', 150), summary('d', Number.NaN)])!;
    expect(rec.strategyId).toBe('a');
    expect(rec.comparedWithId).toBe('c');
    expect(rec.saving).toBeCloseTo(1 / 3, 9);
    expect(rec.notComparable).toEqual(['b', 'd']);
    expect(rec.reason).toBe(
      'A is 33 % cheaper per job than C (P50). B, D are left out of the comparison: their costs are too large to add up (check their prices).',
    );
  });

  it('does not call the one finite strategy the only one in the scenario', () => {
    const rec = recommend(scenario(), [summary('a', 100), summary('b', Infinity)])!;
    expect(rec.basis).not.toBe('only-strategy');
    expect(rec.notComparable).toEqual(['b']);
    expect(rec.reason).toContain('B is left out of the comparison: its costs are too large to add up');
  });

  it('adds nothing when every cost is finite', () => {
    const rec = recommend(scenario(), [summary('a', 100), summary('c', 150)])!;
    expect('notComparable' in rec).toBe(false);
  });
});
