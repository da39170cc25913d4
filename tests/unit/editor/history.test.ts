import { describe, expect, it } from 'vitest';
import {
  COALESCE_WINDOW_MS,
  HISTORY_LIMIT,
  historyReducer,
  initialHistory,
  type History,
  type HistoryAction,
} from '@headroom/renderer/editor/draft/history';

type Doc = { price: number; name: string };
const start: Doc = { price: 10, name: 'a' };

function set<K extends keyof Doc>(
  field: K,
  value: Doc[K],
  at: number,
  coalesce = true,
): HistoryAction<Doc> {
  return {
    type: 'edit',
    update: (d) => ({ ...d, [field]: value }),
    coalesceKey: coalesce ? field : null,
    at,
  };
}

function run(
  actions: HistoryAction<Doc>[],
  from: History<Doc> = initialHistory(start),
): History<Doc> {
  return actions.reduce(historyReducer<Doc>, from);
}

describe('undo history', () => {
  it('undoes and redoes an edit', () => {
    const edited = run([set('price', 12, 0)]);
    expect(edited.present.price).toBe(12);
    const undone = run([{ type: 'undo' }], edited);
    expect(undone.present).toEqual(start);
    expect(run([{ type: 'redo' }], undone).present.price).toBe(12);
  });

  it('makes rapid keystrokes in one field a single step', () => {
    const typed = run([set('price', 1, 0), set('price', 12, 300), set('price', 125, 600)]);
    expect(typed.past).toHaveLength(1);
    expect(run([{ type: 'undo' }], typed).present).toEqual(start);
  });

  it('starts a new step in the same field once the planner has left it', () => {
    const typed = run([set('price', 36.5, 0), { type: 'seal' }, set('price', 40, 100)]);
    expect(typed.past).toHaveLength(2);
    expect(run([{ type: 'undo' }], typed).present.price).toBe(36.5);
    expect(run([{ type: 'undo' }, { type: 'undo' }], typed).present).toEqual(start);
    // Sealing with nothing being typed changes nothing.
    const idle = initialHistory(start);
    expect(historyReducer(idle, { type: 'seal' })).toBe(idle);
  });

  it('starts a new step after a pause or in another field', () => {
    const paused = run([set('price', 1, 0), set('price', 12, COALESCE_WINDOW_MS + 1)]);
    expect(paused.past).toHaveLength(2);
    const switched = run([set('price', 1, 0), set('name', 'b', 10), set('price', 2, 20)]);
    expect(switched.past).toHaveLength(3);
  });

  it('never coalesces edits without a key (adding, removing, renaming)', () => {
    expect(run([set('price', 1, 0, false), set('price', 2, 1, false)]).past).toHaveLength(2);
  });

  it('does not fold a new edit into one that was undone and redone', () => {
    const state = run([
      set('price', 1, 0),
      { type: 'undo' },
      { type: 'redo' },
      set('price', 2, 10),
    ]);
    expect(state.past).toHaveLength(2);
  });

  it('clears redo after a new edit', () => {
    const state = run([set('price', 1, 0), { type: 'undo' }, set('name', 'z', 10)]);
    expect(state.future).toHaveLength(0);
    expect(run([{ type: 'redo' }], state)).toBe(state);
  });

  it('ignores edits that change nothing, and undo/redo with nothing to do', () => {
    const initial = initialHistory(start);
    expect(
      historyReducer(initial, { type: 'edit', update: (d) => d, coalesceKey: null, at: 0 }),
    ).toBe(initial);
    expect(historyReducer(initial, { type: 'undo' })).toBe(initial);
    expect(historyReducer(initial, { type: 'redo' })).toBe(initial);
  });

  it('keeps at most the last HISTORY_LIMIT steps', () => {
    const many = Array.from({ length: HISTORY_LIMIT + 20 }, (_x, i) =>
      set('price', i + 100, i, false),
    );
    const state = run(many);
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it('starts over on reset', () => {
    const state = run([set('price', 1, 0), { type: 'reset', present: { price: 5, name: 'r' } }]);
    expect(state).toEqual(initialHistory({ price: 5, name: 'r' }));
  });

  describe('a gesture', () => {
    const drag = (price: number): HistoryAction<Doc> => ({
      type: 'preview',
      // As setIn does: the same document when the value is already there.
      update: (d) => (d.price === price ? d : { ...d, price }),
    });

    it('shows each change at once and becomes one step when kept', () => {
      const moving = run([drag(11), drag(12), drag(13)]);
      expect(moving.present.price).toBe(13);
      expect(moving.past).toHaveLength(0);
      const kept = run([{ type: 'settle', keep: true }], moving);
      expect(kept.past).toEqual([start]);
      expect(kept.gestureStart).toBeNull();
      expect(run([{ type: 'undo' }], kept).present).toBe(start);
    });

    it('is one step however long it takes', () => {
      const slow = run([set('name', 'b', 0), drag(11), drag(12), { type: 'settle', keep: true }]);
      expect(slow.past).toHaveLength(2);
      expect(slow.past[1]).toEqual({ price: 10, name: 'b' });
    });

    it('leaves the document as it was when cancelled, with redo still there', () => {
      const undone = run([set('name', 'b', 0), { type: 'undo' }]);
      const cancelled = run([drag(20), drag(30), { type: 'settle', keep: false }], undone);
      expect(cancelled.present).toBe(undone.present);
      expect(cancelled.past).toEqual(undone.past);
      expect(cancelled.future).toEqual(undone.future);
    });

    it('makes no step when it changed nothing', () => {
      const initial = initialHistory(start);
      expect(run([drag(10)], initial)).toBe(initial);
      expect(run([{ type: 'settle', keep: true }], initial)).toBe(initial);
    });

    it('is kept before anything else happens, so undo takes it back first', () => {
      const state = run([drag(11), set('name', 'z', 5)]);
      expect(state.past).toEqual([start, { price: 11, name: 'a' }]);
      const undone = run([drag(12), { type: 'undo' }]);
      expect(undone.present).toBe(start);
      expect(undone.future).toEqual([{ price: 12, name: 'a' }]);
    });
  });
});
