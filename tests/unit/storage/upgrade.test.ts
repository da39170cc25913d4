import 'fake-indexeddb/auto';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import { isStale } from '@headroom/renderer/storage';
import { declareV1, type RunRowV1, type ScenarioRowV1 } from '@headroom/renderer/storage/schema-v1';
import { UNKNOWN_VERSION_ID } from '@headroom/renderer/storage/upgrade-v2';
import { fakeResults, storageOver, validDocument } from './fixtures';

/** Writes a database exactly as the first release of the app left it. */
async function seedV1(name: string, scenarios: ScenarioRowV1[], runs: RunRowV1[]): Promise<void> {
  const v1 = new Dexie(name, { indexedDB, IDBKeyRange });
  declareV1(v1);
  await v1.open();
  expect(v1.verno).toBe(1);
  await v1.table('scenarios').bulkAdd(scenarios);
  await v1.table('runs').bulkAdd(runs);
  v1.close();
}

describe('database upgrade v1 -> v2', () => {
  it('moves inline documents into versions and ties runs to them, losing nothing', async () => {
    const name = `headroom-upgrade-${Math.random().toString(36).slice(2)}`;
    const planDoc = validDocument('Plan');
    const fleetDoc = { ...validDocument('Fleet'), currency: 'CNY' };
    await seedV1(
      name,
      [
        {
          id: 'plan',
          name: 'Plan',
          currency: 'USD',
          createdAt: 100,
          updatedAt: 500,
          document: planDoc,
        },
        {
          id: 'fleet',
          name: 'Fleet',
          currency: 'CNY',
          createdAt: 200,
          updatedAt: 300,
          document: fleetDoc,
        },
      ],
      [
        // Ran before the plan's last edit (500): it simulated a document v1 no longer holds.
        {
          id: 'old-run',
          scenarioId: 'plan',
          createdAt: 400,
          runs: 3,
          baseSeed: 7,
          results: fakeResults(),
          durationMs: 10,
        },
        // Ran after the fleet's last edit: it matches the stored document.
        {
          id: 'fresh-run',
          scenarioId: 'fleet',
          createdAt: 350,
          runs: 3,
          baseSeed: 7,
          results: fakeResults('on-demand'),
          durationMs: 20,
        },
      ],
    );

    const { db, storage } = storageOver(name);
    await db.open();
    expect(db.verno).toBe(2);

    const plan = await storage.library.get('plan');
    const fleet = await storage.library.get('fleet');
    expect(plan).toMatchObject({
      name: 'Plan',
      currency: 'USD',
      createdAt: 100,
      updatedAt: 500,
      deletedAt: null,
    });
    expect(fleet).toMatchObject({
      name: 'Fleet',
      currency: 'CNY',
      createdAt: 200,
      updatedAt: 300,
      deletedAt: null,
    });
    expect(plan && 'document' in plan).toBe(false);

    const [planVersion] = await storage.versions.list('plan');
    const [fleetVersion] = await storage.versions.list('fleet');
    expect(planVersion).toMatchObject({
      id: plan?.currentVersionId,
      number: 1,
      createdAt: 500,
      origin: 'edit',
    });
    expect(planVersion?.document).toEqual(planDoc);
    expect(fleetVersion?.document).toEqual(fleetDoc);
    expect(parseScenario(planVersion?.document).ok).toBe(true);

    const oldRun = await storage.runs.latest('plan');
    const freshRun = await storage.runs.latest('fleet');
    expect(oldRun).toMatchObject({ id: 'old-run', versionId: UNKNOWN_VERSION_ID, durationMs: 10 });
    expect(oldRun?.results).toEqual(fakeResults());
    expect(freshRun).toMatchObject({ id: 'fresh-run', versionId: fleet?.currentVersionId });
    expect(oldRun && plan && isStale(oldRun, plan)).toBe(true);
    expect(freshRun && fleet && isStale(freshRun, fleet)).toBe(false);

    expect(plan?.lastRunHeadline).toMatchObject({
      runId: 'old-run',
      strategyId: 'reserved',
      recommended: false,
    });
    expect(fleet?.lastRunHeadline).toMatchObject({
      runId: 'fresh-run',
      strategyId: 'on-demand',
      recommended: true,
    });

    // The upgraded database works like a new one.
    const edit = await storage.versions.autosave('plan', { ...planDoc, horizonDays: 120 });
    expect(edit).toMatchObject({ status: 'saved', version: { number: 2 } });
    db.close();
  });

  it('opens an empty v1 database', async () => {
    const name = `headroom-upgrade-empty-${Math.random().toString(36).slice(2)}`;
    await seedV1(name, [], []);
    const { db, storage } = storageOver(name);
    expect(await storage.library.list()).toEqual([]);
    expect(db.verno).toBe(2);
    db.close();
  });
});
