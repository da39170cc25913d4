/**
 * Reloading after "not responding" must not reopen the screen that hung. Before a scenario
 * screen is drawn (on start and on every address change), its address is marked in this
 * window's sessionStorage; once the screen has been up for a few seconds with the page still
 * answering (a timer fires), or when the page is left or reloaded while it still answers
 * (pagehide runs), the mark is cleared. A page stuck in a loop runs neither. A mark still there when the app starts means
 * the last load of that screen never settled: the app then opens the library with a notice
 * instead, and the planner can open the scenario again on purpose.
 */
import { LIBRARY_PATH } from '../library/library-paths';
import { hrefForPath, pathFromHash } from '../router/route-path';

const KEY = 'headroom:opening-screen';
/** How long a screen must stay up, the page answering, before it counts as opened. */
export const OPENED_AFTER_MS = 5_000;

export type GuardStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This window's sessionStorage (it survives a reload), or null where storage is disabled. */
export function sessionStore(): GuardStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Screens that do heavy work on opening: a scenario's editor, results, report; a comparison. */
export function isGuardedPath(path: string): boolean {
  return (path.startsWith(`${LIBRARY_PATH}/`) && path !== `${LIBRARY_PATH}/trash`) || path.startsWith('/compare/');
}

export function markOpening(store: GuardStore | null, path: string): void {
  try {
    if (isGuardedPath(path)) store?.setItem(KEY, path);
  } catch {
    // A full or disabled storage only loses the guard, never the screen.
  }
}

export function clearOpening(store: GuardStore | null, path: string): void {
  try {
    if (store?.getItem(KEY) === path) store.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** The address whose last opening never settled, taken off the store (null when none). */
export function takeHungOpening(store: GuardStore | null): string | null {
  try {
    const path = store?.getItem(KEY) ?? null;
    if (path !== null) store?.removeItem(KEY);
    return path;
  } catch {
    return null;
  }
}

/**
 * On start: when the address to open is the one that hung last time, goes to the library
 * instead and returns the hung address (for the notice); then marks every scenario screen
 * the window opens from now on. Registered before React's own listener, so a screen is
 * marked before it is drawn.
 */
export function startOpeningGuard(store: GuardStore | null, location: Pick<Location, 'hash'>, target: Pick<Window, 'addEventListener'>): string | null {
  const hung = takeHungOpening(store);
  const current = pathFromHash(location.hash);
  const reopened = hung !== null && hung === current;
  if (reopened) location.hash = hrefForPath(LIBRARY_PATH);
  else markOpening(store, current);
  target.addEventListener('hashchange', () => markOpening(store, pathFromHash(location.hash)));
  // Left or reloaded by the planner while answering: nothing hung.
  target.addEventListener('pagehide', () => clearOpening(store, pathFromHash(location.hash)));
  return reopened ? hung : null;
}
