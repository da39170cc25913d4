/**
 * Where the reorder buttons of a list move its open item: to the front, one place earlier or
 * one place later. A move that would go nowhere (the first item moved earlier) has no target,
 * so its button is disabled rather than doing nothing.
 */
export const MOVES = ['first', 'earlier', 'later'] as const;
export type Move = (typeof MOVES)[number];

/** The index the item at `index` of `count` items goes to, or null when it cannot move that way. */
export function moveTarget(move: Move, index: number, count: number): number | null {
  if (!Number.isInteger(index) || index < 0 || index >= count) return null;
  switch (move) {
    case 'first':
    case 'earlier':
      return index === 0 ? null : move === 'first' ? 0 : index - 1;
    case 'later':
      return index === count - 1 ? null : index + 1;
  }
}

/**
 * After a move, the button that should keep keyboard focus: the one pressed while it can still
 * be pressed, otherwise the way back (moved to the front, "later" is what is left to press).
 */
export function focusAfterMove(pressed: Move, target: number, count: number): Move | null {
  if (moveTarget(pressed, target, count) !== null) return pressed;
  const back: Move = pressed === 'later' ? 'earlier' : 'later';
  return moveTarget(back, target, count) !== null ? back : null;
}
