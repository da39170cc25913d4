import { useCallback, useRef, useState } from 'react';

export interface NoticeAction {
  label: string;
  run(): void;
}

/** One short message at the bottom of the screen, optionally with one action (Undo, Open). */
export interface Notice {
  /** Distinguishes two notices with the same text, so the second one restarts the timer. */
  id: number;
  message: string;
  /** A warning (done, but not all of it) stays, like an error, until dismissed. */
  severity: 'success' | 'warning' | 'error';
  action?: NoticeAction;
}

export type ShowNotice = (notice: Omit<Notice, 'id'>) => void;

/** The library's snackbar state: a newer notice replaces the one on screen. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const nextId = useRef(1);
  const show = useCallback<ShowNotice>((next) => {
    const id = nextId.current;
    nextId.current += 1;
    setNotice({ ...next, id });
  }, []);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, show, dismiss };
}
