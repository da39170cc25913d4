/**
 * `npm run bench:what-if`: what-if latency in the real page, in Chromium — figures, not
 * pass/fail. For every shipped scenario: import it, run it, open the what-if, then make
 * MOVES moves of the on-demand price (arrow-key steps, or typed values with
 * WHAT_IF_INPUT=typed; each to a value not seen before, so no answer comes from the cache),
 * waiting for the full answer after each. Prints, per scenario, the median and p95 of the time
 * from the key press (the input event's own time stamp) to the first updated figures on
 * screen, and to the answer from every run, and the median of the first figures' time by
 * part, from the page's own performance marks: key press to the request to the workers, the
 * first runs back, summarising, and drawing.
 * Goals: first figures within 100 ms p95; the full answer within about 1 s.
 *
 * WHAT_IF_SCENARIOS=01,06 limits the bench to the scenarios whose file names start so.
 * WHAT_IF_EACH=1 prints every move's times too (where a slow P95 comes from).
 * WHAT_IF_PROFILE=1 also records the page's main thread (Chromium's CPU profiler) during the
 * moves and prints where its time went: the busy share, and the functions with the most time of
 * their own and in total (build with `npx vite build --minify false` to read React components'
 * names).
 *
 * Serves the built renderer (HEADROOM_E2E_OUTDIR, default dist/renderer; build it first with
 * `npx vite build`) on HEADROOM_E2E_PORT (default 4173) with `vite preview`.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { printProfile, type CpuProfile } from './main-thread-profile';

const MOVES = Number(process.env.WHAT_IF_MOVES ?? 30);
/**
 * How each move is made: `key` (default) an arrow-key step, which the page works out ahead
 * while the slider has focus; `typed` a new value typed into the box beside the slider and
 * Enter, which nothing can guess: the figure for moves not worked out ahead; `drag` the
 * slider's thumb dragged with the mouse to a new place and released, timed from the release
 * (the answer follows the drag while it moves; the figure is for the value let go at).
 */
const INPUT = process.env.WHAT_IF_INPUT === 'typed' ? 'typed' : process.env.WHAT_IF_INPUT === 'drag' ? 'drag' : 'key';
const port = Number(process.env.HEADROOM_E2E_PORT ?? 4173);
const outDir = process.env.HEADROOM_E2E_OUTDIR ?? 'dist/renderer';
const base = `http://127.0.0.1:${port}/`;

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

/** Set when the preview server ends before the bench is done (its exit code, or the signal). */
let serverEnded: string | null = null;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (serverEnded !== null)
      // Vite refuses a second preview of the same project (its command lock) and exits.
      throw new Error(`vite preview ended (${serverEnded}) before serving ${base}: is another preview of this project running? Stop it, or point HEADROOM_E2E_PORT at it`);
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no server on ${base}`);
}

/** Records, in the page, each key press and each change of the what-if answer's attributes. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __keys: number[]; __answers: { t: number; requested: string; answered: string; status: string }[] };
    w.__keys = [];
    w.__answers = [];
    document.addEventListener('keydown', (e) => w.__keys.push(e.timeStamp), true);
    // A drag's move is its release; its first figures may be under way before it.
    document.addEventListener('pointerup', (e) => w.__keys.push(e.timeStamp), true);
    const el = document.querySelector('[data-testid="what-if-answer"]')!;
    new MutationObserver(() => {
      w.__answers.push({
        t: performance.now(),
        requested: el.getAttribute('data-requested-key') ?? '',
        answered: el.getAttribute('data-answered-key') ?? '',
        status: el.getAttribute('data-status') ?? '',
      });
    }).observe(el, { attributes: true });
  });
}

/** Where the first figures' time went, ms: key press to request, request to runs back, summarising, drawing. */
type Parts = [number, number, number, number];

/** After a move: [ms to first figures of the new key, ms to the full answer, the parts of the first]. */
async function moveTimes(page: Page): Promise<[number, number, Parts]> {
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="what-if-answer"]')!;
    return el.getAttribute('data-status') === 'done' && el.getAttribute('data-answered-key') === el.getAttribute('data-requested-key');
  }, undefined, { timeout: 60_000 });
  return page.evaluate(() => {
    const w = window as unknown as { __keys: number[]; __answers: { t: number; requested: string; answered: string; status: string }[] };
    const key = w.__keys.at(-1)!;
    const requested = document.querySelector('[data-testid="what-if-answer"]')!.getAttribute('data-requested-key') ?? '';
    const after = w.__answers.filter((a) => a.t >= key);
    const first = after.find((a) => a.answered === requested && a.status !== 'working');
    const full = after.find((a) => a.answered === requested && a.status === 'done');
    // The app's own marks for this move (see use-what-if-answer.ts); no named functions here,
    // as the page would not know the helper the bench's compiler wraps them in. A drag's
    // request can come before its release: its part "to request" is then negative.
    const [request, runs, summarised] = ['request', 'runs', 'summarised'].map(
      (step) => (performance.getEntriesByName(`what-if:${step}`) as PerformanceMark[]).filter((m) => m.detail === requested).at(-1)?.startTime ?? NaN,
    );
    // A drag's last value can be answered before the release: its figures are then on
    // screen at the release itself (the screen as the last change before it left it), and
    // its full answer may be too; a later change (the estimate refined) is not the first.
    const atKey = w.__answers.filter((a) => a.t < key).at(-1);
    const shownAtKey = atKey !== undefined && atKey.answered === requested;
    const firstAt = shownAtKey && atKey.status !== 'working' ? key : first ? first.t : NaN;
    const fullAt = shownAtKey && atKey.status === 'done' ? key : full ? full.t : NaN;
    const parts: [number, number, number, number] = [request! - key, runs! - request!, summarised! - runs!, firstAt - summarised!];
    return [firstAt - key, fullAt - key, parts];
  });
}

async function benchScenario(page: Page, file: string): Promise<{ first: number[]; full: number[]; parts: Parts[]; runs: number }> {
  const text = readFileSync(join('scenarios', file), 'utf8');
  const doc = JSON.parse(text) as { name: string; simulation?: { runs?: number } };
  await page.goto(`${base}#/scenarios`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('main').getByRole('button', { name: /^Import/ }).first().click();
  await (await chooser).setFiles({ name: file, mimeType: 'application/json', buffer: Buffer.from(text) });
  const row = page.getByTestId('scenario-row').filter({ has: page.getByRole('link', { name: doc.name, exact: true }) }).first();
  await row.getByRole('link', { name: `Results of ${doc.name}` }).click();
  await page.getByRole('main').locator('header').getByRole('button', { name: /^Run/ }).click();
  await page.getByTestId('recommendation').waitFor({ timeout: 120_000 });
  await page.getByTestId('run-progress').waitFor({ state: 'hidden', timeout: 120_000 });
  await page.getByRole('button', { name: 'What if…' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="what-if-answer"]')?.getAttribute('data-status') === 'done', undefined, { timeout: 120_000 });
  await instrument(page);
  const slider = page.getByTestId('what-if-price-onDemand');
  const typed = page.getByTestId('what-if-price-onDemand-typed');
  await slider.focus();
  // The slider's rail on screen, for dragging its thumb.
  const rail = await page.locator('.MuiSlider-root', { has: slider }).boundingBox();
  if (!rail) throw new Error('the on-demand price slider is not on screen');
  const thumbAt = async (): Promise<{ x: number; y: number }> => {
    const box = await page.locator('.MuiSlider-thumb', { has: slider }).boundingBox();
    return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
  };
  const first: number[] = [];
  const full: number[] = [];
  const parts: Parts[] = [];
  const profiler = process.env.WHAT_IF_PROFILE ? await page.context().newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  for (let i = 0; i < MOVES; i++) {
    if (INPUT === 'typed') {
      // -1.3 %, -2.6 %, ...: values no arrow key reaches from the one before.
      await typed.fill(String(-1.3 * (i + 1)));
      await typed.press('Enter');
    } else if (INPUT === 'drag') {
      // From where the thumb is to a new place on the rail, in a few steps, then let go.
      const from = await thumbAt();
      // Across the rail and back, every release at a place not let go at before.
      const share = i % 2 === 0 ? 0.1 + i * 0.013 : 0.9 - i * 0.013;
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(rail.x + rail.width * share, from.y, { steps: 4 });
      await page.mouse.up();
    } else await page.keyboard.press('ArrowLeft');
    const [f, u, p] = await moveTimes(page);
    if (process.env.WHAT_IF_EACH) console.log(`move ${i + 1}: first ${f.toFixed(0)} ms (to request ${p[0].toFixed(0)}, runs ${p[1].toFixed(0)}, summarise ${p[2].toFixed(0)}, draw ${p[3].toFixed(0)}), full ${u.toFixed(0)} ms`);
    first.push(f);
    full.push(u);
    parts.push(p);
  }
  if (profiler) {
    const { profile } = (await profiler.send('Profiler.stop')) as { profile: CpuProfile };
    printProfile(profile, MOVES);
  }
  return { first, full, parts, runs: doc.simulation?.runs ?? 50 };
}

const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir], {
  stdio: 'ignore',
  detached: true,
});
server.on('exit', (code, signal) => {
  serverEnded = signal ?? `exit code ${code}`;
});
try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  console.log(
    INPUT === 'typed'
      ? `What-if latency, ${MOVES} typed values per scenario (on-demand price, -1.3 % more each time, Enter), ms`
      : INPUT === 'drag'
        ? `What-if latency, ${MOVES} drags per scenario (on-demand price slider's thumb to a new place, timed from the release), ms`
        : `What-if latency, ${MOVES} slider steps per scenario (on-demand price, -1 % a step with the arrow key), ms`,
  );
  console.log('scenario                                      runs   first P50   first P95    full P50    full P95   | first P50 by part: to request   runs   summarise   draw');
  const only = process.env.WHAT_IF_SCENARIOS?.split(',').filter(Boolean) ?? [];
  const files = readdirSync('scenarios')
    .filter((f) => f.endsWith('.headroom.json'))
    .filter((f) => only.length === 0 || only.some((prefix) => f.startsWith(prefix)))
    .sort();
  for (const file of files) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.addInitScript(() => window.localStorage.setItem('headroom.language', 'en'));
    const page = await context.newPage();
    if (process.env.WHAT_IF_CONSOLE) page.on('console', (m) => { if (m.text().startsWith('TASK')) console.log(m.text()); });
    try {
      const r = await benchScenario(page, file);
      const f = (v: number) => v.toFixed(0).padStart(11);
      const part = (i: number, width: number) => quantile(r.parts.map((p) => p[i]!).filter(Number.isFinite), 0.5).toFixed(0).padStart(width);
      console.log(
        `${file.replace('.headroom.json', '').padEnd(44)} ${String(r.runs).padStart(5)} ${f(quantile(r.first, 0.5))} ${f(quantile(r.first, 0.95))} ${f(quantile(r.full, 0.5))} ${f(quantile(r.full, 0.95))}   |${part(0, 29)}${part(1, 7)}${part(2, 12)}${part(3, 7)}`,
      );
    } catch (error) {
      console.log(`${file}: failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  // A server that ended by itself (another preview was already serving) has nothing to stop.
  if (server.pid && serverEnded === null) process.kill(-server.pid);
}
