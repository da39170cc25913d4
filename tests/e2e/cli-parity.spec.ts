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
 */
const OUT = resolve(process.env.HEADROOM_E2E_SHOTS ?? 'test-results', 'cli-parity');
const SCENARIO_FILES = readdirSync('scenarios').filter((f) => f.endsWith('.headroom.json')).sort();
const run = promisify(execFile);
let commandLine = '';

test.beforeAll(async () => {
  commandLine = await bundleCommandLine(join(OUT, 'bundle'));
});

/** The first line that differs, both ways, so a failure says what moved. */
function firstDifference(app: Buffer, cli: Buffer): string {
  const a = app.toString('utf8').split('\n');
  const c = cli.toString('utf8').split('\n');
  const i = a.findIndex((line, k) => line !== c[k]);
  const at = i < 0 ? a.length : i;
  return `line ${at + 1}: app ${JSON.stringify(a[at]?.slice(0, 300))} vs command line ${JSON.stringify(c[at]?.slice(0, 300))}`;
}

test('every shipped scenario is offered as a template', () => {
  expect(SCENARIO_FILES).toHaveLength(12);
});

for (const fileName of SCENARIO_FILES) {
  test(`the app's CSV zip and the command line's --out agree byte for byte: ${fileName}`, async ({ page }) => {
    test.setTimeout(180_000);
    const problems = collectPageProblems(page);
    const started = Date.now();
    const cliDir = join(OUT, fileName.replace('.headroom.json', ''), 'cli');
    await rm(cliDir, { recursive: true, force: true });
    await mkdir(cliDir, { recursive: true });
    // The command line runs while the app does (its own process), on the scenario's own run count.
    const cli = run(process.execPath, [commandLine, join('scenarios', fileName), '--out', cliDir], {
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    });

    await seedPreferences(page, { language: 'en', theme: 'light' });
    const shell = new AppShell(page);
    const library = new LibraryPage(shell, 'en');
    const results = new ResultsPage(shell, 'en');
    await library.open();
    const englishName = String(templateFile(fileName).document.name);
    const name = await library.createFromTemplateOnEmptyLibrary(englishName);
    await library.row(name).getByRole('link', { name: library.text.results(name) }).click();
    await expect(shell.heading).toHaveText(name);
    await results.runToEnd();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
    ]);
    const zipPath = join(OUT, fileName.replace('.headroom.json', ''), 'app.zip');
    await download.saveAs(zipPath);
    const appFiles = unzipSync(new Uint8Array(await readFile(zipPath)));

    await cli;
    const cliNames = (await readdir(cliDir)).sort();
    expect(Object.keys(appFiles).sort()).toEqual(cliNames);
    for (const file of cliNames) {
      const cliBytes = await readFile(join(cliDir, file));
      const appBytes = Buffer.from(appFiles[file]!);
      expect(appBytes.equals(cliBytes), `${file}: ${firstDifference(appBytes, cliBytes)}`).toBe(true);
    }
    expect(problems).toEqual([]);
    test.info().annotations.push({ type: 'seconds', description: ((Date.now() - started) / 1000).toFixed(1) });
  });
}
