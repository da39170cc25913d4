import { buildPath } from '../router/route-path';

/** The report view of a scenario's latest results: an address of its own, to print and test. */
export const REPORT_PATTERN = '/scenarios/:scenarioId/report';

export function reportPath(scenarioId: string): string {
  return buildPath(REPORT_PATTERN, { scenarioId });
}

export function resultsPath(scenarioId: string): string {
  return buildPath('/scenarios/:scenarioId/results', { scenarioId });
}
