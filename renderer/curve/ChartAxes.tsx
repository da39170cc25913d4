import { useTheme } from '@mui/material/styles';
import { labelledHours, xForHour, yForValue, type ChartGeometry } from './chart-geometry';
import { formatClock } from './time-of-point';

interface ChartAxesProps {
  geometry: ChartGeometry;
  /** The value axis' tick labels as shown, one per tick. */
  tickLabels: readonly string[];
  unitLabel: string;
}

/** Gridlines, value and hour labels, and the unit, behind the curve. */
export function ChartAxes({ geometry, tickLabels, unitLabel }: ChartAxesProps) {
  const theme = useTheme();
  return (
    <g aria-hidden="true">
      {/* Hour gridlines: every hour faint, labelled hours stronger. */}
      {Array.from({ length: 25 }, (_, hour) => (
        <line
          key={`hour-${hour}`}
          x1={xForHour(geometry, hour)}
          x2={xForHour(geometry, hour)}
          y1={geometry.plotTop}
          y2={geometry.plotBottom}
          stroke={theme.palette.divider}
          strokeOpacity={hour % 3 === 0 ? 1 : 0.45}
        />
      ))}
      {geometry.axis.ticks.map((tick, i) => (
        <g key={`tick-${tick}`}>
          <line
            x1={geometry.plotLeft}
            x2={geometry.plotRight}
            y1={yForValue(geometry, tick)}
            y2={yForValue(geometry, tick)}
            stroke={theme.palette.divider}
          />
          <text
            x={geometry.plotLeft - 8}
            y={yForValue(geometry, tick)}
            textAnchor="end"
            dominantBaseline="middle"
            fontSize={12}
            fill={theme.palette.text.secondary}
          >
            {tickLabels[i]}
          </text>
        </g>
      ))}
      <text
        x={4}
        y={10}
        dominantBaseline="middle"
        fontSize={12}
        fill={theme.palette.text.secondary}
      >
        {unitLabel}
      </text>
      {labelledHours(geometry).map((hour) => (
        <text
          key={`hour-label-${hour}`}
          x={xForHour(geometry, hour)}
          y={geometry.plotBottom + 18}
          textAnchor="middle"
          fontSize={12}
          fill={theme.palette.text.secondary}
        >
          {formatClock(hour * 60)}
        </text>
      ))}
    </g>
  );
}
