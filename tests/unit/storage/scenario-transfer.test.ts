import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '@shared/scenario';
import { dumpTables, freshStorage, scenarioInput } from './fixtures';

const valid = () =>
  scenarioInput('Imported plan') as Record<string, unknown> & ReturnType<typeof scenarioInput>;

/** Files a planner might be handed, each wrong in its own way, with the field it should blame. */
const hostileFiles: [label: string, text: string, path: string][] = [
  ['not JSON', 'this is not a scenario {', ''],
  ['empty file', '', ''],
  ['a JSON array', '[1, 2, 3]', ''],
  ['JSON null', 'null', ''],
  ['a bare number', '42', ''],
  [
    'missing format version',
    JSON.stringify({ ...valid(), schemaVersion: undefined }),
    'schemaVersion',
  ],
  ['a newer format version', JSON.stringify({ ...valid(), schemaVersion: 99 }), 'schemaVersion'],
  ['wrong types', JSON.stringify({ ...valid(), horizonDays: 'ninety' }), 'horizonDays'],
  [
    'a negative price',
    JSON.stringify(withOfferPrice(-1)),
    'catalog.offers[0].prices.onDemand.perHour',
  ],
  [
    'a placement of a workload that does not exist',
    JSON.stringify({
      ...valid(),
      strategies: [
        { ...valid().strategies[0], placements: [{ workloadId: 'ghost', poolIds: ['on-demand'] }] },
      ],
    }),
    'strategies[0].placements[0].workloadId',
  ],
  [
    'an offer on a GPU that does not exist',
    JSON.stringify({
      ...valid(),
      catalog: { ...valid().catalog, offers: [{ ...valid().catalog.offers[0], gpuId: 'nope' }] },
    }),
    'catalog.offers[0].gpuId',
  ],
  [
    'a file over the size limit',
    JSON.stringify({ ...valid(), description: 'x'.repeat(6 * 1024 * 1024) }),
    '',
  ],
];

function withOfferPrice(perHour: number) {
  const doc = valid();
  const offer = doc.catalog.offers[0];
  if (!offer?.prices?.onDemand) throw new Error('fixture has no on-demand price');
  return {
    ...doc,
    catalog: {
      ...doc.catalog,
      offers: [{ ...offer, prices: { onDemand: { ...offer.prices.onDemand, perHour } } }],
    },
  };
}

describe('importing scenario files', () => {
  it('imports a valid file as a new scenario, noting the file it came from', async () => {
    const { storage, db } = freshStorage();
    const result = await storage.transfer.importScenarioText(
      JSON.stringify(valid()),
      'plan.headroom.json',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.scenario.name).toBe('Imported plan');
    expect(await db.versions.get(result.scenario.currentVersionId)).toMatchObject({
      origin: 'import',
      note: 'plan.headroom.json',
      number: 1,
    });
  });

  it('keeps at most 255 characters of a file name', async () => {
    const { storage, db } = freshStorage();
    const result = await storage.transfer.importScenarioText(
      JSON.stringify(valid()),
      `${'x'.repeat(10_000)}.json`,
    );
    if (!result.ok) throw new Error('import failed');
    expect((await db.versions.get(result.scenario.currentVersionId))?.note).toHaveLength(255);
  });

  it('de-duplicates the name of a second import: "(2)", then "(3)"', async () => {
    const { storage } = freshStorage();
    const text = JSON.stringify(valid());
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await storage.transfer.importScenarioText(text, 'plan.headroom.json');
      if (r.ok) names.push(r.scenario.name);
    }
    expect(names).toEqual(['Imported plan', 'Imported plan (2)', 'Imported plan (3)']);
  });

  it.each(hostileFiles)(
    'refuses %s, blaming the field, and changes nothing',
    async (_label, text, path) => {
      const { storage, db } = freshStorage();
      await storage.library.createBlank('Saved work');
      await storage.transfer.importScenarioText(JSON.stringify(valid()), 'earlier.headroom.json');
      const before = await dumpTables(db);

      const result = await storage.transfer.importScenarioText(text, 'hostile.headroom.json');

      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.issues.length).toBeGreaterThan(0);
      expect(result.issues.map((i) => i.path)).toContain(path);
      expect(await dumpTables(db)).toEqual(before);
    },
  );

  it('refuses a misspelt field, naming it and the field it probably meant', async () => {
    const { storage } = freshStorage();
    const doc = valid() as unknown as Record<string, unknown>;
    const text = JSON.stringify({ ...doc, horizonDay: 3 });
    const result = await storage.transfer.importScenarioText(text, 'typo.headroom.json');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((i) => [i.path, i.message])).toEqual([
        ['horizonDay', 'unknown field "horizonDay": did you mean horizonDays?'],
      ]);
    }
  });

  it('is not fooled by a "__proto__" key', async () => {
    const { storage } = freshStorage();
    const text = JSON.stringify(valid()).replace('{', '{"__proto__":{"polluted":true},');
    const result = await storage.transfer.importScenarioText(text, 'proto.headroom.json');
    // Refused as a field the format does not know, and nothing polluted on the way.
    expect(result.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('exporting scenario files', () => {
  it('writes pretty JSON that imports back to the same document', async () => {
    const { storage, db } = freshStorage();
    const scenario = await storage.library.createBlank('Q3 GPU plan: v2/final');
    const exported = await storage.transfer.exportScenarioText(scenario.id);
    expect(exported.fileName).toBe('q3-gpu-plan-v2-final.headroom.json');
    expect(exported.text).toContain('\n  "schemaVersion": 8,');
    const reparsed = parseScenarioText(exported.text);
    const stored = await db.versions.get(scenario.currentVersionId);
    expect(reparsed.ok && reparsed.scenario).toEqual(stored?.document);

    const again = await storage.transfer.importScenarioText(exported.text, exported.fileName);
    expect(again.ok && again.scenario.name).toBe('Q3 GPU plan: v2/final (2)');
  });

  it('keeps letters of any script in the file name', async () => {
    const { storage } = freshStorage();
    const scenario = await storage.library.createBlank('推理集群 2026');
    expect((await storage.transfer.exportScenarioText(scenario.id)).fileName).toBe(
      '推理集群-2026.headroom.json',
    );
    const symbols = await storage.library.createBlank('***');
    expect((await storage.transfer.exportScenarioText(symbols.id)).fileName).toBe(
      'scenario.headroom.json',
    );
  });
});
