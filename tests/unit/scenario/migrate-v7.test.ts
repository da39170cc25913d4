import { describe, expect, it } from 'vitest';
import { migrateScenario, parseScenarioText } from '@shared/scenario';
import { validScenario } from './fixture';

describe('format 6 files', () => {
  it('load unchanged in meaning: no offer carries a measured run, so every factor stays as it was', () => {
    const doc = { schemaVersion: 6, name: 'x', catalog: { offers: [{ id: 'o', efficiency: { pipeline: 0.5 } }] } };
    const out = migrateScenario(doc);
    if (!out.ok) throw new Error(out.message);
    expect(out.doc).toEqual({ ...doc, schemaVersion: 8 });
  });

  it('parse to offers whose efficiency is an estimate (no measured run)', () => {
    const parsed = parseScenarioText(JSON.stringify({ ...validScenario(), schemaVersion: 6 }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.migratedFrom).toBe(6);
    expect(parsed.scenario.catalog.offers.every((o) => o.measuredRun === undefined)).toBe(true);
  });
});
