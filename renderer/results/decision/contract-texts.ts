import { useTranslation } from 'react-i18next';
import type { OptimiseResult, PlanSummary } from '@shared/analysis/optimise-commitment';
import { discountRateOf, type Scenario } from '@shared/scenario';
import type { ResultsFormat } from '../use-results-format';
import { contractOfPlan, trancheContract, useContractDates } from './contract-figures';
import { trancheWords, type DecisionWords } from './decision-words';

/** What signing a plan commits, as sentences: the same on the results screen and in the PDF. */
export interface PlanContractTexts {
  /** Contract value, inside and after the horizon, the day the last term ends. */
  plan: string;
  /** The same per tranche, when the plan has more than one. */
  tranches: { key: string; text: string }[];
  /** The contract's net present value at the scenario's discount rate; null for answers kept before it was. */
  npv: string | null;
  /** The assumption a horizon-slice answer makes about a term that outlasts the horizon; null when none. */
  assumes: string | null;
}

/**
 * The sentences of a plan's contract in the interface language. A reader signs the contract,
 * so its value, its net present value and the assumption behind a horizon-slice answer go
 * together wherever the answer is shown.
 */
export function usePlanContractTexts(fmt: ResultsFormat, words: DecisionWords) {
  const { t } = useTranslation();
  const dates = useContractDates();
  return (scenario: Scenario, basis: OptimiseResult['basis'], plan: Pick<PlanSummary, 'tranches' | 'contract'>): PlanContractTexts | null => {
    const c = contractOfPlan(scenario, plan);
    if (plan.tranches.length === 0 || c.lastEndDate === null) return null;
    const rate = discountRateOf(scenario);
    return {
      plan: t('contract.plan', { contract: fmt.money(c.contractValue), inHorizon: fmt.money(c.inHorizon), after: fmt.money(c.afterHorizon), date: dates.day(c.lastEndDate) }),
      tranches:
        plan.tranches.length > 1
          ? plan.tranches.map((tr) => {
              const f = trancheContract(scenario, tr);
              return {
                key: tr.option.key,
                text: t('contract.tranche', { what: trancheWords(words, scenario, tr.option, tr.count), contract: fmt.money(f.contractValue), inHorizon: fmt.money(f.inHorizon), after: fmt.money(f.afterHorizon), date: dates.day(f.endDate) }),
              };
            })
          : [],
      npv: !Number.isFinite(c.npv) ? null : rate > 0 ? t('contract.npv', { npv: fmt.money(c.npv), rate: words.number(rate) }) : t('contract.npvUndiscounted', { npv: fmt.money(c.npv) }),
      assumes: basis === 'horizonSlice' && c.afterHorizon > 0 ? t('contract.assumes', { month: dates.month(c.lastEndDate) }) : null,
    };
  };
}
