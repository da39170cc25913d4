import { memo, useState } from 'react';
import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { finiteNumber, listOf, type DraftGpu, type DraftOffer } from '../draft/draft-document';
import type { PriceKind } from '../draft/new-items';
import { fieldDomId } from '../fields/field-id';
import { useEditorLocation } from '../navigation/editor-location-context';
import { useIssueCountWithin } from '../validation/use-issues';
import { EfficiencyStamp } from './EfficiencyStamp';
import { OfferDetails } from './OfferDetails';
import { AddPriceButton, PriceAmount } from './PriceCell';
import { usePriceActions } from './use-price-actions';

export const OFFER_TABLE_COLUMNS = 6;

interface OfferRowProps {
  index: number;
  offer: DraftOffer;
  gpus: readonly DraftGpu[];
  currency: string;
}

/**
 * One offer: what it is, its four kinds of price in place, and its other details folded away.
 * Memoised: typing in one offer's price re-renders that row only.
 */
export const OfferRow = memo(function OfferRow({ index, offer, gpus, currency }: OfferRowProps) {
  const { t } = useTranslation();
  const { location, go } = useEditorLocation();
  const actions = usePriceActions(index);
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const expanded = location.offer === index;
  const base = ['catalog', 'offers', index, 'prices'] as const;
  const name = [offer.provider, offer.instanceType].filter(Boolean).join(' ') || offer.id;
  const gpu = listOf(gpus).find((g) => g.id === offer.gpuId);
  const prices = offer.prices ?? {};
  const reserved = listOf(prices.reserved);
  const hourUnit = t('editor.catalog.perHourUnit', { currency });
  const monthUnit = t('editor.catalog.perServerMonthUnit', { currency });
  // Problems outside the prices are in the folded details: the expand button shows them.
  const detailProblems = useIssueCountWithin(
    `catalog.offers[${index}]`,
    `catalog.offers[${index}].prices`,
  );

  const single = (kind: Exclude<PriceKind, 'reserved'>) => {
    const kindLabel = t(`editor.catalog.priceKinds.${kind}`);
    return prices[kind] ? (
      <PriceAmount
        path={[...base, kind]}
        kind={kind}
        offerName={name}
        unit={kind === 'bareMetal' ? monthUnit : hourUnit}
        startOpen={justAdded === kind}
        onRemove={() => actions.remove(kind)}
      />
    ) : (
      <AddPriceButton
        label={t('editor.catalog.addPriceFor', { kind: kindLabel, offer: name })}
        onAdd={() => {
          setJustAdded(kind);
          actions.add(kind);
        }}
      />
    );
  };

  return (
    <>
      <TableRow
        sx={{ verticalAlign: 'top', '& > td': { borderBottom: expanded ? 0 : undefined } }}
        id={fieldDomId(['catalog', 'offers', index])}
      >
        <TableCell padding="checkbox" sx={{ pt: 1.5 }}>
          <Tooltip
            title={expanded ? t('editor.catalog.hideDetails') : t('editor.catalog.showDetails')}
          >
            <IconButton
              size="small"
              aria-expanded={expanded}
              aria-label={t('editor.catalog.detailsOf', { offer: name })}
              onClick={() => go({ offer: expanded ? null : index })}
            >
              <Badge color="error" variant="dot" invisible={detailProblems === 0}>
                {expanded ? <ExpandLessOutlined /> : <ExpandMoreOutlined />}
              </Badge>
            </IconButton>
          </Tooltip>
        </TableCell>
        <TableCell sx={{ minWidth: 180, maxWidth: 240 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {offer.provider}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {offer.instanceType}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {[
              offer.region,
              gpu
                ? t('editor.catalog.gpuCount', {
                    count: finiteNumber(offer.gpusPerInstance) ?? 0,
                    gpu: gpu.name,
                  })
                : offer.gpuId,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <EfficiencyStamp measuredRun={offer.measuredRun} />
        </TableCell>
        <TableCell>{single('onDemand')}</TableCell>
        <TableCell>{single('spot')}</TableCell>
        <TableCell>
          <Stack spacing={1.5}>
            {reserved.map((price, j) => (
              <PriceAmount
                key={j}
                path={[...base, 'reserved', j]}
                kind="reserved"
                offerName={name}
                unit={hourUnit}
                caption={t('editor.catalog.term', {
                  count: typeof price.termMonths === 'number' ? price.termMonths : 0,
                })}
                startOpen={justAdded === `reserved-${j}`}
                onRemove={() => actions.removeReserved(j)}
              />
            ))}
            <Box>
              <AddPriceButton
                label={t('editor.catalog.addPriceFor', {
                  kind: t('editor.catalog.priceKinds.reserved'),
                  offer: name,
                })}
                onAdd={() => {
                  setJustAdded(`reserved-${reserved.length}`);
                  actions.addReserved(reserved.map((r) => r.termMonths));
                }}
              />
            </Box>
          </Stack>
        </TableCell>
        <TableCell>{single('bareMetal')}</TableCell>
      </TableRow>
      {expanded && (
        <TableRow>
          <TableCell colSpan={OFFER_TABLE_COLUMNS} sx={{ bgcolor: 'action.hover', py: 2.5 }}>
            <OfferDetails index={index} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
});
