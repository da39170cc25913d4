import { buildPath } from '../router/route-path';

/** The routes this screen links to (agreed across the library, editor and results screens). */
export const LIBRARY_PATH = '/scenarios';
export const EDITOR_PATTERN = '/scenarios/:scenarioId';
export const RESULTS_PATTERN = '/scenarios/:scenarioId/results';

export function editorPath(scenarioId: string): string {
  return buildPath(EDITOR_PATTERN, { scenarioId });
}
