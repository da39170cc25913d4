import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import { RecordNotFoundError } from '@headroom/renderer/storage';
import { dumpTables, fakeResults, freshStorage, scenarioInput, validDocument } from './fixtures';

describe('scenario library', () => {
  it('creates a blank scenario that passes validation and opens at version 1', async () => {
    const { storage, db } = freshStorage();
    const scenario = await storage.library.createBlank('Untitled');
    const version = await db.versions.get(scenario.currentVersionId);
    expect(version?.number).toBe(1);
    expect(version?.origin).toBe('blank');
    expect(parseScenario(version?.document).ok).toBe(true);
    expect(version?.document.startDate).toBe('2026-01-05');
    expect(scenario).toMatchObject({
      name: 'Untitled',
      currency: 'USD',
      deletedAt: null,
      lastRunHeadline: null,
    });
  });

  it('creates a blank scenario in CNY with the catalog converted at its stated rate', async () => {
    const { storage, db } = freshStorage();
    const scenario = await storage.library.createBlank('推理集群', 'CNY');
    const document = (await db.versions.get(scenario.currentVersionId))?.document;
    expect(scenario.currency).toBe('CNY');
    const offer = document?.catalog.offers.find((o) => o.id === 'gcp-a2-highgpu-1g');
    expect(offer?.prices.onDemand?.perHour).toBeCloseTo(3.67 * 7.2, 4);
    expect(offer?.prices.onDemand?.source).toMatch(/7\.2 CNY per USD/);
    expect(parseScenario(document).ok).toBe(true);
  });

  it('creates from a template, with an optional new name', async () => {
    const { storage, db } = freshStorage();
    const result = await storage.library.createFromTemplate(scenarioInput('Template'), 'My copy');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.scenario.name).toBe('My copy');
    const version = await db.versions.get(result.scenario.currentVersionId);
    expect(version?.document.name).toBe('My copy');
    expect(version?.origin).toBe('template');
  });

  it('refuses an invalid template with field paths and writes nothing', async () => {
    const { storage, db } = freshStorage();
    await storage.library.createBlank('Existing');
    const before = await dumpTables(db);
    const result = await storage.library.createFromTemplate({
      ...scenarioInput(),
      horizonDays: -3,
    });
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'horizonDays' }] });
    expect(await dumpTables(db)).toEqual(before);
  });

  it('lists live scenarios newest edit first, searching names loosely', async () => {
    const { storage, clock } = freshStorage();
    await storage.library.createBlank('Training cluster');
    clock.advance(1000);
    await storage.library.createBlank('Inference  fleet');
    clock.advance(1000);
    await storage.library.createBlank('ＧＰＵ budget'); // full-width letters
    const all = await storage.library.list();
    expect(all.map((s) => s.name)).toEqual([
      'ＧＰＵ budget',
      'Inference  fleet',
      'Training cluster',
    ]);
    expect((await storage.library.list('gpu')).map((s) => s.name)).toEqual(['ＧＰＵ budget']);
    expect((await storage.library.list('INFERENCE FLEET')).map((s) => s.name)).toEqual([
      'Inference  fleet',
    ]);
    expect(await storage.library.list('nothing like it')).toEqual([]);
  });

  it('duplicates the current document under a free name, leaving the original alone', async () => {
    const { storage, db } = freshStorage();
    const original = await storage.library.createBlank('Plan');
    const before = await db.versions.get(original.currentVersionId);
    const copy = await storage.library.duplicate(original.id);
    expect(copy.id).not.toBe(original.id);
    expect(copy.name).toBe('Plan (2)');
    const copyVersion = await db.versions.get(copy.currentVersionId);
    expect(copyVersion).toMatchObject({ number: 1, origin: 'duplicate', note: 'Plan' });
    expect({ ...copyVersion?.document, name: 'Plan' }).toEqual(before?.document);
    expect(await db.versions.get(original.currentVersionId)).toEqual(before);
    const third = await storage.library.duplicate(copy.id);
    expect(third.name).toBe('Plan (3)');
  });

  it('renames in place, without a new version and without making the last run stale', async () => {
    const { storage, db } = freshStorage();
    const scenario = await storage.library.createBlank('Plan');
    await storage.runs.save({
      scenarioId: scenario.id,
      versionId: scenario.currentVersionId,
      results: fakeResults(),
      durationMs: 5,
    });
    const result = await storage.library.rename(scenario.id, '  Q3 plan ');
    expect(result).toMatchObject({
      ok: true,
      scenario: { name: 'Q3 plan', currentVersionId: scenario.currentVersionId },
    });
    expect((await db.versions.get(scenario.currentVersionId))?.document.name).toBe('Q3 plan');
    expect(await db.versions.count()).toBe(1);
    const latest = await storage.runs.latest(scenario.id);
    const now = await storage.library.get(scenario.id);
    expect(latest && now && storage.runs.isStale(latest, now)).toBe(false);
  });

  it('refuses an empty name and writes nothing', async () => {
    const { storage, db } = freshStorage();
    const scenario = await storage.library.createBlank('Plan');
    const before = await dumpTables(db);
    const result = await storage.library.rename(scenario.id, '   ');
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'name' }] });
    expect(await dumpTables(db)).toEqual(before);
  });

  it('moves to the trash and restores (undo), keeping versions', async () => {
    const { storage, clock } = freshStorage();
    const scenario = await storage.library.createBlank('Plan');
    clock.advance(10);
    await storage.library.softDelete(scenario.id);
    expect(await storage.library.list()).toEqual([]);
    expect((await storage.library.listDeleted()).map((s) => [s.id, s.deletedAt])).toEqual([
      [scenario.id, clock.now()],
    ]);
    await storage.library.restore(scenario.id);
    expect((await storage.library.list()).map((s) => s.id)).toEqual([scenario.id]);
    expect(await storage.library.listDeleted()).toEqual([]);
    expect(await storage.versions.list(scenario.id)).toHaveLength(1);
  });

  it('purges a scenario with its versions and runs, and nothing else', async () => {
    const { storage, db } = freshStorage();
    const keep = await storage.library.createBlank('Keep');
    const doomed = await storage.library.createBlank('Doomed');
    for (const s of [keep, doomed]) {
      await storage.runs.save({
        scenarioId: s.id,
        versionId: s.currentVersionId,
        results: fakeResults(),
        durationMs: 1,
      });
    }
    await storage.library.softDelete(doomed.id);
    expect(await storage.library.purge(doomed.id)).toBe(true);
    const left = await dumpTables(db);
    expect(left.scenarios).toHaveLength(1);
    expect(left.versions).toHaveLength(1);
    expect(left.runs).toHaveLength(1);
    expect(await storage.library.get(keep.id)).toBeDefined();
  });

  it('empties the trash up to a time', async () => {
    const { storage, clock } = freshStorage();
    const old = await storage.library.createBlank('Old');
    const recent = await storage.library.createBlank('Recent');
    const live = await storage.library.createBlank('Live');
    await storage.library.softDelete(old.id);
    clock.advance(60_000);
    await storage.library.softDelete(recent.id);
    expect(await storage.library.emptyTrash(clock.now() - 1)).toBe(1);
    expect((await storage.library.listDeleted()).map((s) => s.id)).toEqual([recent.id]);
    expect(await storage.library.emptyTrash()).toBe(1);
    expect((await storage.library.list()).map((s) => s.id)).toEqual([live.id]);
  });

  it('reports unknown ids as RecordNotFoundError', async () => {
    const { storage } = freshStorage();
    await expect(storage.library.duplicate('nope')).rejects.toBeInstanceOf(RecordNotFoundError);
    await expect(storage.library.softDelete('nope')).rejects.toBeInstanceOf(RecordNotFoundError);
    await expect(storage.library.rename('nope', 'x')).rejects.toBeInstanceOf(RecordNotFoundError);
  });

  it('validates the blank template independently of storage', () => {
    expect(parseScenario(scenarioInput()).ok).toBe(true);
    expect(validDocument().workloads[0]?.kind).toBe('dev');
  });
});
