/**
 * How long a move's simulated runs wait for its estimate at most before starting anyway (they
 * start as soon as the estimate is heard, after 5–20 ms of the estimate worker on a quiet machine).
 */
export const ESTIMATE_HEAD_START_MS = 150;

/**
 * Gives a move's estimate a head start over its simulated runs: `simulate` runs once, when
 * the returned `heard` is called (the estimate's figures are in) or after `ms`, whichever
 * comes first. On a service planned in tokens the estimate's worker answers in milliseconds
 * when it has a core, and the simulated runs (seconds of work in every other worker) would
 * take the cores from it and from the page that must hear it.
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
