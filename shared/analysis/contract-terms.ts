import { discountRateOf, type Scenario } from '@shared/scenario';
import { addMonthsSeconds, dateOf, DAY_S } from '@shared/sim/calendar';
import { addDays, format } from 'date-fns';
import { commitmentPool, type CommitmentOption } from './commitment-options';
import { committedCashMicro } from './contract-cash';
import { presentValue } from './present-value';

/**
 * What a commitment signs, in the words a finance lead checks before signing: the whole
 * contract (every term in full), the part of it the horizon holds, the part that falls after
 * the horizon, and the day the term ends. Figures in currency units; computed as the
 * simulator bills the commitment (a reservation by the second of its term, bare-metal by
 * calendar month of its term), so they add up with the runs' costs.
 */
export interface ContractFigures {
  /** Every signed term in full, for all units. */
  contractValue: number;
  /** The part of the contract inside the horizon. */
  inHorizon: number;
  /** The part of the contract after the horizon: committed money the horizon's cost leaves out. */
  afterHorizon: number;
  /** Days from the scenario start to the end of the term (may lie beyond the horizon). */
  endDay: number;
  /** The date the term ends, YYYY-MM-DD. */
  endDate: string;
  /** The term outlasts the horizon. */
  outlastsHorizon: boolean;
  /**
   * Net present value of the contract's payments (each when it falls due) at the scenario's
   * discount rate; the contract value when the rate is 0.
   */
  npv: number;
}

const MICRO = 1_000_000;

/** Start and end of each billing month of a bare-metal term, in seconds from time zero. */
function termMonths(startDate: string, readyDay: number, term: number): number[] {
  const day = Math.floor(readyDay);
  const offset = Math.round(readyDay * DAY_S) - day * DAY_S;
  const out: number[] = [];
  for (let m = 0; m <= term; m++) out.push(addMonthsSeconds(startDate, day, m) + offset);
  return out;
}

/** The contract of `count` units of one commitment option on this scenario's horizon. */
export function contractFigures(scenario: Scenario, option: CommitmentOption, count: number): ContractFigures {
  const horizonS = scenario.horizonDays * DAY_S;
  const open = Math.round(option.readyDay * DAY_S);
  let closeS: number;
  let afterMicro = 0;
  if (option.kind === 'reserved') {
    const day = Math.floor(open / DAY_S);
    closeS = addMonthsSeconds(scenario.startDate, day, option.termMonths) + (open - day * DAY_S);
    const ratePerS = option.wholeTermMicroPerUnit / Math.max(1, closeS - open);
    afterMicro = Math.max(0, closeS - Math.max(open, horizonS)) * ratePerS * count;
  } else {
    const months = termMonths(scenario.startDate, option.readyDay, option.termMonths);
    closeS = months[months.length - 1]!;
    const perMonth = option.wholeTermMicroPerUnit / Math.max(1, option.termMonths);
    for (let m = 0; m + 1 < months.length; m++) {
      const ms = months[m]!;
      const me = months[m + 1]!;
      afterMicro += (Math.max(0, me - Math.max(ms, horizonS)) * perMonth * count) / (me - ms);
    }
  }
  const contractMicro = option.wholeTermMicroPerUnit * count;
  const endDay = closeS / DAY_S;
  return {
    contractValue: contractMicro / MICRO,
    afterHorizon: Math.round(afterMicro) / MICRO,
    inHorizon: (contractMicro - Math.round(afterMicro)) / MICRO,
    endDay,
    endDate: format(addDays(dateOf(scenario.startDate), Math.ceil(endDay)), 'yyyy-MM-dd'),
    outlastsHorizon: closeS > horizonS,
    npv: Math.round(presentValue(committedCashMicro(scenario, [commitmentPool(option, count, 'contract')], 0), scenario.startDate, discountRateOf(scenario)) / 10_000) / 100,
  };
}

/** The contract of a whole plan: every tranche's figures, summed, and the last end date. */
export interface PlanContract {
  contractValue: number;
  inHorizon: number;
  afterHorizon: number;
  npv: number;
  /** The latest end of any tranche's term, or null when nothing is committed. */
  lastEndDate: string | null;
  lastEndDay: number | null;
}

export function planContract(parts: readonly ContractFigures[]): PlanContract {
  let last: ContractFigures | null = null;
  for (const p of parts) if (last === null || p.endDay > last.endDay) last = p;
  const sum = (pick: (p: ContractFigures) => number) => Math.round(parts.reduce((s, p) => s + pick(p), 0) * 100) / 100;
  return {
    contractValue: sum((p) => p.contractValue),
    inHorizon: sum((p) => p.inHorizon),
    afterHorizon: sum((p) => p.afterHorizon),
    npv: sum((p) => p.npv),
    lastEndDate: last?.endDate ?? null,
    lastEndDay: last?.endDay ?? null,
  };
}
