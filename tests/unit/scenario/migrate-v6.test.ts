import { describe, expect, it } from 'vitest';
import { migrateScenario, parseScenarioText } from '@shared/scenario';
import { validScenario } from './fixture';

describe('format 5 files', () => {
  it('load unchanged in meaning: no bill costs, so GPU time alone as before', () => {
    const doc = { schemaVersion: 5, name: 'x', workloads: [{ id: 'w', kind: 'training' }] };
    const out = migrateScenario(doc);
    if (!out.ok) throw new Error(out.message);
    expect(out.doc).toEqual({ ...doc, schemaVersion: 8 });
    expect('billCosts' in out.doc).toBe(false);
  });

  it('parse to a scenario without bill costs', () => {
    const parsed = parseScenarioText(JSON.stringify({ ...validScenario(), schemaVersion: 5 }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.migratedFrom).toBe(5);
    expect(parsed.scenario.billCosts).toBeUndefined();
  });
});
