import type { ScenarioIssue } from '@shared/scenario';
import { useDraftSelector } from '../draft/draft-context';
import { isWithin } from './validate-draft';

const NO_ISSUES: readonly ScenarioIssue[] = [];

/** The issues about exactly this field path; the same empty list while there are none. */
export function useIssuesAt(key: string): readonly ScenarioIssue[] {
  return useDraftSelector((state) => state.validation.byPath.get(key)) ?? NO_ISSUES;
}

/** How many issues lie inside a part of the document (a workload, an offer). */
export function useIssueCountWithin(prefix: string, except?: string): number {
  return useDraftSelector(
    (state) =>
      state.validation.issues.filter(
        (issue) =>
          isWithin(issue.path, prefix) && (except === undefined || !isWithin(issue.path, except)),
      ).length,
  );
}
