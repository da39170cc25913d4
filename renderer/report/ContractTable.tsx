import { useTranslation } from 'react-i18next';
import type { PlanSummary } from '@shared/analysis/optimise-commitment';
import { addDays } from '@shared/report/format';
import type { Scenario } from '@shared/scenario';
import { useFormat } from '../i18n/use-format';
import { contractOfPlan, trancheContract } from '../results/decision/contract-figures';
import { curveOptionLabel, type DecisionWords } from '../results/decision/decision-words';
import type { ResultsFormat } from '../results/use-results-format';
import { WordBreaks } from './WordBreaks';

interface ContractTableProps {
  scenario: Scenario;
  plan: Pick<PlanSummary, 'tranches' | 'contract'>;
  fmt: ResultsFormat;
  words: DecisionWords;
}

/**
 * The contract the optimiser's answer signs, tranche by tranche, as a table a reader checks by
 * hand: units, the price of a GPU-hour, the first and last day of each term, and the contract
 * value with its parts inside and after the horizon; the plan's total last. One cell per
 * figure, so the printed PDF reads back in order whatever script the names are in.
 */
export function ContractTable({ scenario, plan, fmt, words }: ContractTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const total = contractOfPlan(scenario, plan);
  if (plan.tranches.length === 0) return null;
  return (
    <table className="hr-table hr-block hr-contract" data-testid="report-contract-table">
      <colgroup>
        <col className="hr-contract-what" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col"><WordBreaks text={t('reportAnalyses.contract.commitment')} /></th>
          <th scope="col" className="hr-num"><WordBreaks text={t('reportAnalyses.contract.units')} /></th>
          <th scope="col" className="hr-num"><WordBreaks text={t('reportAnalyses.contract.price')} /></th>
          <th scope="col"><WordBreaks text={t('reportAnalyses.contract.starts')} /></th>
          <th scope="col"><WordBreaks text={t('reportAnalyses.contract.ends')} /></th>
          <th scope="col" className="hr-num"><WordBreaks text={t('reportAnalyses.contract.value')} /></th>
          <th scope="col" className="hr-num"><WordBreaks text={t('reportAnalyses.contract.inHorizon')} /></th>
          <th scope="col" className="hr-num"><WordBreaks text={t('reportAnalyses.contract.after')} /></th>
        </tr>
      </thead>
      <tbody>
        {plan.tranches.map((tr) => {
          const c = trancheContract(scenario, tr);
          return (
            <tr key={tr.option.key} data-testid="report-contract-tranche">
              <td>{curveOptionLabel(words, scenario, tr.option)}</td>
              <td className="hr-num">{format.number(tr.count * tr.option.gpusPerUnit)}</td>
              <td className="hr-num">{format.currency(tr.option.pricePerGpuHour, scenario.currency, { maximumFractionDigits: 6 })}</td>
              <td className="hr-nowrap">{format.day(addDays(scenario.startDate, Math.floor(tr.option.readyDay)))}</td>
              <td className="hr-nowrap">{format.day(c.endDate)}</td>
              <td className="hr-num">{fmt.moneyWhole(c.contractValue)}</td>
              <td className="hr-num">{fmt.moneyWhole(c.inHorizon)}</td>
              <td className="hr-num">{fmt.moneyWhole(c.afterHorizon)}</td>
            </tr>
          );
        })}
        <tr className="hr-group-start" data-testid="report-contract-total">
          <th scope="row" colSpan={5}>{t('reportAnalyses.contract.total')}</th>
          <td className="hr-num">{fmt.moneyWhole(total.contractValue)}</td>
          <td className="hr-num">{fmt.moneyWhole(total.inHorizon)}</td>
          <td className="hr-num">{fmt.moneyWhole(total.afterHorizon)}</td>
        </tr>
      </tbody>
    </table>
  );
}
