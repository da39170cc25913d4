import type { Offer, Scenario } from '@shared/scenario';
import type { OfferFilter } from '../plan-search/plan-types';
import { llmMix, LlmMixError, type LlmMixAnalysis, type MixBaseRequest } from './llm-mix';

/** A committed base as the planner picks it in the app: an offer, replicas, and one of the offer's reserved terms. */
export interface MixBaseChoice extends MixBaseRequest {
  /** One of the offer's reserved terms, months; absent: the cheapest reserved price's term (as `--mix-base`). */
  termMonths?: number;
}

export interface LlmMixRequest {
  filter?: OfferFilter;
  base?: MixBaseChoice;
}

/** An offer the mix's base may be reserved on: profiled for the service, with its reserved terms (shortest first). */
export interface MixBaseOffer {
  offerId: string;
  name: string;
  termsMonths: number[];
}

/** Offers a service planned in tokens may keep a committed base on: those with a serving profile and a reserved price. */
export function mixBaseOffers(scenario: Scenario, workloadId: string): MixBaseOffer[] {
  const w = scenario.workloads.find((x) => x.id === workloadId);
  if (w?.kind !== 'inference' || w.llm === undefined) return [];
  return w.llm.profiles
    .map((p) => scenario.catalog.offers.find((o) => o.id === p.offerId))
    .filter((o): o is Offer => o !== undefined && o.prices.reserved.length > 0)
    .map((o) => ({
      offerId: o.id,
      name: o.instanceType,
      termsMonths: [...new Set(o.prices.reserved.map((r) => r.termMonths))].sort((a, b) => a - b),
    }));
}

/**
 * llmMix with the base's term chosen by the planner: the analysis reserves the base at its
 * offer's cheapest reserved price, so it is handed a scenario whose offer keeps only the
 * prices of the chosen term (the strategy it offers then names that term, valid in the real
 * catalog). Throws LlmMixError naming the term when the offer does not sell it.
 */
export function llmMixWithTerm(
  scenario: Scenario,
  workloadId: string,
  request: LlmMixRequest = {},
): LlmMixAnalysis {
  const { base, filter } = request;
  const options = { ...(filter ? { filter } : {}) };
  if (base === undefined) return llmMix(scenario, workloadId, options);
  if (!Number.isInteger(base.replicas) || base.replicas < 1 || base.replicas > 10_000)
    throw new LlmMixError(
      `base replicas: a whole number from 1 to 10,000, got ${String(base.replicas)}`,
    );
  const { termMonths, ...plain } = base;
  if (termMonths === undefined) return llmMix(scenario, workloadId, { ...options, base: plain });
  const offer = scenario.catalog.offers.find((o) => o.id === base.offerId);
  if (offer && !offer.prices.reserved.some((r) => r.termMonths === termMonths))
    throw new LlmMixError(
      `base term: offer "${base.offerId}" has no ${termMonths}-month reserved price`,
    );
  const narrowed: Scenario = offer
    ? {
        ...scenario,
        catalog: {
          ...scenario.catalog,
          offers: scenario.catalog.offers.map((o) =>
            o === offer
              ? {
                  ...o,
                  prices: {
                    ...o.prices,
                    reserved: o.prices.reserved.filter((r) => r.termMonths === termMonths),
                  },
                }
              : o,
          ),
        },
      }
    : scenario;
  return llmMix(narrowed, workloadId, { ...options, base: plain });
}
