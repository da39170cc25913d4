import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type EnvironmentOptions } from 'vite';

/**
 * Builds the desktop shell: dist/electron/main.cjs (main process) and
 * dist/electron/preload.cjs (the window's bridge). The renderer is built separately by
 * vite.config.ts into dist/renderer and is left untouched here.
 *
 * Main and preload are two separate bundles on purpose. Built together, the module they
 * share (the IPC channel names) would be split into a common chunk, and a sandboxed
 * preload cannot `require` a chunk of its own: it must be one self-contained CommonJS file.
 */

const root = fileURLToPath(new URL('.', import.meta.url));
const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/electron', import.meta.url));

// Electron and Node built-ins come from the runtime; everything else is bundled so the
// packaged app needs no node_modules.
const external = ['electron', /^electron\//, /^node:/, ...builtinModules];

function nodeBundle(name: 'main' | 'preload', entry: string): EnvironmentOptions {
  return {
    consumer: 'server',
    build: {
      outDir,
      // Both bundles share the folder; neither may wipe the other (or anything else).
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'node22',
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { [name]: fileURLToPath(new URL(entry, import.meta.url)) },
        external,
        output: {
          format: 'cjs',
          entryFileNames: '[name].cjs',
          // One file per bundle, nothing to resolve at runtime.
          codeSplitting: false,
        },
      },
    },
  };
}

export default defineConfig({
  root,
  publicDir: false,
  resolve: { alias: { '@shared': sharedDir } },
  environments: {
    main: nodeBundle('main', './electron/main/main.ts'),
    preload: nodeBundle('preload', './electron/preload/preload.ts'),
  },
  builder: {
    // Build exactly the two desktop bundles; the default client environment (the
    // renderer) belongs to vite.config.ts.
    async buildApp(builder) {
      const { main, preload } = builder.environments;
      if (!main || !preload)
        throw new Error('vite.electron.config.ts: main and preload environments are missing.');
      await builder.build(main);
      await builder.build(preload);
    },
  },
});
