import { describe, expect, it } from 'vitest';
import { lastDeletedAt } from '@headroom/renderer/library/trash-times';

describe('lastDeletedAt', () => {
  it('is the newest deletion, whatever the order', () => {
    expect(lastDeletedAt([{ deletedAt: 5 }, { deletedAt: 9 }, { deletedAt: 7 }])).toBe(9);
  });

  it('ignores live scenarios and empties nothing when none is deleted', () => {
    expect(lastDeletedAt([{ deletedAt: null }, { deletedAt: 3 }])).toBe(3);
    expect(lastDeletedAt([{ deletedAt: null }])).toBe(Number.NEGATIVE_INFINITY);
    expect(lastDeletedAt([])).toBe(Number.NEGATIVE_INFINITY);
  });
});
