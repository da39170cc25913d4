import type { TFunction } from 'i18next';
import type { LlmMixAnalysis } from '@shared/analysis/llm-mix';
import type { CountNoun } from '../decision-app';

/**
 * The analysis says why an offer was left out in English (the command line prints it as is);
 * the known reasons are put in the interface language, anything newer is shown as it came.
 */
export function leftOutReason(t: TFunction, reason: string): string {
  if (reason === 'not allowed by the offer filter') return t('llmMix.reasons.filter');
  if (reason === 'its GPU does not hold the model') return t('llmMix.reasons.memory');
  if (reason === 'no on-demand price') return t('llmMix.reasons.noOnDemand');
  const many = /^more than (\d+) offers/.exec(reason);
  if (many) return t('llmMix.reasons.tooMany', { count: Number(many[1]) });
  return reason;
}

/** A saving below a twentieth of a percent is no saving a planner can act on: one offer is as cheap. */
export const NO_SAVING = 0.0005;

export interface MixFigureWords {
  t: TFunction;
  money: (value: number) => string;
  share: (value: number) => string;
  number: (value: number) => string;
  /** A count with its noun ("1 day", "62 days"). */
  counts: (noun: CountNoun, value: number) => string;
}

/** The mix's total set against the best single offer, in one sentence (the plan must exist). */
export function mixTotalSentence(w: MixFigureWords, a: LlmMixAnalysis): string {
  const plan = a.plan!;
  const offerName = (id: string) => a.offers.find((o) => o.offerId === id)?.name ?? id;
  const common = { mix: w.money(plan.totalCost), days: w.counts('days', a.horizonDays) };
  if (!plan.bestSingle) return w.t('llmMix.totalNoSingle', common);
  const offer = offerName(plan.bestSingle.offerId);
  if (plan.saving === null || plan.saving < NO_SAVING)
    return w.t('llmMix.totalSame', { ...common, offer });
  return w.t('llmMix.total', {
    ...common,
    offer,
    single: w.money(plan.bestSingle.cost),
    saving: w.share(plan.saving),
  });
}

/**
 * The strategies that serve the mix, each as simulated on the scenario's seeds, one line each
 * ("Size classes routed to their offers: $11,675 total P50, meets its targets (offered)");
 * none for a mix kept before they were simulated.
 */
export function mixCandidateLines(w: MixFigureWords, a: LlmMixAnalysis): string[] {
  return (a.candidates ?? []).map((c) =>
    w.t(c.kind === 'routed' ? 'llmMix.candidates.routed' : 'llmMix.candidates.inOrder', {
      cost: w.money(c.totalCostP50),
      outcome: w.t(c.meetsTargets ? 'llmMix.candidates.meets' : 'llmMix.candidates.misses'),
      offered: c.kind === a.chosen ? w.t('llmMix.candidates.offered') : '',
    }).trim(),
  );
}
