import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface RestoredDraftNoticeProps {
  onKeep(): void;
  onDiscard(): void;
}

/** Says that the editor reopened edits that were not saved as a version, and offers to drop them. */
export function RestoredDraftNotice({ onKeep, onDiscard }: RestoredDraftNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onKeep}>
            {t('editor.restored.keep')}
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            {t('editor.restored.discard')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{t('editor.restored.title')}</AlertTitle>
      {t('editor.restored.body')}
    </Alert>
  );
}
