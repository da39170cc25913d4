import { describe, expect, it } from 'vitest';
import {
  appendTo,
  getIn,
  insertAt,
  moveItem,
  pathKey,
  removeAt,
  setIn,
} from '@headroom/renderer/editor/draft/json-path';

const doc = { a: { b: [1, { c: 'x' }] }, d: 2 };

describe('field paths', () => {
  it('name a field as validation issues do', () => {
    expect(pathKey(['workloads', 2, 'gpusPerJob'])).toBe('workloads[2].gpusPerJob');
    expect(pathKey([])).toBe('');
  });

  it('read values, and undefined for missing steps', () => {
    expect(getIn(doc, ['a', 'b', 1, 'c'])).toBe('x');
    expect(getIn(doc, ['a', 'zz', 3])).toBeUndefined();
    expect(getIn(null, ['a'])).toBeUndefined();
  });

  it('write without mutating, sharing what did not change', () => {
    const next = setIn(doc, ['a', 'b', 1, 'c'], 'y');
    expect(getIn(next, ['a', 'b', 1, 'c'])).toBe('y');
    expect(doc.a.b[1]).toEqual({ c: 'x' });
    expect(next.d).toBe(2);
    expect(Array.isArray(next.a.b)).toBe(true);
  });

  it('return the same document when nothing changes', () => {
    expect(setIn(doc, ['d'], 2)).toBe(doc);
  });

  it('remove a key when set to undefined, as an empty optional field', () => {
    const next = setIn(doc, ['d'], undefined);
    expect('d' in next).toBe(false);
  });

  it('create missing objects along the path', () => {
    expect(setIn({}, ['prices', 'spot', 'perHour'], 3)).toEqual({
      prices: { spot: { perHour: 3 } },
    });
  });

  it('insert, append, remove and move list items', () => {
    const list = { xs: ['a', 'b', 'c'] };
    expect(insertAt(list, ['xs'], 1, 'z').xs).toEqual(['a', 'z', 'b', 'c']);
    expect(appendTo(list, ['xs'], 'd').xs).toEqual(['a', 'b', 'c', 'd']);
    expect(removeAt(list, ['xs'], 0).xs).toEqual(['b', 'c']);
    expect(moveItem(list, ['xs'], 0, 2).xs).toEqual(['b', 'c', 'a']);
    expect(moveItem(list, ['xs'], 2, -5).xs).toEqual(['c', 'a', 'b']);
    expect(list.xs).toEqual(['a', 'b', 'c']);
  });
});
