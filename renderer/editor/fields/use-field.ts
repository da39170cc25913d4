import { useCallback } from 'react';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { pathKey, type FieldPath } from '../draft/json-path';
import { useIssueMessage } from '../validation/use-issue-message';
import { useIssuesAt } from '../validation/use-issues';
import { fieldDomId } from './field-id';

export interface BoundField {
  /** The DOM id for the input, so issues can focus it. */
  id: string;
  value: unknown;
  set(value: unknown): void;
  /** The field's issues, worded in the interface language; empty when it is fine. */
  errors: string[];
}

/** One field of the document: its value, its issues, and how to change it. */
export function useField(path: FieldPath): BoundField {
  const { setField } = useDraftStore();
  const message = useIssueMessage();
  const key = pathKey(path);
  const value = useDraftValue(path);
  const issues = useIssuesAt(key);
  // The path arrives as a fresh array each render; its key is what identifies it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const set = useCallback((next: unknown) => setField(path, next), [setField, key]);
  return { id: fieldDomId(key), value, set, errors: issues.map(message) };
}
