import { useEffect, useRef } from 'react';
import { takeRunRequest } from '../router/run-request';

/**
 * Starts a run as the screen opens when the address asks for it (the editor's Run), so the
 * planner sees progress at once instead of pressing Run a second time. `ready` is false
 * until the scenario can run; the request is read once, the first time it is.
 */
export function useRunOnArrival(ready: boolean, run: () => void): void {
  const taken = useRef(false);
  useEffect(() => {
    if (!ready || taken.current) return;
    taken.current = true;
    if (takeRunRequest()) run();
  }, [ready, run]);
}
