/**
 * A phase's days as the timeline changes them: its first day, and the day after its last
 * (endDay is exclusive, as in the scenario format). Dragged and stepped in whole days, never
 * outside the horizon, and always ending after it starts (the format's own rule).
 */
export interface PhaseSpan {
  startDay: number;
  endDay: number;
}

/** What is being moved: the first day, the end, or the whole phase. */
export type PhaseHandle = 'start' | 'end' | 'move';

function clamp(value: number, lowest: number, highest: number): number {
  return Math.min(highest, Math.max(lowest, value));
}

/** The phase's span, or undefined while its days are not numbers that make one. */
export function spanOf(phase: { startDay?: unknown; endDay?: unknown }): PhaseSpan | undefined {
  const { startDay, endDay } = phase;
  if (typeof startDay !== 'number' || typeof endDay !== 'number') return undefined;
  if (!Number.isFinite(startDay) || !Number.isFinite(endDay) || endDay <= startDay)
    return undefined;
  return { startDay, endDay };
}

/** The first day a start can take, and the last: before the end and inside the horizon. */
export function startRange(span: PhaseSpan, horizon: number): { min: number; max: number } {
  return { min: 0, max: Math.min(Math.ceil(span.endDay), Math.ceil(horizon)) - 1 };
}

/** The earliest and latest end (the day after the last day): after the start, in the horizon. */
export function endRange(span: PhaseSpan, horizon: number): { min: number; max: number } {
  return { min: Math.floor(span.startDay) + 1, max: Math.floor(horizon) };
}

/** The span starting on the whole day nearest `day`, as far as the rules allow. */
export function withStartAt(span: PhaseSpan, day: number, horizon: number): PhaseSpan {
  const { min, max } = startRange(span, horizon);
  if (max < min || Number.isNaN(day)) return span;
  const startDay = clamp(Math.round(day), min, max);
  return startDay === span.startDay ? span : { ...span, startDay };
}

/** The span ending at the whole day nearest `day`, as far as the rules allow. */
export function withEndAt(span: PhaseSpan, day: number, horizon: number): PhaseSpan {
  const { min, max } = endRange(span, horizon);
  if (max < min || Number.isNaN(day)) return span;
  const endDay = clamp(Math.round(day), min, max);
  return endDay === span.endDay ? span : { ...span, endDay };
}

/** The same length of phase starting on the whole day nearest `day`, inside the horizon. */
export function movedTo(span: PhaseSpan, day: number, horizon: number): PhaseSpan {
  if (Number.isNaN(day)) return span;
  const length = span.endDay - span.startDay;
  const startDay = clamp(Math.round(day), 0, Math.max(0, Math.floor(horizon - length)));
  if (startDay === span.startDay) return span;
  // A fractional length (from a file) stays as it was, without float noise.
  return { startDay, endDay: Math.round((startDay + length) * 1e9) / 1e9 };
}

/** The span after `handle` is set to `day` (for "move", the day the phase then starts). */
export function spanWith(
  span: PhaseSpan,
  handle: PhaseHandle,
  day: number,
  horizon: number,
): PhaseSpan {
  switch (handle) {
    case 'start':
      return withStartAt(span, day, horizon);
    case 'end':
      return withEndAt(span, day, horizon);
    case 'move':
      return movedTo(span, day, horizon);
  }
}

/** Days a key moves a slider: one with the arrows, a week with Page Up / Page Down. */
const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
  PageDown: -7,
  PageUp: 7,
  Home: -Infinity,
  End: Infinity,
};

/**
 * The span after a key on the slider of `handle` (start or end), or on the bar ("move": the
 * whole phase, its length kept), or null when the key is not one a slider answers. Home and
 * End go as far as the rules allow.
 */
export function spanAfterKey(
  span: PhaseSpan,
  handle: PhaseHandle,
  key: string,
  horizon: number,
): PhaseSpan | null {
  const step = KEY_STEPS[key];
  if (step === undefined) return null;
  const from = handle === 'end' ? span.endDay : span.startDay;
  return spanWith(span, handle, from + step, horizon);
}

/** The scenario day (fractional) under a pointer at `clientX` on a track showing the horizon. */
export function dayAtPointer(
  clientX: number,
  track: { left: number; width: number },
  horizon: number,
): number {
  return track.width > 0 ? ((clientX - track.left) / track.width) * horizon : Number.NaN;
}
