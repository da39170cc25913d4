import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brokenRules } from '@shared/analysis/target-rules';
import { TARGET_RUN_SHARE } from '@shared/analysis/targets';
import type { StrategySummary, TargetRule } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import { useLlmWords } from './use-llm-words';

/**
 * The rules a strategy's runs are held to, in the interface language: each with its P50, the
 * most it allows and the share of runs that kept it; `why` names the ones a missed verdict
 * failed, `held` lists them all. Both are empty for summaries saved before the rules were kept.
 */
export function useTargetRuleWords() {
  const { t } = useTranslation();
  const format = useFormat();
  const llm = useLlmWords();
  return useMemo(() => {
    const name = (rule: TargetRule, summary: StrategySummary): string => {
      switch (rule.kind) {
        case 'requestsOverTarget':
          return t('targetRules.names.requestsOverTarget', { workload: rule.workload ?? '', statistic: (rule.statistic ?? 'mean').toUpperCase() });
        case 'llmTarget': {
          const target = summary.workloads.find((w) => w.workloadId === rule.workloadId)?.llmTargets?.[rule.target ?? 0];
          return t('targetRules.names.llmTarget', { workload: rule.workload ?? '', target: target ? llm.target(target) : '' });
        }
        default:
          return t(`targetRules.names.${rule.kind}`);
      }
    };
    const value = (rule: TargetRule, v: number): string =>
      rule.kind === 'deadlines' ? format.number(v, { maximumFractionDigits: 1 }) : llm.share(v);
    const line = (rule: TargetRule, summary: StrategySummary): string =>
      t('targetRules.line', {
        rule: name(rule, summary),
        value: value(rule, rule.p50),
        allowed: value(rule, rule.allowed),
        kept: format.percent(rule.keptShare, { maximumFractionDigits: 0 }),
      });
    const list = (rules: readonly TargetRule[], summary: StrategySummary): string =>
      rules.map((r) => line(r, summary)).join(t('targetRules.separator'));
    const why = (summary: StrategySummary): string => {
      const broken = summary.meetsTargets ? [] : brokenRules(summary.targetRules ?? [], TARGET_RUN_SHARE);
      return broken.length === 0 ? '' : t('targetRules.why', { rules: list(broken, summary) });
    };
    const held = (summary: StrategySummary): string => {
      const rules = summary.targetRules ?? [];
      return rules.length === 0 ? '' : t('targetRules.held', { rules: list(rules, summary) });
    };
    return { why, held };
  }, [format, llm, t]);
}
