import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LlmTargetSummary } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import type { LlmDeltaFigure } from '@shared/analysis/what-if';

type Target = Pick<LlmTargetSummary, 'metric' | 'statistic' | 'ms'>;

/**
 * How the figures of a service planned in tokens are written, in the interface language: a
 * target ("P95 time to first token ≤ 800 ms"), its line with the share that missed it and the
 * share allowed and the analytical estimate, its P10–P90 band, and the label of a figure that
 * changed with its estimate's change.
 */
export function useLlmWords() {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    // One decimal, two below 1 %: a P99 target's 0.4 % must not read as 0 %.
    const share = (v: number) => format.percent(v, { maximumFractionDigits: Math.abs(v) < 0.01 ? 2 : 1 });
    const target = (x: Target) =>
      t('llmResults.target', {
        // Percentile names ("P95") are written so in both languages.
        statistic: x.statistic.toUpperCase(),
        metric: t(`llmResults.metrics.${x.metric}`),
        ms: format.number(x.ms, { maximumFractionDigits: 3 }),
      });
    // The simulated share first (it decides met or missed), the analytical estimate beside it;
    // results saved before requests were simulated have only the estimate, and say so.
    const targetLine = (x: LlmTargetSummary) => {
      const figures = { target: target(x), share: share(x.missShare.p50), allowed: share(x.allowedShare) };
      return x.estimateMissShare === undefined
        ? t('llmResults.targetLineEstimateOnly', figures)
        : t('llmResults.targetLine', { ...figures, estimate: share(x.estimateMissShare.p50) });
    };
    /** "estimate: 6.7 % → 29.9 %" under a what-if or Compare target row, when both sides have it. */
    const estimateChange = (f: LlmDeltaFigure) =>
      f.estimate === undefined ? null : t('llmResults.delta.estimate', { before: share(f.estimate.before), after: share(f.estimate.after) });
    const band = (x: LlmTargetSummary) => t('llmResults.band', { low: share(x.missShare.p10), high: share(x.missShare.p90) });
    const deltaLabel = (f: LlmDeltaFigure) => {
      switch (f.figure.type) {
        case 'target':
          return t('llmResults.delta.target', { workload: f.workloadName, target: target(f.figure) });
        case 'perMillion':
          return t('llmResults.delta.perMillion', { workload: f.workloadName });
        case 'perMillionOutput':
          return t('llmResults.delta.perMillionOutput', { workload: f.workloadName });
      }
    };
    return { share, target, targetLine, estimateChange, band, deltaLabel };
  }, [format, t]);
}

export type LlmWords = ReturnType<typeof useLlmWords>;
