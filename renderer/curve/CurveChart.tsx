import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { clampRequestRate, snapToStep } from './curve-values';
import { ChartAxes } from './ChartAxes';
import {
  chartGeometry,
  stepAreaPath,
  stepLinePath,
  xForPointCenter,
  yForValue,
} from './chart-geometry';
import { pointMinutes, pointTime } from './time-of-point';
import { useCurveDrag } from './use-curve-drag';
import { useElementWidth } from './use-element-width';
import { useRateFormat } from './use-rate-format';
import type { ValueAxis } from './value-axis';

interface CurveChartProps {
  /** What to draw: the curve, or the draft of a drag in progress. */
  points: readonly number[];
  /** Shared by both day types and fixed during a drag, so the scale never moves under the pointer. */
  axis: ValueAxis;
  /** "Weekdays" / "Weekends", for the labels of the chart and of each point. */
  dayLabel: string;
  unitLabel: string;
  /** False when weekends follow the weekday curve: drawn, but not a control. */
  editable: boolean;
  /** Point that has keyboard focus first (the peak). */
  initialIndex: number;
  onDraft(points: number[] | null): void;
  onCommit(points: number[]): void;
}

const HEIGHT = 260;
/**
 * Below this spacing (px) the handles of a dense curve would merge; only the current one
 * shows. A 96-point curve at the usual width (about 7 px apart) keeps small handles, so the
 * planner sees the points can be dragged.
 */
const MIN_SPACING_FOR_HANDLES = 5;

/**
 * The 24 h curve as a step line with one slider handle per point: draggable with any pointer,
 * adjustable with the keyboard (one tab stop; ← → move between points, roving focus).
 */
export function CurveChart({
  points,
  axis,
  dayLabel,
  unitLabel,
  editable,
  initialIndex,
  onDraft,
  onCommit,
}: CurveChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const formatRate = useRateFormat();
  const descriptionId = useId();
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const handleRefs = useRef<(SVGCircleElement | null)[]>([]);
  const [currentIndex, setCurrentIndex] = useState<number | null>(null);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);

  const count = points.length;
  const tickLabels = axis.ticks.map((tick) => formatRate(tick));
  const longestLabel = tickLabels.reduce((a, b) => (b.length > a.length ? b : a), '');
  const geometry =
    // An empty curve (a broken file) still gets its axes, so the chart does not vanish.
    width > 0
      ? chartGeometry({ width, height: HEIGHT, count, axis, longestValueLabel: longestLabel })
      : null;
  const rovingIndex = Math.min(currentIndex ?? initialIndex, Math.max(0, count - 1));

  function focusPoint(index: number): void {
    setCurrentIndex(index);
    handleRefs.current[index]?.focus({ preventScroll: true });
  }

  const drag = useCurveDrag({ geometry, points, editable, onDraft, onCommit, focusPoint });

  function setPoint(index: number, value: number): void {
    const next = [...points];
    next[index] = Math.min(Math.max(axis.max, points[index] ?? 0), clampRequestRate(value));
    if (next[index] !== points[index]) onCommit(next);
  }

  function onHandleKeyDown(event: KeyboardEvent<SVGCircleElement>, index: number): void {
    const value = points[index] ?? 0;
    const big = event.shiftKey ? axis.bigStep : axis.step;
    const actions: Record<string, () => void> = {
      ArrowUp: () => setPoint(index, snapToStep(value + big, axis.step)),
      ArrowDown: () => setPoint(index, snapToStep(value - big, axis.step)),
      PageUp: () => setPoint(index, snapToStep(value + axis.bigStep, axis.step)),
      PageDown: () => setPoint(index, snapToStep(value - axis.bigStep, axis.step)),
      Home: () => setPoint(index, 0),
      End: () => setPoint(index, axis.max),
      ArrowLeft: () => focusPoint(Math.max(0, index - 1)),
      ArrowRight: () => focusPoint(Math.min(count - 1, index + 1)),
      Escape: () => drag.cancel(),
    };
    const action = actions[event.key];
    if (!action) return;
    // Keys go to the drag instead while one is in progress (apart from Esc, which ends it).
    if (drag.isDragging() && event.key !== 'Escape') return;
    event.preventDefault();
    drag.clearHover();
    action();
  }

  const shownIndex = drag.dragIndex ?? drag.hoverIndex ?? focusedIndex;
  const readout =
    shownIndex !== null && shownIndex < count
      ? t('curve.chart.readout', {
          time: pointTime(shownIndex, count),
          value: formatRate(points[shownIndex] ?? 0),
          unit: unitLabel,
        })
      : editable
        ? t('curve.chart.dragHint')
        : t('curve.weekendSame.following');

  const lineColor = editable ? theme.palette.primary.main : theme.palette.text.secondary;
  const spacing = geometry ? (geometry.plotRight - geometry.plotLeft) / count : 0;
  const showAllHandles = spacing >= MIN_SPACING_FOR_HANDLES;
  // At most a third of the spacing, so neighbouring handles never touch.
  const handleRadius = Math.min(6, Math.max(1.5, spacing / 3));
  const handleStroke = spacing >= MIN_SPACING_FOR_HANDLES * 2 ? 2 : 1.25;

  return (
    <Box>
      <Typography
        variant="body2"
        color={shownIndex !== null ? 'text.primary' : 'text.secondary'}
        sx={{ minHeight: '1.5em', fontVariantNumeric: 'tabular-nums' }}
      >
        {readout}
      </Typography>
      <Box ref={containerRef} sx={{ width: '100%', height: HEIGHT, position: 'relative' }}>
        {geometry && (
          <svg
            width={geometry.width}
            height={HEIGHT}
            role={editable ? 'group' : 'img'}
            aria-label={t('curve.chart.label', { day: dayLabel })}
            aria-describedby={descriptionId}
            style={{
              display: 'block',
              touchAction: editable ? 'none' : 'auto',
              cursor: editable ? (drag.dragIndex !== null ? 'grabbing' : 'ns-resize') : 'default',
              userSelect: 'none',
            }}
            {...drag.handlers}
          >
            <ChartAxes geometry={geometry} tickLabels={tickLabels} unitLabel={unitLabel} />
            <path d={stepAreaPath(geometry, points)} fill={alpha(lineColor, 0.14)} />
            <path
              d={stepLinePath(geometry, points)}
              fill="none"
              stroke={lineColor}
              strokeWidth={2}
              strokeLinejoin="round"
            />
            {shownIndex !== null && shownIndex < count && (
              <line
                x1={xForPointCenter(geometry, shownIndex)}
                x2={xForPointCenter(geometry, shownIndex)}
                y1={geometry.plotTop}
                y2={geometry.plotBottom}
                stroke={theme.palette.text.secondary}
                strokeDasharray="3 3"
              />
            )}
            {editable &&
              points.map((value, index) => {
                const active = index === drag.dragIndex;
                const highlighted = active || index === focusedIndex || index === shownIndex;
                const visible = showAllHandles || highlighted;
                const time = pointTime(index, count);
                return (
                  <circle
                    key={index}
                    ref={(element) => {
                      handleRefs.current[index] = element;
                    }}
                    role="slider"
                    tabIndex={index === rovingIndex ? 0 : -1}
                    aria-label={t('curve.chart.pointLabel', { day: dayLabel, time })}
                    aria-valuemin={0}
                    aria-valuemax={Math.max(axis.max, value)}
                    aria-valuenow={value}
                    aria-valuetext={t('curve.chart.valueText', {
                      time,
                      value: formatRate(value),
                      unit: unitLabel,
                    })}
                    aria-orientation="vertical"
                    cx={xForPointCenter(geometry, index)}
                    cy={yForValue(geometry, value)}
                    r={highlighted ? 6 : handleRadius}
                    fill={active ? lineColor : theme.palette.background.paper}
                    stroke={lineColor}
                    strokeWidth={index === focusedIndex ? 3 : highlighted ? 2 : handleStroke}
                    opacity={visible ? 1 : 0}
                    style={{ outline: 'none' }}
                    onKeyDown={(event) => onHandleKeyDown(event, index)}
                    onFocus={() => {
                      setFocusedIndex(index);
                      setCurrentIndex(index);
                    }}
                    onBlur={() => setFocusedIndex(null)}
                  />
                );
              })}
            {editable && focusedIndex !== null && focusedIndex < count && (
              <circle
                cx={xForPointCenter(geometry, focusedIndex)}
                cy={yForValue(geometry, points[focusedIndex] ?? 0)}
                r={10}
                fill="none"
                stroke={lineColor}
                strokeOpacity={0.45}
                strokeWidth={2}
                pointerEvents="none"
              />
            )}
          </svg>
        )}
      </Box>
      <Typography
        id={descriptionId}
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 0.5 }}
      >
        {count > 0 && t('curve.chart.description', { minutes: pointMinutes(count) })}
        {editable && count > 0 && ` ${t('curve.chart.keyboardHint')}`}
      </Typography>
    </Box>
  );
}
