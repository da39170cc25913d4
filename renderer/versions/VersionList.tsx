import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useVersions } from '../storage';
import { VersionItem } from './VersionItem';

/**
 * A scenario's versions, newest first, each with the planner's name and note and what changed
 * from the version before it in words: the history a finance sign-off reads.
 */
export function VersionList({ scenarioId, currentVersionId }: { scenarioId: string; currentVersionId: string }) {
  const { t } = useTranslation();
  const versions = useVersions(scenarioId); // newest first
  if (!versions || versions.length === 0) return null;
  return (
    <Accordion variant="outlined" disableGutters data-testid="version-list" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem' }}>
          {t('versions.heading', { count: versions.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('versions.intro')}
        </Typography>
        <Stack component="ol" divider={<Divider component="li" aria-hidden />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {versions.map((v, i) => (
            <VersionItem key={v.id} version={v} previous={versions[i + 1]} current={v.id === currentVersionId} />
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
