import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatClock, pointStartMinutes } from './time-of-point';
import { valueAxisFor } from './value-axis';

interface ImportedCurveChartProps {
  title: string;
  imported: readonly number[];
  current: readonly number[];
  /** Points the data filled (drawn as dots on the imported line). */
  filled: readonly boolean[];
  unitLabel: string;
}

const WIDTH = 560;
const HEIGHT = 180;
const PAD = { left: 44, right: 8, top: 8, bottom: 22 };

/** The imported curve (solid) drawn over the current one (dashed), on the curve editor's axis. */
export function ImportedCurveChart({ title, imported, current, filled, unitLabel }: ImportedCurveChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const axis = valueAxisFor(Math.max(0, ...imported, ...current));
  const count = imported.length;
  const x = (i: number) => PAD.left + ((WIDTH - PAD.left - PAD.right) * i) / Math.max(1, count - 1);
  const y = (v: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - v / axis.max);
  const line = (points: readonly number[]) => points.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const hours = [0, 6, 12, 18];
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`${title} (${unitLabel})`}
        style={{ display: 'block', maxWidth: WIDTH }}
      >
        {axis.ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" fontSize={11} fill={theme.palette.text.secondary}>
              {tick}
            </text>
          </g>
        ))}
        {hours.map((hour) => {
          const index = Math.round((hour / 24) * count);
          return (
            <text key={hour} x={x(index)} y={HEIGHT - 6} textAnchor="middle" fontSize={11} fill={theme.palette.text.secondary}>
              {formatClock(pointStartMinutes(index, count))}
            </text>
          );
        })}
        <polyline points={line(current)} fill="none" stroke={theme.palette.text.secondary} strokeDasharray="5 4" strokeWidth={1.5} />
        <polyline points={line(imported)} fill="none" stroke={theme.palette.primary.main} strokeWidth={2} />
        {imported.map((v, i) => (filled[i] ? <circle key={i} cx={x(i)} cy={y(v)} r={2} fill={theme.palette.primary.main} /> : null))}
      </svg>
      <Box sx={{ display: 'flex', gap: 2, typography: 'caption', color: 'text.secondary' }}>
        <span>
          <Box component="span" sx={{ color: 'primary.main' }}>━</Box> {t('trafficImport.imported')}
        </span>
        <span>┅ {t('trafficImport.current')}</span>
      </Box>
    </Box>
  );
}
