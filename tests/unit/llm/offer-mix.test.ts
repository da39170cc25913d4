import { describe, expect, it } from 'vitest';
import { cheapestOfferMix, type OfferMixPlan } from '@shared/llm/offer-mix';
import { OfferMixInputError } from '@shared/llm/offer-mix-input';
import { englishMixSentence } from '@shared/llm/offer-mix-sentence';
import { capacityFromTable, twoGpuProblem } from './offer-mix-cases';

function planOf(problem: ReturnType<typeof twoGpuProblem>): OfferMixPlan {
  const outcome = cheapestOfferMix(problem);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.plan;
}

describe('the cheapest mix of offers', () => {
  it('beats every single offer when short requests are cheaper on the small GPU and long ones fit only the big one', () => {
    const problem = twoGpuProblem();
    const plan = planOf(problem);
    // Busy 8 h: long documents fill 2 A100s, short prompts 5 L4s (20 / 4): 2 × 3 + 5 × 0.8 = 10 an hour.
    expect(plan.slots[0]!.replicas).toEqual([5, 2]);
    // Quiet 16 h: one A100 is half used by long documents (1 / 2); its other half takes 5 short req/s
    // and one L4 the rest: 3.80 an hour, against 2 A100s (6 / 10 + 1 / 2 = 1.1) for 6.00.
    expect(plan.slots[1]!.replicas).toEqual([1, 1]);
    expect(plan.slots[1]!.costPerHour).toBeCloseTo(3.8, 12);
    expect(plan.offers.map((o) => [o.offerId, o.replicaHours])).toEqual([
      ['l4', 56],
      ['a100', 32],
    ]);
    expect(plan.totalCost).toBeCloseTo(140.8, 9); // 8 × 10 + 16 × 3.80
    // L4 cannot serve long documents, so the only single offer is the A100: 8 × 4 × 3 + 16 × 2 × 3 = 192.
    expect(plan.bestSingle).toEqual({ offerId: 'a100', cost: 192 });
    expect(plan.saving).toBeCloseTo(1 - 140.8 / 192, 12);
    expect(plan.classSplit[1]).toEqual({ offers: [0, 1], base: 0 });
    expect(englishMixSentence(plan, problem)).toBe('Short prompts on L4 and A100, long documents on A100: 27 % below A100 alone.');
  });

  it('stays on one offer when it is the cheapest for every class', () => {
    const problem = twoGpuProblem({
      offers: [
        { id: 'l4', name: 'L4', pricePerReplicaHour: 2 },
        { id: 'a100', name: 'A100', pricePerReplicaHour: 3 },
      ],
      slots: [{ hours: 10, classRates: [20, 4] }],
    });
    const plan = planOf(problem);
    expect(plan.slots[0]!.replicas).toEqual([0, 4]);
    expect(plan.totalCost).toBe(120);
    expect(plan.saving).toBe(0);
    expect(englishMixSentence(plan, problem)).toBe('Short prompts and long documents on A100: the cheapest, no mix beats A100 alone.');
  });

  it('uses the committed base first, keeps it in the single-offer comparison and pays it in quiet hours', () => {
    const base = { offerId: 'a100', name: 'A100', replicas: 2, pricePerReplicaHour: 1.8 };
    const problem = twoGpuProblem({ base, slots: [{ hours: 1, classRates: [20, 4] }, { hours: 1, classRates: [6, 1] }] });
    const plan = planOf(problem);
    // Busy: long documents fill the base; short prompts on 5 L4s. Quiet: the base carries everything.
    expect(plan.slots.map((s) => s.replicas)).toEqual([
      [5, 0],
      [0, 0],
    ]);
    expect(plan.slots[1]!.baseShares).toEqual([1, 1]);
    expect(plan.base).toMatchObject({ replicas: 2, replicaHours: 4, cost: 7.2 });
    expect(plan.totalCost).toBeCloseTo(11.2, 12); // 7.20 + 5 × 0.80
    // L4 beside the base is this very plan; A100 beside it needs 2 more A100s in the busy hour (6.00).
    expect(plan.bestSingle).toEqual({ offerId: 'l4', cost: expect.closeTo(11.2, 12) as number });
    expect(englishMixSentence(plan, problem)).toBe('Short prompts on L4 and committed A100, long documents on committed A100: the cheapest, no mix beats L4 alone.');
  });

  it('names a class no offer serves', () => {
    const problem = twoGpuProblem({ offers: [{ id: 'l4', name: 'L4', pricePerReplicaHour: 0.8 }] });
    const outcome = cheapestOfferMix(problem);
    expect(outcome).toMatchObject({ ok: false, slot: 0, classes: [1], message: '“long documents”: no offer serves this size class at the targets' });
  });

  it('names a class the base alone cannot carry', () => {
    const problem = twoGpuProblem({
      offers: [{ id: 'l4', name: 'L4', pricePerReplicaHour: 0.8 }],
      base: { offerId: 'a100', name: 'A100', replicas: 1, pricePerReplicaHour: 1.8 },
      slots: [{ hours: 1, classRates: [6, 1] }, { hours: 1, classRates: [20, 4] }],
    });
    const outcome = cheapestOfferMix(problem);
    expect(outcome).toMatchObject({ ok: false, slot: 1, classes: [1] });
    if (!outcome.ok) expect(outcome.message).toBe('“long documents”: in slot 2 the committed 1 × A100 cannot carry it and no other offer serves it at the targets');
  });

  it('plans a class with no demand even when nothing serves it', () => {
    const problem = twoGpuProblem({ offers: [{ id: 'l4', pricePerReplicaHour: 0.8 }], slots: [{ hours: 2, classRates: [8, 0] }] });
    const plan = planOf(problem);
    expect(plan.slots[0]!.replicas).toEqual([2]);
    expect(englishMixSentence(plan, problem)).toBe('Short prompts on l4: the cheapest, no mix beats l4 alone.');
  });
});

describe('input that cannot be planned', () => {
  const bad = (overrides: Parameters<typeof twoGpuProblem>[0]) => () => cheapestOfferMix(twoGpuProblem(overrides));

  it('names the field', () => {
    expect(bad({ offers: [{ id: 'l4', pricePerReplicaHour: Number.NaN }] })).toThrow('offers[0].pricePerReplicaHour (l4): NaN is not a price');
    expect(bad({ offers: [{ id: 'l4', pricePerReplicaHour: 1 }, { id: 'l4', pricePerReplicaHour: 2 }] })).toThrow('offers[1].id: “l4” is listed twice');
    expect(bad({ slots: [{ hours: 1, classRates: [1] }] })).toThrow('slots[0].classRates: 1 rates for 2 size classes');
    expect(bad({ slots: [{ hours: 1, classRates: [1, -1] }] })).toThrow('slots[0].classRates[1] (long documents): -1 is not a request rate');
    expect(bad({ slots: [{ hours: Infinity, classRates: [1, 1] }] })).toThrow('slots[0].hours: Infinity');
    expect(bad({ capacity: capacityFromTable({ l4: [4, Number.NaN], a100: [1, 1] }) })).toThrow('capacity of l4 for long documents: NaN is not a request rate');
    expect(bad({ base: { offerId: 'a100', replicas: 1.5, pricePerReplicaHour: 1 } })).toThrow('base.replicas (a100): 1.5');
    expect(bad({ classNames: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toThrow(OfferMixInputError);
    expect(bad({ offers: [] })).toThrow('offers: 0');
  });
});
