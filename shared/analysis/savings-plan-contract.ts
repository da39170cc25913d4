import { discountRateOf, type SavingsPlan, type Scenario } from '@shared/scenario';
import { addMonthsSeconds, dateOf, DAY_S } from '@shared/sim/calendar';
import { addDays, format } from 'date-fns';
import type { ContractFigures } from './contract-terms';
import { presentValue } from './present-value';
import { savingsPlanCashAfter } from './savings-plan-cash';

const MICRO = 1_000_000;
const HOUR_S = 3600;

/**
 * What signing a savings plan commits, as contractFigures says it for a reservation: the
 * commitment of every hour of the term, the part inside the horizon and after it, the day the
 * term ends, and the net present value of its payments (upfront share at the start, the rest
 * hour by hour) at the scenario's discount rate.
 */
export function savingsPlanContract(scenario: Scenario, plan: SavingsPlan): ContractFigures {
  const perHour = Math.round(plan.commitmentPerHour * MICRO);
  const openS = plan.startDay * DAY_S;
  const closeS = addMonthsSeconds(scenario.startDate, plan.startDay, plan.termMonths);
  const horizonS = scenario.horizonDays * DAY_S;
  const contractMicro = perHour * Math.round((closeS - openS) / HOUR_S);
  const afterMicro = perHour * Math.round(Math.max(0, closeS - Math.max(openS, horizonS)) / HOUR_S);
  const endDay = closeS / DAY_S;
  return {
    contractValue: contractMicro / MICRO,
    inHorizon: (contractMicro - afterMicro) / MICRO,
    afterHorizon: afterMicro / MICRO,
    endDay,
    endDate: format(addDays(dateOf(scenario.startDate), Math.ceil(endDay)), 'yyyy-MM-dd'),
    outlastsHorizon: closeS > horizonS,
    npv: Math.round(presentValue(savingsPlanCashAfter(scenario, [plan], 0), scenario.startDate, discountRateOf(scenario)) / 10_000) / 100,
  };
}
