import { describe, expect, it } from 'vitest';
import { focusAfterMove, moveTarget } from '@headroom/renderer/editor/reorder/move-targets';

describe('where the reorder buttons move an item', () => {
  it('moves to the front, one earlier or one later', () => {
    expect(moveTarget('first', 2, 4)).toBe(0);
    expect(moveTarget('earlier', 2, 4)).toBe(1);
    expect(moveTarget('later', 2, 4)).toBe(3);
  });

  it('has no move past either end of the list', () => {
    expect(moveTarget('first', 0, 4)).toBeNull();
    expect(moveTarget('earlier', 0, 4)).toBeNull();
    expect(moveTarget('later', 3, 4)).toBeNull();
    expect(moveTarget('later', 0, 1)).toBeNull();
  });

  it('has no move for an item that is not in the list', () => {
    expect(moveTarget('first', -1, 4)).toBeNull();
    expect(moveTarget('later', 4, 4)).toBeNull();
    expect(moveTarget('earlier', 1.5, 4)).toBeNull();
    expect(moveTarget('later', 0, 0)).toBeNull();
  });

  it('keeps focus on the pressed button while it can still be pressed', () => {
    expect(focusAfterMove('earlier', 1, 4)).toBe('earlier');
    expect(focusAfterMove('later', 2, 4)).toBe('later');
  });

  it('hands focus to the way back when the pressed button is disabled at an end', () => {
    expect(focusAfterMove('first', 0, 4)).toBe('later');
    expect(focusAfterMove('earlier', 0, 4)).toBe('later');
    expect(focusAfterMove('later', 3, 4)).toBe('earlier');
  });
});
