import { useEffect, useState } from 'react';

/**
 * True once the same `waiting` key has been waited on for `ms`; false at once when the key
 * changes or is null. The what-if dims its answer only when a move's figures are slow to come:
 * dimming at every move made the figures flicker, and its animation cost the page time the
 * first figures need.
 */
export function useAfterDelay(waiting: string | null, ms: number): boolean {
  const [late, setLate] = useState<string | null>(null);
  useEffect(() => {
    if (waiting === null) return;
    const timer = setTimeout(() => setLate(waiting), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
  return waiting !== null && late === waiting;
}
