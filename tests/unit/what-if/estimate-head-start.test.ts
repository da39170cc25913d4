import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, ESTIMATE_HEAD_START_MS, withHeadStart } from '@headroom/renderer/what-if/estimate-head-start';

describe("a move's estimate goes before its simulated runs", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the simulated runs start when the estimate is heard, once', () => {
    const simulate = vi.fn();
    const s = withHeadStart(simulate);
    expect(simulate).not.toHaveBeenCalled();
    s.heard();
    expect(simulate).toHaveBeenCalledTimes(1);
    s.heard();
    vi.advanceTimersByTime(ESTIMATE_HEAD_START_MS * 2);
    expect(simulate).toHaveBeenCalledTimes(1);
  });

  it('an estimate slow to come holds them up no longer than the head start', () => {
    const simulate = vi.fn();
    const s = withHeadStart(simulate, 100);
    vi.advanceTimersByTime(99);
    expect(simulate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(simulate).toHaveBeenCalledTimes(1);
    s.heard();
    expect(simulate).toHaveBeenCalledTimes(1);
  });

  it('after a paint: a task after the next frame, not the frame itself', () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
    try {
      const then = vi.fn();
      afterPaint(then);
      vi.advanceTimersByTime(100);
      expect(then).not.toHaveBeenCalled();
      frames.shift()!();
      expect(then).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(then).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
