import type { LlmTargetSummary, ScenarioResults, StrategySummary, WorkloadRunMetrics, WorkloadSummary } from '@shared/sim/results';
import { isolateText } from '@shared/scenario/isolate-text';
import { formatMoney, formatNumber, formatShare } from './format';
import { dist, distN, moneyN } from './json-values';
import type { LlmRunJson, LlmWorkloadJson } from './json-types';

const METRIC_WORDS = { ttft: 'TTFT', tpot: 'TPOT', e2e: 'E2E' } as const;

/** "P95 TTFT ≤ 800 ms": a target as LLM teams write it. */
export function llmTargetLabel(t: Pick<LlmTargetSummary, 'metric' | 'statistic' | 'ms'>): string {
  return `${t.statistic.toUpperCase()} ${METRIC_WORDS[t.metric]} ≤ ${formatNumber(t.ms, Number.isInteger(t.ms) ? 0 : 1)} ms`;
}

/**
 * "2.1 % missed (allowed 5 %; estimate 0.8 %)": the P50 run's share of simulated requests that
 * missed the target, and the analytical estimate's when the summary has it.
 */
export function llmMissText(t: LlmTargetSummary): string {
  const allowed = formatShare(t.allowedShare, Number.isInteger(t.allowedShare * 100) ? 0 : 1);
  const estimate = t.estimateMissShare === undefined ? '' : `; estimate ${formatShare(t.estimateMissShare.p50)}`;
  return `${formatShare(t.missShare.p50)} missed (allowed ${allowed}${estimate})`;
}

interface Row {
  label: string;
  cell: (s: StrategySummary) => string | null;
}

/**
 * The comparison table's rows of each service planned in tokens: per target the share of
 * requests that missed it (P50 run) beside what it allows, and the loaded cost per million
 * tokens and per million output tokens. Shown whatever the number of workloads.
 */
export function llmTableRows(results: ScenarioResults, locale: string | undefined): Row[] {
  const first = results.strategies[0];
  if (!first) return [];
  const money = (x: number) => formatMoney(x, results.currency, locale === undefined ? {} : { locale });
  const out: Row[] = [];
  for (const w of first.workloads) {
    if (w.llmTargets === undefined) continue;
    const name = isolateText(w.name);
    const pick = (s: StrategySummary): WorkloadSummary | undefined => s.workloads.find((x) => x.workloadId === w.workloadId);
    w.llmTargets.forEach((t, i) => {
      out.push({
        label: `  ${name}: ${llmTargetLabel(t)}`,
        cell: (s) => {
          const target = pick(s)?.llmTargets?.[i];
          return target ? llmMissText(target) : null;
        },
      });
    });
    out.push({ label: `  ${name}: per 1M tokens P50`, cell: (s) => { const d = pick(s)?.costPerMillionTokens; return d ? money(d.p50) : null; } });
    out.push({ label: `  ${name}: per 1M output tokens P50`, cell: (s) => { const d = pick(s)?.costPerMillionOutputTokens; return d ? money(d.p50) : null; } });
  }
  return out;
}

/** A workload summary's token figures for the results JSON (absent for the request model). */
export function llmWorkloadJson(w: WorkloadSummary): { llm?: LlmWorkloadJson } {
  if (w.llmTargets === undefined) return {};
  return {
    llm: {
      targets: w.llmTargets.map((t) => ({
        label: llmTargetLabel(t),
        metric: t.metric,
        statistic: t.statistic,
        ms: t.ms,
        allowedShare: t.allowedShare,
        missShare: dist(t.missShare),
        ...(t.estimateMissShare === undefined ? {} : { estimateMissShare: dist(t.estimateMissShare) }),
      })),
      costPerMillionTokens: distN(w.costPerMillionTokens ?? null),
      costPerMillionOutputTokens: distN(w.costPerMillionOutputTokens ?? null),
    },
  };
}

/** A run's token figures for the results JSON (absent for the request model). */
export function llmRunJson(w: WorkloadRunMetrics): { llm?: LlmRunJson } {
  if (w.llmTargetsMissed === undefined) return {};
  return {
    llm: {
      requestsMissedByTarget: [...w.llmTargetsMissed],
      promptTokensServed: w.tokensServed?.prompt ?? 0,
      outputTokensServed: w.tokensServed?.output ?? 0,
      costPerMillionTokens: moneyN(w.costPerMillionTokensMicro ?? null),
      costPerMillionOutputTokens: moneyN(w.costPerMillionOutputTokensMicro ?? null),
    },
  };
}
