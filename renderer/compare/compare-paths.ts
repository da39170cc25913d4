import { buildPath } from '../router/route-path';

/** Two saved versions side by side, by version id (ids are unique across scenarios). */
export const COMPARE_PATTERN = '/compare/:before/:after';

export function comparePath(before: string, after: string): string {
  return buildPath(COMPARE_PATTERN, { before, after });
}
