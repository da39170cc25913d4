import { useEffect, useRef, type RefObject } from 'react';

/**
 * After the route changes (not on first load), scroll to the top and move focus to the
 * main region, as a full page load would: keyboard and screen-reader users start reading
 * the new screen instead of staying in the navigation.
 */
export function useFocusOnNavigate(path: string, target: RefObject<HTMLElement | null>): void {
  const previousPath = useRef(path);
  useEffect(() => {
    if (previousPath.current === path) return;
    previousPath.current = path;
    window.scrollTo({ top: 0 });
    target.current?.focus({ preventScroll: true });
  }, [path, target]);
}
