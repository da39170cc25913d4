import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hrefForPath } from '../router/route-path';
import { useDocumentTitle } from './use-document-title';

/** Shown for a hash that names no screen, e.g. an old bookmark. */
export function NotFoundScreen({ path }: { path: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">{t('notFound.title')}</Typography>
      <Typography>{t('notFound.body', { path })}</Typography>
      <Button variant="contained" href={hrefForPath('/')}>
        {t('notFound.action')}
      </Button>
    </Stack>
  );
}
