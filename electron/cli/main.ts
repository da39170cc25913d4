import { deadlineWarnings, type SimulateOptions } from '@shared/analysis';
import { applySetOverrides, SetPathError } from '@shared/analysis/what-if';
import {
  comparisonTable,
  CSV_FILE_NAMES,
  resultsToCsvFiles,
  resultsToJsonText,
  summaryCsv,
  UTF8_BOM,
} from '@shared/report';
import { checkWorkBounds, cutText, formatIssues, parseScenarioText, scenarioWarnings, type Scenario } from '@shared/scenario';
import { isSimulationBudgetExceeded } from '@shared/sim/budget';
import type { ScenarioResults } from '@shared/sim/results';
import { parseCliArgs, USAGE, type CliOptions } from './args';
import { BacktestInputError, runBacktest } from './backtest';
import { BACKTEST_USAGE, parseBacktestArgs, wantsBacktest } from './backtest-args';
import { DecisionInputError, runDecision } from './decision';
import { MeasuredRunError, runMeasuredRun } from './measured-run';
import { MEASURED_RUN_USAGE, parseMeasuredRunArgs, wantsMeasuredRun } from './measured-run-args';
import { checkOutFolder, OutFolderError, writeOutFiles, type OutIo } from './out-folder';
import { PriceImportError, runPriceImport, type PriceImportIo } from './price-import';
import { parsePriceImportArgs, PRICE_IMPORT_USAGE, wantsPriceImport } from './price-import-args';
import { ProgressReporter } from './progress';
import { runJobImport } from './job-import';
import { ScenarioEditError } from './scenario-edit';
import { runTrafficImport } from './traffic-import';
import { llmMixCommand } from './llm-mix';
import { wantsLlmMix } from './llm-mix-args';

/** What the command needs from the outside world; tests pass fakes, the entry point Node's. */
export interface CliIo extends OutIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(file: string): Promise<string>;
  /** The bytes of a large file, streamed (price lists); absent where only scenarios are read. */
  readChunks?(file: string): AsyncIterable<Uint8Array>;
  /** Today's date, YYYY-MM-DD (a price list's date when it has none). */
  today?(): string;
  stderrIsTTY: boolean;
  /** Milliseconds, for progress only. */
  now(): number;
  /** A traffic file or job log in text chunks (--import-traffic, --import-jobs); absent = read whole with readFile. */
  readTextChunks?(file: string): AsyncIterable<string>;
}

/** The simulator entry point (simulateScenario from @shared/analysis), injected. */
export type SimulateFn = (scenario: Scenario, options: SimulateOptions) => ScenarioResults;

export const EXIT_OK = 0;
export const EXIT_INTERNAL = 1;
export const EXIT_INVALID = 2;

class InvalidInput extends Error {}

/** An error from the file system (Node's errors carry a code such as ENOENT or ELOOP). */
function isFsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}

function describeFsError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    case 'ELOOP':
      return 'it is a symbolic link';
    case 'EEXIST':
      return 'a file appeared there while writing (add --force to replace it)';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/** Resolves --strategy values (ids first, then names, case-insensitively) to strategy ids. */
export function selectStrategies(scenario: Scenario, wanted: readonly string[]): string[] {
  const ids: string[] = [];
  for (const token of wanted) {
    const t = token.trim();
    const match =
      scenario.strategies.find((s) => s.id === t) ??
      scenario.strategies.find((s) => s.id.toLowerCase() === t.toLowerCase()) ??
      scenario.strategies.find((s) => s.name.trim().toLowerCase() === t.toLowerCase());
    if (!match) {
      const known = scenario.strategies.map((s) => `  ${cutText(s.id)}  (${cutText(s.name)})`).join('\n');
      throw new InvalidInput(
        `--strategy "${cutText(token)}": no strategy has that id or name. This scenario has:\n${known}`,
      );
    }
    if (!ids.includes(match.id)) ids.push(match.id);
  }
  return ids;
}

async function loadScenario(file: string, io: CliIo): Promise<Scenario> {
  let text: string;
  try {
    text = await io.readFile(file);
  } catch (error) {
    throw new InvalidInput(`cannot read ${file}: ${describeFsError(error)}`);
  }
  const parsed = parseScenarioText(text);
  if (!parsed.ok) {
    throw new InvalidInput(
      `${file} is not a valid Headroom scenario:\n${formatIssues(parsed.issues)}`,
    );
  }
  return parsed.scenario;
}

async function writeOutputs(
  dir: string,
  results: ScenarioResults,
  options: CliOptions,
  io: CliIo,
): Promise<string[]> {
  const files: Record<string, string> = {
    ...resultsToCsvFiles(results, { bom: options.bom }),
    'results.json': resultsToJsonText(results),
  };
  return writeOutFiles(dir, files, options.force, io);
}

/** --import-traffic or --import-jobs: edits the scenario file from a streamed data file instead of running. */
async function importIntoScenario(options: CliOptions, io: CliIo): Promise<number> {
  let text: string;
  try {
    text = await io.readFile(options.scenarioPath);
  } catch (error) {
    throw new InvalidInput(`cannot read ${options.scenarioPath}: ${describeFsError(error)}`);
  }
  const readTextChunks = io.readTextChunks?.bind(io) ?? (async function* (file: string) { yield await io.readFile(file); });
  const file = options.jobImport?.file ?? options.trafficImport!.file;
  try {
    if (options.jobImport) await runJobImport(text, options.scenarioPath, { ...options.jobImport, force: options.force }, { ...io, readTextChunks });
    else await runTrafficImport(text, options.scenarioPath, { ...options.trafficImport!, force: options.force }, { ...io, readTextChunks });
  } catch (error) {
    if (isFsError(error)) throw new InvalidInput(`${cutText(file)}: ${describeFsError(error)}`);
    throw error;
  }
  return EXIT_OK;
}

async function run(options: CliOptions, io: CliIo, simulate: SimulateFn): Promise<number> {
  if (options.trafficImport || options.jobImport) return importIntoScenario(options, io);
  const loaded = await loadScenario(options.scenarioPath, io);
  let overridden: Scenario;
  try {
    overridden = applySetOverrides(loaded, options.overrides);
  } catch (error) {
    if (error instanceof SetPathError) throw new InvalidInput(error.message);
    throw error;
  }
  const scenario: Scenario = options.basis
    ? { ...overridden, simulation: { ...overridden.simulation, comparisonBasis: options.basis } }
    : overridden;
  const strategyIds = selectStrategies(scenario, options.strategies);
  // The simulation as asked for (--runs, --strategy) is held to the same limits and estimate
  // as the file's own runs: a hostile --runs is refused before anything runs.
  const asked: Scenario = {
    ...scenario,
    simulation: { ...scenario.simulation, runs: options.runs ?? scenario.simulation.runs },
    strategies: strategyIds.length > 0 ? scenario.strategies.filter((s) => strategyIds.includes(s.id)) : scenario.strategies,
  };
  // The decision analyses run at least these runs (each variant on the same seeds), so they
  // are held to the same limits first.
  const tooMuch = checkWorkBounds(asked);
  if (tooMuch.length > 0) {
    const how = options.runs !== undefined ? ` with --runs ${options.runs}` : '';
    throw new InvalidInput(`${options.scenarioPath}${how} asks for too much work:\n${formatIssues(tooMuch)}`);
  }
  // What the scenario allows but may not mean (work never arriving, targets out of reach).
  for (const warning of [...scenarioWarnings(asked), ...deadlineWarnings(scenario)])
    io.stderr(`Warning: ${warning.message}\n`);
  if (options.outDir !== undefined && !options.decision)
    await checkOutFolder(options.outDir, [...CSV_FILE_NAMES, 'results.json'], options.force, io);
  if (options.decision) {
    await runDecision(scenario, options.decision, options, strategyIds, io);
    return EXIT_OK;
  }

  const progress = new ProgressReporter(io.stderr, io.stderrIsTTY, () => io.now());
  const simulateOptions: SimulateOptions = {
    onProgress: (done, total) => progress.update(done / total),
  };
  if (options.runs !== undefined) simulateOptions.runs = options.runs;
  if (options.seed !== undefined) simulateOptions.baseSeed = options.seed;
  if (strategyIds.length > 0) simulateOptions.strategyIds = strategyIds;
  const results = simulate(scenario, simulateOptions);
  progress.finish();
  for (const s of results.strategies) {
    const skipped = s.omniscientBoundSkipped;
    if (!skipped) continue;
    io.stderr(
      `Note: ${s.name}: the best possible cost per job (omniscient bound) was not worked out: it would take ` +
        `${skipped.cells.toExponential(1)} steps, more than the ${skipped.limit.toLocaleString('en-US')} allowed ` +
        `(a finer trace, a longer job or deadline, or a longer restart make it larger).\n`,
    );
  }

  if (options.format === 'json') io.stdout(resultsToJsonText(results));
  else if (options.format === 'csv') io.stdout((options.bom ? UTF8_BOM : '') + summaryCsv(results));
  else io.stdout(comparisonTable(results));

  if (options.outDir !== undefined) {
    const written = await writeOutputs(options.outDir, results, options, io);
    io.stderr(`Wrote ${written.join(', ')} to ${options.outDir}\n`);
  }
  return EXIT_OK;
}

/**
 * The `simulate` command: arguments -> scenario file -> simulator -> report. Returns the exit
 * status (0 ok, 2 invalid input, 1 internal error) and never throws.
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  simulate: SimulateFn,
): Promise<number> {
  if (wantsPriceImport(argv)) return importPrices(argv, io);
  if (wantsBacktest(argv)) return backtestBill(argv, io);
  if (wantsMeasuredRun(argv)) return measuredRun(argv, io);
  if (wantsLlmMix(argv)) return llmMixCommand(argv, io);
  const args = parseCliArgs(argv);
  if (args.kind === 'help') {
    io.stdout(USAGE);
    return EXIT_OK;
  }
  if (args.kind === 'error') {
    io.stderr(`headroom simulate: ${args.message}\nTry --help.\n`);
    return EXIT_INVALID;
  }
  try {
    try {
      return await run(args.options, io, simulate);
    } catch (error) {
      // A folder or file that cannot be written (missing rights, a link planted after the check).
      if (isFsError(error) && args.options.outDir !== undefined)
        throw new InvalidInput(`cannot write to ${cutText(args.options.outDir)}: ${describeFsError(error)}`);
      throw error;
    }
  } catch (error) {
    if (error instanceof InvalidInput || error instanceof DecisionInputError || error instanceof OutFolderError || error instanceof ScenarioEditError) {
      io.stderr(`headroom simulate: ${error.message}\n`);
      return EXIT_INVALID;
    }
    // The scenario asks for more work than a run may do: the input's fault, not the program's.
    if (isSimulationBudgetExceeded(error)) {
      io.stderr(`headroom simulate: ${args.options.scenarioPath}: ${error.message}\n`);
      return EXIT_INVALID;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.stderr(
      `headroom simulate: internal error (please report it with the scenario file):\n${detail}\n`,
    );
    return EXIT_INTERNAL;
  }
}

/** `--import-prices`: the catalog from a price list instead of a simulation (price-import.ts). */
async function importPrices(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parsePriceImportArgs(argv);
  if (args.kind === 'help') {
    io.stdout(PRICE_IMPORT_USAGE);
    return EXIT_OK;
  }
  if (args.kind === 'error') {
    io.stderr(`headroom simulate: ${args.message}\nTry --import-prices FILE --help.\n`);
    return EXIT_INVALID;
  }
  const { readChunks, today } = io;
  if (!readChunks || !today) throw new Error('this command line cannot stream files');
  try {
    await runPriceImport(args.options, { ...io, readChunks, today } satisfies PriceImportIo);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof PriceImportError) {
      io.stderr(`headroom simulate: ${error.message}\n`);
      return EXIT_INVALID;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.stderr(`headroom simulate: internal error (please report it with the price list):\n${detail}\n`);
    return EXIT_INTERNAL;
  }
}

/** `--backtest`: the scenario over a bill's months beside what was billed (backtest.ts). */
async function backtestBill(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseBacktestArgs(argv);
  if (args.kind === 'help') {
    io.stdout(BACKTEST_USAGE);
    return EXIT_OK;
  }
  if (args.kind === 'error') {
    io.stderr(`headroom simulate: ${args.message}\nTry --backtest FILE --help.\n`);
    return EXIT_INVALID;
  }
  const { readChunks } = io;
  if (!readChunks) throw new Error('this command line cannot stream files');
  try {
    await runBacktest(args.options, { ...io, readChunks });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof BacktestInputError) {
      io.stderr(`headroom simulate: ${error.message}\n`);
      return EXIT_INVALID;
    }
    if (isSimulationBudgetExceeded(error)) {
      io.stderr(`headroom simulate: ${error.message}\n`);
      return EXIT_INVALID;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.stderr(`headroom simulate: internal error (please report it with the bill):\n${detail}\n`);
    return EXIT_INTERNAL;
  }
}

/** `--measured-run`: an offer's efficiency from a measured run instead of a simulation (measured-run.ts). */
async function measuredRun(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseMeasuredRunArgs(argv);
  if (args.kind === 'help') {
    io.stdout(MEASURED_RUN_USAGE);
    return EXIT_OK;
  }
  if (args.kind === 'error') {
    io.stderr(`headroom simulate: ${args.message}\nTry --measured-run --help.\n`);
    return EXIT_INVALID;
  }
  const today = io.today ?? (() => new Date().toISOString().slice(0, 10));
  try {
    await runMeasuredRun(args.options, { ...io, today });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof MeasuredRunError) {
      io.stderr(`headroom simulate: ${error.message}\n`);
      return EXIT_INVALID;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.stderr(`headroom simulate: internal error (please report it with the scenario file):\n${detail}\n`);
    return EXIT_INTERNAL;
  }
}
