import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The product's one idea, set apart so nobody misses it. */
export function IdeaCallout() {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="idea-heading"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 }, borderLeft: 4, borderLeftColor: 'primary.main' }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', color: 'primary.main', mb: 1 }}
      >
        <LightbulbOutlined fontSize="small" aria-hidden />
        <Typography id="idea-heading" variant="overline" component="h2">
          {t('home.idea.label')}
        </Typography>
      </Stack>
      <Typography component="p" variant="h2" sx={{ mb: 1.5 }}>
        {t('home.idea.headline')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '80ch' }}>
        {t('home.idea.body')}
      </Typography>
    </Paper>
  );
}
