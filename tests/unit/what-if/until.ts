/** Resolves once `check()` holds, polling every millisecond (the scheduler's in-process workers answer on later turns). */
export function until(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const poll = () => (check() ? resolve() : setTimeout(poll, 1));
    poll();
  });
}
