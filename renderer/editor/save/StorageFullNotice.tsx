import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/**
 * Said in the open, not only in the save status's tooltip: the browser or the computer refused
 * to store the last edits. They stay in the editor (and in this device's draft stash) and are
 * saved by the next edit once there is room.
 */
export function StorageFullNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="storage-full">
      <AlertTitle>{t('backup.quota.title')}</AlertTitle>
      {t('backup.quota.editor')}
    </Alert>
  );
}
