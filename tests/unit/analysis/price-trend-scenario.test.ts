import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { applySetOverrides, applyWhatIf, describeAdjustments, emptyAdjustments, parseSetArgument } from '@shared/analysis/what-if';
import { parseScenarioText, type Scenario } from '@shared/scenario';

function shipped(name: string): Scenario {
  const parsed = parseScenarioText(readFileSync(`scenarios/${name}.headroom.json`, 'utf8'));
  if (!parsed.ok) throw new Error('shipped scenario invalid');
  return { ...parsed.scenario, simulation: { ...parsed.scenario.simulation, runs: 5 } };
}

const startUp = shipped('06-startup-dev-to-prod');
const p50 = (s: Scenario, id: string) => simulateScenario(s).strategies.find((r) => r.strategyId === id)!.totalCost.p50;

describe('a price trend on a shipped scenario', () => {
  it('is set from the command line on a file that has none, and the what-if slides it to the same scenario', () => {
    expect(startUp.priceTrends).toBeUndefined();
    const set = applySetOverrides(startUp, [parseSetArgument('priceTrends.onDemand=-20')]);
    expect(set.priceTrends).toEqual({ onDemand: -20 });
    const adj = { ...emptyAdjustments(), trends: { onDemand: -20 } };
    const slid = applyWhatIf(startUp, adj);
    expect(slid.ok && slid.scenario.priceTrends).toEqual({ onDemand: -20 });
    expect(describeAdjustments(startUp, adj)).toEqual([{ kind: 'trend', poolKind: 'onDemand', before: 0, after: -20 }]);
    expect(applySetOverrides(startUp, [parseSetArgument('whatif.trends.onDemand=-20')]).priceTrends).toEqual({ onDemand: -20 });
  });

  it('lowers what pay-as-you-go costs over a year and leaves a reservation signed on day one as it was', () => {
    const falling = applySetOverrides(startUp, [parseSetArgument('priceTrends.onDemand=-20')]);
    const payg = startUp.strategies[0]!.id;
    const reserved = startUp.strategies[1]!.id;
    const before = p50(startUp, payg);
    const after = p50(falling, payg);
    // Twelve monthly steps of 0.8^(1/12): the year's on-demand bill falls by about a tenth.
    expect(after / before).toBeGreaterThan(0.85);
    expect(after / before).toBeLessThan(0.95);
    expect(p50(falling, reserved)).toBe(p50(startUp, reserved));
  });
});
