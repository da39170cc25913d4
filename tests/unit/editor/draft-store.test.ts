import { describe, expect, it, vi } from 'vitest';
import { DraftStore } from '@headroom/renderer/editor/draft/draft-store';
import { template } from './fixture';

describe('the draft store', () => {
  it('validates each change once and tells its subscribers', () => {
    let now = 0;
    const store = new DraftStore(template(), () => now);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getState().validation.ok).toBe(true);

    store.setField(['horizonDays'], 0);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().validation.byPath.get('horizonDays')).toHaveLength(1);

    now += 100;
    store.setField(['horizonDays'], 30);
    expect(store.getState().validation.ok).toBe(true);
    expect(store.getState().history.past).toHaveLength(1);

    unsubscribe();
    store.undo();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().history.present.horizonDays).toBe(template().horizonDays);
  });

  it('keeps the same state, and stays quiet, when nothing changes', () => {
    const store = new DraftStore(template());
    const before = store.getState();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setField(['name'], before.history.present.name);
    store.redo();
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the validation when only the history moves', () => {
    const store = new DraftStore(template());
    store.change((doc) => ({ ...doc, name: 'Other' }));
    const validation = store.getState().validation;
    store.reset(store.getState().history.present);
    expect(store.getState().validation).toBe(validation);
    expect(store.getState().history.past).toHaveLength(0);
  });
});
