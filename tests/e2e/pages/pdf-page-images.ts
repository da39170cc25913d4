import { execFileSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { dirname, basename } from 'node:path';

/**
 * Draws every page of a PDF to PNG with pdftoppm, at `dpi` for a person to look at, and
 * resolves to how many page images were written, for a test that checks every page draws.
 * With `HEADROOM_E2E_PICTURES=off` (CI, where nobody looks at them) every page is still drawn
 * and counted, at 10 dpi: pdftoppm's cost grows with the pixels, and a ten-page report at 70 dpi
 * took about a CPU-second against a tenth of one at 10 dpi.
 */
export async function drawnPdfPages(pdf: string, prefix: string, dpi: number): Promise<number> {
  const resolution = process.env.HEADROOM_E2E_PICTURES === 'off' ? 10 : dpi;
  execFileSync('pdftoppm', ['-png', '-r', String(resolution), pdf, prefix]);
  const start = `${basename(prefix)}-`;
  return (await readdir(dirname(prefix))).filter((f) => f.startsWith(start) && f.endsWith('.png')).length;
}
