import { describe, expect, it } from 'vitest';
import {
  locationOfPath,
  pathAncestors,
  sectionOfPath,
  START_LOCATION,
} from '@headroom/renderer/editor/navigation/editor-sections';
import { fieldLabelKey } from '@headroom/renderer/editor/issues/field-labels';
import { issueItemLabel } from '@headroom/renderer/editor/issues/issue-item-label';
import { offerMatches } from '@headroom/renderer/editor/catalog/offer-filter';
import { template } from './fixture';

describe('where a field is in the editor', () => {
  it.each([
    ['name', 'general'],
    ['horizonDays', 'general'],
    ['phases[1].endDay', 'phases'],
    ['workloads[2].arrivals.perDay', 'workloads'],
    ['catalog.offers[0].prices.spot.perHour', 'catalog'],
    ['strategies[1].placements', 'strategies'],
    ['simulation.runs', 'simulation'],
    ['', 'general'],
  ])('%s is in %s', (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });

  it('opens the item a path is inside, keeping the other choices', () => {
    const from = { ...START_LOCATION, strategy: 3 };
    expect(locationOfPath('workloads[2].gpusPerJob', from)).toEqual({
      ...from,
      section: 'workloads',
      workload: 2,
    });
    expect(locationOfPath('catalog.offers[4].efficiency.pipeline', from)).toMatchObject({
      section: 'catalog',
      offer: 4,
    });
    expect(locationOfPath('strategies[1].pools[0].offerId', from)).toMatchObject({
      section: 'strategies',
      strategy: 1,
    });
  });

  it('looks for the nearest field that is on screen', () => {
    expect(pathAncestors('strategies[0].placements[2].poolIds[1]')).toEqual([
      'strategies[0].placements[2].poolIds[1]',
      'strategies[0].placements[2].poolIds',
      'strategies[0].placements[2]',
      'strategies[0].placements',
      'strategies[0]',
      'strategies',
    ]);
  });
});

describe('the list of problems', () => {
  const doc = template();

  it('names the item a problem is in', () => {
    expect(issueItemLabel(doc, 'workloads[0].gpusPerJob')).toBe(doc.workloads[0]!.name);
    expect(issueItemLabel(doc, 'strategies[1].pools[0].offerId')).toBe(doc.strategies[1]!.name);
    const offer = doc.catalog.offers[0]!;
    expect(issueItemLabel(doc, 'catalog.offers[0].prices.onDemand.perHour')).toBe(
      `${offer.provider} ${offer.instanceType}`,
    );
    expect(issueItemLabel(doc, 'horizonDays')).toBeUndefined();
    expect(issueItemLabel(doc, 'workloads[99].name')).toBeUndefined();
  });
});

describe('the offer filter', () => {
  const doc = template();
  const gpus = doc.catalog.gpus;
  const offer = doc.catalog.offers[0]!;

  it('matches provider, instance, GPU and id, word by word, in any case', () => {
    expect(offerMatches(offer, gpus, '')).toBe(true);
    expect(offerMatches(offer, gpus, offer.provider.toUpperCase())).toBe(true);
    expect(offerMatches(offer, gpus, `a100 ${offer.id}`)).toBe(true);
    expect(offerMatches(offer, gpus, 'h200')).toBe(false);
  });
});

describe('field labels in the list of problems', () => {
  it('come from the last name of the path, skipping list positions', () => {
    expect(fieldLabelKey('horizonDays')).toBe('editor.general.horizon');
    expect(fieldLabelKey('catalog.offers[3].prices.reserved[0].perHour')).toBe(
      'editor.catalog.amount.onDemand',
    );
    expect(fieldLabelKey('workloads[0].phaseIds[2]')).toBe('editor.workloads.phases');
    expect(fieldLabelKey('workloads[0].mystery')).toBeUndefined();
    // The same name in two objects: spot's fallback and the priority fallback.
    expect(fieldLabelKey('strategies[0].placements[1].spotFallback.afterPreemptions')).toBe('editor.placements.afterPreemptions');
    expect(fieldLabelKey('strategies[0].placements[1].priorityFallback.afterPreemptions')).toBe('editor.placements.priorityFallbackAfter');
    expect(fieldLabelKey('strategies[0].placements[1].priority')).toBe('editor.placements.priority');
    expect(fieldLabelKey('')).toBeUndefined();
  });
});
