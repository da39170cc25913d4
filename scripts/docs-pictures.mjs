// `npm run docs:pictures`: the pictures in docs/ are the ones the end-to-end suite takes.
// Builds the renderer, runs the specs that take them (pictures on), and copies the chosen
// screenshots into docs/images/, each made smaller in Chromium when it is over the size the
// docs keep (so the repository stays light). HEADROOM_E2E_PORT / HEADROOM_E2E_OUTDIR choose
// the port and build folder as for the e2e suite; --no-build reuses a build already there;
// --copy-only takes the screenshots a run of those specs has just written, without running them.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.mjs';

/**
 * Each picture the docs show: the spec and test that take it, the file it writes, its name in
 * docs/images/, and for a whole-page screenshot how much of its top to keep.
 */
const PICTURES = [
  {
    spec: 'tests/e2e/editor-screenshots.spec.ts',
    test: 'editor sections in en, light',
    shot: 'test-results/screenshots/editor-workloads-inference-en-light.png',
    image: 'editor-workload.png',
    topHeight: 1000,
  },
  {
    spec: 'tests/e2e/editor-screenshots.spec.ts',
    test: 'editor sections in en, light',
    shot: 'test-results/screenshots/editor-strategies-en-light.png',
    image: 'editor-strategies.png',
    topHeight: 1000,
  },
  {
    spec: 'tests/e2e/editor-screenshots.spec.ts',
    test: 'editor sections in zh-CN, dark',
    shot: 'test-results/screenshots/editor-workloads-inference-zh-CN-dark.png',
    image: 'editor-workload-zh-CN.png',
    topHeight: 1000,
  },
  {
    spec: 'tests/e2e/results.spec.ts',
    test: 'run, read, go stale, run again and cancel (en, light)',
    shot: 'test-results/screenshots/results/results-finished-en-light.png',
    image: 'results.png',
    topHeight: 1100,
  },
  {
    spec: 'tests/e2e/what-if.spec.ts',
    test: 'cut the spot price until the answer changes, then save a version (en, light)',
    shot: 'test-results/screenshots/what-if/spot-cut-en-light.png',
    image: 'what-if.png',
    topHeight: 1300,
  },
  {
    spec: 'tests/e2e/compare.spec.ts',
    test: 'compare two versions, then two scenarios (en, light)',
    shot: 'test-results/screenshots/compare/versions-en-light.png',
    image: 'compare.png',
    topHeight: 1060,
  },
];
const IMAGES = 'docs/images';
/** Pictures above this are redrawn at a smaller width (the docs test allows 300 KB). */
const MAX_BYTES = 200 * 1024;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(
      `docs:pictures: ${command} ${args.join(' ')} failed (exit ${result.status ?? 'signal'})`,
    );
    process.exit(1);
  }
}

const outDir = process.env.HEADROOM_E2E_OUTDIR;
const copyOnly = process.argv.includes('--copy-only');
if (!copyOnly && !process.argv.includes('--no-build'))
  run('npx', ['vite', 'build', ...(outDir ? ['--outDir', outDir] : [])]);

if (!copyOnly) {
  const specs = [...new Set(PICTURES.map((picture) => picture.spec))];
  // Old pictures go first, so every one copied below was taken by this run.
  for (const picture of PICTURES) await rm(picture.shot, { force: true });
  // Pictures must be on whatever the caller's shell says: that is what the specs take them for.
  // Only the tests that take the pictures, by title.
  const titles = [...new Set(PICTURES.map((picture) => picture.test))];
  const grep = titles.map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  run('node', ['scripts/run-e2e.mjs', ...specs, '-g', grep], { HEADROOM_E2E_PICTURES: 'on' });
}
const missing = [];
for (const picture of PICTURES)
  await stat(picture.shot).catch(() => missing.push(`${picture.shot} (${picture.spec})`));
if (missing.length > 0) {
  console.error(
    `docs:pictures: no screenshot at ${missing.join(', ')}; run those specs with pictures on`,
  );
  process.exit(1);
}

const executablePath = await findChromium();
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
await mkdir(IMAGES, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const picture of PICTURES) {
    const target = join(IMAGES, picture.image);
    await copyFile(picture.shot, target);
    // A whole-page screenshot keeps its top (what a reader sees first) when the docs want less.
    if (picture.topHeight) await redraw(target, 1, picture.topHeight);
    while ((await stat(target)).size > MAX_BYTES) await redraw(target, 0.8, Infinity);
    const kb = ((await stat(target)).size / 1024).toFixed(0);
    console.log(`${target}: ${kb} KB from ${picture.shot}`);
  }
} finally {
  await browser.close();
}

/**
 * Redraws the PNG in Chromium (no image library needed) at `scale` of its width, keeping at
 * most `maxHeight` pixels of its top (before scaling).
 */
async function redraw(file, scale, maxHeight) {
  const data = `data:image/png;base64,${(await readFile(file)).toString('base64')}`;
  const page = await browser.newPage();
  try {
    await page.setContent(
      `<body style="margin:0"><img id="p" src="${data}" style="display:block"></body>`,
    );
    const image = page.locator('#p');
    const size = await image.evaluate((img) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
    }));
    const width = Math.round(size.width * scale);
    const height = Math.round(Math.min(size.height, maxHeight) * scale);
    await page.setViewportSize({ width, height });
    await image.evaluate((img, w) => (img.style.width = `${w}px`), width);
    await writeFile(file, await page.screenshot({ clip: { x: 0, y: 0, width, height } }));
  } finally {
    await page.close();
  }
}
