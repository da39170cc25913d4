import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

const BINS = 480;
const WIDTH = 960;
const HEIGHT = 120;

/**
 * The highest rate of each of at most BINS even parts of a series: a year of 5-minute steps
 * is drawn in a few hundred points, and a short peak still shows.
 */
export function binnedPeaks(rates: readonly number[], bins = BINS): number[] {
  const n = Math.min(bins, rates.length);
  const out = new Array<number>(n).fill(0);
  for (let k = 0; k < rates.length; k++) {
    const b = Math.floor((k * n) / rates.length);
    if (rates[k]! > out[b]!) out[b] = rates[k]!;
  }
  return out;
}

interface ReplayChartProps {
  rates: readonly number[];
  stepMinutes: number;
  /** Accessible name: what the chart shows, in words. */
  label: string;
}

/** A small chart of a replayed history over its days, with a faint line at each week's start. */
export function ReplayChart({ rates, stepMinutes, label }: ReplayChartProps) {
  const theme = useTheme();
  const peaks = binnedPeaks(rates);
  const top = Math.max(...peaks, 1e-9);
  const x = (i: number) => (peaks.length > 1 ? (i / (peaks.length - 1)) * WIDTH : WIDTH / 2);
  const y = (v: number) => HEIGHT - 4 - (v / top) * (HEIGHT - 8);
  const line = peaks.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const days = (rates.length * stepMinutes) / 1440;
  const weeks = Array.from({ length: Math.floor(days / 7) }, (_, w) => ((w + 1) * 7 * WIDTH) / days).filter((wx) => wx < WIDTH);
  return (
    <Box component="svg" role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" sx={{ width: '100%', height: 96, display: 'block' }} data-testid="replay-chart">
      {weeks.map((wx) => (
        <line key={wx} x1={wx} x2={wx} y1={0} y2={HEIGHT} stroke={theme.palette.divider} strokeWidth={1} vectorEffect="non-scaling-stroke" />
      ))}
      <polyline points={line} fill="none" stroke={theme.palette.primary.main} strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
    </Box>
  );
}
