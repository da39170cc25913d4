import { useCallback, useMemo, useReducer } from 'react';
import type { DraftDocument } from './draft-document';
import { historyReducer, initialHistory, type History, type HistoryAction } from './history';
import { pathKey, setIn, type FieldPath } from './json-path';

type DraftHistory = History<DraftDocument>;
const reducer = historyReducer as (
  state: DraftHistory,
  action: HistoryAction<DraftDocument>,
) => DraftHistory;

/** The editor's undo history as React state, with the edit operations bound to it. */
export function useDraftHistory(initial: DraftDocument) {
  const [state, dispatch] = useReducer(reducer, initial, initialHistory);

  const setField = useCallback((path: FieldPath, value: unknown) => {
    dispatch({
      type: 'edit',
      update: (doc) => setIn(doc, path, value),
      coalesceKey: pathKey(path),
      at: Date.now(),
    });
  }, []);

  const change = useCallback((update: (doc: DraftDocument) => DraftDocument) => {
    dispatch({ type: 'edit', update, coalesceKey: null, at: Date.now() });
  }, []);

  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback((present: DraftDocument) => dispatch({ type: 'reset', present }), []);

  return useMemo(
    () => ({
      document: state.present,
      canUndo: state.past.length > 0,
      canRedo: state.future.length > 0,
      setField,
      change,
      undo,
      redo,
      reset,
    }),
    [state, setField, change, undo, redo, reset],
  );
}
