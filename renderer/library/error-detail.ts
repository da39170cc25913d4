import { cutMessage, formatIssues, type ScenarioIssue } from '@shared/scenario';

/** A failure's own words for the brackets after a translated sentence (storage errors are English). */
export function errorDetail(error: unknown): string {
  return cutMessage(error instanceof Error ? error.message : String(error));
}

/** Issues as one line each, for a notice that cannot hold a table. */
export function issuesDetail(issues: readonly ScenarioIssue[]): string {
  return formatIssues(issues).replace(/\n/g, '; ');
}
