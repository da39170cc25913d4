import { buildPath } from '../router/route-path';

/** The routes the library links to (agreed with the editor and results screens). */
export const LIBRARY_PATH = '/scenarios';
/** Matched before EDITOR_PATTERN: scenario ids are UUIDs, so none is ever "trash". */
export const TRASH_PATH = '/scenarios/trash';
export const EDITOR_PATTERN = '/scenarios/:scenarioId';
export const RESULTS_PATTERN = '/scenarios/:scenarioId/results';

export function editorPath(scenarioId: string): string {
  return buildPath(EDITOR_PATTERN, { scenarioId });
}

export function resultsPath(scenarioId: string): string {
  return buildPath(RESULTS_PATTERN, { scenarioId });
}
