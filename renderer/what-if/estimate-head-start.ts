/**
 * How long a move's simulated runs wait for its estimate to be drawn at most before starting
 * anyway (they start as soon as the frame with the estimate is painted; a hidden page paints
 * no frame).
 */
export const ESTIMATE_HEAD_START_MS = 150;

/**
 * Gives a move's estimate a head start over its simulated runs: `simulate` runs once, when
 * the returned `heard` is called (the estimate's figures are on screen) or after `ms`,
 * whichever comes first. On a service planned in tokens the estimate is made on the page in
 * milliseconds, and then drawn; the simulated runs (seconds of work in every worker, and the
 * scenario copied to each of them from the page's thread) would take the cores from the
 * page while it draws.
 */
export function withHeadStart(simulate: () => void, ms = ESTIMATE_HEAD_START_MS): { heard: () => void } {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    simulate();
  };
  const timer = setTimeout(start, ms);
  return { heard: start };
}

/** Calls `then` once the next frame is painted (a task after the frame's callbacks, so after its paint). */
export function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}
