import { useEffect, useState } from 'react';

/**
 * True once `on` has stayed true for `ms`; false at once when it turns false. The what-if dims
 * its answer only when a move's figures are slow to come: dimming at every move made the
 * figures flicker, and its animation cost the page time the first figures need.
 */
export function useAfterDelay(on: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) {
      setLate(false);
      return;
    }
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && late;
}
