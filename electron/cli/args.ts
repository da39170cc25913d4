import { parseArgs } from 'node:util';
import { parseSetArgument, SetPathError, type SetOverride } from '@shared/analysis/what-if';
import { cutMessage, cutText, type ComparisonBasis } from '@shared/scenario';
import { JOB_OPTIONS, JOB_USAGE, parseJobArgs, type JobImportOptions } from './job-args';
import { parsePlanSearchArgs, PLAN_SEARCH_OPTIONS, PLAN_SEARCH_USAGE, type FindPlanArgs } from './plan-search-args';
import { parseTrafficArgs, TRAFFIC_OPTIONS, TRAFFIC_USAGE, type TrafficImportOptions } from './traffic-args';

export type OutputFormat = 'table' | 'json' | 'csv';
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['table', 'json', 'csv'];

export interface CliOptions {
  scenarioPath: string;
  /** Overrides the scenario's simulation.runs. */
  runs: number | undefined;
  /** Overrides the scenario's simulation.baseSeed. */
  seed: number | undefined;
  /** Strategy ids or names to run (empty = all). */
  strategies: string[];
  format: OutputFormat;
  /** Folder to write every CSV file and results.json into. */
  outDir: string | undefined;
  /** Replace files already in the --out folder (never symbolic links). */
  force: boolean;
  /** --set PATH=VALUE overrides, in the order given. */
  overrides: SetOverride[];
  /** Start CSV output with a UTF-8 byte-order mark (default); --no-bom writes plain UTF-8. */
  bom: boolean;
  /** Overrides the scenario's simulation.comparisonBasis. */
  basis?: ComparisonBasis;
  /** Decision analyses to run instead of the plain comparison (see decision.ts); absent for a plain run. */
  decision?: DecisionOptions;
  /** --import-traffic: build a workload's curves from a traffic file instead of running. */
  trafficImport?: TrafficImportOptions;
  /** --import-jobs: set a training or batch workload's arrivals and sizes from a job log instead of running. */
  jobImport?: JobImportOptions;
}

export interface DecisionOptions {
  optimise: boolean;
  sensitivity: boolean;
  objective: 'mean' | 'p90' | 'npv';
  /** Sensitivity range as a fraction (0.2 = ±20 %). */
  range: number;
  /** --longest-term: the longest commitment term the optimiser may try (months, or none past the horizon). */
  longestTerm?: number | 'horizon';
  /** --find-plan: the plan search and its options. */
  findPlan?: FindPlanArgs;
  /** --threads: worker threads the simulations are spread over (default: one per core; 1 runs them on the main thread). */
  threads?: number;
}

/** --basis words: "slice" (the horizon as a representative slice) or "whole" (whole commitments). */
export const BASIS_WORDS: Readonly<Record<string, ComparisonBasis>> = {
  slice: 'horizonSlice',
  whole: 'wholeCommitments',
};

export type ParsedArgs =
  { kind: 'help' } | { kind: 'run'; options: CliOptions } | { kind: 'error'; message: string };

export const MAX_RUNS = 100_000;
/** Most worker threads --threads may ask for. */
export const MAX_THREADS = 256;
export const MAX_SEED = 2 ** 31 - 1;

export const USAGE = `Usage: npm run simulate -- <scenario.headroom.json> [options]

Runs every strategy of a Headroom scenario through the simulator (seeded Monte Carlo runs)
and prints the strategies side by side: total cost P50 and P10-P90, cost per job, cost per
10k requests, turnaround, deadline misses, unserved requests, lost GPU-hours, reserved
utilisation, cost including people's waiting time, and the recommendation.

Options:
  --runs N            seeded runs per strategy (default: the scenario's simulation.runs)
  --seed S            base seed, 0..${MAX_SEED} (default: the scenario's simulation.baseSeed)
  --strategy NAME     run only this strategy (id or name); repeat for several
  --basis BASIS       how commitments that outlast the horizon are compared: slice (the
                      horizon as a representative slice, each term pro rata) or whole (every
                      signed term in full) (default: the scenario's simulation.comparisonBasis,
                      else slice)
  --format FORMAT     table (default) | json (the results document) | csv (summary.csv)
  --out DIR           also write summary.csv, summary-by-workload.csv, cost-by-pool.csv,
                      cost-by-month.csv, cost-by-pool-month.csv, cost-by-workload.csv,
                      pool-by-workload.csv, jobs.csv, daily.csv and results.json into DIR;
                      refuses a DIR or file that is a symbolic link, and files already there
  --force             with --out: replace files already in DIR (never symbolic links)
  --set PATH=VALUE    override a field of the scenario before running; repeat for several:
                        --set simulation.runs=200
                        --set 'workloads[id=chat].traffic.growthPerMonth=0.1'
                        --set 'catalog.offers[id=h100].prices.spot.perHour=1.9'
                        --set 'strategies[0].pools[id=committed].count=8'
                      [N] picks by position, [field=value] by a field's value; VALUE is JSON
                      (number, true/false, [list], {object}, "text") or else plain text.
                      What-if adjustments start with whatif.:
                        whatif.workloads.ID.curveScale=1.5     traffic curve x1.5
                        whatif.workloads.ID.peakShiftHours=2   traffic peak 2 h later
                        whatif.workloads.ID.growthPerMonth=0.05
                        whatif.workloads.ID.arrivalsFactor=2   jobs arrive twice as often
                        whatif.workloads.ID.sizeFactor=0.5     jobs half as big
                        whatif.prices.spot=-0.3                spot 30 % cheaper (onDemand,
                                                               reserved, spot, bareMetal)
                        whatif.spotInterruptionFactor=2        spot interrupted twice as often
                        whatif.poolSizes.STRATEGY.POOL=8       reserved instances / servers
                        whatif.phaseStartDays.PHASE=150        launch a phase on day 150
  --no-bom            write CSV as plain UTF-8, without the byte-order mark that
                      Excel and WPS need to read it as UTF-8 on double-click (for scripts)
  --optimise          size commitments instead: how many reserved GPUs or bare-metal servers,
                      which term, from when (with --strategy: the base whose on-demand and
                      spot pools carry the rest); prints cost curves and break-even use
  --objective WHAT    with --optimise: mean (default, expected cost) | p90 | npv (expected
                      net present value of the whole contract's cash at the discount rate)
  --longest-term T    with --optimise: the longest term you accept, in months (e.g. 12), or
                      "horizon" for no term that runs past the horizon (default: any term)
  --sensitivity       move each key input ±range and show the tornado and tipping points
  --range PCT         with --sensitivity: how far to move each input, 1-90 (default 20)
  --threads N         with --optimise, --sensitivity or --find-plan: worker threads the
                      simulations are spread over, 1-${MAX_THREADS} (default: one per core; 1 runs them
                      on the main thread); the answer is the same for every N
  --import-prices F   update the catalog from a price list instead of running (SkyPilot
                      vms.csv, AWS offer file, quote CSV): see --import-prices F --help
  -h, --help          show this help
${PLAN_SEARCH_USAGE}${TRAFFIC_USAGE}${JOB_USAGE}
Exit status: 0 success, 2 invalid input (unreadable file, bad JSON, a scenario that fails
validation, bad options, a --set path that does not exist or a value the scenario refuses,
an --out folder or file that is a symbolic link or would be overwritten without --force,
a traffic file or job log with no row that can be read: the line and the reason are printed),
1 internal error.
`;

function integer(name: string, text: string, min: number, max: number): number | string {
  if (!/^\d+$/.test(text.trim()))
    return `--${name} must be a whole number from ${min} to ${max}, not "${cutText(text)}"`;
  const value = Number(text);
  if (value < min || value > max) return `--${name} must be from ${min} to ${max}, not ${cutText(text)}`;
  return value;
}

/** Parses the command line (without node and script). Never throws. */
export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        runs: { type: 'string' },
        seed: { type: 'string' },
        strategy: { type: 'string', multiple: true },
        format: { type: 'string' },
        out: { type: 'string' },
        set: { type: 'string', multiple: true },
        'no-bom': { type: 'boolean' },
        force: { type: 'boolean' },
        basis: { type: 'string' },
        optimise: { type: 'boolean' },
        optimize: { type: 'boolean' },
        sensitivity: { type: 'boolean' },
        objective: { type: 'string' },
        'longest-term': { type: 'string' },
        range: { type: 'string' },
        threads: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...TRAFFIC_OPTIONS,
        ...JOB_OPTIONS,
        ...PLAN_SEARCH_OPTIONS,
      },
    });
  } catch (error) {
    // Node's message quotes the option as typed, which may be a whole file's worth of text.
    return { kind: 'error', message: cutMessage(error instanceof Error ? error.message : String(error)) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length === 0)
    return {
      kind: 'error',
      message: 'name a scenario file, e.g. scenarios/01-fine-tuning-bare-metal.headroom.json',
    };
  if (positionals.length > 1)
    return {
      kind: 'error',
      message: `one scenario file at a time (got ${positionals.length}: ${cutText(positionals.join(', '))})`,
    };

  let runs: number | undefined;
  if (values.runs !== undefined) {
    const r = integer('runs', values.runs, 1, MAX_RUNS);
    if (typeof r === 'string') return { kind: 'error', message: r };
    runs = r;
  }
  let seed: number | undefined;
  if (values.seed !== undefined) {
    const s = integer('seed', values.seed, 0, MAX_SEED);
    if (typeof s === 'string') return { kind: 'error', message: s };
    seed = s;
  }
  const format = (values.format ?? 'table') as OutputFormat;
  if (!OUTPUT_FORMATS.includes(format)) {
    return {
      kind: 'error',
      message: `--format must be one of ${OUTPUT_FORMATS.join(', ')}, not "${cutText(values.format ?? '')}"`,
    };
  }
  if (values.out !== undefined && values.out.trim() === '')
    return { kind: 'error', message: '--out needs a folder' };
  if (values.force === true && values.out === undefined && values.write === undefined)
    return { kind: 'error', message: '--force goes with --out or --write' };
  const jobImport = parseJobArgs(values);
  if (typeof jobImport === 'string') return { kind: 'error', message: jobImport };
  const trafficImport = jobImport ? null : parseTrafficArgs(values);
  if (typeof trafficImport === 'string') return { kind: 'error', message: trafficImport };
  const strategies = values.strategy ?? [];
  if (strategies.some((s) => s.trim() === ''))
    return { kind: 'error', message: '--strategy needs an id or a name' };

  const overrides: SetOverride[] = [];
  for (const text of values.set ?? []) {
    try {
      overrides.push(parseSetArgument(text));
    } catch (error) {
      if (error instanceof SetPathError) return { kind: 'error', message: error.message };
      throw error;
    }
  }
  const word = values.basis?.trim() ?? '';
  const basis = Object.hasOwn(BASIS_WORDS, word) ? BASIS_WORDS[word] : undefined;
  if (values.basis !== undefined && basis === undefined)
    return { kind: 'error', message: `--basis must be slice or whole, not "${cutText(values.basis)}"` };
  const decision = parseDecision(values);
  if (typeof decision === 'string') return { kind: 'error', message: decision };

  return {
    kind: 'run',
    options: {
      scenarioPath: positionals[0]!,
      runs,
      seed,
      strategies,
      format,
      outDir: values.out,
      force: values.force === true,
      overrides,
      bom: values['no-bom'] !== true,
      ...(basis ? { basis } : {}),
      ...(decision.optimise || decision.sensitivity || decision.findPlan ? { decision } : {}),
      ...(trafficImport ? { trafficImport } : {}),
      ...(jobImport ? { jobImport } : {}),
    },
  };
}

function parseDecision(values: {
  optimise?: boolean;
  optimize?: boolean;
  sensitivity?: boolean;
  objective?: string;
  range?: string;
  format?: string;
  'longest-term'?: string;
  'find-plan'?: boolean;
  threads?: string;
  budget?: string;
  providers?: string;
  regions?: string;
  gpus?: string;
  offers?: string;
}): DecisionOptions | string {
  const optimise = values.optimise === true || values.optimize === true;
  const findPlan = parsePlanSearchArgs(values);
  if (typeof findPlan === 'string') return findPlan;
  if (findPlan && values.format === 'csv') return '--find-plan prints a table or JSON: --format table or json';
  const sensitivity = values.sensitivity === true;
  if (!optimise && values.objective !== undefined) return '--objective goes with --optimise';
  if (!sensitivity && values.range !== undefined) return '--range goes with --sensitivity';
  if (!optimise && !findPlan && values['longest-term'] !== undefined) return '--longest-term goes with --optimise or --find-plan';
  if (!optimise && !sensitivity && !findPlan && values.threads !== undefined) return '--threads goes with --optimise, --sensitivity or --find-plan';
  const threads = values.threads === undefined ? undefined : integer('threads', values.threads, 1, MAX_THREADS);
  if (typeof threads === 'string') return threads;
  if (optimise && sensitivity && values.format === 'csv')
    return '--format csv prints one table: run --optimise and --sensitivity one at a time (or use --out)';
  const objective = values.objective ?? 'mean';
  if (objective !== 'mean' && objective !== 'p90' && objective !== 'npv') return `--objective must be mean, p90 or npv, not "${cutText(objective)}"`;
  let range = 0.2;
  if (values.range !== undefined) {
    const r = integer('range', values.range.replace(/\s*%$/, ''), 1, 90);
    if (typeof r === 'string') return r;
    range = r / 100;
  }
  let longestTerm: number | 'horizon' | undefined;
  const term = values['longest-term']?.trim().toLowerCase();
  if (term !== undefined) {
    if (term === 'horizon') longestTerm = 'horizon';
    else {
      const months = integer('longest-term', term.replace(/\s*(months?)?$/, ''), 1, 120);
      if (typeof months === 'string') return `${months} (or "horizon")`;
      longestTerm = months;
    }
  }
  return { optimise, sensitivity, objective, range, ...(longestTerm !== undefined ? { longestTerm } : {}), ...(findPlan ? { findPlan } : {}), ...(threads !== undefined ? { threads } : {}) };
}
