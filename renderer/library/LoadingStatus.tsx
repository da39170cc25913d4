import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** What a screen shows while its first database read is under way (usually a blink). */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ py: 4 }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <LinearProgress />
    </Box>
  );
}
