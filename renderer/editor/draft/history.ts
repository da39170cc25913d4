/**
 * Undo/redo for the editor as a pure reducer over past / present / future documents.
 * Keystrokes on one field in quick succession are one step, so undo takes back the word
 * typed rather than its last letter; any other edit starts a new step.
 */

/** Keystrokes on the same field closer together than this are one undo step. */
export const COALESCE_WINDOW_MS = 1000;

/** Steps kept: enough for a long session; older ones are dropped (autosave keeps versions). */
export const HISTORY_LIMIT = 200;

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The last edit that may absorb the next one: which field, and when. */
  lastEdit: { key: string; at: number } | null;
}

export type HistoryAction<T> =
  /**
   * `update` maps the present document to the next one (returning it unchanged is a no-op).
   * `coalesceKey` names the field being typed in; null for edits that are always their own step.
   */
  | { type: 'edit'; update: (present: T) => T; coalesceKey: string | null; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Starts over from a document (another scenario, or a restored draft): no history. */
  | { type: 'reset'; present: T };

export function initialHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastEdit: null };
}

function edit<T>(
  state: History<T>,
  action: Extract<HistoryAction<T>, { type: 'edit' }>,
): History<T> {
  const next = action.update(state.present);
  if (Object.is(next, state.present)) return state;
  const { coalesceKey, at } = action;
  const absorbs =
    coalesceKey !== null &&
    state.lastEdit !== null &&
    state.lastEdit.key === coalesceKey &&
    at - state.lastEdit.at <= COALESCE_WINDOW_MS &&
    state.past.length > 0;
  const lastEdit = coalesceKey === null ? null : { key: coalesceKey, at };
  if (absorbs) return { past: state.past, present: next, future: [], lastEdit };
  const past = [...state.past, state.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastEdit };
}

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'edit':
      return edit(state, action);
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (state.past.length === 0) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous as T,
        future: [state.present, ...state.future],
        lastEdit: null,
      };
    }
    case 'redo': {
      if (state.future.length === 0) return state;
      const [next, ...rest] = state.future;
      return {
        past: [...state.past, state.present],
        present: next as T,
        future: rest,
        lastEdit: null,
      };
    }
    case 'reset':
      return initialHistory(action.present);
  }
}
