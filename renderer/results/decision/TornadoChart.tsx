import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export interface TornadoBar {
  id: string;
  label: string;
  low: number;
  high: number;
  /** Read aloud for the whole row. */
  ariaLabel: string;
}

interface TornadoChartProps {
  bars: readonly TornadoBar[];
  planned: number;
  format: (value: number) => string;
  testId: string;
  /** Names of the two ends, shown in the key. */
  legend: { low: string; high: string };
}

/** Low end magenta, high end blue, in either theme (distinct for the common colour-vision deficiencies). */
export const TORNADO_COLORS = { low: { light: '#c2185b', dark: '#f48fb1' }, high: { light: '#1565c0', dark: '#90caf9' } };

const WIDTH = 720;
const LABEL = 220;
const ROW = 34;
const PAD = 70;

/**
 * A tornado: one row per input, a bar from the planned value to the value at the input's low
 * end (one colour) and to its high end (the other), widest first as given. Drawn as plain SVG
 * so each row carries its own label for screen readers.
 */
export function TornadoChart({ bars, planned, format, testId, legend }: TornadoChartProps) {
  const theme = useTheme();
  const values = [planned, ...bars.flatMap((b) => [b.low, b.high])];
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (max - min < 1e-9) {
    min -= 1;
    max += 1;
  }
  const x0 = LABEL + PAD;
  const span = WIDTH - x0 - PAD;
  const x = (v: number) => x0 + ((v - min) / (max - min)) * span;
  const height = bars.length * ROW + 24;
  const lowColor = TORNADO_COLORS.low[theme.palette.mode];
  const highColor = TORNADO_COLORS.high[theme.palette.mode];
  const text = theme.palette.text.primary;
  const muted = theme.palette.text.secondary;
  const key = (color: string, label: string) => (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 12, height: 12, bgcolor: color, borderRadius: 0.5 }} aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mb: 1 }}>
        {key(lowColor, legend.low)}
        {key(highColor, legend.high)}
      </Stack>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="list" data-testid={testId} style={{ minWidth: 520, fontSize: 11 }}>
        <line x1={x(planned)} x2={x(planned)} y1={0} y2={height - 20} stroke={muted} strokeDasharray="3 3" />
        <text x={x(planned)} y={height - 6} textAnchor="middle" fill={muted}>
          {format(planned)}
        </text>
        {bars.map((b, i) => {
          const y = i * ROW + 4;
          const p = x(planned);
          // Both ends on one side of the planned value (an input that raises the cost whichever
          // way it moves): full-height bars would hide the shorter one and put one label on the
          // wrong side, so each end gets half the row and its own label beyond its end.
          const sameSide = (b.low - planned) * (b.high - planned) > 0;
          // Two half bars with a small gap, tall enough that their labels do not touch.
          const half = (ROW - 4) / 2;
          // A bar at least a pixel wide, always on its value's side of the planned line: an end a
          // hair below the planned value (under a pixel away) would otherwise be drawn across the
          // line, pointing right while its label sits to the left.
          const seg = (v: number, color: string, key: string, top: number, h: number) => {
            const width = Math.max(1, Math.abs(x(v) - p));
            return <rect key={key} x={v < planned ? p - width : p} y={top} width={width} height={h} fill={color} opacity={0.85} data-end={key} />;
          };
          const label = (v: number, cy: number, key: string) => {
            const right = v > planned || (v === planned && key === 'high');
            return (
              <text key={`${key}-label`} x={x(v) + (right ? 4 : -4)} y={cy} textAnchor={right ? 'start' : 'end'} dominantBaseline="middle" fill={muted} data-label={key}>
                {format(v)}
              </text>
            );
          };
          return (
            <g key={b.id} role="listitem" aria-label={b.ariaLabel} data-testid={`${testId}-row`}>
              <text x={LABEL - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" fill={text}>
                {b.label.length > 34 ? `${b.label.slice(0, 33)}…` : b.label}
              </text>
              {sameSide ? (
                <>
                  {seg(b.low, lowColor, 'low', y, half)}
                  {seg(b.high, highColor, 'high', y + half + 2, half)}
                  {label(b.low, y + half / 2, 'low')}
                  {label(b.high, y + half * 1.5 + 2, 'high')}
                </>
              ) : (
                <>
                  {seg(b.low, lowColor, 'low', y + 4, ROW - 12)}
                  {seg(b.high, highColor, 'high', y + 4, ROW - 12)}
                  {label(b.low, y + ROW / 2, 'low')}
                  {label(b.high, y + ROW / 2, 'high')}
                </>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
