import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { hrefForPath } from '../router/route-path';

/**
 * Says why the library opened instead of the screen the window was on: that screen stopped
 * responding on the last load (opening-guard.ts). The planner may open it again on purpose.
 */
export function HungScreenNotice({ path }: { path: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      severity="warning"
      data-testid="hung-screen-notice"
      sx={{ mb: 3 }}
      action={
        <>
          <Button color="inherit" size="small" href={hrefForPath(path)} onClick={() => setOpen(false)}>
            {t('openingGuard.openAgain')}
          </Button>
          <Button color="inherit" size="small" onClick={() => setOpen(false)}>
            {t('openingGuard.dismiss')}
          </Button>
        </>
      }
    >
      {t('openingGuard.notice', { address: path })}
    </Alert>
  );
}
