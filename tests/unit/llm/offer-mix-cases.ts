/**
 * Hand-checked offer-mix problems. Short prompts fit both GPUs and are cheaper per request on
 * the small one (L4: 4 req/s for 0.80 an hour, 0.20 per req/s; A100: 10 req/s for 3.00, 0.30);
 * long documents fit only the A100 (2 req/s).
 */
import type { OfferMixProblem } from '@shared/llm/offer-mix-input';

export const CLASSES = ['short prompts', 'long documents'];

const TABLE: Record<string, number[]> = {
  l4: [4, 0],
  a100: [10, 2],
};

export const capacityFromTable =
  (table: Record<string, number[]>) =>
  (offerId: string, k: number): number =>
    table[offerId]![k]!;

export function twoGpuProblem(overrides: Partial<OfferMixProblem> = {}): OfferMixProblem {
  return {
    classNames: CLASSES,
    offers: [
      { id: 'l4', name: 'L4', pricePerReplicaHour: 0.8 },
      { id: 'a100', name: 'A100', pricePerReplicaHour: 3 },
    ],
    capacity: capacityFromTable(TABLE),
    slots: [
      { hours: 8, classRates: [20, 4] },
      { hours: 16, classRates: [6, 1] },
    ],
    ...overrides,
  };
}
