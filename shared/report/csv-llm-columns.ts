import type { LlmTargetSummary, StrategySummary, WorkloadRunMetrics, WorkloadSummary } from '@shared/sim/results';
import type { CsvValue } from './csv-cell';
import { distColumns, type Column } from './csv-columns';
import { fixed, microToFixed } from './format';
import { llmTargetLabel } from './llm-figures';

/**
 * The columns of services planned in tokens appended to the older CSV files (summary by
 * workload, cost by workload), after every older column so existing readers keep working;
 * empty for other workloads. llm-targets.csv has the same figures one row per target.
 */

const PER_MILLION = 4;
const SHARE = 4;

export type WorkloadRow = { s: StrategySummary; w: WorkloadSummary };

/** The most targets any service planned in tokens of these rows holds: one group of columns each. */
export function mostLlmTargets(rows: readonly WorkloadRow[]): number {
  return rows.reduce((n, r) => Math.max(n, r.w.llmTargets?.length ?? 0), 0);
}

/**
 * A service planned in tokens, appended after the older columns so their readers keep working:
 * its cost per million tokens (all, output; 4 decimals like per 10k requests), then for each of
 * its targets ("P95 TTFT ≤ 800 ms", as llm-targets.csv names it) the share of requests that missed it across runs, the share
 * its percentile allows and whether it was missed (the P90 share above the allowance). Empty
 * for other workloads; target groups as many as the most targets any row holds.
 */
export function llmWorkloadColumns(targets: number): Column<WorkloadRow>[] {
  return [
    ...distColumns<WorkloadRow>('cost_per_million_tokens', (r) => r.w.costPerMillionTokens ?? null, PER_MILLION),
    ...distColumns<WorkloadRow>('cost_per_million_output_tokens', (r) => r.w.costPerMillionOutputTokens ?? null, PER_MILLION),
    ...Array.from({ length: targets }, (_, i): Column<WorkloadRow>[] => {
      const target = (r: WorkloadRow) => r.w.llmTargets?.[i];
      const name = `llm_target_${i + 1}`;
      return [
        [name, (r) => { const x = target(r); return x === undefined ? '' : llmTargetLabel(x); }],
        ...distColumns<WorkloadRow>(`${name}_miss_share`, (r) => target(r)?.missShare ?? null, SHARE),
        [`${name}_allowed_share`, (r) => fixed(target(r)?.allowedShare, SHARE)],
        [`${name}_missed`, (r) => missedCell(target(r))],
      ];
    }).flat(),
  ];
}

/** Missed when the share at the P90 run is above what the percentile allows (as the results screen marks it). */
function missedCell(t: LlmTargetSummary | undefined): CsvValue {
  return t === undefined ? '' : t.missShare.p90 > t.allowedShare;
}



/** cost-by-workload.csv (each representative run): tokens served, cost per million tokens, requests that missed each target. */
export function llmRunHeader(targets: number): string[] {
  return [
    'prompt_tokens_served',
    'output_tokens_served',
    'cost_per_million_tokens',
    'cost_per_million_output_tokens',
    ...Array.from({ length: targets }, (_, i) => `llm_target_${i + 1}_requests_missed`),
  ];
}

export function llmRunCells(w: WorkloadRunMetrics, targets: number): CsvValue[] {
  const perMillion = (micro: number | null | undefined) => (micro === null || micro === undefined ? '' : microToFixed(micro, PER_MILLION));
  return [
    w.tokensServed === undefined ? '' : fixed(w.tokensServed.prompt, 0),
    w.tokensServed === undefined ? '' : fixed(w.tokensServed.output, 0),
    perMillion(w.costPerMillionTokensMicro),
    perMillion(w.costPerMillionOutputTokensMicro),
    ...Array.from({ length: targets }, (_, i) => {
      const missed = w.llmTargetsMissed?.[i];
      return missed === undefined ? '' : fixed(missed, 0);
    }),
  ];
}
