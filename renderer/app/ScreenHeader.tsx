import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ScreenHeaderProps {
  /** The screen's one <h1>. */
  title: string;
  /** A small label above the title, e.g. the section of the app. */
  overline?: string;
  intro?: ReactNode;
}

/** The heading block every screen starts with, so screens look and read alike. */
export function ScreenHeader({ title, overline, intro }: ScreenHeaderProps) {
  return (
    <Stack spacing={1} component="header" sx={{ mb: 4 }}>
      {overline && (
        <Typography variant="overline" color="primary" component="p">
          {overline}
        </Typography>
      )}
      <Typography variant="h1">{title}</Typography>
      {intro && (
        <Typography
          variant="body1"
          color="text.secondary"
          sx={{ maxWidth: '75ch', fontSize: '1.0625rem' }}
        >
          {intro}
        </Typography>
      )}
    </Stack>
  );
}
