import { useTranslation } from 'react-i18next';
import type { CommitmentOption } from '@shared/analysis/commitment-options';
import { contractFigures, planContract, type ContractFigures, type PlanContract } from '@shared/analysis/contract-terms';
import type { Scenario } from '@shared/scenario';
import { dateOf } from '@shared/sim/calendar';
import { useFormat } from '../decision-app';

interface Tranche {
  option: CommitmentOption;
  count: number;
  /** Absent in answers kept before contracts were listed: then worked out from the option. */
  contract?: ContractFigures;
}

/** A tranche's contract, as the answer gives it or (kept before it did) worked out again. */
export function trancheContract(scenario: Scenario, t: Tranche): ContractFigures {
  return t.contract ?? contractFigures(scenario, t.option, t.count);
}

export function contractOfPlan(scenario: Scenario, plan: { tranches: readonly Tranche[]; contract?: PlanContract }): PlanContract {
  return plan.contract ?? planContract(plan.tranches.map((t) => trancheContract(scenario, t)));
}

/** Dates in the interface language: the day a term ends (written as every day of the report is), and its month for the assumption. */
export function useContractDates() {
  const format = useFormat();
  const { i18n } = useTranslation();
  return {
    day: format.day,
    month: (iso: string) => new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long' }).format(dateOf(iso)),
  };
}

