/**
 * Where edits that do not validate yet are kept. Only valid documents become versions of a
 * scenario (so every version, and every run, is of a scenario that can be simulated); a
 * half-typed one is kept here instead, per scenario, and offered back when the editor opens
 * again, so closing the window mid-edit loses nothing.
 */

/** A key-value store like localStorage; tests pass a Map-backed one. */
export interface StashStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StashedDraft {
  /** The version the draft was edited from: a draft is only offered back on top of it. */
  baseVersionId: string;
  document: unknown;
  stashedAt: number;
}

const KEY_PREFIX = 'headroom.editor.draft.';

export function stashKey(scenarioId: string): string {
  return `${KEY_PREFIX}${scenarioId}`;
}

function isStashedDraft(value: unknown): value is StashedDraft {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.baseVersionId === 'string' &&
    typeof record.stashedAt === 'number' &&
    typeof record.document === 'object' &&
    record.document !== null
  );
}

/** The stashed draft for a scenario, or null (none, unreadable, or storage unavailable). */
export function readStash(storage: StashStorage | null, scenarioId: string): StashedDraft | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(stashKey(scenarioId));
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isStashedDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; false when storage refused it (full or disabled), so the editor can say so. */
export function writeStash(
  storage: StashStorage | null,
  scenarioId: string,
  draft: StashedDraft,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(stashKey(scenarioId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearStash(storage: StashStorage | null, scenarioId: string): void {
  if (!storage) return;
  try {
    storage.removeItem(stashKey(scenarioId));
  } catch {
    // Nothing to do: a stash that cannot be removed is ignored once its base version moves on.
  }
}

/** The browser's localStorage, or null where it is disabled (some locked-down desktops). */
export function browserStashStorage(): StashStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
