import { useRef, useState, type PointerEvent } from 'react';
import { dayAtPointer, spanWith, type PhaseHandle, type PhaseSpan } from './phase-span';

interface DragState {
  pointerId: number;
  element: HTMLElement;
  index: number;
  handle: PhaseHandle;
  /** Where the track was on screen when the drag began. */
  track: { left: number; width: number };
  start: PhaseSpan;
  latest: PhaseSpan;
  /**
   * Days from the dragged edge (the start, for the whole bar) to where it was grabbed, so it
   * does not jump to the pointer: a press alone never changes the phase.
   */
  grabDays: number;
  startX: number;
  /** Past the click slop: the press was a drag, so the click that ends it is not a click. */
  travelled: boolean;
}

/**
 * The element a handle sits in that spans the whole horizon (marked with this attribute):
 * pointer positions are read against it.
 */
const TRACK_ATTRIBUTE = 'data-phase-track';
const TRACK_SELECTOR = `[${TRACK_ATTRIBUTE}]`;
/** Spread on the track element. */
export const TRACK_PROPS = { [TRACK_ATTRIBUTE]: '' } as const;

/** Pixels a press may wander and still be a click on the bar (which opens the phase's fields). */
const CLICK_SLOP = 4;

interface PhaseDragOptions {
  horizon: number;
  /** Shows the span at once while the drag is under way. */
  onPreview(index: number, span: PhaseSpan): void;
  /** Ends the drag: kept as one undo step, or cancelled back to where it began. */
  onSettle(keep: boolean): void;
  /** Moves keyboard focus to what is being dragged, so the keys (and Esc) carry on from it. */
  focus(index: number, handle: PhaseHandle): void;
}

/**
 * Dragging a phase's start, end or whole bar along the timeline with any pointer (mouse,
 * touch, pen), with pointer capture so the drag carries on outside the track, as the traffic
 * curve does. The phase follows the pointer in whole days through previews; release settles
 * the drag as one edit (one undo step), Esc or a cancelled pointer puts the phase back.
 */
export function usePhaseDrag({ horizon, onPreview, onSettle, focus }: PhaseDragOptions) {
  const drag = useRef<DragState | null>(null);
  const [active, setActive] = useState<{ index: number; handle: PhaseHandle } | null>(null);
  const swallowClick = useRef(false);

  function finish(keep: boolean): void {
    const state = drag.current;
    if (!state) return;
    drag.current = null;
    setActive(null);
    if (state.element.hasPointerCapture(state.pointerId))
      state.element.releasePointerCapture(state.pointerId);
    const changed =
      state.latest.startDay !== state.start.startDay || state.latest.endDay !== state.start.endDay;
    onSettle(keep && changed);
  }

  function onPointerDown(
    event: PointerEvent<HTMLElement>,
    index: number,
    handle: PhaseHandle,
    span: PhaseSpan,
  ): void {
    const track = event.currentTarget.closest<HTMLElement>(TRACK_SELECTOR);
    if (drag.current || !track) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const rect = track.getBoundingClientRect();
    if (rect.width <= 0) return;
    event.preventDefault();
    const element = event.currentTarget;
    try {
      element.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks cannot be captured; the drag still works on the track.
    }
    const bounds = { left: rect.left, width: rect.width };
    drag.current = {
      pointerId: event.pointerId,
      element,
      index,
      handle,
      track: bounds,
      start: span,
      latest: span,
      grabDays:
        dayAtPointer(event.clientX, bounds, horizon) -
        (handle === 'end' ? span.endDay : span.startDay),
      startX: event.clientX,
      travelled: false,
    };
    swallowClick.current = false;
    setActive({ index, handle });
    focus(index, handle);
  }

  function onPointerMove(event: PointerEvent<HTMLElement>): void {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    if (Math.abs(event.clientX - state.startX) > CLICK_SLOP) state.travelled = true;
    const day = dayAtPointer(event.clientX, state.track, horizon) - state.grabDays;
    const next = spanWith(state.start, state.handle, day, horizon);
    if (next.startDay === state.latest.startDay && next.endDay === state.latest.endDay) return;
    state.latest = next;
    onPreview(state.index, next);
  }

  function onPointerEnd(event: PointerEvent<HTMLElement>): void {
    const state = drag.current;
    if (state?.pointerId !== event.pointerId) return;
    swallowClick.current = state.travelled;
    finish(event.type !== 'pointercancel');
  }

  return {
    /** The handle being dragged, for its look. */
    active,
    isDragging: () => drag.current !== null,
    cancel: () => finish(false),
    /**
     * False for the click that ends a drag of the bar (the press was a drag, not a click),
     * true for a real click or Enter; call it once in the bar's click handler.
     */
    takeClick: (): boolean => {
      const swallow = swallowClick.current;
      swallowClick.current = false;
      return !swallow;
    },
    /** Pointer handlers for one phase's handle: the first day, the end, or the whole bar. */
    handlersFor(index: number, handle: PhaseHandle, span: PhaseSpan) {
      return {
        onPointerDown: (event: PointerEvent<HTMLElement>) =>
          onPointerDown(event, index, handle, span),
        onPointerMove,
        onPointerUp: onPointerEnd,
        onPointerCancel: onPointerEnd,
        onLostPointerCapture: onPointerEnd,
      };
    },
  };
}
