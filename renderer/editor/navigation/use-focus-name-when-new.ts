import { useEffect, useRef } from 'react';
import { takeNewScenarioRequest } from '../app';
import { fieldDomId } from '../fields/field-id';

/**
 * A scenario just made from a template or from blank opens with its name field focused (the
 * first thing a planner changes), the heading still in view. The request is read from the
 * address once; focus waits a frame, after the shell has moved focus to the new screen.
 */
export function useFocusNameWhenNew(): void {
  const isNew = useRef<boolean | null>(null);
  useEffect(() => {
    isNew.current ??= takeNewScenarioRequest();
    if (!isNew.current) return;
    const frame = requestAnimationFrame(() => {
      const input = document.getElementById(fieldDomId(['name']));
      if (!input) return;
      input.focus({ preventScroll: true });
      input.scrollIntoView({ block: 'nearest' });
      isNew.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}
