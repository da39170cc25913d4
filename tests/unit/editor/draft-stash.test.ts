import { describe, expect, it } from 'vitest';
import {
  clearStash,
  readStash,
  stashKey,
  writeStash,
  type StashStorage,
} from '@headroom/renderer/editor/draft/draft-stash';

function memoryStorage(): StashStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('the stash of drafts that do not validate yet', () => {
  it('keeps and gives back a draft per scenario', () => {
    const storage = memoryStorage();
    const draft = { baseVersionId: 'v1', document: { name: '' }, stashedAt: 5 };
    expect(writeStash(storage, 's1', draft)).toBe(true);
    expect(readStash(storage, 's1')).toEqual(draft);
    expect(readStash(storage, 's2')).toBeNull();
    clearStash(storage, 's1');
    expect(readStash(storage, 's1')).toBeNull();
  });

  it('ignores unreadable entries and works without storage', () => {
    const storage = memoryStorage();
    storage.map.set(stashKey('s1'), '{not json');
    expect(readStash(storage, 's1')).toBeNull();
    storage.map.set(stashKey('s1'), JSON.stringify({ document: 3 }));
    expect(readStash(storage, 's1')).toBeNull();
    expect(readStash(null, 's1')).toBeNull();
    expect(writeStash(null, 's1', { baseVersionId: 'v', document: {}, stashedAt: 0 })).toBe(false);
  });

  it('reports a full storage instead of throwing', () => {
    const full: StashStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(writeStash(full, 's', { baseVersionId: 'v', document: {}, stashedAt: 0 })).toBe(false);
  });
});
