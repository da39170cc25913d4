 
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario, type ScenarioParseResult } from '@shared/scenario';
import { editDistance, nearestKey } from '@shared/scenario/unknown-keys';
import { mutable } from './fixture';

function issues(result: ScenarioParseResult) {
  if (result.ok) throw new Error('expected the scenario to be refused');
  return result.issues;
}

describe('fields the scenario format does not know', () => {
  it('refuses a misspelt fallback setting instead of running without it, naming the nearest field', () => {
    const doc = mutable();
    doc.strategies[0].placements[0].spotFallback = { afterPreemption: 1 };
    expect(issues(parseScenario(doc))).toEqual([
      {
        path: 'strategies[0].placements[0].spotFallback.afterPreemption',
        message: 'unknown field "afterPreemption": did you mean afterPreemptions?',
        code: 'unrecognized_keys',
        params: { key: 'unknownField', field: 'afterPreemption', suggestion: 'afterPreemptions' },
      },
    ]);
  });

  it('refuses a misspelt checkpoint interval instead of using the 60-minute default', () => {
    const doc = mutable();
    doc.workloads[0].checkpointIntervalMinute = 15;
    const found = issues(parseScenario(doc));
    expect(found.map((i) => [i.path, i.message])).toEqual([
      ['workloads[0].checkpointIntervalMinute', 'unknown field "checkpointIntervalMinute": did you mean checkpointIntervalMinutes?'],
    ]);
  });

  it('refuses a fallback setting the format does not have, with no suggestion when nothing is close', () => {
    const doc = mutable();
    doc.strategies[0].placements[0].spotFallback = { whenPriceRises: true };
    const found = issues(parseScenario(doc));
    expect(found.map((i) => i.path)).toEqual(['strategies[0].placements[0].spotFallback.whenPriceRises']);
    expect(found[0]!.message).toMatch(/unknown field "whenPriceRises"/);
    expect(found[0]!.params?.suggestion).toBeUndefined();
  });

  it('follows the kind of a union member (an offer price, a pool, the top level)', () => {
    const doc = mutable();
    doc.catalog.offers[0].prices.onDemand.perhour = 2;
    doc.strategies[0].pools[0].maxInstance = 2;
    doc.horizonDay = 3;
    const found = issues(parseScenario(doc));
    const byPath = Object.fromEntries(found.map((i) => [i.path, i.params?.suggestion]));
    expect(byPath).toEqual({
      'catalog.offers[0].prices.onDemand.perhour': 'perHour',
      'strategies[0].pools[0].maxInstance': 'maxInstances',
      horizonDay: 'horizonDays',
    });
  });

  it('keeps every shipped scenario valid', () => {
    const dir = join(__dirname, '../../../scenarios');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const result = parseScenario(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      expect(result.ok ? [] : result.issues, file).toEqual([]);
    }
  });
});

describe('nearest known field', () => {
  it('measures edits case-insensitively', () => {
    expect(editDistance('perhour', 'perHour')).toBe(0);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests only a close field', () => {
    expect(nearestKey('afterPreemption', ['afterPreemptions', 'deadlineAware'])).toBe('afterPreemptions');
    expect(nearestKey('bogus', ['afterPreemptions', 'deadlineAware'])).toBeUndefined();
  });
});
