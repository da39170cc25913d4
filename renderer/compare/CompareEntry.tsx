import CompareArrows from '@mui/icons-material/CompareArrows';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hrefForPath } from '../router/route-path';
import { useVersions, type OpenScenario } from '../storage';
import { comparePath } from './compare-paths';

/**
 * The results screen's way into the comparison: the current version beside the one before it
 * (or beside itself when it is the only one; either side can then be changed).
 */
export function CompareEntry({ open }: { open: OpenScenario }) {
  const { t } = useTranslation();
  const versions = useVersions(open.scenario.id);
  const current = open.version;
  const previous = versions?.find((v) => v.number < current.number) ?? current;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Button variant="outlined" startIcon={<CompareArrows />} href={hrefForPath(comparePath(previous.id, current.id))} data-testid="compare-open">
        {t('compare.open')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('compare.openHelp')}
      </Typography>
    </Stack>
  );
}
