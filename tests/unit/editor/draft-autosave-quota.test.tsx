// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import { readStash } from '@headroom/renderer/editor/draft/draft-stash';
import { useDraftAutosave } from '@headroom/renderer/editor/save/use-draft-autosave';
import { edited, freshStorage } from '../storage/fixtures';
import { refuseWrites } from '../storage/refuse-writes';
import { renderHook } from '../storage/render-hook';
import { waitUntil } from '../wait-until';

// Saves settle on IndexedDB's schedule: tests wait for outcomes rather than wrap in act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const machines = (doc: unknown) =>
  ((doc as { workloads: { machines: number }[] }).workloads[0] as { machines: number }).machines;

let lift: (() => void) | undefined;
afterEach(() => {
  lift?.();
  lift = undefined;
  window.localStorage.clear();
});

describe('the editor when the browser refuses to store more', () => {
  it('says storage is full, keeps the edits in the editor and the draft stash, and saves them once there is room', async () => {
    const t = freshStorage({ coalesceMs: 0 });
    const scenario = await t.storage.library.createBlank('Full disk plan');
    const first = await t.storage.versions.get(scenario.currentVersionId);
    if (!first) throw new Error('no version');
    const opened = {
      id: first.id,
      number: first.number,
      updatedAt: first.updatedAt,
      document: first.document as DraftDocument,
    };
    const hook = renderHook(
      () => {
        const [document, setDocument] = useState<DraftDocument>(opened.document);
        const autosave = useDraftAutosave({
          scenarioId: scenario.id,
          version: opened,
          document,
          valid: true,
          startsUnsaved: false,
          current: opened,
          replaceDocument: setDocument,
        });
        return { ...autosave, document, setDocument };
      },
      {},
      t.storage,
    );

    lift = refuseWrites();
    const refused = edited(first.document, 6) as DraftDocument;
    hook.result.current.setDocument(refused);
    await waitUntil(() =>
      expect(hook.result.current.status).toMatchObject({ state: 'error', storageFull: true }),
    );
    // Still on screen, and kept on this device for the next time the editor opens.
    expect(machines(hook.result.current.document)).toBe(6);
    expect(machines(readStash(window.localStorage, scenario.id)?.document)).toBe(6);
    const row = await t.storage.library.get(scenario.id);
    expect(row?.currentVersionId).toBe(first.id);

    // Room again: the next edit saves, and the stash is no longer needed.
    lift();
    lift = undefined;
    t.clock.advance(1000);
    const next = edited(first.document, 7) as DraftDocument;
    hook.result.current.setDocument(next);
    await waitUntil(() => expect(hook.result.current.status).toMatchObject({ state: 'saved' }));
    expect(readStash(window.localStorage, scenario.id)).toBeNull();
    hook.unmount();
  });
});
