import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface SettingsSectionProps {
  /** Used for the heading's id, which labels the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled card on the Settings screen. */
export function SettingsSection({ id, title, children }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
