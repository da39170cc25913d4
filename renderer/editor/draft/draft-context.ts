import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DraftValidation } from '../validation/validate-draft';
import type { DraftDocument } from './draft-document';
import type { DraftState, DraftStore } from './draft-store';
import { getIn, type FieldPath } from './json-path';

export const DraftStoreContext = createContext<DraftStore | null>(null);

/** The store, for its actions (setField, change, preview, undo, ...), which never change identity. */
export function useDraftStore(): DraftStore {
  const store = useContext(DraftStoreContext);
  if (!store) throw new Error('The draft hooks must be used inside the scenario editor.');
  return store;
}

/**
 * A slice of the editor's state; the component re-renders only when the slice changes
 * (compared with Object.is), so selectors return values or existing objects, never new ones.
 */
export function useDraftSelector<T>(select: (state: DraftState) => T): T {
  const store = useDraftStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/** The whole document: re-renders on every edit, so only for small parts of the screen. */
export function useDraftDocument(): DraftDocument {
  return useDraftSelector((state) => state.history.present);
}

/** One value of the document (an object there keeps its identity until something in it changes). */
export function useDraftValue(path: FieldPath): unknown {
  return useDraftSelector((state) => getIn(state.history.present, path));
}

export function useValidation(): DraftValidation {
  return useDraftSelector((state) => state.validation);
}
