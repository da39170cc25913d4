import { memo } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftWorkload } from '../draft/draft-document';
import { appendTo, removeAt } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { useOfferOptions } from './use-offer-options';

const FACTORS = ['pipeline', 'intraNodeScalingPerDoubling', 'interNodeScalingPerDoubling'] as const;

/**
 * "On this offer, our data pipeline runs at 0.45": per-offer factors for this workload that
 * replace the offer's own. Empty factors keep the offer's.
 */
export const OfferEfficiencyTable = memo(function OfferEfficiencyTable({
  index,
}: {
  index: number;
}) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const offerOptions = useOfferOptions();
  const base = ['workloads', index, 'offerEfficiency'] as const;
  const overrides = listOf(useDraftValue(base) as DraftWorkload['offerEfficiency']);

  const add = () => {
    const used = new Set(overrides.map((o) => o.offerId));
    const offerId =
      offerOptions.find((o) => !used.has(o.value))?.value ?? offerOptions[0]?.value ?? '';
    change((doc) => appendTo(doc, base, { offerId }));
  };

  return (
    <FieldGroup
      title={t('editor.offerEfficiency.title')}
      intro={t('editor.offerEfficiency.intro')}
      actions={
        <Button startIcon={<AddOutlined />} onClick={add} disabled={offerOptions.length === 0}>
          {t('editor.offerEfficiency.add')}
        </Button>
      }
    >
      {overrides.length > 0 && (
        <TableContainer id={fieldDomId(base)}>
          <Table size="small" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '34%' }}>{t('editor.offerEfficiency.offer')}</TableCell>
                {FACTORS.map((factor) => (
                  <TableCell key={factor}>{t(`editor.offerEfficiency.${factor}`)}</TableCell>
                ))}
                <TableCell padding="checkbox" />
              </TableRow>
            </TableHead>
            <TableBody>
              {overrides.map((_override, row) => (
                <TableRow key={row} sx={{ verticalAlign: 'top' }}>
                  <TableCell>
                    <SelectField
                      path={[...base, row, 'offerId']}
                      label={t('editor.offerEfficiency.offer')}
                      hideLabel
                      options={offerOptions}
                      showDetail
                    />
                  </TableCell>
                  {FACTORS.map((factor) => (
                    <TableCell key={factor}>
                      <NumberField
                        path={[...base, row, factor]}
                        label={t(`editor.offerEfficiency.${factor}`)}
                        hideLabel
                      />
                    </TableCell>
                  ))}
                  <TableCell padding="checkbox">
                    <IconButton
                      aria-label={t('editor.offerEfficiency.remove')}
                      onClick={() => change((doc) => removeAt(doc, base, row))}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </FieldGroup>
  );
});
