import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../app';
import { useDraftStore } from '../draft/draft-context';
import { dateOfDay } from '../timeline/day-dates';
import { horizonPercent } from '../timeline/horizon-percent';
import { endRange, spanAfterKey, startRange, type PhaseSpan } from './phase-span';
import type { usePhaseDrag } from './use-phase-drag';

/**
 * The grab area of an edge: mostly outside the bar, a little inside, so the middle of even a
 * short bar is left to grab it by.
 */
const REACH_OUTSIDE = 10;
const REACH_INSIDE = 4;

interface PhaseEdgeSliderProps {
  id: string;
  index: number;
  edge: 'start' | 'end';
  span: PhaseSpan;
  horizon: number;
  startDate: unknown;
  name: string;
  drag: ReturnType<typeof usePhaseDrag>;
}

/**
 * One edge of a phase's bar: dragged with any pointer, and a slider for the keyboard (arrows
 * a day, Page Up / Page Down a week, Home / End as far as it goes). The start's value is the
 * phase's first day, the end's its last day, each read out as a date in the interface language.
 * A key press sets the field as typing in it does, so a burst of presses is one undo step.
 */
export function PhaseEdgeSlider({
  id,
  index,
  edge,
  span,
  horizon,
  startDate,
  name,
  drag,
}: PhaseEdgeSliderProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { setField } = useDraftStore();
  // The end is exclusive in the file; the slider speaks of the last day, as the form does.
  const range = edge === 'start' ? startRange(span, horizon) : endRange(span, horizon);
  const shift = edge === 'start' ? 0 : -1;
  const value = (edge === 'start' ? span.startDay : span.endDay) + shift;
  const date = dateOfDay(startDate, value);
  const active = drag.active?.index === index && drag.active.handle === edge;

  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (event.key === 'Escape') {
      if (drag.isDragging()) {
        event.preventDefault();
        drag.cancel();
      }
      return;
    }
    // Keys go to the drag instead while one is in progress.
    if (drag.isDragging()) return;
    const next = spanAfterKey(span, edge, event.key, horizon);
    if (!next) return;
    event.preventDefault();
    if (edge === 'start' && next.startDay !== span.startDay)
      setField(['phases', index, 'startDay'], next.startDay);
    if (edge === 'end' && next.endDay !== span.endDay)
      setField(['phases', index, 'endDay'], next.endDay);
  }

  return (
    <Box
      id={id}
      role="slider"
      tabIndex={0}
      aria-label={t(edge === 'start' ? 'editor.phases.firstDayOf' : 'editor.phases.lastDayOf', {
        name,
      })}
      aria-orientation="horizontal"
      aria-valuemin={range.min + shift}
      aria-valuemax={Math.max(range.max + shift, value)}
      aria-valuenow={value}
      // Spoken, so the long form: "April 30, 2027", "2027年4月30日".
      aria-valuetext={date ? format.date(date, 'long') : String(value)}
      onKeyDown={onKeyDown}
      {...drag.handlersFor(index, edge, span)}
      sx={{
        position: 'absolute',
        left: `calc(${horizonPercent(edge === 'start' ? span.startDay : span.endDay, horizon)} - ${edge === 'start' ? REACH_OUTSIDE : REACH_INSIDE}px)`,
        width: REACH_OUTSIDE + REACH_INSIDE,
        top: 0,
        bottom: 0,
        display: 'flex',
        alignItems: 'center',
        // The grip sits on the bar's edge.
        justifyContent: edge === 'start' ? 'flex-end' : 'flex-start',
        px: `${REACH_INSIDE - 2}px`,
        cursor: 'ew-resize',
        touchAction: 'none',
        borderRadius: 1,
        outline: 'none',
        '&::after': {
          content: '""',
          width: 4,
          height: 16,
          borderRadius: 2,
          bgcolor: 'text.primary',
          opacity: active ? 1 : 0.55,
          transition: 'opacity 120ms',
        },
        '&:hover::after, &:focus-visible::after': { opacity: 1 },
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    />
  );
}
