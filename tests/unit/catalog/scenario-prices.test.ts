import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CNY_PER_USD, defaultCatalog, priceEntries } from '@shared/catalog';
import { parseScenarioText, type Scenario } from '@shared/scenario';

/**
 * The shipped scenarios embed their own catalogs. Where an offer carries a default-catalog id,
 * its prices must be the catalog's (converted at the stated rate in a CNY scenario), with the
 * same date and status: one price, one source, everywhere.
 */
const dir = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.headroom.json'));
const defaults = priceEntries(defaultCatalog());
const key = (e: { offerId: string; kind: string; termMonths: number | null }) =>
  `${e.offerId}/${e.kind}/${e.termMonths}`;
const byKey = new Map(defaults.map((e) => [key(e), e]));

function load(file: string): Scenario {
  const parsed = parseScenarioText(readFileSync(dir + file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file} does not parse`);
  return parsed.scenario;
}

describe.each(files)('%s', (file) => {
  it('uses the default catalog prices for default-catalog offers', () => {
    const scenario = load(file);
    const rate = scenario.currency === 'CNY' ? CNY_PER_USD : 1;
    expect(['USD', 'CNY']).toContain(scenario.currency);
    const entries = priceEntries(scenario.catalog).filter((e) => byKey.has(key(e)));
    for (const e of entries) {
      const d = byKey.get(key(e))!;
      expect(e.amount, key(e)).toBeCloseTo(d.amount * rate, rate === 1 ? 4 : 1);
      expect(e.status, key(e)).toBe(d.status);
      if (rate === 1) expect(e.asOf, key(e)).toBe(d.asOf);
    }
  });

  it('gives every GPU the speeds of the default catalog', () => {
    const gpus = new Map(defaultCatalog().gpus.map((g) => [g.id, g]));
    for (const g of load(file).catalog.gpus) {
      const d = gpus.get(g.id);
      expect(d, g.id).toBeDefined();
      expect(g.relativeSpeed, g.id).toEqual(d!.relativeSpeed);
      expect(g.memoryGb, g.id).toBe(d!.memoryGb);
    }
  });
});
