import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './pages/test';
import { unzipSync } from 'fflate';
import { AppShell } from './pages/app-shell';
import { bundleCommandLine } from './pages/cli-bundle';
import { LibraryPage, templateFile } from './pages/library-page';
import { collectPageProblems } from './pages/page-problems';
import { seedPreferences } from './pages/preferences';
import { ResultsPage } from './pages/results-page';

/**
 * One set of numbers: every shipped scenario (the app's templates are these files) run in the
 * app, its CSV zip exported, and the command line run with --out on the same file; every file
 * must be the same to the byte. The app summarises runs made by several workers in Chromium,
 * the command line makes them one after another in Node, whose maths libraries differ in the
 * last digits: this is where a choice that hangs on rounding would show.
 *
 * The scenarios are shared out between two tests, one for each Playwright worker, and each test
 * walks its scenarios one after another in one page, as a user trying the templates in turn:
 * a page and its library cost about 2.4 CPU-s to open, more than a small scenario's run, and a
 * page for each of twelve scenarios was a third of the spec's time. Its command-line runs go
 * one after another in the background from the start, each in its own process, so they are
 * ready when the app's export is.
 */
const OUT = resolve(process.env.HEADROOM_E2E_SHOTS ?? 'test-results', 'cli-parity');
const SCENARIO_FILES = readdirSync('scenarios').filter((f) => f.endsWith('.headroom.json')).sort();
/** Two tests with the runs' work about even: each takes every other scenario. */
const GROUPS = [0, 1].map((half) => SCENARIO_FILES.filter((_, i) => i % 2 === half));
const run = promisify(execFile);
let commandLine = '';

test.beforeAll(async () => {
  // A folder for each worker: the other may be running its bundle while this one is written.
  commandLine = await bundleCommandLine(join(OUT, `bundle-${test.info().workerIndex}`));
});

/** The first line that differs, both ways, so a failure says what moved. */
function firstDifference(app: Buffer, cli: Buffer): string {
  const a = app.toString('utf8').split('\n');
  const c = cli.toString('utf8').split('\n');
  const i = a.findIndex((line, k) => line !== c[k]);
  const at = i < 0 ? a.length : i;
  return `line ${at + 1}: app ${JSON.stringify(a[at]?.slice(0, 300))} vs command line ${JSON.stringify(c[at]?.slice(0, 300))}`;
}

function scenarioDir(fileName: string): string {
  return join(OUT, fileName.replace('.headroom.json', ''));
}

/** The command line on each file in turn (`--out` into the scenario's folder): one promise a file. */
function commandLineRuns(fileNames: readonly string[]): Map<string, Promise<void>> {
  const runs = new Map<string, Promise<void>>();
  let previous: Promise<unknown> = Promise.resolve();
  for (const fileName of fileNames) {
    const cliDir = join(scenarioDir(fileName), 'cli');
    const done = previous.then(async () => {
      await rm(cliDir, { recursive: true, force: true });
      await mkdir(cliDir, { recursive: true });
      await run(process.execPath, [commandLine, join('scenarios', fileName), '--out', cliDir], {
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
      });
    });
    // The next run waits for this one whether or not it failed; its own test step reports it.
    previous = done.catch(() => undefined);
    runs.set(fileName, done);
  }
  return runs;
}

test('every shipped scenario is offered as a template', () => {
  expect(SCENARIO_FILES).toHaveLength(12);
  expect(GROUPS.flat().sort()).toEqual(SCENARIO_FILES);
});

for (const group of GROUPS) {
  const numbers = group.map((f) => f.slice(0, 2)).join(', ');
  test(`the app's CSV zip and the command line's --out agree byte for byte: scenarios ${numbers}`, async ({ page }) => {
    test.setTimeout(120_000 + 60_000 * group.length);
    const problems = collectPageProblems(page);
    const cliRuns = commandLineRuns(group);
    // A rejected run is awaited by its own step; this keeps Node from calling it unhandled first.
    for (const done of cliRuns.values()) done.catch(() => undefined);

    await seedPreferences(page, { language: 'en', theme: 'light' });
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, 'en');
    const results = new ResultsPage(shell, 'en');
    await library.open();
    for (const [index, fileName] of group.entries()) {
      await test.step(fileName, async () => {
        const englishName = String(templateFile(fileName).document.name);
        // The first template is taken from the empty library's cards, the others from the
        // toolbar's dialog, as the library offers them.
        const name =
          index === 0
            ? await library.createFromTemplateOnEmptyLibrary(englishName)
            : await library.createFromTemplate(englishName);
        await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
        await expect(shell.heading).toHaveText(name);
        await results.runToEnd();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
        ]);
        const zipPath = join(scenarioDir(fileName), 'app.zip');
        await download.saveAs(zipPath);
        const appFiles = unzipSync(new Uint8Array(await readFile(zipPath)));

        await cliRuns.get(fileName);
        const cliDir = join(scenarioDir(fileName), 'cli');
        const cliNames = (await readdir(cliDir)).sort();
        expect.soft(Object.keys(appFiles).sort()).toEqual(cliNames);
        for (const file of cliNames) {
          const cliBytes = await readFile(join(cliDir, file));
          const appBytes = Buffer.from(appFiles[file]!);
          expect.soft(appBytes.equals(cliBytes), `${fileName} ${file}: ${firstDifference(appBytes, cliBytes)}`).toBe(true);
        }
        await library.openFromNavigation();
      });
    }
    expect(problems).toEqual([]);
  });
}
