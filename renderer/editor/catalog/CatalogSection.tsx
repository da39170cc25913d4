import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useDraftValue } from '../draft/draft-context';
import { listOf, type DraftGpu } from '../draft/draft-document';
import { DateField } from '../fields/DateField';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { SelectField } from '../fields/SelectField';
import { GpuTable } from './GpuTable';
import { OffersTable } from './OffersTable';

/** What can be bought and at what price: the offers, their prices with sources, and the GPUs. */
export function CatalogSection() {
  const { t } = useTranslation();
  const gpus = useDraftValue(['catalog', 'gpus']) as DraftGpu[] | undefined;
  const gpuOptions = listOf(gpus).map((gpu) => ({
    value: gpu.id,
    label: gpu.name || gpu.id,
  }));
  return (
    <Stack spacing={4}>
      <FieldGroup title={t('editor.catalog.title')} intro={t('editor.catalog.intro')}>
        <FormGrid minColumnWidth={240}>
          <DateField
            path={['catalog', 'asOf']}
            label={t('editor.catalog.catalogAsOf')}
            hint={t('editor.catalog.catalogAsOfHint')}
          />
          <SelectField
            path={['catalog', 'referenceGpuId']}
            label={t('editor.catalog.referenceGpu')}
            options={gpuOptions}
            hint={t('editor.catalog.referenceGpuHint')}
          />
        </FormGrid>
      </FieldGroup>
      <OffersTable />
      <GpuTable />
    </Stack>
  );
}
