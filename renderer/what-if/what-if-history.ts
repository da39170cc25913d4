import { emptyAdjustments, WhatIfAdjustments } from '@shared/analysis/what-if';

/**
 * A what-if's moves: the adjustments now, with the ones before (undo) and after (redo). Each
 * committed slider move, typed value or curve drag is one step; a drag in progress is not.
 */
export interface WhatIfHistory {
  present: WhatIfAdjustments;
  past: WhatIfAdjustments[];
  future: WhatIfAdjustments[];
}

/** Steps kept for undo: plenty for a meeting, bounded for storage. */
export const HISTORY_LIMIT = 100;

export function initialHistory(): WhatIfHistory {
  return { present: emptyAdjustments(), past: [], future: [] };
}

function same(a: WhatIfAdjustments, b: WhatIfAdjustments): boolean {
  return adjustmentsKey(a) === adjustmentsKey(b);
}

export function commitMove(h: WhatIfHistory, next: WhatIfAdjustments): WhatIfHistory {
  if (same(h.present, next)) return h;
  return { present: next, past: [...h.past, h.present].slice(-HISTORY_LIMIT), future: [] };
}

export function undo(h: WhatIfHistory): WhatIfHistory {
  const previous = h.past[h.past.length - 1];
  if (!previous) return h;
  return { present: previous, past: h.past.slice(0, -1), future: [h.present, ...h.future] };
}

export function redo(h: WhatIfHistory): WhatIfHistory {
  const next = h.future[0];
  if (!next) return h;
  return { present: next, past: [...h.past, h.present], future: h.future.slice(1) };
}

/** Back to the baseline, as one more step (so a reset can itself be undone). */
export function reset(h: WhatIfHistory): WhatIfHistory {
  return commitMove(h, emptyAdjustments());
}

/**
 * A stable name for a set of adjustments: keys sorted, neutral entries dropped, so two ways
 * of reaching the same what-if share their runs.
 */
export function adjustmentsKey(a: WhatIfAdjustments): string {
  // Adjustments are never changed once made (every edit makes new ones), and one set is named
  // many times a move (the answer, the history, the keep button): named once.
  const known = keys.get(a);
  if (known !== undefined) return known;
  const key = keyOf(a);
  keys.set(a, key);
  return key;
}

const keys = new WeakMap<WhatIfAdjustments, string>();

function keyOf(a: WhatIfAdjustments): string {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(value).sort()) {
        const v = clean((value as Record<string, unknown>)[k]);
        if (v === undefined) continue;
        if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0) continue;
        out[k] = v;
      }
      return out;
    }
    return value;
  };
  return JSON.stringify(clean(a));
}

/** What is kept per scenario while the app is open, so leaving the screen and coming back keeps the what-if. */
export interface StoredWhatIf {
  /** The version the what-if was made on: a what-if on another version starts afresh. */
  versionId: string;
  open: boolean;
  history: WhatIfHistory;
}

const KEY_PREFIX = 'headroom.whatIf.';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The kept what-if of a scenario, or null when none was kept or what was kept no longer reads. */
export function loadWhatIf(scenarioId: string, versionId: string): StoredWhatIf | null {
  flushWhatIf(scenarioId);
  const raw = storage()?.getItem(KEY_PREFIX + scenarioId);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredWhatIf;
    if (value.versionId !== versionId || typeof value.open !== 'boolean') return null;
    const parse = (a: unknown) => WhatIfAdjustments.parse(a);
    return {
      versionId,
      open: value.open,
      history: { present: parse(value.history.present), past: value.history.past.map(parse), future: value.history.future.map(parse) },
    };
  } catch {
    return null; // damaged or from another format: start afresh rather than fail
  }
}

export function saveWhatIf(scenarioId: string, value: StoredWhatIf): void {
  try {
    storage()?.setItem(KEY_PREFIX + scenarioId, JSON.stringify(value));
  } catch {
    // Full or refused storage: the what-if still works, it just is not kept.
  }
}

/** Quiet time after the last move before it is written: moves in a row are written once. */
export const SAVE_QUIET_MS = 500;

/** What is waiting to be written, by scenario, with the timer or idle callback that will write it. */
const pending = new Map<string, { value: StoredWhatIf; cancel: () => void }>();

/**
 * Keeps the what-if as saveWhatIf does, but later: once moves have stopped for SAVE_QUIET_MS
 * and the page is idle. Writing it took 70 ms of the page's thread on the chat example, right
 * when the move's first figures came back from the worker and waited to be heard. The last
 * value is never lost: reading the what-if back, closing it, leaving the screen and hiding the
 * page all write what is pending first (flushWhatIf).
 */
export function saveWhatIfLater(scenarioId: string, value: StoredWhatIf): void {
  pending.get(scenarioId)?.cancel();
  let idle: number | null = null;
  const timer = setTimeout(() => {
    const write = () => flushWhatIf(scenarioId);
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(write, { timeout: 2000 });
    else write();
  }, SAVE_QUIET_MS);
  pending.set(scenarioId, {
    value,
    cancel: () => {
      clearTimeout(timer);
      if (idle !== null) cancelIdleCallback(idle);
    },
  });
  listenForPageHide();
}

/** Writes at once what saveWhatIfLater keeps waiting: of one scenario, or of all. */
export function flushWhatIf(scenarioId?: string): void {
  for (const id of scenarioId === undefined ? [...pending.keys()] : [scenarioId]) {
    const entry = pending.get(id);
    if (!entry) continue;
    entry.cancel();
    pending.delete(id);
    saveWhatIf(id, entry.value);
  }
}

let listening = false;

/** A page closed or hidden may never run its timers again: what is pending is written first. */
function listenForPageHide(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', () => flushWhatIf());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushWhatIf();
  });
}
