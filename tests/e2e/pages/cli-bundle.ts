import { build } from 'esbuild';
import { resolve } from 'node:path';

/**
 * The command line as one bundled file, built once per spec: running it with Node then starts
 * in a fraction of a second, where `tsx` compiles every module again for each run. Same
 * source, same code: the bundle is what `npm run simulate` runs, without the compile step.
 */
export async function bundleCommandLine(outDir: string): Promise<string> {
  const outfile = resolve(outDir, 'simulate.mjs');
  await build({
    entryPoints: [resolve('electron', 'cli', 'simulate.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: resolve('tsconfig.base.json'),
    outfile,
    logLevel: 'error',
  });
  return outfile;
}
