import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { Notice } from './use-notice';

/** Long enough to read the message and reach Undo; errors stay until dismissed. */
const SUCCESS_MS = 10_000;

interface LibraryNoticeProps {
  notice: Notice | null;
  onDismiss(): void;
}

/**
 * The library's snackbar: what just happened, and at most one thing to do about it. Routine
 * news uses the plain snackbar (it contrasts with either theme); a failure is a red alert.
 */
export function LibraryNotice({ notice, onDismiss }: LibraryNoticeProps) {
  const action = notice?.action ? (
    <Button
      color="inherit"
      sx={{ fontWeight: 700 }}
      size="small"
      onClick={() => {
        onDismiss();
        notice.action?.run();
      }}
    >
      {notice.action.label}
    </Button>
  ) : undefined;

  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={notice?.severity === 'success' ? SUCCESS_MS : null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onDismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={notice?.severity === 'success' ? notice.message : undefined}
      action={notice?.severity === 'success' ? action : undefined}
    >
      {notice && notice.severity !== 'success' ? (
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={action ? undefined : onDismiss}
          action={action}
        >
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
