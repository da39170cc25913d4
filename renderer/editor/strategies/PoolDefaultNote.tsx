import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { listOf, type DraftOffer, type DraftPool } from '../draft/draft-document';
import type { PoolDefaults } from '../draft/pool-defaults';
import { useDraftValue } from '../draft/draft-context';
import { isPoolKind } from './pool-kinds';

interface PoolDefaultNoteProps {
  pool: DraftPool;
  defaults: PoolDefaults;
}

function offerName(offer: DraftOffer | undefined): string {
  if (!offer) return '';
  return [offer.provider, offer.instanceType].filter(Boolean).join(' ') || String(offer.id);
}

/**
 * Says why a pool just added has its offer and term. Each sentence is shown only while the
 * pool still has what it explains: once the planner picks another offer or term, it goes.
 */
export function PoolDefaultNote({ pool, defaults }: PoolDefaultNoteProps) {
  const { t } = useTranslation();
  const offers = listOf(useDraftValue(['catalog', 'offers']) as DraftOffer[] | undefined);
  const kind = isPoolKind(pool.kind) ? t(`poolDefaults.kinds.${pool.kind}`) : String(pool.kind);
  const sentences: string[] = [];
  const offerKept = pool.offerId === (defaults.offer?.id ?? '');
  if (offerKept) {
    const offer = offers.find((o) => o.id === pool.offerId) ?? defaults.offer;
    sentences.push(
      t(`poolDefaults.offer.${defaults.offerReason}`, { offer: offerName(offer), kind }),
    );
  }
  const term = defaults.term;
  const poolTerm = 'termMonths' in pool ? pool.termMonths : undefined;
  if (offerKept && term && poolTerm === term.months) {
    const { span } = defaults;
    const values = {
      count: term.months,
      days: span.endDay,
      startDay: term.readyDay,
      endDay: span.endDay,
      phase: span.phaseName ?? '',
    };
    const key = !term.covers
      ? 'short'
      : span.wholeHorizon
        ? 'horizon'
        : span.phaseName !== null
          ? 'phase'
          : 'phases';
    sentences.push(t(`poolDefaults.term.${key}`, values));
  }
  const orderDay = 'orderDay' in pool ? pool.orderDay : undefined;
  if (
    offerKept &&
    defaults.orderDay !== undefined &&
    defaults.term &&
    orderDay === defaults.orderDay
  ) {
    const leadDays = defaults.term.readyDay - defaults.orderDay;
    if (leadDays > 0)
      sentences.push(
        t('poolDefaults.orderDay', { orderDay, leadDays, readyDay: defaults.term.readyDay }),
      );
  }
  if (sentences.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      role="note"
      aria-label={t('poolDefaults.label')}
      sx={{ mb: 1.5, color: 'text.secondary', alignItems: 'flex-start' }}
    >
      <InfoOutlined fontSize="small" sx={{ mt: '2px' }} />
      <Typography variant="body2">{sentences.join(' ')}</Typography>
    </Stack>
  );
}
