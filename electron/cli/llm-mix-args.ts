import { parseArgs } from 'node:util';
import type { OfferFilter } from '@shared/analysis/plan-search';
import { cutMessage, cutText } from '@shared/scenario';

/** `--llm-mix`: the cheapest mix of offers for a service planned in tokens. */
export interface LlmMixOptions {
  scenarioPath: string;
  /** The workload (id or name); absent = the only service planned in tokens. */
  workload?: string;
  base?: { offerId: string; replicas: number };
  filter: OfferFilter;
  format: 'table' | 'json';
}

export const LLM_MIX_USAGE = `Usage: npm run simulate -- <scenario.headroom.json> --llm-mix [--workload ID]
         [--mix-base OFFER:REPLICAS] [--providers A,B] [--regions R1,R2] [--gpus ID1,ID2]
         [--offers ID1,ID2] [--format table|json]

The cheapest mix of offers for an inference workload planned in tokens (the Mélange problem):
each stretch of its traffic curve over the horizon (weekday or weekend, growth) solved exactly
for whole replicas, each size class sent to the offers that serve it cheapest at the targets,
against the best single offer; then a strategy that serves the mix, simulated on the scenario's
seeds beside the analytical figure.

Options:
  --workload ID          the workload (id or name); default: the only one planned in tokens
  --mix-base OFFER:N     a committed base of N replicas on OFFER, used first (its cheapest
                         reserved price)
  --providers, --regions, --gpus, --offers   the offers it may buy, as for --find-plan
  --format table|json    a table (default) or the analysis as JSON

Exit status: 0 ok, 2 invalid input (the flag or workload is named), 1 internal error.
`;

export function wantsLlmMix(argv: readonly string[]): boolean {
  return argv.includes('--llm-mix');
}

export type ParsedLlmMix = { kind: 'help' } | { kind: 'run'; options: LlmMixOptions } | { kind: 'error'; message: string };

function list(name: string, text: string | undefined): string[] | string | undefined {
  if (text === undefined) return undefined;
  const items = text.split(',').map((s) => s.trim());
  if (items.some((s) => s === '')) return `--${name} takes a comma-separated list with no empty item, not "${cutText(text)}"`;
  return items;
}

function parseBase(text: string | undefined): LlmMixOptions['base'] | string | undefined {
  if (text === undefined) return undefined;
  const m = /^([^:]+):(\d+)$/.exec(text.trim());
  const replicas = m ? Number(m[2]) : NaN;
  if (!m || !(replicas >= 1) || replicas > 100_000) return `--mix-base must be OFFER:REPLICAS with 1 to 100,000 replicas, not "${cutText(text)}"`;
  return { offerId: m[1]!.trim(), replicas };
}

export function parseLlmMixArgs(argv: readonly string[]): ParsedLlmMix {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        'llm-mix': { type: 'boolean' },
        workload: { type: 'string' },
        'mix-base': { type: 'string' },
        providers: { type: 'string' },
        regions: { type: 'string' },
        gpus: { type: 'string' },
        offers: { type: 'string' },
        format: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'error', message: cutMessage(error instanceof Error ? error.message : String(error)) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length !== 1) return { kind: 'error', message: positionals.length === 0 ? 'name a scenario file' : `one scenario file at a time (got ${positionals.length})` };
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json') return { kind: 'error', message: `--llm-mix prints a table or JSON: --format table or json, not "${cutText(format)}"` };
  if (values.workload !== undefined && values.workload.trim() === '') return { kind: 'error', message: '--workload needs an id or a name' };
  const base = parseBase(values['mix-base']);
  if (typeof base === 'string') return { kind: 'error', message: base };
  const filter: OfferFilter = {};
  for (const [flag, field] of [['providers', 'providers'], ['regions', 'regions'], ['gpus', 'gpuIds'], ['offers', 'offerIds']] as const) {
    const items = list(flag, values[flag]);
    if (typeof items === 'string') return { kind: 'error', message: items };
    if (items) filter[field] = items;
  }
  return {
    kind: 'run',
    options: { scenarioPath: positionals[0]!, ...(values.workload !== undefined ? { workload: values.workload.trim() } : {}), ...(base ? { base } : {}), filter, format },
  };
}
