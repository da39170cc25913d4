import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hrefForPath } from '../router/route-path';
import { LIBRARY_PATH } from './library-paths';

/** The overview's way in: after reading what Headroom does, start a plan in the library. */
export function OverviewCallToAction() {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="overview-cta-heading"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 } }}
    >
      <Typography id="overview-cta-heading" variant="h2" sx={{ mb: 1 }}>
        {t('library.overviewCta.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '75ch', mb: 2 }}>
        {t('library.overviewCta.body')}
      </Typography>
      <Button variant="contained" href={hrefForPath(LIBRARY_PATH)} endIcon={<ArrowForward />}>
        {t('library.overviewCta.action')}
      </Button>
    </Paper>
  );
}
