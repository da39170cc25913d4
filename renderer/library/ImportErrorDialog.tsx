import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language-context';
import { useFormat } from '../i18n/use-format';
import { megabytes, type ImportFailure } from './import-failure';
import { useImportIssueWording } from './import-issue-wording';
import { ImportIssueTable } from './ImportIssueTable';

interface ImportErrorDialogProps {
  failure: ImportFailure;
  onClose(): void;
  onChooseAnother(): void;
  /** What the file was opened for: a scenario to import (default) or a library backup to restore. */
  purpose?: 'import' | 'restore';
}

/** Why an import saved nothing: each problem and where it is, or why the file was not read. */
export function ImportErrorDialog({
  failure,
  onClose,
  onChooseAnother,
  purpose = 'import',
}: ImportErrorDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useFormat();
  const titleId = useId();
  const word = useImportIssueWording();
  // Said only when some problem is still in the checker's English.
  const someEnglish =
    failure.kind === 'invalid' && failure.issues.some((issue) => word(issue).english);

  const restore = purpose === 'restore';
  const title = failure.fileName
    ? t(restore ? 'backup.error.title' : 'library.importError.title', { file: failure.fileName })
    : t(restore ? 'backup.error.titleNoFile' : 'library.importError.titleNoFile');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="info" variant="outlined">
            {t('library.importError.nothingSaved')}
          </Alert>
          {failure.kind === 'invalid' && (
            <>
              <div>
                <Typography variant="h3" component="p">
                  {t('library.importError.problemCount', { count: failure.issues.length })}
                </Typography>
                <Typography color="text.secondary">
                  {t(restore ? 'backup.error.fix' : 'library.importError.fix')}
                </Typography>
              </div>
              <ImportIssueTable issues={failure.issues} />
              {language !== 'en' && someEnglish && (
                <Typography variant="caption" color="text.secondary">
                  {t('library.importError.englishNote')}
                </Typography>
              )}
            </>
          )}
          {failure.kind === 'tooLarge' && (
            <Typography>
              {t(restore ? 'backup.error.tooLarge' : 'library.importError.tooLarge', {
                size: format.number(megabytes(failure.sizeBytes)),
                limit: format.number(megabytes(failure.limitBytes)),
              })}
            </Typography>
          )}
          {failure.kind === 'unreadable' && (
            <Typography>
              {failure.encoding
                ? t(`importIssues.encoding.${failure.encoding}`)
                : t('library.importError.unreadable', { detail: failure.detail })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onChooseAnother}>{t('library.importError.chooseAnother')}</Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('library.dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
