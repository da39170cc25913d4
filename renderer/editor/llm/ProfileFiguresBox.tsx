import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../app';
import { useDraftValue } from '../draft/draft-context';
import { finiteNumber, listOf, type DraftOffer } from '../draft/draft-document';
import { getIn } from '../draft/json-path';
import { profileFigures, readClasses, readProfile, readTargets, type ReplicaPrice } from './profile-figures';
import { llmPath } from './size-class-edits';

/**
 * Beside a serving profile: what the token model derives for the mix and targets being edited,
 * the requests per second one replica takes with every target met and the cost of a million
 * tokens at that rate at the offer's on-demand price. Live, so GPUs can be compared as typed.
 */
export function ProfileFiguresBox({ index, row }: { index: number; row: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const classesValue = useDraftValue([...llmPath(index), 'sizeClasses']);
  const targetsValue = useDraftValue([...llmPath(index), 'targets']);
  const profileValue = useDraftValue([...llmPath(index), 'profiles', row, 'profile']);
  const offerId = useDraftValue([...llmPath(index), 'profiles', row, 'offerId']);
  const offers = useDraftValue(['catalog', 'offers']) as DraftOffer[] | undefined;
  const gpusPerReplica = finiteNumber(useDraftValue(['workloads', index, 'gpusPerReplica'])) ?? 1;
  const rawCurrency = useDraftValue(['currency']);
  const currency = typeof rawCurrency === 'string' && /^[A-Z]{3}$/.test(rawCurrency) ? rawCurrency : 'USD';

  const offer = listOf(offers).find((o) => o.id === offerId);
  const perInstanceHour = finiteNumber(getIn(offer, ['prices', 'onDemand', 'perHour']));
  const gpusPerInstance = finiteNumber(offer?.gpusPerInstance);
  const price: ReplicaPrice | null =
    perInstanceHour !== undefined && gpusPerInstance !== undefined && gpusPerInstance > 0 ? { perInstanceHour, gpusPerInstance, gpusPerReplica } : null;

  const figures = useMemo(() => {
    const classes = readClasses(classesValue);
    const targets = readTargets(targetsValue);
    const profile = readProfile(profileValue);
    if (!classes || !targets || !profile) return null;
    // A per-class profile without a rate for a class of the mix has no capacity yet.
    if (profile.kind === 'ratePerClass' && classes.some((c) => c.share > 0 && !profile.rates.some((r) => r.className === c.name))) return null;
    return profileFigures(classes, profile, targets, price);
  }, [classesValue, targetsValue, profileValue, price?.perInstanceHour, price?.gpusPerInstance, price?.gpusPerReplica]); // eslint-disable-line react-hooks/exhaustive-deps

  const money = (v: number) => format.currency(v, currency, { maximumFractionDigits: v < 1 ? 4 : 2 });
  return (
    <Box
      data-testid="llm-profile-figures"
      aria-live="polite"
      sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gap: 0.5, alignContent: 'start' }}
    >
      <Typography variant="subtitle2">{t('editor.llmProfiles.figures.title')}</Typography>
      {figures === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('editor.llmProfiles.figures.incomplete')}
        </Typography>
      ) : figures.requestsPerSecond <= 0 ? (
        <Typography variant="body2" color="error">
          {t('editor.llmProfiles.figures.none')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" data-testid="llm-profile-capacity">
            {t('editor.llmProfiles.figures.capacity', {
              rate: format.number(figures.requestsPerSecond, { maximumFractionDigits: figures.requestsPerSecond < 10 ? 2 : 1 }),
              tokens: format.number(figures.tokensPerSecond, { maximumFractionDigits: 0 }),
            })}
          </Typography>
          <Typography variant="body2" data-testid="llm-profile-cost">
            {figures.costPerMillion === null
              ? t('editor.llmProfiles.figures.noPrice')
              : t('editor.llmProfiles.figures.cost', {
                  all: money(figures.costPerMillion),
                  output: figures.costPerMillionOutput === null ? '—' : money(figures.costPerMillionOutput),
                })}
          </Typography>
        </>
      )}
    </Box>
  );
}
