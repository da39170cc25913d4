import { useSyncExternalStore } from 'react';
import { hrefForPath, pathFromHash } from './route-path';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

function readPath(): string {
  return pathFromHash(window.location.hash);
}

/** The current route path, re-rendering on every hash change (links, back, forward). */
export function useHashPath(): string {
  return useSyncExternalStore(subscribe, readPath);
}

/** Go to a path from code; links simply use `href={hrefForPath(path)}`. */
export function navigate(path: string): void {
  window.location.hash = hrefForPath(path);
}
