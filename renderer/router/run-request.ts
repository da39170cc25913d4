import { hrefForPath, pathFromHash } from './route-path';

/**
 * "Run this now" carried in a results address (`#/scenarios/x/results?run=now`): the editor's
 * Run goes there, and the results screen starts the run on arrival, once. The query part is
 * ignored by routing (see pathFromHash), and taken out of the address when read, so going
 * back, reloading or following the link again never starts another run.
 */
const QUERY = 'run=now';

/** The path with the request to run on arrival. */
export function withRunRequest(path: string): string {
  return `${path}?${QUERY}`;
}

/** Whether the address asks to run now; the request is removed from the address as it is read. */
export function takeRunRequest(): boolean {
  const hash = window.location.hash;
  const query = hash.split('?')[1] ?? '';
  if (!query.split('&').includes(QUERY)) return false;
  window.history.replaceState(window.history.state, '', hrefForPath(pathFromHash(hash)));
  return true;
}
