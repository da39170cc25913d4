import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import { useDurationLabel } from './use-duration-label';

interface RunProgressProps {
  done: number;
  /** 0 until the pool has planned the run. */
  total: number;
  etaMs: number | null;
  onCancel: () => void;
}

/** The run in flight: a bar, runs done of all, time left, and Cancel. */
export function RunProgress({ done, total, etaMs, onCancel }: RunProgressProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const duration = useDurationLabel();
  const known = total > 0;
  // Every run is done and the results are being summarised (for many runs, a second or so).
  const summarising = known && done >= total;
  const percent = known ? Math.min(100, (done / total) * 100) : 0;
  const timeLeft = summarising
    ? t('results.progress.summarising')
    : etaMs === null
      ? t('results.progress.estimating')
      : etaMs < 1000
        ? t('results.progress.almostDone')
        : t('results.progress.timeLeft', { time: duration(etaMs) });
  return (
    <Paper
      component="section"
      aria-labelledby="run-progress-heading"
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 } }}
      data-testid="run-progress"
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="run-progress-heading" variant="h3" component="h2">
            {t('results.progress.heading')}
          </Typography>
          <LinearProgress
            variant={known && !summarising ? 'determinate' : 'indeterminate'}
            value={percent}
            aria-label={t('results.progress.label')}
          />
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            data-testid="run-progress-text"
          >
            <Typography variant="body2">
              {known
                ? t('results.progress.runs', {
                    count: total,
                    done: format.number(done),
                    total: format.number(total),
                  })
                : t('results.progress.starting')}
            </Typography>
            {known && (
              <Typography variant="body2" color="text.secondary">
                {timeLeft}
              </Typography>
            )}
          </Stack>
        </Stack>
        <Button variant="outlined" color="inherit" onClick={onCancel} sx={{ flexShrink: 0 }}>
          {t('results.progress.cancel')}
        </Button>
      </Stack>
    </Paper>
  );
}
