import { pathKey, type FieldPath } from '../draft/json-path';

/**
 * The DOM id of the input for a field path, so the list of issues can move focus to the
 * field an issue is about.
 */
export function fieldDomId(path: FieldPath | string): string {
  return `field:${typeof path === 'string' ? path : pathKey(path)}`;
}
