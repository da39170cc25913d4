import { execFileSync } from 'node:child_process';

/**
 * Draws a PDF's pages to PNG files with pdftoppm, for a person to look at. With
 * `HEADROOM_E2E_PICTURES=off` (CI, where nobody looks) nothing is drawn, as for every other
 * picture of the suite: no test reads these files.
 */
export function drawPdfPages(args: readonly string[]): void {
  if (process.env.HEADROOM_E2E_PICTURES === 'off') return;
  execFileSync('pdftoppm', args);
}
