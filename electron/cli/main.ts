import path from 'node:path';
import { deadlineWarnings, type SimulateOptions } from '@shared/analysis';
import { applySetOverrides, SetPathError } from '@shared/analysis/what-if';
import {
  comparisonTable,
  resultsToCsvFiles,
  resultsToJsonText,
  summaryCsv,
  UTF8_BOM,
} from '@shared/report';
import { formatIssues, parseScenarioText, scenarioWarnings, type Scenario } from '@shared/scenario';
import { isSimulationBudgetExceeded } from '@shared/sim/budget';
import type { ScenarioResults } from '@shared/sim/results';
import { parseCliArgs, USAGE, type CliOptions } from './args';
import { DecisionInputError, runDecision } from './decision';
import { ProgressReporter } from './progress';

/** What the command needs from the outside world; tests pass fakes, the entry point Node's. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(file: string): Promise<string>;
  writeFile(file: string, text: string): Promise<void>;
  makeDir(dir: string): Promise<void>;
  stderrIsTTY: boolean;
  /** Milliseconds, for progress only. */
  now(): number;
}

/** The simulator entry point (simulateScenario from @shared/analysis), injected. */
export type SimulateFn = (scenario: Scenario, options: SimulateOptions) => ScenarioResults;

export const EXIT_OK = 0;
export const EXIT_INTERNAL = 1;
export const EXIT_INVALID = 2;

class InvalidInput extends Error {}

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
      const known = scenario.strategies.map((s) => `  ${s.id}  (${s.name})`).join('\n');
      throw new InvalidInput(
        `--strategy "${token}": no strategy has that id or name. This scenario has:\n${known}`,
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
  bom: boolean,
  io: CliIo,
): Promise<string[]> {
  const files: Record<string, string> = {
    ...resultsToCsvFiles(results, { bom }),
    'results.json': resultsToJsonText(results),
  };
  try {
    await io.makeDir(dir);
    for (const [name, text] of Object.entries(files))
      await io.writeFile(path.join(dir, name), text);
  } catch (error) {
    throw new InvalidInput(`cannot write to ${dir}: ${describeFsError(error)}`);
  }
  return Object.keys(files);
}

async function run(options: CliOptions, io: CliIo, simulate: SimulateFn): Promise<number> {
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
  // What the scenario allows but may not mean (work never arriving, targets out of reach).
  for (const warning of [...scenarioWarnings(scenario), ...deadlineWarnings(scenario)])
    io.stderr(`Warning: ${warning.message}\n`);
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

  if (options.format === 'json') io.stdout(resultsToJsonText(results));
  else if (options.format === 'csv') io.stdout((options.bom ? UTF8_BOM : '') + summaryCsv(results));
  else io.stdout(comparisonTable(results));

  if (options.outDir !== undefined) {
    const written = await writeOutputs(options.outDir, results, options.bom, io);
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
    return await run(args.options, io, simulate);
  } catch (error) {
    if (error instanceof InvalidInput || error instanceof DecisionInputError) {
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
