import { useState } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useDraftValue } from '../draft/draft-context';
import type { FieldPath } from '../draft/json-path';
import type { PriceKind } from '../draft/new-items';
import { NumberField } from '../fields/NumberField';
import { amountField } from './price-kinds';
import { PriceDetailsDialog } from './PriceDetailsDialog';
import { PriceStamp } from './PriceStamp';

interface PriceAmountProps {
  path: FieldPath;
  kind: PriceKind;
  offerName: string;
  /** Shown in the details dialog; the table's column header names it for the amounts. */
  unit: string;
  /** Shown before the amount, e.g. the term of a reserved price. */
  caption?: string;
  onRemove(): void;
  /** Opens the details at once (a price just added still needs its amount and source). */
  startOpen?: boolean;
}

/** One price in the catalog table: its amount, editable in place, with its date, status and source. */
export function PriceAmount({
  path,
  kind,
  offerName,
  unit,
  caption,
  onRemove,
  startOpen = false,
}: PriceAmountProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(startOpen);
  const price = useDraftValue(path);
  const kindLabel = t(`editor.catalog.priceKinds.${kind}`);
  const label = caption
    ? t('editor.catalog.priceLabelWithTerm', { kind: kindLabel, term: caption, offer: offerName })
    : t('editor.catalog.priceLabel', { kind: kindLabel, offer: offerName });
  return (
    <Box sx={{ minWidth: 160 }}>
      {caption && (
        <Box
          component="span"
          sx={{ display: 'block', typography: 'caption', fontWeight: 600, mb: 0.25 }}
        >
          {caption}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.25 }}>
        <NumberField path={[...path, amountField(kind)]} label={label} hideLabel />
        <Tooltip title={t('editor.catalog.priceDetails')}>
          <IconButton
            size="small"
            aria-label={t('editor.catalog.priceDetailsFor', { price: label })}
            onClick={() => setOpen(true)}
            sx={{ mt: 0.5 }}
          >
            <TuneOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {typeof price === 'object' && price !== null && (
        <PriceStamp price={price as Record<string, unknown>} />
      )}
      <PriceDetailsDialog
        open={open}
        path={path}
        kind={kind}
        offerName={offerName}
        unit={unit}
        onClose={() => setOpen(false)}
        onRemove={() => {
          setOpen(false);
          onRemove();
        }}
      />
    </Box>
  );
}

interface AddPriceButtonProps {
  label: string;
  onAdd(): void;
}

/** In place of a price the offer does not have. */
export function AddPriceButton({ label, onAdd }: AddPriceButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      startIcon={<AddOutlined />}
      onClick={onAdd}
      aria-label={label}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('editor.catalog.addPrice')}
    </Button>
  );
}
