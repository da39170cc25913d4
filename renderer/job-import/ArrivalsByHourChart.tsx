import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { valueAxisFor } from '../curve/value-axis';
import { useFormat } from '../i18n/use-format';
import { ChartLegend } from './ChartLegend';

interface ArrivalsByHourChartProps {
  /** The log's arrivals an hour at each of the 168 hours of the week, Monday 00:00 first. */
  observed: readonly number[];
  /** The same of what applying stores, drawn as a line over the bars (none: bars alone). */
  applied?: readonly number[];
  /** The caption (default: the import's, the log against what is applied). */
  title?: string;
  testId?: string;
}

const WIDTH = 560;
const HEIGHT = 170;
const PAD = { left: 44, right: 8, top: 8, bottom: 22 };

/** The log's arrivals through the week as bars, and the rate applying would store as a line over them. */
export function ArrivalsByHourChart({ observed, applied = [], title: caption, testId = 'job-import-arrivals-chart' }: ArrivalsByHourChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useFormat();
  const axis = valueAxisFor(Math.max(0, ...observed, ...applied));
  const step = (WIDTH - PAD.left - PAD.right) / observed.length;
  const x = (i: number) => PAD.left + step * i;
  const y = (v: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - v / axis.max);
  const days = t('jobImport.weekdays').split(',');
  const line = applied.flatMap((v, i) => [`${x(i).toFixed(1)},${y(v).toFixed(1)}`, `${x(i + 1).toFixed(1)},${y(v).toFixed(1)}`]).join(' ');
  const title = caption ?? t('jobImport.arrivalChart');
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid={testId}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={`${title} (${t('jobImport.perHour')})`} style={{ display: 'block', maxWidth: WIDTH }}>
        {axis.ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" fontSize={11} fill={theme.palette.text.secondary}>
              {format.number(tick)}
            </text>
          </g>
        ))}
        {observed.map((v, i) => (
          <rect key={i} x={x(i)} y={y(v)} width={Math.max(0.5, step - 0.6)} height={Math.max(0, y(0) - y(v))} fill={theme.palette.text.disabled} />
        ))}
        {days.map((d, i) => (
          <g key={d}>
            <line x1={x(i * 24)} x2={x(i * 24)} y1={PAD.top} y2={HEIGHT - PAD.bottom} stroke={theme.palette.divider} />
            <text x={x(i * 24 + 12)} y={HEIGHT - 6} textAnchor="middle" fontSize={11} fill={theme.palette.text.secondary}>
              {d}
            </text>
          </g>
        ))}
        {applied.length > 0 && <polyline points={line} fill="none" stroke={theme.palette.primary.main} strokeWidth={2} />}
      </svg>
      {applied.length > 0 && <ChartLegend />}
    </Box>
  );
}
