import { useCallback } from 'react';
import type { ScenarioIssue } from '@shared/scenario';
import { useDraft } from '../draft/draft-context';
import { getIn, pathKey, type FieldPath } from '../draft/json-path';
import { useIssueMessage } from '../validation/use-issue-message';
import { fieldDomId } from './field-id';

const NO_ISSUES: readonly ScenarioIssue[] = [];

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
  const { document, validation, setField } = useDraft();
  const message = useIssueMessage();
  const key = pathKey(path);
  const issues = validation.byPath.get(key) ?? NO_ISSUES;
  // The path arrives as a fresh array each render; its key is what identifies it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const set = useCallback((value: unknown) => setField(path, value), [setField, key]);
  return { id: fieldDomId(key), value: getIn(document, path), set, errors: issues.map(message) };
}
