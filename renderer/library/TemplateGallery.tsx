import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useShippedTemplates } from './shipped-templates';
import { TemplateCard } from './TemplateCard';
import type { ShippedTemplate } from './template-summary';

interface TemplateGalleryProps {
  /** While a scenario is being created, so a second click cannot make a second copy. */
  busy: boolean;
  onUse(template: ShippedTemplate): void;
}

/** The shipped examples side by side, for the empty library and the "New from template" dialog. */
export function TemplateGallery({ busy, onUse }: TemplateGalleryProps) {
  const { t } = useTranslation();
  const templates = useShippedTemplates();
  if (templates.length === 0) {
    return <Typography color="text.secondary">{t('library.templates.none')}</Typography>;
  }
  return (
    <Box
      component="ul"
      aria-label={t('library.templates.listLabel')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {templates.map((template) => (
        <li key={template.id}>
          <TemplateCard template={template} disabled={busy} onUse={onUse} />
        </li>
      ))}
    </Box>
  );
}
