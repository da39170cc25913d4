import type { OfferMixProblem } from './offer-mix-input';
import type { OfferMixPlan } from './offer-mix';

/**
 * The mix in one English sentence a planner reads ("short prompts on L4, long documents on
 * A100: 41 % below A100 alone"), for the command line and reports; the app builds its own from
 * the same figures in the planner's language.
 */

/** An offer carries a class when it serves at least this share of the class's requests (less is a rounding corner). */
const CARRIES = 0.05;

/** Where each class's requests go: the offers (names) carrying at least 5 % of them, busiest first. */
export function classHomes(plan: OfferMixPlan, problem: OfferMixProblem): string[][] {
  const offerName = (g: number) => problem.offers[g]!.name ?? problem.offers[g]!.id;
  const baseName = problem.base ? `committed ${problem.base.name ?? problem.base.offerId}` : '';
  return plan.classSplit.map((split) => {
    const homes = split.offers.map((share, g) => ({ share, name: offerName(g) }));
    if (problem.base) homes.push({ share: split.base, name: baseName });
    return homes
      .filter((h) => h.share >= CARRIES)
      .sort((a, b) => b.share - a.share)
      .map((h) => h.name);
  });
}

export function englishMixSentence(plan: OfferMixPlan, problem: OfferMixProblem): string {
  const homes = classHomes(plan, problem);
  // Classes with the same homes are named together, in the classes' order.
  const groups = new Map<string, string[]>();
  homes.forEach((h, k) => {
    if (h.length === 0) return; // no requests over the horizon
    const key = h.join(' and ');
    groups.set(key, [...(groups.get(key) ?? []), problem.classNames[k]!]);
  });
  const parts = [...groups.entries()].map(([where, classes]) => `${listed(classes)} on ${where}`);
  const joined = parts.length > 0 ? parts.join(', ') : 'no requests';
  const where = joined[0]!.toUpperCase() + joined.slice(1);
  const best = plan.bestSingle;
  if (best === null || plan.saving === null) return `${where}: no single offer serves every size class.`;
  const bestName = problem.offers.find((o) => o.id === best.offerId)?.name ?? best.offerId;
  const percent = Math.round(plan.saving * 100);
  if (percent < 1) return `${where}: the cheapest, no mix beats ${bestName} alone.`;
  return `${where}: ${percent} % below ${bestName} alone.`;
}

function listed(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
