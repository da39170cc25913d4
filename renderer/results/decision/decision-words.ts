import type { TFunction } from 'i18next';
import type { CommitmentOption } from '@shared/analysis/commitment-options';
import { trendTipping } from '@shared/analysis/trend-tipping';
import type { PairedDifference } from '@shared/analysis/paired-difference';
import { trendAtFactor, type SensitivityInput } from '@shared/analysis/sensitivity-inputs';
import type { TippingPoint } from '@shared/analysis/sensitivity';
import type { Scenario } from '@shared/scenario';
import type { DecisionMessages } from '../decision-app';

/** The decision analyses' structured results in the interface language. */
export interface DecisionWords {
  t: TFunction;
  money: (value: number) => string;
  percent: (fraction: number) => string;
  number: (value: number) => string;
}

function gpuAndOffer(scenario: Scenario, option: CommitmentOption) {
  const offer = scenario.catalog.offers.find((o) => o.id === option.offerId);
  const gpu = scenario.catalog.gpus.find((g) => g.id === option.gpuId);
  return { gpu: gpu?.name ?? option.gpuId, offer: offer?.instanceType ?? option.offerId };
}

export function startWords(w: DecisionWords, scenario: Scenario, option: CommitmentOption): string {
  if (option.phaseId === null) return w.t('decision.optimise.fromStart');
  const phase = scenario.phases.find((p) => p.id === option.phaseId);
  return w.t('decision.optimise.fromPhase', { day: w.number(Math.round(option.readyDay)), phase: phase?.name ?? option.phaseId });
}

export function trancheWords(w: DecisionWords, scenario: Scenario, option: CommitmentOption, count: number): string {
  const key = option.kind === 'reserved' ? 'decision.optimise.reservation' : 'decision.optimise.bareMetal';
  const what = w.t(key, { count: w.number(count), term: w.number(option.termMonths), ...gpuAndOffer(scenario, option) });
  return w.t('decision.optimise.trancheStart', { what, start: startWords(w, scenario, option) });
}

export function planWords(w: DecisionWords, scenario: Scenario, tranches: readonly { option: CommitmentOption; count: number }[]): string {
  return tranches.map((t) => trancheWords(w, scenario, t.option, t.count)).join(w.t('decision.optimise.and'));
}

export function curveOptionLabel(w: DecisionWords, scenario: Scenario, option: CommitmentOption): string {
  return w.t('decision.optimise.curveOptionLabel', {
    term: w.number(option.termMonths),
    kind: w.t(option.kind === 'reserved' ? 'decision.optimise.kindReserved' : 'decision.optimise.kindBareMetal'),
    gpu: gpuAndOffer(scenario, option).offer,
    start: startWords(w, scenario, option),
  });
}

/** A tranche named with its start: two tranches of one offer and term differ only there. */
function termWords(w: DecisionWords, scenario: Scenario, option: CommitmentOption): string {
  const { gpu } = gpuAndOffer(scenario, option);
  const term = w.t(option.kind === 'reserved' ? 'decision.optimise.termReservation' : 'decision.optimise.termBareMetal', { term: w.number(option.termMonths), gpu });
  return w.t('decision.optimise.trancheStart', { what: term, start: startWords(w, scenario, option) });
}

export function breakEvenWords(w: DecisionWords, scenario: Scenario, option: CommitmentOption, busyShare: number | null): string {
  const what = termWords(w, scenario, option);
  const busy = busyShare === null ? '—' : w.percent(busyShare);
  if (option.breakEvenUtilisation === null) return w.t('decision.optimise.breakEvenUnknown', { what });
  if (option.breakEvenUtilisation >= 1) {
    return w.t('decision.optimise.breakEvenNever', { what, busy, alternative: w.t(option.alternative?.kind === 'spot' ? 'decision.optimise.spot' : 'decision.optimise.onDemand') });
  }
  return w.t('decision.optimise.breakEven', { what, share: w.percent(option.breakEvenUtilisation), busy });
}

/** The price trend of the elastic alternative at which the tranche stops paying, or null when there is none to state. */
export function trendTippingWords(w: DecisionWords, scenario: Scenario, option: CommitmentOption, busyShare: number | null): string | null {
  const tip = trendTipping(scenario.startDate, option, busyShare);
  if (tip === null || tip.kind === 'neverPays' || busyShare === null) return null;
  const args = {
    what: termWords(w, scenario, option),
    busy: w.percent(busyShare),
    alternative: w.t(option.alternative?.kind === 'spot' ? 'decision.optimise.spot' : 'decision.optimise.onDemand'),
  };
  if (tip.kind === 'alwaysPays') return w.t('decision.optimise.trendTipAlways', args);
  const rate = w.percent(Math.abs(tip.percentPerYear) / 100);
  return w.t(tip.percentPerYear < 0 ? 'decision.optimise.trendTipFall' : 'decision.optimise.trendTipRise', { ...args, rate });
}

export function differenceWords(w: DecisionWords, a: string, b: string, d: PairedDifference): string {
  const amount = w.money(Math.abs(d.mean));
  const noise = w.money((d.high - d.low) / 2);
  if (d.withinNoise) return w.t('decision.difference.noise', { a, b, amount, noise });
  return w.t(d.mean < 0 ? 'decision.difference.less' : 'decision.difference.more', { a, b, amount, noise });
}

type InputKey = keyof DecisionMessages['sensitivity']['inputs'];

function inputKey(input: SensitivityInput): InputKey {
  return (input.kind === 'price' || input.kind === 'trend' ? input.id : input.kind) as InputKey;
}

export function inputLabel(w: DecisionWords, scenario: Scenario, input: SensitivityInput, inSentence = false): string {
  const offer = scenario.catalog.offers.find((o) => o.id === input.offerId)?.instanceType ?? input.offerId ?? '';
  return w.t(`decision.sensitivity.${inSentence ? 'inputsInSentence' : 'inputs'}.${inputKey(input)}`, { offer });
}

export function tippingWords(w: DecisionWords, scenario: Scenario, tp: TippingPoint, names: ReadonlyMap<string, string>, winnerId: string): string {
  const factor = (tp.factor + tp.insideFactor) / 2;
  const change = w.percent(Math.abs(factor - 1));
  const winner = names.get(winnerId) ?? winnerId;
  const other = names.get(tp.newWinnerId) ?? tp.newWinnerId;
  if (tp.input.kind === 'interruptions' && tp.input.ratePerGpuDay !== undefined) {
    const rate = w.number(Number((tp.input.ratePerGpuDay * factor).toPrecision(2)));
    return w.t(tp.direction === 'up' ? 'decision.sensitivity.tipRateUp' : 'decision.sensitivity.tipRateDown', { winner, other, rate, change });
  }
  if (tp.input.kind === 'trend') {
    const trend = trendAtFactor(tp.input.trendPercent ?? 0, factor);
    const key = trend < 0 ? 'decision.sensitivity.tipTrendFall' : 'decision.sensitivity.tipTrendRise';
    return w.t(key, { winner, other, rate: w.percent(Math.abs(trend) / 100) });
  }
  return w.t(tp.direction === 'up' ? 'decision.sensitivity.tipUp' : 'decision.sensitivity.tipDown', {
    winner,
    other,
    change,
    input: inputLabel(w, scenario, tp.input, true),
  });
}
