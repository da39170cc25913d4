import { useEffect } from 'react';

/**
 * Leaving a field ends its undo step: typing "36.5", Tab, then typing in the same field again
 * makes two steps, however quickly, so undo takes back one edit at a time.
 */
export function useSealOnFocusOut(seal: () => void): void {
  useEffect(() => {
    window.addEventListener('focusout', seal);
    return () => window.removeEventListener('focusout', seal);
  }, [seal]);
}
