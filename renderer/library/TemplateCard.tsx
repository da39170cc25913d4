import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ShippedTemplate } from './template-summary';

interface TemplateCardProps {
  template: ShippedTemplate;
  disabled: boolean;
  onUse(template: ShippedTemplate): void;
}

/** Three lines of the story are enough to choose; the rest opens on request. */
const CLAMPED = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * One shipped example: its name, one-line summary, size, and the story it tells (the claim
 * it tests and how it is modelled). Names and descriptions are the file's own words.
 */
export function TemplateCard({ template, disabled, onUse }: TemplateCardProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  const [firstDetail, ...moreDetails] = template.details;
  const canExpand = firstDetail !== undefined;

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="template-card"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 0.5 }}>
          <bdi>{template.name}</bdi>
        </Typography>
        {template.summary && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {template.summary}
          </Typography>
        )}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, mb: 1.5 }}>
          <Chip
            size="small"
            label={t('library.templates.currency', { currency: template.currency })}
          />
          <Chip
            size="small"
            label={t('library.templates.horizonDays', { count: template.horizonDays })}
          />
          <Chip
            size="small"
            label={t('library.templates.workloads', { count: template.workloadCount })}
          />
          <Chip
            size="small"
            label={t('library.templates.strategies', { count: template.strategyCount })}
          />
        </Stack>
        {canExpand && (
          <Stack id={detailsId} spacing={1}>
            <Typography variant="body2" sx={expanded ? undefined : CLAMPED}>
              {firstDetail}
            </Typography>
            {expanded &&
              moreDetails.map((paragraph, index) => (
                <Typography key={index} variant="body2">
                  {paragraph}
                </Typography>
              ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={disabled}
          onClick={() => onUse(template)}
          aria-label={t('library.templates.useNamed', { name: template.name })}
        >
          {t('library.templates.use')}
        </Button>
        {canExpand && (
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('library.templates.less') : t('library.templates.more')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
