// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  browserStashStorage,
  readStash,
  writeStash,
} from '@headroom/renderer/editor/draft/draft-stash';
import { getAppStorage } from '@headroom/renderer/storage';

describe("the app's storage", () => {
  it('clears a purged scenario’s stashed draft from localStorage, and no other', async () => {
    const { library } = getAppStorage();
    const doomed = await library.createBlank('Doomed');
    const kept = await library.createBlank('Kept');
    const draft = { baseVersionId: 'v', document: { name: '' }, stashedAt: 1 };
    for (const scenario of [doomed, kept]) {
      expect(writeStash(browserStashStorage(), scenario.id, draft)).toBe(true);
    }
    await library.softDelete(doomed.id);
    expect(readStash(browserStashStorage(), doomed.id)).toEqual(draft);
    expect(await library.purge(doomed.id)).toBe(true);
    expect(readStash(browserStashStorage(), doomed.id)).toBeNull();
    expect(readStash(browserStashStorage(), kept.id)).toEqual(draft);
    await library.softDelete(kept.id);
    expect(await library.emptyTrash()).toBe(1);
    expect(readStash(browserStashStorage(), kept.id)).toBeNull();
  });
});
