import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hrefForPath } from '../router/route-path';
import { LIBRARY_PATH } from './library-paths';

/** Nothing in the trash: say what would be here, and lead back to the library. */
export function EmptyTrash() {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="empty-trash-heading"
      sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}
    >
      <DeleteOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden />
      <Typography id="empty-trash-heading" variant="h2" sx={{ mb: 1 }}>
        {t('library.trash.emptyState.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '60ch', mx: 'auto', mb: 2 }}>
        {t('library.trash.emptyState.body')}
      </Typography>
      <Button variant="outlined" href={hrefForPath(LIBRARY_PATH)} startIcon={<ArrowBack />}>
        {t('library.trash.emptyState.back')}
      </Button>
    </Paper>
  );
}
