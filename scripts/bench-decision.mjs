/**
 * `npm run bench:decision`: bundles tests/bench/decision-bench.ts and the command line's
 * analysis thread (electron/cli/analysis-thread.ts) with esbuild (as the app's workers are
 * bundled by Vite) into a temporary folder and runs it.
 */
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const outdir = mkdtempSync(join(tmpdir(), 'headroom-bench-decision-'));
// esbuild stays outside: the command line's thread evaluator loads it only to bundle a TypeScript worker.
const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', tsconfig: join(process.cwd(), 'tsconfig.base.json'), logLevel: 'error', external: ['esbuild'] };
await build({ ...common, entryPoints: [join(process.cwd(), 'electron', 'cli', 'analysis-thread.ts')], outfile: join(outdir, 'worker.mjs') });
await build({ ...common, entryPoints: [join(process.cwd(), 'tests', 'bench', 'decision-bench.ts')], outfile: join(outdir, 'bench.mjs') });
process.env.HEADROOM_DECISION_WORKER = join(outdir, 'worker.mjs');
await import(pathToFileURL(join(outdir, 'bench.mjs')).href);
