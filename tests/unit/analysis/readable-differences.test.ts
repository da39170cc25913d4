import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readableDifferences, roundNoise, valueKind } from '@shared/analysis/compare';
import { parseScenarioText, type Scenario } from '@shared/scenario';

function shipped(name: string): Scenario {
  const parsed = parseScenarioText(readFileSync(`scenarios/${name}.headroom.json`, 'utf8'));
  if (!parsed.ok) throw new Error('shipped scenario invalid');
  return parsed.scenario;
}

const startUp = shipped('06-startup-dev-to-prod');

/** The start-up scenario with eight offers, each with its own spot price. */
function eightOffers(): Scenario {
  const doc = structuredClone(startUp);
  const offer = doc.catalog.offers[0]!;
  const prices = [1.29, 0.9731, 2.3121, 0.526, 3.673, 1.2845, 0.35, 14.154];
  doc.catalog.offers = prices.map((perHour, i) => ({
    ...structuredClone(offer),
    id: `offer-${i}`,
    prices: { ...offer.prices, spot: { ...offer.prices.spot!, perHour } },
  }));
  return doc;
}

describe('roundNoise', () => {
  it('drops float noise and keeps the digits a person typed', () => {
    expect(roundNoise(14.153999999999998)).toBe(14.154);
    expect(roundNoise(0.15000000000000002)).toBe(0.15);
    expect(roundNoise(2.3121)).toBe(2.3121);
    expect(roundNoise(0.9731 * 0.7)).toBe(0.68117);
    expect(roundNoise(12345.67)).toBe(12345.67);
    expect(roundNoise(0)).toBe(0);
    expect(roundNoise(-3.3000000000000003)).toBe(-3.3);
  });

  it('never moves a value by more than a millionth of itself (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (v) => {
        expect(Math.abs(roundNoise(v) - v)).toBeLessThanOrEqual(Math.abs(v) * 1e-5);
      }),
    );
  });

  it('writes an input with at most six significant digits (or cents)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 9 }), (a, b) => {
        // a / 100 * (b / 10): noise-prone products of typed values.
        const text = String(roundNoise((a / 100) * (b / 10)));
        expect(text.replace(/^[0.-]+/, '').replace('.', '').length).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('valueKind', () => {
  it('knows money, shares and counts by the field', () => {
    expect(valueKind('catalog.offers[id=a].prices.spot.perHour', 1.29)).toBe('money');
    expect(valueKind('workloads[id=chat].traffic.growthPerMonth', 0.05)).toBe('share');
    expect(valueKind('simulation.runs', 40)).toBe('count');
    expect(valueKind('workloads[id=t].checkpointIntervalMinutes', 7.5)).toBe('number');
  });
});

describe('readableDifferences', () => {
  it('finds nothing between a document and its copy', () => {
    expect(readableDifferences(startUp, structuredClone(startUp))).toEqual({
      differences: [],
      more: 0,
    });
  });

  it('writes one −30 % spot price change on eight offers as one line', () => {
    const before = eightOffers();
    const after = structuredClone(before);
    for (const offer of after.catalog.offers) offer.prices.spot!.perHour *= 0.7;
    const { differences } = readableDifferences(before, after);
    expect(differences).toEqual([
      {
        type: 'offers',
        field: 'prices.spot.perHour',
        offerIds: before.catalog.offers.map((o) => o.id),
        change: -0.3,
      },
    ]);
  });

  it('keeps an offer changed by another amount on a line of its own', () => {
    const before = eightOffers();
    const after = structuredClone(before);
    after.catalog.offers.forEach((offer, i) => {
      offer.prices.spot!.perHour *= i === 7 ? 1.1 : 0.7;
    });
    const { differences } = readableDifferences(before, after);
    expect(differences).toHaveLength(2);
    expect(differences[0]).toMatchObject({ type: 'offers', change: -0.3 });
    expect(differences[0]).toHaveProperty('offerIds', before.catalog.offers.slice(0, 7).map((o) => o.id));
    // 14.154 × 1.1 = 15.569400000000002 in floating point: shown as 15.5694, as money.
    expect(differences[1]).toEqual({
      type: 'value',
      path: 'catalog.offers[id=offer-7].prices.spot.perHour',
      before: { kind: 'money', value: 14.154 },
      after: { kind: 'money', value: 15.5694 },
    });
  });

  it('rounds each field to its own precision: shares, counts, noise-free numbers', () => {
    const after = structuredClone(startUp);
    const serving = after.workloads.find((w) => w.kind === 'inference')!;
    if (serving.kind !== 'inference') throw new Error('no inference workload');
    serving.traffic.growthPerMonth = 0.1 + 0.05; // 0.15000000000000002
    serving.requestsPerSecondPerReplica = 14.153999999999998;
    after.simulation.runs = 40;
    const { differences } = readableDifferences(startUp, after);
    expect(differences).toContainEqual({
      type: 'value',
      path: 'workloads[id=serving].traffic.growthPerMonth',
      before: { kind: 'share', value: 0 },
      after: { kind: 'share', value: 0.15 },
    });
    expect(differences).toContainEqual({
      type: 'value',
      path: 'workloads[id=serving].requestsPerSecondPerReplica',
      before: { kind: 'number', value: 2.5 },
      after: { kind: 'number', value: 14.154 },
    });
    expect(differences).toContainEqual({
      type: 'value',
      path: 'simulation.runs',
      before: { kind: 'count', value: startUp.simulation.runs },
      after: { kind: 'count', value: 40 },
    });
  });

  it('gives a changed traffic curve as two curves, not 24 numbers', () => {
    const after = structuredClone(startUp);
    const serving = after.workloads.find((w) => w.kind === 'inference')!;
    if (serving.kind !== 'inference') throw new Error('no inference workload');
    serving.traffic.weekday = serving.traffic.weekday.map((v) => v * 1.1);
    const { differences } = readableDifferences(startUp, after);
    expect(differences).toHaveLength(1);
    const curve = differences[0]!;
    if (curve.type !== 'curve') throw new Error(`expected a curve, got ${curve.type}`);
    expect(curve.path).toBe('workloads[id=serving].traffic.weekday');
    expect(curve.after).toHaveLength(24);
    // 3 × 1.1 = 3.3000000000000003 in floating point.
    expect(curve.after[0]).toBe(3.3);
  });

  it('counts what the limit leaves out', () => {
    const before = eightOffers();
    const after = structuredClone(before);
    after.catalog.offers.forEach((offer, i) => {
      offer.prices.spot!.perHour *= 1 + i / 10;
    });
    const out = readableDifferences(before, after, 3);
    expect(out.differences).toHaveLength(3);
    expect(out.more).toBe(4);
  });
});
