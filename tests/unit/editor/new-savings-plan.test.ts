import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newSavingsPlan, planRates } from '@headroom/renderer/editor/draft/new-savings-plan';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';

/** The shipped day-peaks template: its catalog predates savings-plan rates. */
function dayPeaks(): DraftDocument {
  return JSON.parse(readFileSync(join(__dirname, '../../../scenarios/03-inference-day-peaks.headroom.json'), 'utf8')) as DraftDocument;
}

describe('a savings plan added in the editor', () => {
  it('covers the provider of the strategy’s on-demand pool, with the default catalog’s rate when the scenario’s catalog has none', () => {
    const doc = dayPeaks();
    const strategy = doc.strategies.find((s) => s.id === 'autoscale')!;
    expect(newSavingsPlan(doc, strategy, (provider) => `${provider} savings plan`)).toEqual({
      id: 'savings-plan',
      name: 'Google Cloud savings plan',
      provider: 'Google Cloud',
      scope: 'compute',
      termMonths: 12,
      payment: 'noUpfront',
      commitmentPerHour: 1,
      startDay: 0,
      rates: [{ offerId: 'gcp-a2-highgpu-1g', rate: 0.72 }],
    });
  });

  it('is named in the planner’s words, and a second plan of the same provider gets a number', () => {
    const doc = dayPeaks();
    const strategy = doc.strategies.find((s) => s.id === 'autoscale')!;
    const nameFor = (provider: string) => `${provider} 节省计划`;
    const first = newSavingsPlan(doc, strategy, nameFor);
    strategy.savingsPlans = [first];
    const second = newSavingsPlan(doc, strategy, nameFor);
    expect([first.name, second.name]).toEqual(['Google Cloud 节省计划', 'Google Cloud 节省计划 2']);
    expect(second.id).not.toBe(first.id);
  });

  it('prefers the scenario catalog’s own rate, and gives none where neither catalog has one', () => {
    const doc = dayPeaks();
    const offer = doc.catalog.offers.find((o) => o.id === 'gcp-a2-highgpu-1g')!;
    offer.prices = { ...offer.prices, savingsPlans: [{ scope: 'compute', termMonths: 36, payment: 'noUpfront', rate: 0.5, asOf: '2026-12-01', source: 'quote' }] };
    const strategy = doc.strategies.find((s) => s.id === 'autoscale')!;
    expect(planRates(doc, strategy, 'Google Cloud', { scope: 'compute', termMonths: 36, payment: 'noUpfront' })).toEqual([{ offerId: 'gcp-a2-highgpu-1g', rate: 0.5 }]);
    // No all-upfront rate for Google Cloud in either catalog.
    expect(planRates(doc, strategy, 'Google Cloud', { scope: 'compute', termMonths: 12, payment: 'allUpfront' })).toEqual([]);
    // Another provider's plan covers none of this strategy's pools.
    expect(planRates(doc, strategy, 'AWS', { scope: 'compute', termMonths: 12, payment: 'noUpfront' })).toEqual([]);
  });
});
