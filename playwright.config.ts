import { defineConfig } from '@playwright/test';

// Chromium comes from the machine (scripts/run-e2e.mjs finds it); Playwright never
// downloads a browser for this project.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Port and build folder can be moved so that several suites can run side by side.
const port = Number(process.env.HEADROOM_E2E_PORT ?? 4173);
// An absolute build folder (HEADROOM_E2E_OUTDIR) replaces dist/renderer.
const outDirFlag = process.env.HEADROOM_E2E_OUTDIR
  ? ` --outDir ${process.env.HEADROOM_E2E_OUTDIR}`
  : '';
const baseURL = `http://127.0.0.1:${port}/`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests, not files, are shared out between the workers, so the run does not end with one
  // worker idle while the other finishes a long file. Every test makes its own page and
  // library; none relies on another having run.
  fullyParallel: true,
  // Two workers, one a core: each test waits on its page as often as it computes, so two
  // tests side by side keep both cores busy (measured: a third less time than one).
  workers: Number(process.env.HEADROOM_E2E_WORKERS ?? 2),
  // On CI a failed test runs once more and, if it then passes, is reported as "flaky" by name
  // (the list shows it, and the summary counts it): a race that shows up once in a few hundred
  // runs on a loaded machine is then a bug to fix from the log, not a lost landing. A test that
  // fails twice fails the run. Locally, never: a failure is seen at once.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    // The preview server gzips every script on every request (nothing is cached between tests'
    // fresh contexts): asking for it plain spares both ends the work, about a sixth of a CPU
    // second a test (measured on twelve tests that open the library and make a scenario).
    extraHTTPHeaders: { 'Accept-Encoding': 'identity' },
    // The app honours the system's reduce-motion setting (no slide or fade on dialogs, menus
    // and panels), so the suite does not wait out animations; specs about motion or layout
    // while something moves opt back in with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: process.env.HEADROOM_E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A test's page lives for seconds, so V8's top compiler (TurboFan) and its concurrent
        // garbage collector spend more CPU on background threads than the page ever wins back:
        // on the results and report specs, about a tenth less CPU without them. Maglev stays,
        // so the simulation workers of the optimiser and sensitivity specs keep their speed
        // (without Maglev too, those specs took twice as long). JavaScript means the same in
        // every tier: the command-line parity spec still agrees to the byte. Maglev itself waits
        // for a function's 20,000th call (V8's default: a few hundred): most of a page's code runs
        // a few times and is never worth compiling, while a simulation's hot loops reach it at
        // once. Measured on twelve tests that open the library and make a scenario: 58–62 CPU-s
        // → 48–51; the decision and LLM results specs no slower (128–135 against 139–161 CPU-s).
        '--js-flags=--no-opt,--single-threaded-gc,--invocation-count-for-maglev=20000',
        // More flags for a measurement (HEADROOM_E2E_CHROME_ARGS="--js-flags=…" replaces the above).
        ...(process.env.HEADROOM_E2E_CHROME_ARGS ?? '').split(' ').filter(Boolean),
      ],
    },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort${outDirFlag}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
