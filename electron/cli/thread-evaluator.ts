import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EvalRequest, Evaluator, RunDigest } from '@shared/analysis/evaluate';

/** The worker of the command line's analyses, beside this file (TypeScript run through tsx, or a bundle's .mjs). */
export const ANALYSIS_THREAD = new URL('./analysis-thread.ts', import.meta.url);

/** Threads by default: one per core the process may use. */
export function defaultThreads(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}

/**
 * The worker as one ES module file: a TypeScript worker (the command line runs from its sources
 * through tsx) is bundled with esbuild into a temporary folder once per process, as
 * `npm run bench:decision` bundles its own, because Node 20 does not carry tsx's loader into a
 * worker, and loading the sources through it in each thread took 4.5 s of CPU for two threads
 * against a fraction of a second for the bundle. A .mjs or .js file is used as it is.
 */
async function workerFile(file: URL): Promise<{ url: URL; cleanUp: () => Promise<void> }> {
  if (!file.pathname.endsWith('.ts')) return { url: file, cleanUp: async () => {} };
  const { build } = await import('esbuild');
  const dir = await mkdtemp(join(tmpdir(), 'headroom-threads-'));
  const outfile = join(dir, 'analysis-thread.mjs');
  const root = fileURLToPath(new URL('../../', import.meta.url));
  await build({ entryPoints: [fileURLToPath(file)], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', tsconfig: join(root, 'tsconfig.base.json'), logLevel: 'error' });
  return { url: pathToFileURL(outfile), cleanUp: () => rm(dir, { recursive: true, force: true }) };
}

interface Reply {
  id: number;
  digests?: RunDigest[];
  error?: string;
}

/**
 * An Evaluator that spreads the runs over `size` worker threads, as the app spreads them over
 * Web Workers: each request is cut into seed ranges so every thread stays busy, and the
 * digests are put back in run order, so the answer is the one a single thread gives (every
 * run's seed comes from its index, never from the thread that ran it).
 */
export async function threadEvaluator(size: number, file: URL = ANALYSIS_THREAD): Promise<{ evaluate: Evaluator; close: () => Promise<void> }> {
  const bundle = await workerFile(file);
  const threads = Array.from({ length: size }, () => new Worker(bundle.url));
  let nextId = 0;
  const call = (thread: Worker, request: EvalRequest) =>
    new Promise<RunDigest[]>((resolve, reject) => {
      const id = nextId++;
      const done = () => {
        thread.off('message', onMessage);
        thread.off('error', onError);
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const onMessage = (m: Reply) => {
        if (m.id !== id) return;
        done();
        if (m.digests) resolve(m.digests);
        else reject(new Error(m.error ?? 'the analysis thread returned nothing'));
      };
      thread.on('message', onMessage);
      thread.once('error', onError);
      thread.postMessage({ id, request });
    });
  const evaluate: Evaluator = async (requests, onRun) => {
    const wanted = size * 2;
    const pieces: { request: EvalRequest; index: number; offset: number }[] = [];
    requests.forEach((request, index) => {
      const n = request.to - request.from;
      const parts = requests.length >= wanted ? 1 : Math.min(n, Math.ceil(wanted / requests.length));
      for (let p = 0; p < parts; p++) {
        const from = request.from + Math.floor((p * n) / parts);
        const to = request.from + Math.floor(((p + 1) * n) / parts);
        if (to > from) pieces.push({ request: { ...request, from, to }, index, offset: from - request.from });
      }
    });
    const out: RunDigest[][] = requests.map((r) => new Array<RunDigest>(r.to - r.from));
    let next = 0;
    await Promise.all(
      threads.map(async (thread) => {
        while (next < pieces.length) {
          const piece = pieces[next++]!;
          const digests = await call(thread, piece.request);
          digests.forEach((d, k) => {
            out[piece.index]![piece.offset + k] = d;
            onRun?.();
          });
        }
      }),
    );
    return out;
  };
  const close = async () => {
    await Promise.all(threads.map((t) => t.terminate()));
    await bundle.cleanUp();
  };
  return { evaluate, close };
}
