import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import { MAX_PRICE_PER_HOUR, MAX_PRICE_PER_SERVER_MONTH } from '@shared/scenario/catalog-schema';
import { simulateScenario } from '@shared/analysis/simulate';
import { mutable } from './fixture';

/** The refusal at `path`, or a failure naming what was found instead. */
function refusalAt(raw: unknown, path: string) {
  const result = parseScenario(raw);
  if (result.ok) throw new Error('expected the scenario to be refused');
  const hit = result.issues.find((i) => i.path === path);
  expect(hit, `no issue at "${path}"; got ${JSON.stringify(result.issues)}`).toBeDefined();
  return hit!;
}

describe('prices a planner can enter', () => {
  it('refuses a price per hour no GPU costs, naming the field and the most allowed', () => {
    for (const [kind, price] of [
      ['onDemand', { perHour: 1e300, asOf: '2026-01-01', source: 'test' }],
      ['spot', { perHour: MAX_PRICE_PER_HOUR + 1, asOf: '2026-01-01', source: 'test' }],
      ['reserved', [{ termMonths: 12, perHour: 1e300, asOf: '2026-01-01', source: 'test' }]],
    ] as const) {
      const doc = mutable();
      doc.catalog.offers[0].prices[kind] = price;
      const path = `catalog.offers[0].prices.${kind}${kind === 'reserved' ? '[0]' : ''}.perHour`;
      const issue = refusalAt(doc, path);
      expect(issue.code).toBe('too_big');
      expect(issue.params).toMatchObject({ maximum: MAX_PRICE_PER_HOUR });
      expect(issue.message).toBe('a price per hour above 1,000,000 is not a real price; check the number and its currency');
    }
    const doc = mutable();
    doc.catalog.offers[1].prices.bareMetal.perServerMonth = 1e300;
    const issue = refusalAt(doc, 'catalog.offers[1].prices.bareMetal.perServerMonth');
    expect(issue.params).toMatchObject({ maximum: MAX_PRICE_PER_SERVER_MONTH });
  });

  it('keeps every total finite at the highest prices it accepts', () => {
    const doc = mutable();
    doc.catalog.offers[0].prices.onDemand.perHour = MAX_PRICE_PER_HOUR;
    doc.catalog.offers[1].prices.bareMetal.perServerMonth = MAX_PRICE_PER_SERVER_MONTH;
    doc.strategies[1].pools[0].servers = 50;
    const parsed = parseScenario(doc);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const results = simulateScenario(parsed.scenario, { runs: 2 });
    for (const s of results.strategies) expect(Number.isFinite(s.totalCost.p90)).toBe(true);
    expect(results.recommendation?.notComparable).toBeUndefined();
  });
});
