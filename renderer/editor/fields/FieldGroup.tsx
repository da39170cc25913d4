import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface FieldGroupProps {
  title: string;
  /** One sentence on what the group decides. */
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled group of related fields inside a section. */
export function FieldGroup({ title, intro, actions, children }: FieldGroupProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mb: intro ? 0.5 : 1.5, flexWrap: 'wrap' }}
      >
        <Typography
          component="legend"
          variant="subtitle1"
          sx={{ fontWeight: 600, p: 0, flexGrow: 1 }}
        >
          {title}
        </Typography>
        {actions}
      </Stack>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, maxWidth: '75ch' }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
