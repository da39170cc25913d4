import { parseArgs } from 'node:util';
import type { BillFormat } from '@shared/bill-import';
import { cutMessage, cutText } from '@shared/scenario';

/** `--backtest BILL`: the scenario over the bill's period beside what was billed. */
export interface BacktestOptions {
  scenarioPath: string;
  billFile: string;
  format: BillFormat | 'auto';
  /** The strategy that is what was bought (id or name); required when the scenario has several. */
  strategy: string | undefined;
  /** "purchase|instance type" → pool id, or null to leave the line out. */
  mapping: Record<string, string | null>;
  runs: number | undefined;
  json: boolean;
}

const FORMAT_WORDS: Readonly<Record<string, BillFormat | 'auto'>> = {
  auto: 'auto',
  'aws-cur': 'awsCur',
  cur: 'awsCur',
  alibaba: 'alibaba',
  aliyun: 'alibaba',
  tencent: 'tencent',
  csv: 'csv',
};

const PURCHASE_WORDS = ['onDemand', 'reserved', 'spot', 'bareMetal', 'savingsPlan'];

export const BACKTEST_USAGE = `Usage: npm run simulate -- <scenario.headroom.json> --backtest BILL [options]

Runs the scenario over the bill's months (it starts on the first day of the bill's first month
and ends with its last) and puts each month's simulated GPU cost beside the billed one, by pool
kind and by pool, with the error. Bill lines are mapped to the strategy's pools by instance type
and purchase option; correct the mapping with --map.

Options:
  --backtest BILL       AWS Cost and Usage Report (CSV, legacy or 2.0 columns), Alibaba Cloud or
                        Tencent Cloud billing details (CSV, Chinese columns, UTF-8 or GBK), or a
                        generic CSV: date, purchase option, instance type, usage hours, cost
  --bill-format F       auto (default: from the header) | aws-cur | alibaba | tencent | csv
  --strategy ID         the strategy that is what was bought (id or name; needed when the
                        scenario has more than one)
  --map KEY=POOL        send a bill line to a pool: KEY is "purchase|instance type" as printed
                        (purchase: ${PURCHASE_WORDS.join(', ')}); POOL a pool id, or "none"
                        to leave the line out. Repeat for several lines.
  --runs N              runs to simulate (default: the scenario's)
  --format json         print the back-test as JSON instead of text

Exit status: 0 ok, 2 invalid input (a bill that cannot be read, an unknown strategy or pool,
a bill in another currency than the scenario's), 1 internal error.
`;

export function wantsBacktest(argv: readonly string[]): boolean {
  return argv.some((a) => a === '--backtest' || a.startsWith('--backtest='));
}

export type ParsedBacktest = { kind: 'help' } | { kind: 'run'; options: BacktestOptions } | { kind: 'error'; message: string };

export function parseBacktestArgs(argv: readonly string[]): ParsedBacktest {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        backtest: { type: 'string' },
        'bill-format': { type: 'string' },
        strategy: { type: 'string' },
        map: { type: 'string', multiple: true },
        runs: { type: 'string' },
        format: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'error', message: cutMessage(error instanceof Error ? error.message : String(error)) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length !== 1) return { kind: 'error', message: 'name one scenario file before --backtest' };
  const billFile = values.backtest?.trim() ?? '';
  if (billFile === '') return { kind: 'error', message: '--backtest needs a bill file' };
  const formatWord = (values['bill-format'] ?? 'auto').trim().toLowerCase();
  const format = Object.hasOwn(FORMAT_WORDS, formatWord) ? FORMAT_WORDS[formatWord]! : null;
  if (format === null) return { kind: 'error', message: `--bill-format must be one of ${Object.keys(FORMAT_WORDS).join(', ')}, not "${cutText(formatWord)}"` };
  if (values.format !== undefined && values.format !== 'json' && values.format !== 'table')
    return { kind: 'error', message: `--format must be table or json, not "${cutText(values.format)}"` };
  const mapping: Record<string, string | null> = {};
  for (const m of values.map ?? []) {
    const eq = m.lastIndexOf('=');
    const key = eq < 0 ? '' : m.slice(0, eq).trim();
    const pool = eq < 0 ? '' : m.slice(eq + 1).trim();
    const bar = key.indexOf('|');
    // A savings plan's unused commitment is the one line of no instance type ("savingsPlan|").
    const typeMissing = key.slice(bar + 1).trim() === '' && key.slice(0, bar) !== 'savingsPlan';
    if (bar < 1 || pool === '' || !PURCHASE_WORDS.includes(key.slice(0, bar)) || typeMissing)
      return { kind: 'error', message: `--map "${cutText(m)}": write it as purchase|instance type=pool id, e.g. "onDemand|p4d.24xlarge=burst" (purchase: ${PURCHASE_WORDS.join(', ')}; pool "none" leaves the line out)` };
    mapping[`${key.slice(0, bar)}|${key.slice(bar + 1).trim()}`] = pool.toLowerCase() === 'none' ? null : pool;
  }
  let runs: number | undefined;
  if (values.runs !== undefined) {
    const n = Number(values.runs);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) return { kind: 'error', message: `--runs must be a whole number from 1 to 10,000, not "${cutText(values.runs)}"` };
    runs = n;
  }
  return {
    kind: 'run',
    options: {
      scenarioPath: positionals[0]!,
      billFile,
      format,
      strategy: values.strategy?.trim() || undefined,
      mapping,
      runs,
      json: values.format === 'json',
    },
  };
}
