import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** The legend under both job-import charts: the log in one colour, what applying stores in another. */
export function ChartLegend() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 2, typography: 'caption', color: 'text.secondary' }}>
      <span>
        <Box component="span" sx={{ color: 'text.disabled' }}>■</Box> {t('jobImport.legendLog')}
      </span>
      <span>
        <Box component="span" sx={{ color: 'primary.main' }}>━</Box> {t('jobImport.legendFit')}
      </span>
    </Box>
  );
}
