// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyAdjustments } from '@shared/analysis/what-if';
import {
  adjustmentsKey,
  commitMove,
  flushWhatIf,
  initialHistory,
  loadWhatIf,
  SAVE_QUIET_MS,
  saveWhatIfLater,
  type WhatIfHistory,
} from '@headroom/renderer/what-if/what-if-history';
import { withPrice } from '@headroom/renderer/what-if/what-if-edits';

const stored = (id: string) => sessionStorage.getItem(`headroom.whatIf.${id}`);

/** Moves of the on-demand price, -1 %, -2 %, ..., each saved later as the what-if does. */
function moves(id: string, count: number): WhatIfHistory {
  let h = initialHistory();
  for (let i = 1; i <= count; i++) {
    h = commitMove(h, withPrice(h.present, 'onDemand', -0.01 * i));
    saveWhatIfLater(id, { versionId: 'v1', open: true, history: h });
  }
  return h;
}

describe('keeping the what-if after its figures', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    flushWhatIf();
    vi.useRealTimers();
  });

  it('writes nothing during a run of moves, then the last move once they stop', () => {
    const last = moves('s1', 5);
    expect(stored('s1')).toBeNull();
    vi.advanceTimersByTime(SAVE_QUIET_MS - 1);
    expect(stored('s1')).toBeNull();
    // After the quiet time, when the page is idle (at the latest two seconds later).
    vi.advanceTimersByTime(2001);
    expect(JSON.parse(stored('s1')!).history.present.prices).toEqual({ onDemand: -0.05 });
    expect(loadWhatIf('s1', 'v1')?.history.past).toHaveLength(last.past.length);
  });

  it('never loses the last move: reading the what-if back writes what is pending first', () => {
    moves('s2', 3);
    expect(stored('s2')).toBeNull();
    expect(loadWhatIf('s2', 'v1')?.history.present.prices).toEqual({ onDemand: -0.03 });
    expect(stored('s2')).not.toBeNull();
  });

  it('writes at once when the page is hidden or left', () => {
    moves('s3', 2);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(stored('s3')!).history.present.prices).toEqual({ onDemand: -0.02 });
    moves('s4', 4);
    flushWhatIf('s4');
    expect(JSON.parse(stored('s4')!).history.present.prices).toEqual({ onDemand: -0.04 });
  });

  it('names a set of adjustments once and the same every time', () => {
    const a = withPrice(emptyAdjustments(), 'spot', -0.3);
    const copy = JSON.parse(JSON.stringify(a)) as typeof a;
    expect(adjustmentsKey(a)).toBe(adjustmentsKey(a));
    expect(adjustmentsKey(copy)).toBe(adjustmentsKey(a));
    expect(adjustmentsKey(withPrice(a, 'spot', -0.2))).not.toBe(adjustmentsKey(a));
  });
});
