import type { Distribution3, ScenarioResults } from '@shared/sim/results';
import { toCsv } from './csv-cell';
import { fixed } from './format';
import { llmTargetLabel } from './llm-figures';

const SHARE = 4;
const PER_MILLION = 4;

function dist(d: Distribution3 | null | undefined, decimals: number): string[] {
  return (['p10', 'p50', 'p90', 'mean'] as const).map((k) => fixed(d?.[k], decimals));
}

/**
 * Services planned in tokens: one row per strategy, workload and target, with the share of
 * requests that missed the target across runs beside the share its statistic allows, and the
 * workload's loaded cost per million tokens (prompt + output) and per million output tokens.
 * Only a header when no workload is planned in tokens.
 */
export function llmTargetsCsv(results: ScenarioResults): string {
  const header = [
    'strategy_id',
    'workload_id',
    'target',
    'metric',
    'statistic',
    'target_ms',
    'allowed_share',
    ...['p10', 'p50', 'p90', 'mean'].map((k) => `miss_share_${k}`),
    ...['p10', 'p50', 'p90', 'mean'].map((k) => `cost_per_million_tokens_${k}`),
    ...['p10', 'p50', 'p90', 'mean'].map((k) => `cost_per_million_output_tokens_${k}`),
  ];
  const rows = results.strategies.flatMap((s) =>
    s.workloads.flatMap((w) =>
      (w.llmTargets ?? []).map((t) => [
        s.strategyId,
        w.workloadId,
        llmTargetLabel(t),
        t.metric,
        t.statistic,
        t.ms,
        fixed(t.allowedShare, SHARE),
        ...dist(t.missShare, SHARE),
        ...dist(w.costPerMillionTokens, PER_MILLION),
        ...dist(w.costPerMillionOutputTokens, PER_MILLION),
      ]),
    ),
  );
  return toCsv(header, rows);
}
