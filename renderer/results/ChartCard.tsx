import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface ChartCardProps {
  /** Used for the heading's id, which labels the card (and the chart inside it). */
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled card around one chart, with a line on what it shows. */
export function ChartCard({ id, title, description, children }: ChartCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card component="figure" aria-labelledby={headingId} sx={{ m: 0 }} data-testid={id}>
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Typography id={headingId} variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
