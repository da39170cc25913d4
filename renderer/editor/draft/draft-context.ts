import { createContext, useContext } from 'react';
import type { DraftValidation } from '../validation/validate-draft';
import type { DraftDocument } from './draft-document';
import type { FieldPath } from './json-path';

/** The document being edited, its issues, and the ways to change it. */
export interface DraftApi {
  document: DraftDocument;
  validation: DraftValidation;
  /** Sets one field; keystrokes in one field close together are one undo step. */
  setField(path: FieldPath, value: unknown): void;
  /** Any other change (add, remove, reorder, rename): always its own undo step. */
  change(update: (document: DraftDocument) => DraftDocument): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

export const DraftContext = createContext<DraftApi | null>(null);

export function useDraft(): DraftApi {
  const api = useContext(DraftContext);
  if (!api) throw new Error('useDraft must be used inside the scenario editor.');
  return api;
}
