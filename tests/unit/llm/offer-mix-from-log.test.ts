/**
 * The two halves together: the Azure conversation log's size classes, a capacity per class from
 * a simple token table (a later step plugs in the token model), and the cheapest mix over a day
 * with a peak. Also the solver's speed over a month of hourly slots, all different.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cheapestOfferMix } from '@shared/llm/offer-mix';
import { demandFromMix } from '@shared/llm/offer-mix-input';
import { classHomes, englishMixSentence } from '@shared/llm/offer-mix-sentence';
import { sizeClassesFromLog, type LogSizeClass } from '@shared/llm/size-classes-from-log';
import { importTrafficText } from '@shared/traffic-import';

/** A made-up serving table: tokens per second per replica, and the longest request (P95) that fits its memory. */
const GPUS = {
  l4: { name: 'L4', price: 0.8, tokensPerSecond: 1500, context: 2048 },
  a100: { name: 'A100', price: 3.6, tokensPerSecond: 6000, context: 8192 },
};

/** Requests/s a replica sustains: prefill counted at a tenth of a decode token; 0 when the class's P95 request does not fit. */
const capacityOf = (classes: LogSizeClass[]) => (offerId: string, k: number) => {
  const gpu = GPUS[offerId as keyof typeof GPUS];
  const c = classes[k]!;
  if (c.prompt.p95 + c.output.p95 > gpu.context) return 0;
  return gpu.tokensPerSecond / (c.prompt.mean / 10 + c.output.mean);
};

const NAMES = ['short chats', 'long chats', 'long documents'];

describe('from the Azure log to the cheapest mix', () => {
  const { analysis } = importTrafficText(readFileSync('tests/fixtures/llm-requests/AzureLLMInferenceTrace_conv.csv', 'utf8'), {
    utcOffsetMinutes: 0,
    slotsPerDay: 24,
    valueMeaning: 'rate',
  });
  const classes = sizeClassesFromLog(analysis.tokenPairs!.prompt, analysis.tokenPairs!.output, 3);
  // Twenty times the log's rate (5.5 req/s) at night, three times that at the day's peak: at the log's
  // own rate a single A100 carries everything, and no mix can beat one replica.
  const day = Array.from({ length: 24 }, (_v, h) => ({ hours: 1, rate: 110 * (2 - Math.cos(((h - 2) / 24) * 2 * Math.PI)) }));
  const problem = {
    classNames: NAMES,
    offers: Object.entries(GPUS).map(([id, g]) => ({ id, name: g.name, pricePerReplicaHour: g.price })),
    capacity: capacityOf(classes),
    slots: demandFromMix(
      classes.map((c) => c.share),
      day,
    ),
  };

  it('puts the chats on L4 (the A100s’ spare room takes some) and the long documents on A100, below A100 alone', () => {
    const outcome = cheapestOfferMix(problem);
    if (!outcome.ok) throw new Error(outcome.message);
    const plan = outcome.plan;
    const homes = classHomes(plan, problem);
    expect(homes.map((h) => h[0])).toEqual(['L4', 'L4', 'A100']);
    expect(homes[2]).toEqual(['A100']);
    expect(plan.bestSingle?.offerId).toBe('a100');
    expect(plan.saving).toBeGreaterThan(0.05);
    const sentence = englishMixSentence(plan, problem);
    expect(sentence).toMatch(/^Short chats on L4.*, long documents on A100: \d+ % below A100 alone\.$/);
    console.log(`${sentence} (a day: ${plan.totalCost.toFixed(2)} against ${plan.bestSingle!.cost.toFixed(2)})`);
  });
});

// Its time is printed by `npm run bench` (tests/bench/llm-bench.ts), not held here.
describe('a month of slots', () => {
  it('a month of hourly slots, all different, four classes on six offers, every slot carried', () => {
    const caps: Record<string, number[]> = {
      l4: [6, 1.5, 0, 0.2],
      a10: [9, 2.5, 0.4, 0.5],
      a100: [25, 8, 2, 2],
      h100: [45, 15, 4, 3.5],
      l40s: [15, 5, 1, 1],
      mi300: [40, 14, 4.5, 3],
    };
    const prices = [0.8, 1.1, 3.2, 5.5, 1.9, 4.8];
    const hours = Array.from({ length: 720 }, (_v, h) => ({ hours: 1, rate: (40 + 30 * Math.sin(((h % 24) / 24) * 2 * Math.PI)) * (1 + h / 720) }));
    const outcome = cheapestOfferMix({
      classNames: ['a', 'b', 'c', 'd'],
      offers: Object.keys(caps).map((id, g) => ({ id, pricePerReplicaHour: prices[g]! })),
      capacity: (id, k) => caps[id]![k]!,
      slots: demandFromMix([0.5, 0.3, 0.15, 0.05], hours),
    });
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.plan.slots).toHaveLength(720);
  });
});
