/**
 * `npm run bench:pdf`: the time from "Export PDF…" on the results screen to the PDF file, for
 * the largest shipped scenario (most strategy-days × workloads). A figure, not a test.
 *
 * It builds the renderer into node_modules/.cache (or uses the build in HEADROOM_BENCH_OUTDIR),
 * serves it on HEADROOM_BENCH_PORT (default 4199), runs the scenario in Chromium
 * as a user would, then, five times: clicks "Export PDF…", waits for the report view and has
 * Chromium print it to a PDF file (page.pdf: the same printToPDF the desktop app calls after
 * its save dialog), and prints each time and the median. The browser's print dialog of the
 * web version is replaced by a no-op: a person would be choosing where to save meanwhile.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const port = Number(process.env.HEADROOM_BENCH_PORT ?? 4199);
const cacheDir = join(process.cwd(), 'node_modules', '.cache', 'headroom-bench-pdf');
const pdfDir = join(cacheDir, 'pdf');
mkdirSync(pdfDir, { recursive: true });
let outDir = process.env.HEADROOM_BENCH_OUTDIR;
if (!outDir) {
  outDir = join(cacheDir, 'renderer');
  const built = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const scenarios = readdirSync('scenarios')
  .filter((name) => name.endsWith('.headroom.json'))
  .map((file) => {
    const document = JSON.parse(readFileSync(join('scenarios', file), 'utf8'));
    const size = document.horizonDays * document.strategies.length * document.workloads.length;
    return { file, document, size };
  })
  .sort((a, b) => b.size - a.size);
const largest = scenarios[0];
const name = largest.document.name;

const server = spawn(
  'npx',
  [
    'vite',
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
    '--outDir',
    outDir,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
);
const baseUrl = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 100; i++) {
  if (
    await fetch(baseUrl).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 200));
}

const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    localStorage.setItem('headroom.language', 'en');
    globalThis.print = () => {};
  });
  await page.goto(`${baseUrl}#/scenarios`);
  await page.getByRole('button', { name: `Use the template “${name}”` }).click();
  await page.getByRole('link', { name: `Results of ${name}` }).click();
  const runStart = performance.now();
  await page
    .getByRole('main')
    .locator('header')
    .getByRole('button', { name: 'Run', exact: true })
    .click();
  await page.getByTestId('recommendation').waitFor({ timeout: 600_000 });
  await page.getByTestId('run-progress').waitFor({ state: 'hidden', timeout: 600_000 });
  const runMs = performance.now() - runStart;

  const times = [];
  let bytes = 0;
  let pages = 0;
  for (let i = 0; i < 5; i++) {
    const file = join(pdfDir, `report-${i}.pdf`);
    const start = performance.now();
    await page.getByRole('link', { name: 'Export PDF…' }).click();
    await page.getByTestId('report').waitFor();
    await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
    times.push(performance.now() - start);
    bytes = statSync(file).size;
    pages = (readFileSync(file, 'latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    await page.getByRole('link', { name: 'Back to results' }).click();
    await page.getByTestId('recommendation').waitFor();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`Largest shipped scenario: ${largest.file}`);
  console.log(
    `  ${largest.document.strategies.length} strategies, ${largest.document.workloads.length} workloads, ` +
      `${largest.document.horizonDays} days, ${largest.document.simulation.runs} runs (run took ${(runMs / 1000).toFixed(1)} s)`,
  );
  console.log(`Export PDF… to file: ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}`);
  console.log(
    `  median ${(median / 1000).toFixed(2)} s (goal under 3 s); ${pages} pages, ${(bytes / 1024).toFixed(0)} KB`,
  );
} finally {
  await browser.close();
  process.kill(-server.pid);
}
