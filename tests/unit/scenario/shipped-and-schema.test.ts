/* eslint-disable @typescript-eslint/no-explicit-any -- these tests take documents apart field by field, on purpose */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, parseScenarioText, scenarioJsonSchema } from '@shared/scenario';

const dir = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.headroom.json'));

describe('shipped scenarios', () => {
  it('ship the nine worked cases, the chat API planned in tokens, the shared pool with priorities and rent or own', () => {
    expect(files).toHaveLength(12);
  });

  it.each(files)('%s is a valid scenario with a Chinese subtitle and a dated catalog', (file) => {
    const result = parseScenarioText(readFileSync(dir + file, 'utf8'));
    expect(result.ok ? [] : result.issues).toEqual([]);
    if (!result.ok) return;
    const s = result.scenario;
    expect(s.description).toMatch(/[\u4e00-\u9fff]/);
    expect(s.description).toMatch(/claim/);
    expect(s.simulation.runs).toBeLessThanOrEqual(50);
    for (const offer of s.catalog.offers) {
      const p = offer.prices;
      for (const price of [p.onDemand, p.spot, p.bareMetal, p.owned, ...p.reserved]) {
        if (!price) continue;
        expect(price.status, offer.id).not.toBe('user');
        expect(price.source.length, offer.id).toBeGreaterThan(10);
      }
    }
  });
});

describe('JSON Schema', () => {
  const schema = scenarioJsonSchema() as {
    $schema?: string;
    properties?: Record<string, any>;
    required?: string[];
  };

  it('describes the scenario format as JSON Schema 2020-12', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(Object.keys(schema.properties ?? {})).toEqual(
      expect.arrayContaining([
        'schemaVersion',
        'name',
        'currency',
        'catalog',
        'workloads',
        'strategies',
        'simulation',
      ]),
    );
    expect(schema.required).toEqual(
      expect.arrayContaining([
        'schemaVersion',
        'name',
        'currency',
        'startDate',
        'horizonDays',
        'catalog',
      ]),
    );
    expect(schema.properties!.schemaVersion.const).toBe(CURRENT_SCHEMA_VERSION);
    expect(schema.properties!.horizonDays.maximum).toBe(3660);
  });

  it('is plain JSON whose every $ref resolves', () => {
    const text = JSON.stringify(schema);
    const parsed = JSON.parse(text);
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of refs) {
      expect(ref.startsWith('#')).toBe(true);
      let node: any = parsed;
      for (const part of ref.slice(2).split('/').filter(Boolean))
        node = node?.[decodeURIComponent(part)];
      expect(node, ref).toBeDefined();
    }
  });

  it('lists the workload kinds and pool kinds', () => {
    const text = JSON.stringify(schema);
    for (const kind of [
      'training',
      'inference',
      'batch',
      'dev',
      'onDemand',
      'reserved',
      'spot',
      'bareMetal',
    ]) {
      expect(text).toContain(`"const":"${kind}"`);
    }
  });
});

describe('shipped scenario files', () => {
  it('are written in the current format (scripts/upgrade-scenarios.ts upgrades them)', () => {
    const versions = files.map((f) => (JSON.parse(readFileSync(dir + f, 'utf8')) as { schemaVersion: unknown }).schemaVersion);
    expect(versions.length).toBeGreaterThan(0);
    expect(new Set(versions)).toEqual(new Set([CURRENT_SCHEMA_VERSION]));
  });
});
