import { useRef, useState, type PointerEvent } from 'react';
import { clampRequestRate, snapToStep, withPoint } from './curve-values';
import { indexForX, valueForY, valueForYBeyondTop, yForValue, type ChartGeometry } from './chart-geometry';

interface DragState {
  pointerId: number;
  svg: SVGSVGElement;
  index: number;
  /** Grabbing a handle off-centre keeps that offset, so a click alone never changes the value. */
  offset: number;
  start: readonly number[];
  latest: number[];
  /**
   * The chart's scale when the drag began. The axis grows with the draft, so reading the
   * pointer against the chart as drawn would move the point under a still pointer.
   */
  geometry: ChartGeometry;
}

/** How close (px) to a handle a press counts as grabbing it rather than setting a new value. */
const GRAB_DISTANCE = 12;

interface CurveDragOptions {
  geometry: ChartGeometry | null;
  points: readonly number[];
  editable: boolean;
  onDraft(points: number[] | null): void;
  onCommit(points: number[]): void;
  /** Moves keyboard focus to the point being dragged, so the arrow keys carry on from it. */
  focusPoint(index: number): void;
}

function positionIn(svg: SVGSVGElement, event: PointerEvent): { x: number; y: number } {
  const rect = svg.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

/**
 * Vertical dragging of curve points with any pointer (mouse, touch, pen), using pointer
 * capture so the drag continues outside the chart. A press anywhere in a point's column picks
 * that point: on the handle it grabs it, elsewhere the point jumps to the pressed height.
 * During the drag only a draft changes; the value is committed once, on release, so one drag is
 * one edit (one autosave, one undo step). Cancelling (Esc, pointercancel) restores the curve.
 */
export function useCurveDrag({
  geometry,
  points,
  editable,
  onDraft,
  onCommit,
  focusPoint,
}: CurveDragOptions) {
  const drag = useRef<DragState | null>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [hoverIndex, setHoverIndex] = useState<number | null>(null);

  /** Above the chart's top the value carries on rising (one drag from 30 to 45 on a 0-40 axis). */
  const valueAt = (g: ChartGeometry, y: number, offset: number) =>
    clampRequestRate(snapToStep(valueForYBeyondTop(g, y) + offset, g.axis.step));

  function finish(keep: boolean): void {
    const state = drag.current;
    if (!state) return;
    drag.current = null;
    setDragIndex(null);
    if (state.svg.hasPointerCapture(state.pointerId))
      state.svg.releasePointerCapture(state.pointerId);
    const changed = state.latest.some((value, index) => value !== state.start[index]);
    if (keep && changed) onCommit(state.latest);
    onDraft(null);
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>): void {
    if (!editable || !geometry || drag.current || points.length === 0) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const svg = event.currentTarget;
    const { x, y } = positionIn(svg, event);
    const g = geometry;
    const insideX = x >= g.plotLeft - GRAB_DISTANCE && x <= g.plotRight + GRAB_DISTANCE;
    const insideY = y >= g.plotTop - GRAB_DISTANCE && y <= g.plotBottom + GRAB_DISTANCE;
    if (!insideX || !insideY) return;
    event.preventDefault();
    const index = indexForX(g, x);
    const current = points[index] ?? 0;
    const onHandle = Math.abs(y - yForValue(g, current)) <= GRAB_DISTANCE;
    const offset = onHandle ? current - valueForY(g, y) : 0;
    try {
      svg.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks cannot be captured; the drag still works inside the chart.
    }
    const start = [...points];
    const latest = onHandle ? start : withPoint(start, index, valueAt(g, y, 0));
    drag.current = { pointerId: event.pointerId, svg, index, offset, start, latest, geometry: g };
    setDragIndex(index);
    focusPoint(index);
    onDraft(latest);
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>): void {
    if (!geometry) return;
    const { x, y } = positionIn(event.currentTarget, event);
    const state = drag.current;
    if (!state) {
      const inside = x >= geometry.plotLeft && x <= geometry.plotRight;
      setHoverIndex(editable && inside ? indexForX(geometry, x) : null);
      return;
    }
    if (state.pointerId !== event.pointerId) return;
    const value = valueAt(state.geometry, y, state.offset);
    if (value === state.latest[state.index]) return;
    state.latest = withPoint(state.start, state.index, value);
    onDraft(state.latest);
  }

  function onPointerEnd(event: PointerEvent<SVGSVGElement>): void {
    if (drag.current?.pointerId === event.pointerId) finish(event.type !== 'pointercancel');
  }

  return {
    dragIndex,
    hoverIndex,
    isDragging: () => drag.current !== null,
    /** Keyboard use takes over from the mouse: the readout follows focus again. */
    clearHover: () => setHoverIndex(null),
    cancel: () => finish(false),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onLostPointerCapture: onPointerEnd,
      onPointerLeave: () => setHoverIndex(null),
    },
  };
}
