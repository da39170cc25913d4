import { Component, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../library/error-detail';
import { usePlatform } from '../platform/platform-context';
import { hrefForPath } from '../router/route-path';
import { exportRawLibrary, isDatabaseOpenError } from '../storage/raw-export';

const LIBRARY_PATH = '/scenarios';

interface AppErrorBoundaryProps {
  /** The screen's path: navigating elsewhere tries again. */
  resetKey: string;
  children: ReactNode;
}

interface AppErrorBoundaryState {
  error: unknown;
  failedAt: string | null;
}

/**
 * Whatever a screen throws while drawing (a damaged record, a library that cannot be opened),
 * the app stays up: the navigation still works and this says what happened, with a way back.
 * A new path draws the screen again.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: AppErrorBoundaryProps, state: AppErrorBoundaryState): Partial<AppErrorBoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt !== props.resetKey ? { error: null, failedAt: null } : null;
  }

  override componentDidCatch(error: unknown): void {
    // Kept in the console for a bug report; the screen shows the short form.
    console.error('Headroom: a screen failed to draw', error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return isDatabaseOpenError(this.state.error) ? <OpenFailed error={this.state.error} /> : <ScreenFailed error={this.state.error} />;
  }
}

function ScreenFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('damage.boundary.title')}</AlertTitle>
      <Typography variant="body2">{t('damage.boundary.body')}</Typography>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', wordBreak: 'break-word' }}>
        {t('damage.boundary.detail', { detail: errorDetail(error) })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" href={hrefForPath(LIBRARY_PATH)}>
          {t('damage.boundary.back')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('damage.boundary.reload')}</Button>
      </Stack>
    </Alert>
  );
}

function OpenFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [outcome, setOutcome] = useState<string | null>(null);
  const download = async () => {
    try {
      const dump = await exportRawLibrary();
      const day = new Date().toISOString().slice(0, 10);
      const result = await platform.saveFile({
        suggestedName: `headroom-library-copy-${day}.json`,
        filters: [{ name: 'JSON', extensions: ['json'] }],
        text: JSON.stringify(dump, null, 1),
      });
      setOutcome(result.saved ? t('damage.openFailed.downloaded') : null);
    } catch (e) {
      setOutcome(t('damage.openFailed.downloadFailed', { detail: errorDetail(e) }));
    }
  };
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('damage.openFailed.title')}</AlertTitle>
      <Typography variant="body2">{t('damage.openFailed.body', { detail: errorDetail(error) })}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => void download()}>
          {t('damage.openFailed.download')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('damage.boundary.reload')}</Button>
      </Stack>
      {outcome !== null && (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          {outcome}
        </Typography>
      )}
    </Alert>
  );
}
