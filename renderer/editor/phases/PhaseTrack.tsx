import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useDraftStore } from '../draft/draft-context';
import { setIn } from '../draft/json-path';
import { horizonPercent } from '../timeline/horizon-percent';
import type { MonthTick } from '../timeline/month-ticks';
import { PhaseEdgeSlider } from './PhaseEdgeSlider';
import { spanAfterKey, type PhaseSpan } from './phase-span';
import { TRACK_PROPS, type usePhaseDrag } from './use-phase-drag';

interface PhaseTrackProps {
  /** Prefix of the DOM ids of the bar and its edges, so a drag can move focus to them. */
  idPrefix: string;
  index: number;
  name: string;
  /** Undefined while the phase's days do not make a span: no bar then. */
  span: PhaseSpan | undefined;
  horizon: number;
  startDate: unknown;
  ticks: readonly MonthTick[];
  color: string;
  drag: ReturnType<typeof usePhaseDrag>;
  onSelect(index: number): void;
}

/**
 * One phase's lane of the timeline: month lines, and the phase as a bar that can be dragged
 * as a whole (a click opens its fields; arrow keys move it a day, Page Up / Page Down a week,
 * Home / End to either end of the horizon) with an edge slider at each end.
 */
export function PhaseTrack({
  idPrefix,
  index,
  name,
  span,
  horizon,
  startDate,
  ticks,
  color,
  drag,
  onSelect,
}: PhaseTrackProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { change } = useDraftStore();
  const percent = (day: number) => horizonPercent(day, horizon);
  const moving = drag.active?.index === index && drag.active.handle === 'move';
  const edge = (which: 'start' | 'end', at: PhaseSpan) => (
    <PhaseEdgeSlider
      id={`${idPrefix}-${which}`}
      index={index}
      edge={which}
      span={at}
      horizon={horizon}
      startDate={startDate}
      name={name}
      drag={drag}
    />
  );

  return (
    <Box {...TRACK_PROPS} sx={{ position: 'relative', flexGrow: 1, height: 28 }}>
      {ticks.map((tick) => (
        <Box
          key={tick.day}
          sx={{
            position: 'absolute',
            left: percent(tick.day),
            top: 0,
            bottom: 0,
            borderLeft: 1,
            borderColor: 'divider',
          }}
        />
      ))}
      {span && (
        <>
          <Box
            id={`${idPrefix}-move`}
            component="button"
            type="button"
            onClick={() => {
              if (drag.takeClick()) onSelect(index);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && drag.isDragging()) drag.cancel();
              // Keys go to the drag instead while one is in progress.
              if (drag.isDragging()) return;
              const next = spanAfterKey(span, 'move', event.key, horizon);
              if (!next) return;
              event.preventDefault();
              if (next.startDay === span.startDay) return;
              // Both days at once, as one undo step per key press.
              change((doc) =>
                setIn(
                  setIn(doc, ['phases', index, 'startDay'], next.startDay),
                  ['phases', index, 'endDay'],
                  next.endDay,
                ),
              );
            }}
            aria-label={t('editor.phases.editPhase', { name })}
            {...drag.handlersFor(index, 'move', span)}
            sx={{
              position: 'absolute',
              left: percent(span.startDay),
              width: `calc(${percent(span.endDay)} - ${percent(span.startDay)})`,
              minWidth: 4,
              top: 4,
              bottom: 4,
              border: 0,
              borderRadius: 1,
              cursor: moving ? 'grabbing' : 'grab',
              touchAction: 'none',
              bgcolor: color,
              opacity: moving ? 1 : 0.85,
              '&:hover, &:focus-visible': {
                opacity: 1,
                outline: `2px solid ${theme.palette.text.primary}`,
              },
            }}
          />
          {edge('start', span)}
          {edge('end', span)}
        </>
      )}
    </Box>
  );
}
