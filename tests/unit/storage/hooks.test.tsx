// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  useAutosave,
  useLatestRun,
  useScenario,
  useScenarioList,
  useVersions,
} from '@headroom/renderer/storage';
import { edited, fakeResults, freshStorage } from './fixtures';
import { renderHook } from './render-hook';
import { waitUntil } from '../wait-until';

// Live queries settle on their own schedule; tests wait for the outcome rather than wrap in act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('storage hooks', () => {
  it('useScenarioList follows the library live and filters by name', async () => {
    const { storage } = freshStorage();
    const hook = renderHook((search: string) => useScenarioList(search), '' as string, storage);
    await waitUntil(() => expect(hook.result.current).toEqual([]));
    await storage.library.createBlank('Training cluster');
    await storage.library.createBlank('Inference fleet');
    await waitUntil(() => expect(hook.result.current).toHaveLength(2));
    hook.rerender('fleet');
    await waitUntil(() =>
      expect(hook.result.current?.map((s) => s.name)).toEqual(['Inference fleet']),
    );
    hook.unmount();
  });

  it('useScenario and useLatestRun read a damaged row as the library lists it (a name stored as a number)', async () => {
    const { db, storage } = freshStorage();
    const scenario = await storage.library.createBlank('Plan');
    await storage.runs.save({
      scenarioId: scenario.id,
      versionId: scenario.currentVersionId,
      results: fakeResults(),
      durationMs: 5,
    });
    const stored = await db.scenarios.get(scenario.id);
    const damaged: Record<string, unknown> = { ...stored, name: 42 };
    delete damaged.deletedAt;
    await db.scenarios.put(damaged as never);
    const hook = renderHook(() => useScenario(scenario.id), undefined, storage);
    await waitUntil(() => expect(hook.result.current?.scenario.name).toBe('42'));
    expect(hook.result.current?.scenario.deletedAt).toBeNull();
    const latest = renderHook(() => useLatestRun(scenario.id), undefined, storage);
    await waitUntil(() => expect(latest.result.current?.stale).toBe(false));
    hook.unmount();
    latest.unmount();
  });

  it('useScenario gives the current document, null when missing, and follows edits', async () => {
    const { storage, clock } = freshStorage();
    const missing = renderHook(() => useScenario('nope'), undefined, storage);
    await waitUntil(() => expect(missing.result.current).toBeNull());
    const scenario = await storage.library.createBlank('Plan');
    const hook = renderHook(() => useScenario(scenario.id), undefined, storage);
    await waitUntil(() => expect(hook.result.current?.version.number).toBe(1));
    const document = hook.result.current?.document;
    if (!document) throw new Error('no document');
    clock.advance(1000);
    await storage.versions.autosave(scenario.id, edited(document, 4));
    await waitUntil(() => expect(hook.result.current?.version.number).toBe(2));
    const versions = renderHook(() => useVersions(scenario.id), undefined, storage);
    await waitUntil(() => expect(versions.result.current?.map((v) => v.number)).toEqual([2, 1]));
    missing.unmount();
    hook.unmount();
    versions.unmount();
  });

  it('useLatestRun says when the latest run has gone stale', async () => {
    const { storage, clock } = freshStorage();
    const scenario = await storage.library.createBlank('Plan');
    const hook = renderHook(() => useLatestRun(scenario.id), undefined, storage);
    await waitUntil(() => expect(hook.result.current).toBeNull());
    const run = await storage.runs.save({
      scenarioId: scenario.id,
      versionId: scenario.currentVersionId,
      results: fakeResults(),
      durationMs: 1,
    });
    await waitUntil(() => expect(hook.result.current).toEqual({ run, stale: false }));
    const version = await storage.versions.get(scenario.currentVersionId);
    if (!version) throw new Error('no version');
    clock.advance(1000);
    await storage.versions.autosave(scenario.id, edited(version.document, 3));
    await waitUntil(() => expect(hook.result.current?.stale).toBe(true));
    hook.unmount();
  });
});

describe('useAutosave', () => {
  async function setUp() {
    const t = freshStorage();
    const scenario = await t.storage.library.createBlank('Plan');
    const version = await t.storage.versions.get(scenario.currentVersionId);
    if (!version) throw new Error('no version');
    return { ...t, scenario, document: version.document };
  }

  it('writes once after the edits stop', async () => {
    const { storage, scenario, document } = await setUp();
    const hook = renderHook(
      (doc: unknown) => useAutosave(scenario.id, doc, 30),
      document as unknown,
      storage,
    );
    hook.rerender(edited(document, 2));
    hook.rerender(edited(document, 3));
    hook.rerender(edited(document, 4));
    await waitUntil(() =>
      expect(hook.result.current).toMatchObject({ state: 'saved', versionNumber: 2 }),
    );
    const versions = await storage.versions.list(scenario.id);
    expect(versions.map((v) => (v.document.workloads[0] as { machines: number }).machines)).toEqual(
      [4, 1],
    );
    hook.unmount();
  });

  it('reports an invalid document and writes nothing', async () => {
    const { storage, scenario, document } = await setUp();
    const hook = renderHook(
      (doc: unknown) => useAutosave(scenario.id, doc, 10),
      { ...document, horizonDays: 0 } as unknown,
      storage,
    );
    await waitUntil(() => expect(hook.result.current.state).toBe('invalid'));
    expect(hook.result.current).toMatchObject({ issues: [{ path: 'horizonDays' }] });
    expect(await storage.versions.list(scenario.id)).toHaveLength(1);
    hook.unmount();
  });

  it('saves the last edit when the editor closes before the delay', async () => {
    const { storage, scenario, document } = await setUp();
    const hook = renderHook(
      (doc: unknown) => useAutosave(scenario.id, doc, 60_000),
      document as unknown,
      storage,
    );
    hook.rerender(edited(document, 7));
    hook.unmount();
    await waitUntil(async () => expect(await storage.versions.list(scenario.id)).toHaveLength(2));
  });
});
