// `npm start` (after `npm run build`): launches Headroom in Electron when the desktop
// runtime is available, otherwise serves the same built app as a local web page.
//
//   node scripts/start.mjs          desktop app, or the web page if Electron cannot be had
//   node scripts/start.mjs --web    the web page straight away (also: `npm start -- --web`)
//
// The Electron npm package ships without its runtime; the binary is downloaded by the
// package's own installer, which this project does not let npm run on install
// ("allowScripts"). Offline, or behind a proxy, that download fails: the app still
// works as a web page in the browser, so that is what the user gets, with one plain
// sentence saying why and no stack traces.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

const INSTALL_TIMEOUT_MS = 60_000;
const PREVIEW_PORT = 4173;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function electronPackageDir() {
  try {
    return path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/**
 * The Electron binary if it is installed, else null. `require('electron')` returns the
 * binary's path, but when the binary is missing it starts a download with its output on
 * the terminal and then throws; so it is only called once the files it reads exist.
 */
function findElectronBinary(packageDir) {
  if (!process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const pathFile = path.join(packageDir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const relative = readFileSync(pathFile, 'utf8').trim();
    if (!existsSync(path.join(packageDir, 'dist', relative))) return null;
  }
  try {
    const binary = require('electron');
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** One attempt at Electron's own installer, quietly, with a time limit. */
function tryInstallElectron(packageDir) {
  console.log('Electron desktop runtime not found; trying to download it...');
  const result = spawnSync(process.execPath, [path.join(packageDir, 'install.js')], {
    cwd: packageDir,
    timeout: INSTALL_TIMEOUT_MS,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  return result.status === 0;
}

function launchElectron(binary) {
  if (!existsSync(path.join(projectRoot, 'dist', 'electron', 'main.cjs'))) {
    fail('Headroom is not built yet: run "npm run build" first (npm start does this for you).');
  }
  const child = spawn(binary, [projectRoot], { stdio: 'inherit', windowsHide: false });
  // Ctrl+C in the terminal reaches Electron too; pass termination on so it can close cleanly.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('error', (error) => fail(`Electron could not be started: ${error.message}`));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

async function serveAsWebPage(reason) {
  const rendererRoot = path.join(projectRoot, 'renderer');
  if (!existsSync(path.join(projectRoot, 'dist', 'renderer', 'index.html'))) {
    fail('Headroom is not built yet: run "npm run build" first (npm start does this for you).');
  }
  let server;
  try {
    const { preview } = await import('vite');
    server = await preview({
      configFile: path.join(projectRoot, 'vite.config.ts'),
      // vite.config.ts names its root relative to the working directory; pin it here so
      // the script works from anywhere.
      root: rendererRoot,
      logLevel: 'silent',
      // The web page is for this machine only; the next free port if 4173 is taken.
      preview: { host: '127.0.0.1', port: PREVIEW_PORT, strictPort: false, open: false },
    });
  } catch (error) {
    fail(
      `Headroom could not be served as a web page: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${PREVIEW_PORT}/`;
  console.log(`Headroom is running at ${address}`);
  console.log(`${reason} Open the address in your browser; press Ctrl+C to stop.`);

  // Close politely, but never let an open browser connection keep the terminal waiting;
  // a second Ctrl+C ends at once.
  const stop = () => {
    setTimeout(() => process.exit(0), 1000).unref();
    server.close().finally(() => process.exit(0));
    process.once('SIGINT', () => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main() {
  if (process.argv.includes('--web')) {
    await serveAsWebPage('Headroom is running as a web page, as asked (--web).');
    return;
  }
  const packageDir = electronPackageDir();
  let binary = packageDir ? findElectronBinary(packageDir) : null;
  if (!binary && packageDir && tryInstallElectron(packageDir))
    binary = findElectronBinary(packageDir);
  if (binary) {
    launchElectron(binary);
    return;
  }
  await serveAsWebPage(
    'The Electron desktop runtime could not be downloaded, so Headroom is running as a web page.',
  );
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
