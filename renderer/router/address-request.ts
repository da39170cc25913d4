import { hrefForPath, pathFromHash } from './route-path';

/**
 * A one-time request carried in an address's query part (`#/scenarios/x/results?run=now`):
 * the screen that opens acts on it once. The query part is ignored by routing (see
 * pathFromHash), and taken out of the address when read, so going back, reloading or
 * following the link again never repeats the request.
 */
export function withAddressRequest(path: string, request: string): string {
  return `${path}?${request}`;
}

/** Whether the address carries `request`; the query is removed from the address as it is read. */
export function takeAddressRequest(request: string): boolean {
  const hash = window.location.hash;
  const query = hash.split('?')[1] ?? '';
  if (!query.split('&').includes(request)) return false;
  window.history.replaceState(window.history.state, '', hrefForPath(pathFromHash(hash)));
  return true;
}
