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
});
