import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** A value in a card with its small label above it, where a table would have a column header. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.25 }}>
        {label}
      </Typography>
      {children}
    </div>
  );
}
