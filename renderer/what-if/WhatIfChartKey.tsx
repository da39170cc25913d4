import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface WhatIfChartKeyProps {
  strategies: readonly { strategyId: string; name: string }[];
  colorOf: (strategyId: string) => string;
  baselineLabel: string;
}

/** A line sample: solid in a strategy's colour, or dashed grey for "baseline". */
function Swatch({ color, dashed }: { color: string; dashed?: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 8"
      aria-hidden
      sx={{ width: 24, height: 8, flex: 'none', color }}
    >
      <line x1="0" y1="4" x2="24" y2="4" stroke="currentColor" strokeWidth="2.5" strokeDasharray={dashed ? '6 4' : undefined} />
    </Box>
  );
}

/**
 * The what-if chart's key: each strategy once, in its colour, then one dashed sample for the
 * baseline lines (each strategy's baseline is drawn dashed in the same colour).
 */
export function WhatIfChartKey({ strategies, colorOf, baselineLabel }: WhatIfChartKeyProps) {
  return (
    <Box
      component="ul"
      data-testid="what-if-chart-key"
      sx={{ listStyle: 'none', m: 0, mb: 1, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
    >
      {strategies.map((s) => (
        <Box component="li" key={s.strategyId} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <Swatch color={colorOf(s.strategyId)} />
          <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{s.name}</bdi>
          </Typography>
        </Box>
      ))}
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Swatch color="text.secondary" dashed />
        <Typography variant="body2" component="span" color="text.secondary">
          {baselineLabel}
        </Typography>
      </Box>
    </Box>
  );
}
