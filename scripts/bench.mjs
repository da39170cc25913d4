/**
 * `npm run bench`: bundles tests/bench/bench.ts with esbuild and runs the bundle. The app's
 * simulation worker ships bundled (Vite), where the simulator's modules share one scope; run
 * module by module (tsx), every imported constant in the hot loop is a live binding V8 must
 * load and check on each use, which costs a tenth of the speed. Bundling measures the code
 * as users run it.
 */
import { bundleForNode } from './bundle-for-node.mjs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const outdir = join(process.cwd(), 'node_modules', '.cache', 'headroom-bench');
mkdirSync(outdir, { recursive: true });
const outfile = join(outdir, 'bench.mjs');
await bundleForNode('tests/bench/bench.ts', outfile);
await import(pathToFileURL(outfile).href);
