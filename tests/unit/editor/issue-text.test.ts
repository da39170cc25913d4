import { describe, expect, it } from 'vitest';
import { parseScenario, type ScenarioIssue } from '@shared/scenario';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import { setIn } from '@headroom/renderer/editor/draft/json-path';
import { issueText } from '@headroom/renderer/editor/validation/issue-text';
import { isWithin, validateDraft } from '@headroom/renderer/editor/validation/validate-draft';
import { STARTUP, template } from './fixture';

function issueAt(doc: unknown, path: string): ScenarioIssue {
  const result = parseScenario(doc);
  if (result.ok) throw new Error('expected issues');
  const found = result.issues.find((i) => i.path === path);
  if (!found) throw new Error(`no issue at ${path}: ${JSON.stringify(result.issues)}`);
  return found;
}

function textAt(doc: unknown, path: string) {
  return issueText(issueAt(doc, path));
}

const doc = template();

describe('issue wording from zod codes', () => {
  it.each<[string, (string | number)[], unknown, unknown]>([
    ['empty required number', ['horizonDays'], undefined, { key: 'required', values: {} }],
    ['text in a number field', ['horizonDays'], '12x', { key: 'notNumber', values: {} }],
    [
      'a fraction where a whole number is needed',
      ['horizonDays'],
      2.5,
      { key: 'notWholeNumber', values: {} },
    ],
    [
      'zero where more than zero is needed',
      ['horizonDays'],
      0,
      { key: 'above', values: { minimum: 0 } },
    ],
    ['too many days', ['horizonDays'], 5000, { key: 'atMost', values: { maximum: 3660 } }],
    [
      'a negative price',
      ['catalog', 'offers', 0, 'prices', 'onDemand', 'perHour'],
      -1,
      { key: 'atLeast', values: { minimum: 0 } },
    ],
    ['an empty name', ['name'], '', { key: 'required', values: {} }],
    ['a bad date', ['startDate'], '2027-13-01', { key: 'dateFormat', values: {} }],
    ['a bad currency', ['currency'], 'dollars', { key: 'currencyFormat', values: {} }],
    ['a bad id', ['workloads', 0, 'id'], 'has space', { key: 'idFormat', values: {} }],
  ])('%s', (_what, path, value, expected) => {
    const broken = setIn(doc, path, value);
    expect(
      textAt(
        broken,
        path
          .map((p) => (typeof p === 'number' ? `[${p}]` : p))
          .join('.')
          .replace(/\.\[/g, '['),
      ),
    ).toEqual(expected);
  });

  it('words an unknown choice with the options', () => {
    const broken = setIn(doc, ['catalog', 'offers', 0, 'virtualization'], 'cloud');
    const text = textAt(broken, 'catalog.offers[0].virtualization');
    expect(text).toMatchObject({ key: 'choiceOf' });
  });

  it('asks for a type when the kind of a union is unknown', () => {
    const broken = setIn(doc, ['workloads', 0, 'arrivals', 'type'], 'sometimes');
    expect(textAt(broken, 'workloads[0].arrivals.type')).toEqual({ key: 'chooseType', values: {} });
  });
});

describe('issue wording from cross-reference keys', () => {
  it('names a missing price by its kind', () => {
    const offerIndex = doc.catalog.offers.findIndex(
      (o) => o.id === doc.strategies[0]!.pools[0]!.offerId,
    );
    const pool = doc.strategies[0]!.pools[0]!;
    const priceKind = pool.kind === 'reserved' ? 'reserved' : pool.kind;
    const broken = setIn(
      doc,
      ['catalog', 'offers', offerIndex, 'prices', priceKind],
      priceKind === 'reserved' ? [] : undefined,
    );
    const text = textAt(broken, 'strategies[0].pools[0].offerId');
    expect('key' in text && text.key.startsWith('missingPrice')).toBe(true);
    expect('key' in text && text.values.offer).toBe(pool.offerId);
  });

  it('points at a duplicate id, and at a workload no strategy places', () => {
    const twice = setIn(doc, ['catalog', 'offers', 1, 'id'], doc.catalog.offers[0]!.id);
    expect(textAt(twice, 'catalog.offers[1].id')).toMatchObject({
      key: 'duplicateId',
      values: { kind: 'offer' },
    });
    const unplaced = setIn(doc, ['strategies', 0, 'placements'], []);
    expect(textAt(unplaced, 'strategies[0].placements')).toMatchObject({
      key: 'workloadNotPlaced',
    });
  });

  it('words the schema refinements (end before start)', () => {
    const startup = template(STARTUP) as DraftDocument;
    const broken = setIn(setIn(startup, ['phases', 0, 'startDay'], 10), ['phases', 0, 'endDay'], 5);
    expect(textAt(broken, 'phases[0].endDay')).toEqual({
      key: 'endNotAfterStart',
      values: { key: 'endNotAfterStart' },
    });
  });

  it('falls back to the English message for issues it does not know', () => {
    expect(issueText({ path: '', message: 'a scenario must be a JSON object' })).toEqual({
      raw: 'a scenario must be a JSON object',
    });
  });
});

describe('validation of the draft', () => {
  it('groups issues by field path', () => {
    const result = validateDraft(setIn(doc, ['horizonDays'], -3));
    expect(result.ok).toBe(false);
    expect(result.byPath.get('horizonDays')).toHaveLength(1);
    expect(validateDraft(doc).ok).toBe(true);
  });

  it('knows which fields lie inside which', () => {
    expect(isWithin('workloads[1].name', 'workloads[1]')).toBe(true);
    expect(isWithin('workloads[10].name', 'workloads[1]')).toBe(false);
    expect(isWithin('catalog.offers', 'catalog')).toBe(true);
    expect(isWithin('catalogue', 'catalog')).toBe(false);
  });
});

describe('fields the format does not know', () => {
  it('are worded with the nearest known field, in the interface language', () => {
    const withTypo = setIn(doc, ['horizonDay'], 3);
    expect(textAt(withTypo, 'horizonDay')).toEqual({
      key: 'unknownFieldDidYouMean',
      values: { field: 'horizonDay', suggestion: 'horizonDays' },
    });
    const withStray = setIn(doc, ['zzz'], 3);
    expect(textAt(withStray, 'zzz')).toEqual({ key: 'unknownField', values: { field: 'zzz' } });
  });
});
