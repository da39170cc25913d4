import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulateScenario } from '@shared/analysis';
import { comparePlan, compareScenarios, inputDifferences, pairStrategies, VALUE_TEXT_MAX } from '@shared/analysis/compare';
import { parseScenarioText, type Scenario } from '@shared/scenario';

function shipped(name: string): Scenario {
  const parsed = parseScenarioText(readFileSync(`scenarios/${name}.headroom.json`, 'utf8'));
  if (!parsed.ok) throw new Error('shipped scenario invalid');
  return parsed.scenario;
}

const fineTune = shipped('01-fine-tuning-bare-metal');

describe('inputDifferences', () => {
  it('finds nothing between a document and its copy', () => {
    expect(inputDifferences(fineTune, structuredClone(fineTune))).toEqual({ differences: [], more: 0 });
  });

  it('names a changed field by id, in the --set path form', () => {
    const after = structuredClone(fineTune);
    after.simulation.runs = 40;
    const offer = after.catalog.offers[0]!;
    const before = fineTune.catalog.offers[0]!;
    offer.prices.onDemand = { ...before.prices.onDemand!, perHour: before.prices.onDemand!.perHour * 2 };
    const { differences } = inputDifferences(fineTune, after);
    expect(differences).toContainEqual({ path: `catalog.offers[id=${offer.id}].prices.onDemand.perHour`, before: String(before.prices.onDemand!.perHour), after: String(offer.prices.onDemand!.perHour) });
    expect(differences).toContainEqual({ path: 'simulation.runs', before: String(fineTune.simulation.runs), after: '40' });
    expect(differences).toHaveLength(2);
  });

  it('does not count reordering a list of elements with ids, and shows an added one once', () => {
    const after = structuredClone(fineTune);
    after.strategies.reverse();
    expect(inputDifferences(fineTune, after).differences).toEqual([]);
    const copy = { ...structuredClone(fineTune.strategies[0]!), id: 'copy' };
    after.strategies.push(copy);
    const { differences } = inputDifferences(fineTune, after);
    expect(differences).toHaveLength(1);
    expect(differences[0]!.path).toBe('strategies[id=copy]');
    expect(differences[0]!.before).toBeNull();
    expect(differences[0]!.after!.length).toBeLessThanOrEqual(VALUE_TEXT_MAX);
    expect(differences[0]!.after!.endsWith('…')).toBe(true);
  });

  it('shows a list of numbers whole when its length changes, and point by point when it does not', () => {
    expect(inputDifferences({ curve: [1, 2, 3] }, { curve: [1, 2] }).differences).toEqual([{ path: 'curve', before: '[1,2,3]', after: '[1,2]' }]);
    expect(inputDifferences({ c: [{ a: 1 }, { a: 2 }] }, { c: [{ a: 1 }, { a: 5 }] }).differences).toEqual([{ path: 'c[1].a', before: '2', after: '5' }]);
  });

  it('stops at the limit and counts the rest', () => {
    const a = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, i]));
    const b = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, i + 1]));
    const out = inputDifferences(a, b, 4);
    expect(out.differences).toHaveLength(4);
    expect(out.more).toBe(6);
  });

  it('reports exactly the leaves that were changed (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.integer()), fc.array(fc.nat(), { maxLength: 5 }), (doc, picks) => {
        const keys = Object.keys(doc);
        const after: Record<string, number> = { ...doc };
        const changed = new Set<string>();
        for (const p of picks) {
          if (keys.length === 0) break;
          const key = keys[p % keys.length]!;
          after[key] = doc[key]! + 1;
          changed.add(key);
        }
        const paths = inputDifferences(doc, after).differences.map((d) => d.path);
        expect(new Set(paths)).toEqual(changed);
      }),
    );
  });
});

describe('pairStrategies', () => {
  it('pairs by id, then by name, and lists the rest', () => {
    const after = structuredClone(fineTune);
    const [first, second] = after.strategies;
    second!.id = 'renamed-id';
    first!.name = 'Something else';
    first!.id = 'other';
    const pairing = pairStrategies(fineTune, after);
    expect(pairing.afterToBefore.get('renamed-id')).toBe(fineTune.strategies[1]!.id);
    expect(pairing.afterToBefore.has('other')).toBe(false);
    expect(pairing.onlyAfter).toEqual(['other']);
    expect(pairing.onlyBefore).toEqual([fineTune.strategies[0]!.id]);
  });
});

describe('compareScenarios', () => {
  it('on the same seeds, a price rise shows as a real change; an identical copy as none', () => {
    const after = structuredClone(fineTune);
    for (const offer of after.catalog.offers) if (offer.prices.onDemand) offer.prices.onDemand.perHour *= 1.2;
    const plan = comparePlan(fineTune, after);
    const a = simulateScenario(fineTune, { runs: 6, baseSeed: plan.baseSeed });
    const b = simulateScenario(after, { runs: 6, baseSeed: plan.baseSeed });
    const same = compareScenarios(fineTune, fineTune, a, a);
    expect(same.inputs.differences).toEqual([]);
    for (const s of same.results.strategies) {
      expect(s.totalCost.change).toBe(0);
      expect(s.totalCostPaired.withinNoise).toBe(true);
    }
    const out = compareScenarios(fineTune, after, a, b);
    expect(out.inputs.differences.length).toBeGreaterThan(0);
    expect(out.results.pairs).toBe(6);
    for (const s of out.results.strategies) expect(s.totalCost.change).toBeGreaterThanOrEqual(0);
    expect(out.results.strategies.some((s) => s.totalCost.change > 0)).toBe(true);
    expect(out.results.strategies.some((s) => !s.totalCostPaired.withinNoise)).toBe(true);
  });

  it('lines a strategy paired by name up with its partner, and keeps unpaired ones apart', () => {
    const after = structuredClone(fineTune);
    after.strategies[0]!.id = 'new-id';
    const a = simulateScenario(fineTune, { runs: 2 });
    const b = simulateScenario(after, { runs: 2 });
    const out = compareScenarios(fineTune, after, a, b);
    expect(out.results.strategies.map((s) => s.strategyId)).toEqual(fineTune.strategies.map((s) => s.id));
    expect(out.onlyAfter).toEqual([]);
    expect(out.results.strategies.every((s) => s.totalCost.change === 0)).toBe(true);
  });

  it('runs both sides on the first side seeds and the larger run count', () => {
    const after = structuredClone(fineTune);
    after.simulation = { ...after.simulation, baseSeed: 99, runs: fineTune.simulation.runs + 5 };
    expect(comparePlan(fineTune, after)).toEqual({ baseSeed: fineTune.simulation.baseSeed, runs: fineTune.simulation.runs + 5 });
  });
});
