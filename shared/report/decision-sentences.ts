import type { Scenario } from '@shared/scenario';
import { isolateText } from '@shared/scenario/isolate-text';
import type { CommitmentOption } from '@shared/analysis/commitment-options';
import type { PairedDifference } from '@shared/analysis/paired-difference';
import { trendAtFactor, type SensitivityInput } from '@shared/analysis/sensitivity-inputs';
import { trendTipping } from '@shared/analysis/trend-tipping';
import type { TippingPoint } from '@shared/analysis/sensitivity';
import type { ContractFigures, PlanContract } from '@shared/analysis/contract-terms';
import { dateOf } from '@shared/sim/calendar';
import { format } from 'date-fns';
import { formatMoney } from './format';

/**
 * The decision analyses in plain English for the command line and reports (the app words the
 * same structured results in the interface language).
 */
const pct = (fraction: number) => `${Math.round(fraction * 100)} %`;

export function commitmentWords(scenario: Scenario, option: CommitmentOption): string {
  const offer = scenario.catalog.offers.find((o) => o.id === option.offerId);
  const gpu = scenario.catalog.gpus.find((g) => g.id === option.gpuId);
  const what = `${isolateText(gpu?.name ?? option.gpuId)} (${isolateText(offer?.instanceType ?? option.offerId)})`;
  const from = option.phaseId ? `, from day ${Math.round(option.readyDay)} (${isolateText(scenario.phases.find((p) => p.id === option.phaseId)?.name ?? option.phaseId)})` : '';
  return option.kind === 'reserved'
    ? `a ${option.termMonths}-month reservation of ${what}${from}`
    : `bare-metal servers of ${what} for ${option.termMonths} months${from}`;
}

/** "March 2029": the month a term ends, as the assumption sentence names it. */
export function monthWords(isoDate: string): string {
  return format(dateOf(isoDate), 'MMMM yyyy');
}

/** What signing commits: the whole contract, its parts inside and after the horizon, and its end. */
export function contractSentence(contract: ContractFigures | PlanContract, currency: string): string {
  const money = (v: number) => formatMoney(v, currency, { decimals: 0 });
  const end = 'endDate' in contract ? contract.endDate : contract.lastEndDate;
  const ends = end === null ? '' : `; ${'endDate' in contract ? 'the term ends' : 'the last term ends'} ${end}`;
  return `Contract value ${money(contract.contractValue)} (every signed term in full): ${money(contract.inHorizon)} inside the horizon, ${money(contract.afterHorizon)} after it${ends}.`;
}

/** What the contract's payments are worth at the start, at the scenario's discount rate. */
export function npvSentence(npv: number, ratePercent: number, currency: string): string {
  const money = formatMoney(npv, currency, { decimals: 0 });
  return ratePercent > 0
    ? `Net present value ${money} at a discount rate of ${ratePercent} % a year (each payment discounted monthly to the start).`
    : `Net present value ${money}: no discount rate is set, so payments are not discounted.`;
}

/** On the horizon slice a term that outlasts the horizon is only worth signing if the need lasts. */
export function assumptionSentence(lastEndDate: string): string {
  return `Counted on the horizon slice, this assumes the service runs until ${monthWords(lastEndDate)}, when the last term ends; otherwise count whole commitments or set a longest term.`;
}

export function breakEvenSentence(scenario: Scenario, option: CommitmentOption, busyShare: number | null): string {
  const words = `${commitmentWords(scenario, option)}${option.phaseId === null ? ', from the start' : ''}`;
  const head = words.charAt(0).toUpperCase() + words.slice(1);
  if (option.breakEvenUtilisation === null) return `${head}: no on-demand or spot price of the same GPU to break even against.`;
  const busy = busyShare === null ? '' : `; in this plan it is busy ${pct(busyShare)}`;
  if (option.breakEvenUtilisation >= 1) return `${head} never pays off against the ${option.alternative?.kind === 'spot' ? 'spot' : 'on-demand'} price, even fully busy${busy}.`;
  return `${head} pays off when it is busy more than ${pct(option.breakEvenUtilisation)} of the time${busy}.`;
}

/** The elastic price trend at which a tranche stops paying, or null when there is none to state. */
export function trendTippingSentence(scenario: Scenario, option: CommitmentOption, busyShare: number | null): string | null {
  const tip = trendTipping(scenario.startDate, option, busyShare);
  if (tip === null || tip.kind === 'neverPays' || busyShare === null) return null;
  const words = `${commitmentWords(scenario, option)}${option.phaseId === null ? ', from the start' : ''}`;
  const head = words.charAt(0).toUpperCase() + words.slice(1);
  const alt = option.alternative?.kind === 'spot' ? 'spot' : 'on-demand';
  const busy = `(at the ${pct(busyShare)} it is busy in this plan)`;
  if (tip.kind === 'alwaysPays') return `${head} keeps paying even if ${alt} prices fell 90 % a year ${busy}.`;
  const rate = pct(Math.abs(tip.percentPerYear) / 100);
  return tip.percentPerYear < 0
    ? `${head} stops paying if ${alt} prices fall faster than ${rate} a year ${busy}.`
    : `${head} pays only if ${alt} prices rise faster than ${rate} a year ${busy}.`;
}

/** The tipping point's value: a rate for Poisson interruptions, else the change in per cent. */
function changeWords(tp: TippingPoint): string {
  const factor = (tp.factor + tp.insideFactor) / 2;
  const change = pct(Math.abs(factor - 1));
  if (tp.input.kind === 'interruptions' && tp.input.ratePerGpuDay !== undefined) {
    const rate = tp.input.ratePerGpuDay * factor;
    return `${tp.direction === 'up' ? 'exceed' : 'fall below'} ${rate.toPrecision(2)} per GPU-day (${tp.direction === 'up' ? '+' : '−'}${change})`;
  }
  return `${tp.direction === 'up' ? 'rise' : 'fall'} more than ${change}`;
}

export function tippingSentence(tp: TippingPoint, winnerName: string, names: ReadonlyMap<string, string>): string {
  const other = names.get(tp.newWinnerId) ?? tp.newWinnerId;
  if (tp.input.kind === 'trend') {
    const trend = trendAtFactor(tp.input.trendPercent ?? 0, (tp.factor + tp.insideFactor) / 2);
    return `${winnerName} stays the recommendation unless on-demand prices ${trend < 0 ? 'fall' : 'rise'} faster than ${pct(Math.abs(trend) / 100)} a year (then ${other}).`;
  }
  return movedSentence(tp, winnerName, other);
}

function movedSentence(tp: TippingPoint, winnerName: string, other: string): string {
  const verb = changeWords(tp);
  const subject = tp.input.label;
  const plural = tp.input.kind === 'price' || tp.input.kind === 'interruptions';
  const fixedVerb = plural ? verb : verb.replace(/^rise/, 'rises').replace(/^fall /, 'falls ').replace(/^exceed/, 'exceeds');
  return `${winnerName} stays the recommendation unless ${subject} ${fixedVerb} (then ${other}).`;
}

export function unchangedSentence(input: SensitivityInput, range: number): string {
  const label = input.label.charAt(0).toUpperCase() + input.label.slice(1);
  return `${label}: no change within ±${pct(range)}.`;
}

/** "A is X cheaper than B (± noise)", or that the two cannot be told apart. */
export function differenceSentence(aName: string, bName: string, d: PairedDifference, currency: string): string {
  const money = (v: number) => formatMoney(Math.abs(v), currency, { decimals: 0 });
  const noise = money((d.high - d.low) / 2);
  if (d.withinNoise) return `${aName} and ${bName} differ by less than the noise of the runs (${money(d.mean)} ± ${noise}): either will do.`;
  return d.mean < 0
    ? `${aName} costs ${money(d.mean)} less than ${bName} (± ${noise}, same seeds).`
    : `${aName} costs ${money(d.mean)} more than ${bName} (± ${noise}, same seeds).`;
}
