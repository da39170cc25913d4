// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import { readStash } from '@headroom/renderer/editor/draft/draft-stash';
import {
  useDraftAutosave,
  type StoredVersion,
} from '@headroom/renderer/editor/save/use-draft-autosave';
import type { VersionRecord } from '@headroom/renderer/storage';
import { edited, freshStorage } from '../storage/fixtures';
import { renderHook } from '../storage/render-hook';
import { waitUntil } from '../wait-until';

// Saves settle on IndexedDB's schedule: tests wait for outcomes rather than wrap in act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

interface Props {
  current: StoredVersion | undefined;
}

const stored = (v: VersionRecord): StoredVersion => ({
  id: v.id,
  number: v.number,
  updatedAt: v.updatedAt,
  document: v.document as DraftDocument,
});

const machines = (doc: unknown) =>
  ((doc as { workloads: { machines: number }[] }).workloads[0] as { machines: number }).machines;

/** A scenario at version 2 (so edits are not folded into the blank first version) opened in one editor. */
async function openEditor() {
  const t = freshStorage({ coalesceMs: 60_000 });
  const scenario = await t.storage.library.createBlank('Shared plan');
  const first = await t.storage.versions.get(scenario.currentVersionId);
  if (!first) throw new Error('no version');
  t.clock.advance(1000);
  const v2 = await t.storage.versions.autosave(scenario.id, edited(first.document, 2));
  if (v2.status !== 'saved') throw new Error(v2.status);
  const opened = stored(v2.version);
  const replaced: DraftDocument[] = [];
  // The editor's document is state, as in the draft store: following another window replaces it.
  const hook = renderHook(
    ({ current }: Props) => {
      const [document, setDocument] = useState<DraftDocument>(opened.document);
      const autosave = useDraftAutosave({
        scenarioId: scenario.id,
        version: opened,
        document,
        valid: true,
        startsUnsaved: false,
        current,
        replaceDocument: (doc) => {
          replaced.push(doc);
          setDocument(doc);
        },
      });
      return { ...autosave, document, setDocument };
    },
    { current: opened },
    t.storage,
  );
  /** An edit in this editor. */
  const edit = async (n: number) => {
    const doc = edited(v2.version.document, n) as DraftDocument;
    hook.result.current.setDocument(doc);
    await waitUntil(() => expect(hook.result.current.document).toBe(doc));
  };
  /** What another window does: saves its own edit on top of version 2. */
  const otherWindowSaves = async (n: number) => {
    t.clock.advance(1000);
    const r = await t.storage.versions.autosave(scenario.id, edited(first.document, n), {
      base: { versionId: opened.id, updatedAt: opened.updatedAt },
    });
    if (r.status !== 'coalesced' && r.status !== 'saved') throw new Error(r.status);
    return stored(r.version);
  };
  /** This editor edits (5 machines), another window saves 7, and the live query tells this one. */
  const intoConflict = async () => {
    await edit(5);
    const theirs = await otherWindowSaves(7);
    hook.rerender({ current: theirs });
    await waitUntil(() => expect(hook.result.current.conflict).not.toBeNull());
    return theirs;
  };
  return { ...t, scenario, first, opened, hook, replaced, edit, otherWindowSaves, intoConflict };
}

describe('the editor when another window saves the same scenario', () => {
  it('follows the other window when it has no edits of its own', async () => {
    const { hook, replaced, otherWindowSaves } = await openEditor();
    const theirs = await otherWindowSaves(7);
    hook.rerender({ current: theirs });
    await waitUntil(() => expect(replaced).toHaveLength(1));
    expect(machines(replaced[0])).toBe(7);
    await waitUntil(() => expect(hook.result.current.followed?.updatedAt).toBe(theirs.updatedAt));
    expect(hook.result.current.conflict).toBeNull();
    expect(hook.result.current.status).toMatchObject({
      state: 'saved',
      versionNumber: theirs.number,
    });
    hook.unmount();
  });

  it('stops saving, keeps its edits on this device and reports a conflict when it has edits', async () => {
    const { hook, replaced, scenario, storage, intoConflict } = await openEditor();
    const theirs = await intoConflict();
    expect(hook.result.current.status).toEqual({ state: 'conflict' });
    expect(replaced).toHaveLength(0);
    // Kept on this device, offered back on top of the other window's version after a reload.
    const stash = readStash(window.localStorage, scenario.id);
    expect(stash?.baseVersionId).toBe(theirs.id);
    expect(machines(stash?.document)).toBe(5);
    // Run's save is refused too, and nothing was written over theirs.
    expect(await hook.result.current.flush()).toBe(false);
    const row = await storage.library.get(scenario.id);
    const current = await storage.versions.get(row!.currentVersionId);
    expect(machines(current?.document)).toBe(7);
    hook.unmount();
  });

  it("notices the other window's save when its own save is refused, before the live query says so", async () => {
    const { hook, edit, otherWindowSaves } = await openEditor();
    await edit(5);
    const theirs = await otherWindowSaves(7);
    expect(await hook.result.current.flush()).toBe(false);
    await waitUntil(() => expect(hook.result.current.conflict?.theirs.id).toBe(theirs.id));
    hook.unmount();
  });

  it('keeping mine makes it the newest version and leaves theirs in the history', async () => {
    const { hook, scenario, storage, intoConflict } = await openEditor();
    await intoConflict();
    expect(await hook.result.current.keepMine()).toBe(true);
    await waitUntil(() => expect(hook.result.current.status.state).toBe('saved'));
    const history = await storage.versions.list(scenario.id);
    expect(history.map((v) => machines(v.document))).toEqual([5, 7, 1]);
    expect(readStash(window.localStorage, scenario.id)).toBeNull();
    hook.unmount();
  });

  it('taking theirs shows their version and drops the stash', async () => {
    const { hook, replaced, scenario, intoConflict } = await openEditor();
    await intoConflict();
    hook.result.current.takeTheirs();
    await waitUntil(() => expect(hook.result.current.conflict).toBeNull());
    expect(replaced.map(machines)).toEqual([7]);
    expect(readStash(window.localStorage, scenario.id)).toBeNull();
    hook.unmount();
  });

  it('does not mistake a late answer about an older version for another window', async () => {
    const { hook, replaced, first } = await openEditor();
    hook.rerender({ current: stored(first) });
    await new Promise((r) => setTimeout(r, 50));
    expect(replaced).toHaveLength(0);
    expect(hook.result.current.conflict).toBeNull();
    hook.unmount();
  });
});
