import { describe, expect, it } from 'vitest';
import { parseScenario } from '@shared/scenario';
import type { DraftDocument } from '@headroom/renderer/editor/draft/draft-document';
import { idComesFromName, idFollowingName } from '@headroom/renderer/editor/draft/id-follows-name';
import { duplicateStrategy } from '@headroom/renderer/editor/draft/new-items';
import { STARTUP, template } from './fixture';

function renamed(doc: DraftDocument, index: number, name: string): DraftDocument {
  return {
    ...doc,
    strategies: doc.strategies.map((s, i) => (i === index ? { ...s, name } : s)),
  };
}

describe('an id made from a name follows the name', () => {
  it('knows ids made from a name, with or without a number to keep them unique', () => {
    expect(idComesFromName('all-on-demand-copy', 'All on-demand (copy)', 'strategy')).toBe(true);
    expect(idComesFromName('all-on-demand-copy-2', 'All on-demand (copy)', 'strategy')).toBe(true);
    expect(idComesFromName('peak-reserved', 'Hold peak capacity all day', 'strategy')).toBe(false);
    expect(idComesFromName('strategy-3', '按量计费（副本）', 'strategy')).toBe(true);
  });

  it('a duplicated strategy renamed gets an id from its new name, and its references follow', () => {
    const base = template(STARTUP);
    const source = base.strategies[0]!;
    const copy = duplicateStrategy(base, source, `${source.name} (copy)`);
    expect(copy.id).toMatch(/-copy$/);
    const doc: DraftDocument = { ...base, strategies: [...base.strategies, copy] };
    const index = doc.strategies.length - 1;
    const next = idFollowingName(
      renamed(doc, index, 'Reserved base'),
      ['strategies', index],
      copy.name,
      'strategy',
      'strategy',
      index,
    );
    expect(next.strategies[index]!.id).toBe('reserved-base');
    expect(parseScenario(next).ok).toBe(true);
  });

  it('an id the planner chose stays as it is', () => {
    const doc = template(STARTUP);
    const before = doc.strategies[0]!;
    const after = renamed(doc, 0, 'Something else');
    expect(idFollowingName(after, ['strategies', 0], before.name, 'strategy', 'strategy')).toBe(
      after,
    );
  });

  it('takes a free id when the new name gives one already in use', () => {
    const base = template(STARTUP);
    const copy = duplicateStrategy(base, base.strategies[0]!, 'Copy');
    const doc: DraftDocument = { ...base, strategies: [...base.strategies, copy] };
    const index = doc.strategies.length - 1;
    const taken = doc.strategies[0]!.id;
    const next = idFollowingName(
      renamed(doc, index, taken),
      ['strategies', index],
      'Copy',
      'strategy',
      'strategy',
      index,
    );
    expect(next.strategies[index]!.id).toBe(`${taken}-2`);
  });
});
