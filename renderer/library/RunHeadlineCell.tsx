import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format';
import { isStale, type ScenarioRecord } from '../storage';
import { isWholeHeadline } from '../storage/record-damage';

/**
 * The last run in one glance: the strategy to pick and its median total cost, as the run
 * saved them (the library computes nothing). A run from an earlier version is marked, since
 * its numbers no longer describe the scenario.
 */
export function RunHeadlineCell({ scenario }: { scenario: ScenarioRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const headline = scenario.lastRunHeadline;

  if (!headline) {
    return (
      <>
        <Typography variant="body2">{t('library.headline.notRun')}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('library.headline.notRunHint')}
        </Typography>
      </>
    );
  }

  if (!isWholeHeadline(headline)) {
    // A damaged summary is named as such; the scenario itself opens and runs as usual.
    return (
      <>
        <Typography variant="body2" color="warning.main" data-testid="damaged-headline">
          {t('damage.headline.damaged')}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('damage.headline.damagedHint')}
        </Typography>
      </>
    );
  }

  const strategy = headline.strategyName;
  const cost = format.currency(headline.p50TotalCost, headline.currency, {
    maximumFractionDigits: 0,
  });
  // Not "best" when the pick misses its targets: no strategy met them, or the only one did not.
  // (`meetsTargets` is absent on headlines saved before it existed; `recommended` covers those.)
  const missesTargets = !headline.recommended || headline.meetsTargets === false;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {missesTargets
          ? t('library.headline.bestAvailable', { strategy })
          : t('library.headline.recommended', { strategy })}
      </Typography>
      <Typography variant="body2">{t('library.headline.cost', { cost })}</Typography>
      {missesTargets && (
        <Typography variant="caption" color="text.secondary">
          {t('library.headline.noneMeetsTargets')}
        </Typography>
      )}
      {isStale(headline, scenario) && (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          label={t('library.headline.stale')}
          sx={{ mt: 0.5 }}
        />
      )}
    </Stack>
  );
}
