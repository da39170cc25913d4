import { useCallback, useState } from 'react';

/**
 * The width of an element, kept up to date as it resizes. The chart draws in real pixels
 * (rather than scaling a fixed viewBox) so its text and handles keep their size at any width.
 */
export function useElementWidth<Element extends HTMLElement>(): [
  (element: Element | null) => (() => void) | undefined,
  number,
] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: Element | null) => {
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
