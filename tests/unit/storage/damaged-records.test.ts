/**
 * Stored records are treated as possibly damaged: every released database version is seeded
 * as users' browsers hold it, with damaged rows among whole ones, and opened by today's app.
 */
import 'fake-indexeddb/auto';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { declareV1 } from '@headroom/renderer/storage/schema-v1';
import { isWholeHeadline, runDamage } from '@headroom/renderer/storage/record-damage';
import { exportRawLibrary } from '@headroom/renderer/storage/raw-export';
import { keepUpgradeReport, readUpgradeReport } from '@headroom/renderer/storage/upgrade-report';
import { RECOVERED_NAME } from '@headroom/renderer/storage/scenario-row';
import { fakeResults, storageOver, validDocument } from './fixtures';

const STORES_V2 = {
  scenarios: 'id, name, updatedAt',
  versions: 'id, scenarioId, [scenarioId+number]',
  runs: 'id, scenarioId, versionId, [scenarioId+createdAt]',
};

let n = 0;
const dbName = () => `headroom-damaged-${++n}-${Math.random().toString(36).slice(2)}`;

/** Writes rows into a database of exactly `version`, as that release left it. */
async function seed(name: string, version: 1 | 2, rows: Record<string, unknown[]>): Promise<void> {
  const db = new Dexie(name, { indexedDB, IDBKeyRange });
  declareV1(db);
  if (version === 2) db.version(2).stores(STORES_V2);
  await db.open();
  for (const [table, list] of Object.entries(rows)) await db.table(table).bulkAdd(list);
  db.close();
}

const v1Scenario = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Plan ${id}`,
  currency: 'USD',
  createdAt: 100,
  updatedAt: 200,
  document: validDocument(`Plan ${id}`),
  ...extra,
});
const v1Run = (id: string, scenarioId: string, extra: Record<string, unknown> = {}) => ({
  id,
  scenarioId,
  createdAt: 300,
  runs: 3,
  baseSeed: 1,
  results: fakeResults(),
  durationMs: 5,
  ...extra,
});

describe('database version 1 with damaged rows, opened by today’s app', () => {
  it('upgrades the whole rows, sets aside and reports the unrecoverable ones, and never aborts', async () => {
    const name = dbName();
    await seed(name, 1, {
      scenarios: [v1Scenario('good'), v1Scenario('no-doc', { document: null })],
      runs: [
        v1Run('whole', 'good'),
        v1Run('empty-results', 'good', { createdAt: 400, results: {} }),
        v1Run('orphan', 'good', { scenarioId: null }),
        v1Run('no-time', 'good', { createdAt: 'yesterday' }),
      ],
    });
    const { db, storage } = storageOver(name);
    await db.open();
    expect(db.verno).toBe(2);

    const list = await storage.library.list();
    expect(list.map((s) => s.id)).toEqual(['good']);
    // The newest run has damaged results: it is kept (the results screen names it) but gives no headline.
    expect(list[0]!.lastRunHeadline).toBeNull();
    const runs = await storage.runs.list('good');
    expect(runs.map((r) => r.id)).toEqual(['empty-results', 'whole']);
    expect(runDamage(runs[0]!)).toBe('results.currency');
    expect(runDamage(runs[1]!)).toBeNull();

    const skipped = db.upgradeReport.skipped.map((s) => `${s.table}:${s.id}:${s.reason}`).sort();
    expect(skipped).toEqual(['runs:no-time:noRunTime', 'runs:orphan:noScenario', 'scenarios:no-doc:noDocument']);
    // What is set aside does not stay behind in the old shape.
    expect((await db.scenarios.toArray()).map((s) => s.id)).toEqual(['good']);
    expect((await db.runs.toArray()).map((r) => r.id).sort()).toEqual(['empty-results', 'whole']);
    db.close();
  });

  it('keeps scenarios whose document is intact, repairing a name that is not text and an unreadable time', async () => {
    const name = dbName();
    const before = Date.now();
    await seed(name, 1, {
      scenarios: [
        v1Scenario('numeric-name', { name: 42 }),
        v1Scenario('yesterday', { updatedAt: 'yesterday' }),
        v1Scenario('no-times', { createdAt: null, updatedAt: Number.NaN }),
        // Neither the row nor its document has a name to read.
        v1Scenario('nameless', { name: { first: 'x' }, document: { ...validDocument('x'), name: '' } }),
        v1Scenario('whole'),
      ],
      runs: [v1Run('run-of-42', 'numeric-name')],
    });
    const { db, storage } = storageOver(name);
    await db.open();

    const list = await storage.library.list();
    expect(list.map((s) => s.id).sort()).toEqual(['nameless', 'no-times', 'numeric-name', 'whole', 'yesterday']);
    const byId = new Map(list.map((s) => [s.id, s]));
    expect(byId.get('numeric-name')).toMatchObject({ name: '42', createdAt: 100, updatedAt: 200 });
    expect(byId.get('nameless')!.name).toBe(RECOVERED_NAME);
    // A damaged edit time takes the other stored one, or failing that the time of the upgrade.
    expect(byId.get('yesterday')).toMatchObject({ name: 'Plan yesterday', createdAt: 100, updatedAt: 100 });
    const noTimes = byId.get('no-times')!;
    expect(noTimes.updatedAt).toBeGreaterThanOrEqual(before);
    expect(noTimes.createdAt).toBe(noTimes.updatedAt);

    // The document is carried over whole, under the name the library lists it by.
    const [version] = await storage.versions.list('numeric-name');
    expect(version!.document).toEqual({ ...validDocument('Plan numeric-name'), name: '42' });
    expect((await storage.runs.latest('numeric-name'))?.id).toBe('run-of-42');

    expect(db.upgradeReport.skipped).toEqual([]);
    expect(db.upgradeReport.repaired.map((r) => `${r.id}:${r.name}:${r.fields.join('+')}`).sort()).toEqual([
      `nameless:${RECOVERED_NAME}:name`,
      'no-times:Plan no-times:time',
      'numeric-name:42:name',
      'yesterday:Plan yesterday:time',
    ]);
    // The stored rows are v2 rows now, not left in the old shape.
    for (const row of await db.scenarios.toArray()) {
      expect(typeof row.name).toBe('string');
      expect(Number.isFinite(row.updatedAt)).toBe(true);
      expect('document' in row).toBe(false);
    }
    db.close();
  });

  it('converts rows keyed by a number or by an overlong text, leaving none behind in the old shape', async () => {
    const name = dbName();
    const long = 'x'.repeat(120);
    await seed(name, 1, {
      scenarios: [v1Scenario('a', { id: 7 }), v1Scenario(long, { document: null })],
      runs: [v1Run('r', 'a', { id: 9, scenarioId: 7 })],
    });
    const { db, storage } = storageOver(name);
    await db.open();
    const rows = await db.scenarios.toArray();
    expect(rows.map((r) => r.id)).toEqual(['7']);
    expect((await db.runs.toArray()).map((r) => [r.id, r.scenarioId])).toEqual([['9', '7']]);
    expect((await storage.library.list()).map((s) => s.name)).toEqual(['Plan a']);
    expect(db.upgradeReport.skipped.map((s) => s.reason)).toEqual(['noDocument']);
    db.close();
  });

  it('upgrades a whole v1 library with nothing to report', async () => {
    const name = dbName();
    await seed(name, 1, { scenarios: [v1Scenario('a')], runs: [v1Run('r', 'a')] });
    const { db, storage } = storageOver(name);
    await db.open();
    expect(db.upgradeReport.skipped).toEqual([]);
    const [scenario] = await storage.library.list();
    expect(isWholeHeadline(scenario!.lastRunHeadline)).toBe(true);
    db.close();
  });
});

describe('database version 2 with damaged rows', () => {
  async function seedV2(scenarios: Record<string, unknown>[], runs: Record<string, unknown>[] = []) {
    const name = dbName();
    const document = validDocument('Plan');
    const versions = scenarios.map((s) => ({
      id: `v-${String(s.id)}`,
      scenarioId: s.id,
      number: 1,
      createdAt: 1,
      updatedAt: 1,
      origin: 'blank',
      note: null,
      document,
    }));
    await seed(name, 2, { scenarios, versions, runs });
    return storageOver(name);
  }
  const row = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    name: `Plan ${id}`,
    currency: 'USD',
    createdAt: 1,
    updatedAt: 2,
    currentVersionId: `v-${id}`,
    lastRunHeadline: null,
    deletedAt: null,
    ...extra,
  });

  it('reads a scenario without deletedAt as not deleted', async () => {
    const missing: Record<string, unknown> = row('missing');
    delete missing.deletedAt;
    const { db, storage } = await seedV2([missing, row('trashed', { deletedAt: 5 }), row('garbled', { deletedAt: 'soon' })]);
    expect((await storage.library.list()).map((s) => s.id).sort()).toEqual(['garbled', 'missing']);
    expect((await storage.library.listDeleted()).map((s) => s.id)).toEqual(['trashed']);
    // Restoring a live scenario is a no-op, and purging one is refused.
    expect(await storage.library.purge('missing')).toBe(false);
    db.close();
  });

  it('lists a scenario with a damaged name or headline instead of failing the whole list', async () => {
    const { db, storage } = await seedV2([row('whole'), row('bad-name', { name: null, updatedAt: 'x' }), row('bad-headline', { lastRunHeadline: {} })]);
    const list = await storage.library.list();
    expect(list.map((s) => s.id).sort()).toEqual(['bad-headline', 'bad-name', 'whole']);
    expect(list.find((s) => s.id === 'bad-name')!.name).toBe(RECOVERED_NAME);
    expect(isWholeHeadline(list.find((s) => s.id === 'bad-headline')!.lastRunHeadline)).toBe(false);
    db.close();
  });

  it('reads a damaged row the same way wherever it is read: list, single scenario, writes', async () => {
    const { db, storage } = await seedV2([row('numeric', { name: 42, updatedAt: 'x' }), row('whole')]);
    const listed = (await storage.library.list()).find((s) => s.id === 'numeric');
    const opened = await storage.library.get('numeric');
    expect(opened).toEqual(listed);
    expect(opened).toMatchObject({ name: '42', createdAt: 1, updatedAt: 1, deletedAt: null });
    // A write through the app stores the repaired row.
    await storage.library.softDelete('numeric');
    expect((await storage.library.listDeleted()).map((s) => s.name)).toEqual(['42']);
    expect(await storage.library.restore('numeric')).toMatchObject({ name: '42', deletedAt: null });
    expect((await db.scenarios.get('numeric'))!.name).toBe('42');
    db.close();
  });

  it('names the damaged part of a run with results = {} or a null total cost', () => {
    expect(runDamage({ results: {} as never })).toBe('results.currency');
    const results = fakeResults();
    (results.strategies[0]!.totalCost as { p50: unknown }).p50 = null;
    expect(runDamage({ results })).toBe('results.strategies[0].totalCost');
    expect(runDamage({ results: null as never })).toBe('results');
    expect(runDamage({ results: fakeResults() })).toBeNull();
  });

  it('copies every stored row without opening through the app (the way out when opening fails)', async () => {
    const { db } = await seedV2([row('a'), row('b', { lastRunHeadline: {} })]);
    const name = db.name;
    const dump = await exportRawLibrary(indexedDB, name, () => 0);
    // IndexedDB's own version number: Dexie stores its version 2 as 20.
    expect(dump.version).toBe(20);
    expect(dump.stores.scenarios).toHaveLength(2);
    expect(dump.stores.versions).toHaveLength(2);
    expect(dump.exportedAt).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('the upgrade report kept for the library screen', () => {
  it('keeps what was skipped and reads back only well-formed rows, whatever is stored', () => {
    const box = new Map<string, string>();
    const storage = { getItem: (k: string) => box.get(k) ?? null, setItem: (k: string, v: string) => void box.set(k, v) };
    const repaired = [{ table: 'scenarios' as const, id: 's1', name: '42', fields: ['name' as const] }];
    keepUpgradeReport({ skipped: [{ table: 'runs', id: 'r1', reason: 'noScenario' }], repaired }, storage);
    expect(readUpgradeReport(storage)).toEqual({
      skipped: [{ table: 'runs', id: 'r1', reason: 'noScenario' }],
      repaired,
    });
    box.set('headroom.upgradeReport', '{not json');
    expect(readUpgradeReport(storage)).toEqual({ skipped: [], repaired: [] });
    // The plain list older versions kept still reads.
    box.set('headroom.upgradeReport', JSON.stringify([{ table: 1 }, null, { table: 'runs', id: 'x', reason: 'y' }]));
    expect(readUpgradeReport(storage).skipped).toHaveLength(1);
    box.set('headroom.upgradeReport', JSON.stringify({ repaired: [{ id: 's', name: 'n', fields: ['name', 'evil'] }, 5] }));
    expect(readUpgradeReport(storage)).toEqual({
      skipped: [],
      repaired: [{ table: 'scenarios', id: 's', name: 'n', fields: ['name'] }],
    });
  });
});
