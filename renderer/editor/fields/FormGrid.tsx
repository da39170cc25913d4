import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface FormGridProps {
  children: ReactNode;
  /** Narrowest a column may get before the grid wraps to fewer columns. */
  minColumnWidth?: number;
}

/** Fields in as many columns as fit, each at least `minColumnWidth` wide. */
export function FormGrid({ children, minColumnWidth = 200 }: FormGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}px), 1fr))`,
        gap: 2,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
