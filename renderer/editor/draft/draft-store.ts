/**
 * The editor's state outside React: the undo history of the document and its validation.
 * Components subscribe to the slices they show (a field to its value and its issues), so a
 * keystroke re-renders that field, not a catalog of thirty offers; validation runs once per
 * change, here, rather than in every component that needs it.
 */
import { validateDraft, type DraftValidation } from '../validation/validate-draft';
import type { DraftDocument } from './draft-document';
import { historyReducer, initialHistory, type History, type HistoryAction } from './history';
import { pathKey, setIn, type FieldPath } from './json-path';

export interface DraftState {
  history: History<DraftDocument>;
  validation: DraftValidation;
}

export class DraftStore {
  private state: DraftState;
  private readonly listeners = new Set<() => void>();

  constructor(
    initial: DraftDocument,
    private readonly now: () => number = Date.now,
  ) {
    this.state = { history: initialHistory(initial), validation: validateDraft(initial) };
  }

  getState = (): DraftState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private dispatch(action: HistoryAction<DraftDocument>): void {
    const history = historyReducer(this.state.history, action);
    if (history === this.state.history) return;
    const validation =
      history.present === this.state.history.present
        ? this.state.validation
        : validateDraft(history.present);
    this.state = { history, validation };
    for (const listener of [...this.listeners]) listener();
  }

  /** Sets one field; keystrokes in one field close together are one undo step. */
  setField = (path: FieldPath, value: unknown): void => {
    this.dispatch({
      type: 'edit',
      update: (doc) => setIn(doc, path, value),
      coalesceKey: pathKey(path),
      at: this.now(),
    });
  };

  /**
   * Typing in one field that changes others with it (a size class renamed, its rates following):
   * coalesced like setField, so the word typed is one undo step.
   */
  setFieldWith = (path: FieldPath, update: (document: DraftDocument) => DraftDocument): void => {
    this.dispatch({ type: 'edit', update, coalesceKey: pathKey(path), at: this.now() });
  };

  /** Any other change (add, remove, reorder, rename): always its own undo step. */
  change = (update: (document: DraftDocument) => DraftDocument): void => {
    this.dispatch({ type: 'edit', update, coalesceKey: null, at: this.now() });
  };

  /**
   * A change during a gesture (a drag), shown at once, with its validation; the gesture's
   * changes become one undo step when it settles.
   */
  preview = (update: (document: DraftDocument) => DraftDocument): void => {
    this.dispatch({ type: 'preview', update });
  };

  /** Ends the gesture: kept as one undo step, or (cancelled) back to where it began. */
  settle = (keep: boolean): void => this.dispatch({ type: 'settle', keep });

  /** Focus left a field: the next keystroke starts a new undo step, even in the same field. */
  seal = (): void => this.dispatch({ type: 'seal' });

  undo = (): void => this.dispatch({ type: 'undo' });

  redo = (): void => this.dispatch({ type: 'redo' });

  /** Starts over from a document, with no history (a discarded draft). */
  reset = (present: DraftDocument): void => this.dispatch({ type: 'reset', present });
}
