import type { ReactNode } from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

/** One item of a bill-cost list: its fields, and a button that removes it. */
export function ListRow({ removeLabel, onRemove, children, testId }: { removeLabel: string; onRemove: () => void; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Stack>
        <IconButton aria-label={removeLabel} onClick={onRemove}>
          <DeleteOutlined />
        </IconButton>
      </Stack>
    </Paper>
  );
}
