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
