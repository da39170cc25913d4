import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from '../draft/json-path';
import type { PriceKind } from '../draft/new-items';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { TextInputField } from '../fields/TextInputField';
import { PaymentOptionsFields } from './PaymentOptionsFields';
import { amountField } from './price-kinds';
import { PriceStampFields } from './PriceStampFields';

interface PriceDetailsDialogProps {
  open: boolean;
  /** Path of the price object. */
  path: FieldPath;
  kind: PriceKind;
  /** "AWS p5.48xlarge": which offer the price is of. */
  offerName: string;
  unit: string;
  onClose(): void;
  onRemove(): void;
}

/**
 * Every part of one price: the amount, its date, source and status, and the terms that go
 * with reserved and bare-metal prices. Edits apply as they are typed (undo takes them back).
 */
export function PriceDetailsDialog({
  open,
  path,
  kind,
  offerName,
  unit,
  onClose,
  onRemove,
}: PriceDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {t('editor.catalog.priceDialog.title', {
          kind: t(`editor.catalog.priceKinds.${kind}`),
          offer: offerName,
        })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormGrid minColumnWidth={200}>
            <NumberField
              path={[...path, amountField(kind)]}
              label={t(`editor.catalog.amount.${kind}`)}
              unit={unit}
            />
            {kind === 'reserved' && (
              <>
                <NumberField
                  path={[...path, 'termMonths']}
                  label={t('editor.catalog.termMonths')}
                  unit={t('editor.units.months')}
                  integer
                />
                <NumberField
                  path={[...path, 'upfrontShare']}
                  label={t('editor.catalog.upfrontShare')}
                  hint={t('editor.catalog.upfrontShareHint')}
                />
              </>
            )}
            {kind === 'bareMetal' && (
              <>
                <NumberField
                  path={[...path, 'minTermMonths']}
                  label={t('editor.catalog.minTermMonths')}
                  unit={t('editor.units.months')}
                  integer
                />
                <NumberField
                  path={[...path, 'leadTimeDays']}
                  label={t('editor.catalog.leadTimeDays')}
                  unit={t('editor.units.days')}
                  hint={t('editor.catalog.leadTimeDaysHint')}
                />
              </>
            )}
            <PriceStampFields path={path} withSource={false} />
          </FormGrid>
          {kind === 'reserved' && <PaymentOptionsFields path={path} unit={unit} />}
          <TextInputField
            path={[...path, 'source']}
            label={t('editor.catalog.sourceLabel')}
            hint={t('editor.catalog.sourceHint')}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Button color="error" onClick={onRemove}>
          {t('editor.catalog.removePrice')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('editor.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
