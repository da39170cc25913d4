// Bundles one TypeScript entry for Node with esbuild, as the app's workers are bundled by Vite:
// the benchmarks measure the simulator's code in one scope, as users run it.
import { build } from 'esbuild';
import { join } from 'node:path';

export async function bundleForNode(entry, outfile) {
  await build({
    entryPoints: [join(process.cwd(), ...entry.split('/'))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(process.cwd(), 'tsconfig.base.json'),
    outfile,
    logLevel: 'error',
  });
}
