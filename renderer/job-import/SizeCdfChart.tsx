import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { SizeFit } from '@shared/job-import';
import { useFormat } from '../i18n/use-format';
import { ChartLegend } from './ChartLegend';

interface SizeCdfChartProps {
  sizes: SizeFit;
  /** The share at or under a size of what applying stores (the lognormal, or the stored sizes). */
  appliedShare(size: number): number;
}

const WIDTH = 560;
const HEIGHT = 170;
const PAD = { left: 44, right: 12, top: 8, bottom: 22 };
const CURVE_POINTS = 120;

/** Powers of ten and their 2 and 5 multiples inside [lo, hi], as few as make 3 to 8 ticks. */
function logTicks(lo: number, hi: number): number[] {
  const ticks: number[] = [];
  for (let e = Math.floor(Math.log10(lo)); e <= Math.ceil(Math.log10(hi)); e++)
    for (const m of [1, 2, 5]) {
      const v = m * 10 ** e;
      if (v >= lo && v <= hi) ticks.push(v);
    }
  return ticks.length > 8 ? ticks.filter((v) => Math.abs(Math.log10(v) - Math.round(Math.log10(v))) < 1e-9) : ticks;
}

/**
 * The log's share of jobs at or under each size (a step line) and that of what applying stores
 * (a line), on a log scale of GPU-hours: for a lognormal, the gap between them is what the KS
 * statistic measures; stored sizes lie on the log's own steps.
 */
export function SizeCdfChart({ sizes, appliedShare }: SizeCdfChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useFormat();
  const lo = sizes.min / 1.5;
  const hi = sizes.max * 1.5;
  const span = Math.log(hi / lo) || 1;
  const x = (v: number) => PAD.left + ((WIDTH - PAD.left - PAD.right) * Math.log(v / lo)) / span;
  const y = (share: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - share);
  let previous = 0;
  const steps = [`${x(lo).toFixed(1)},${y(0).toFixed(1)}`];
  for (const [size, share] of sizes.ecdf) {
    steps.push(`${x(size).toFixed(1)},${y(previous).toFixed(1)}`, `${x(size).toFixed(1)},${y(share).toFixed(1)}`);
    previous = share;
  }
  steps.push(`${x(hi).toFixed(1)},${y(1).toFixed(1)}`);
  const curve = Array.from({ length: CURVE_POINTS + 1 }, (_, i) => {
    const v = lo * Math.exp((span * i) / CURVE_POINTS);
    return `${x(v).toFixed(1)},${y(appliedShare(v)).toFixed(1)}`;
  }).join(' ');
  const title = t('jobImport.sizeChart');
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="job-import-size-chart">
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={title} style={{ display: 'block', maxWidth: WIDTH }}>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(share)} y2={y(share)} stroke={theme.palette.divider} />
            <text x={PAD.left - 4} y={y(share) + 4} textAnchor="end" fontSize={11} fill={theme.palette.text.secondary}>
              {format.percent(share, { maximumFractionDigits: 0 })}
            </text>
          </g>
        ))}
        {logTicks(lo, hi).map((v) => (
          <text key={v} x={x(v)} y={HEIGHT - 6} textAnchor="middle" fontSize={11} fill={theme.palette.text.secondary}>
            {format.number(v)}
          </text>
        ))}
        <polyline points={steps.join(' ')} fill="none" stroke={theme.palette.text.disabled} strokeWidth={2.5} />
        <polyline points={curve} fill="none" stroke={theme.palette.primary.main} strokeWidth={2} />
      </svg>
      <ChartLegend />
    </Box>
  );
}
