// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { emptyAdjustments } from '@shared/analysis/what-if';
import { adjustmentsKey, commitMove, initialHistory, loadWhatIf, redo, reset, saveWhatIf, undo } from '@headroom/renderer/what-if/what-if-history';
import { withPhaseStart, withPoolSize, withPrice, withWorkload } from '@headroom/renderer/what-if/what-if-edits';

const spotCut = withPrice(emptyAdjustments(), 'spot', -0.3);

describe('what-if history', () => {
  it('steps back and forth through moves, and a reset is a step too', () => {
    let h = commitMove(initialHistory(), spotCut);
    h = commitMove(h, withPrice(h.present, 'onDemand', 0.1));
    expect(h.past).toHaveLength(2);
    h = undo(h);
    expect(h.present).toEqual(spotCut);
    h = redo(h);
    expect(h.present.prices).toEqual({ spot: -0.3, onDemand: 0.1 });
    h = reset(h);
    expect(adjustmentsKey(h.present)).toBe(adjustmentsKey(emptyAdjustments()));
    h = undo(h);
    expect(h.present.prices).toEqual({ spot: -0.3, onDemand: 0.1 });
    expect(undo(initialHistory())).toEqual(initialHistory());
  });

  it('makes no step for a move that changes nothing, and a new move clears redo', () => {
    const h = commitMove(initialHistory(), spotCut);
    expect(commitMove(h, withPrice(spotCut, 'spot', -0.3))).toBe(h);
    const branched = commitMove(undo(h), withPrice(emptyAdjustments(), 'reserved', 0.2));
    expect(branched.future).toEqual([]);
  });

  it('names a what-if the same however it was reached: a value moved back is no adjustment', () => {
    const there = withWorkload(emptyAdjustments(), 'chat', 'curveScale', 1.5);
    const back = withWorkload(there, 'chat', 'curveScale', 1);
    expect(adjustmentsKey(back)).toBe(adjustmentsKey(emptyAdjustments()));
    expect(adjustmentsKey(withPrice(withPrice(emptyAdjustments(), 'spot', -0.1), 'reserved', 0.2))).toBe(
      adjustmentsKey(withPrice(withPrice(emptyAdjustments(), 'reserved', 0.2), 'spot', -0.1)),
    );
    expect(withPoolSize(withPoolSize(emptyAdjustments(), 's', 'p', 5, 3), 's', 'p', 3, 3).poolSizes).toEqual({});
    expect(withPhaseStart(emptyAdjustments(), 'prod', 120, 120).phaseStartDays).toEqual({});
  });

  it('keeps a what-if per scenario for the session, for the version it was made on', () => {
    const h = commitMove(initialHistory(), spotCut);
    saveWhatIf('s1', { versionId: 'v1', open: true, history: h });
    expect(loadWhatIf('s1', 'v1')).toEqual({ versionId: 'v1', open: true, history: h });
    expect(loadWhatIf('s1', 'v2')).toBeNull();
    sessionStorage.setItem('headroom.whatIf.s2', '{"versionId":"v1","open":true,"history":{"present":{"prices":{"gold":1}}}}');
    expect(loadWhatIf('s2', 'v1')).toBeNull();
  });
});
