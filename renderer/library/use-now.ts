import { useEffect, useState } from 'react';

/** The wall clock, re-read every `intervalMs`, so "5 minutes ago" keeps telling the truth. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
