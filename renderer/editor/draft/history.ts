/**
 * Undo/redo for the editor as a pure reducer over past / present / future documents.
 * Keystrokes on one field in quick succession are one step, so undo takes back the word
 * typed rather than its last letter; leaving the field (or any other edit) starts a new
 * step, so two edits of one field, one after the other, are two steps. A gesture (a drag)
 * shows its changes live as previews and becomes one step when it settles, however long it
 * took; cancelled, it leaves the document as it was before it began.
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
  /** The document as it was when the gesture under way began; null when there is none. */
  gestureStart: T | null;
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
  | { type: 'reset'; present: T }
  /** A change while a gesture is under way: shown at once, not a step (yet). */
  | { type: 'preview'; update: (present: T) => T }
  /** Ends the gesture: one step when kept and something changed, else back to its start. */
  | { type: 'settle'; keep: boolean }
  /** The planner left the field: the next keystroke, even in the same field, starts a new step. */
  | { type: 'seal' };

export function initialHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastEdit: null, gestureStart: null };
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
  if (absorbs) return { ...state, present: next, future: [], lastEdit };
  const past = [...state.past, state.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastEdit, gestureStart: null };
}

function preview<T>(state: History<T>, update: (present: T) => T): History<T> {
  const next = update(state.present);
  if (Object.is(next, state.present)) return state;
  return { ...state, present: next, gestureStart: state.gestureStart ?? state.present };
}

function settle<T>(state: History<T>, keep: boolean): History<T> {
  const start = state.gestureStart;
  if (start === null) return state;
  if (!keep || Object.is(start, state.present))
    return { ...state, present: start, gestureStart: null };
  const past = [...state.past, start].slice(-HISTORY_LIMIT);
  return { past, present: state.present, future: [], lastEdit: null, gestureStart: null };
}

export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  if (action.type === 'preview') return preview(state, action.update);
  if (action.type === 'settle') return settle(state, action.keep);
  if (action.type === 'seal') return state.lastEdit === null ? state : { ...state, lastEdit: null };
  // Anything else ends a gesture still under way first, keeping what it did.
  if (state.gestureStart !== null) return historyReducer(settle(state, true), action);
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
        gestureStart: null,
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
        gestureStart: null,
      };
    }
    case 'reset':
      return initialHistory(action.present);
  }
}
