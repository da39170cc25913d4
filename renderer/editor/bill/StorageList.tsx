import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf } from '../draft/draft-document';
import { appendTo, removeAt } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { TextInputField } from '../fields/TextInputField';
import { ListRow } from './ListRow';

const BASE = ['billCosts', 'storage'] as const;

/** Block storage lines: a name, how the volume is kept, its size and its price per GB-month. */
export function StorageList({ currency }: { currency: string | undefined }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const items = listOf(useDraftValue([...BASE]) as { name?: unknown }[] | undefined);
  const add = () =>
    change((doc) => appendTo(doc, BASE, { name: t('bill.editor.storageTitle'), per: 'instance', gb: 100, pricePerGbMonth: 0 }));
  return (
    <FieldGroup
      title={t('bill.editor.storageTitle')}
      intro={t('bill.editor.storageHint')}
      actions={
        <Button startIcon={<AddOutlined />} onClick={add} data-testid="bill-add-storage">
          {t('bill.editor.storageAdd')}
        </Button>
      }
    >
      <Stack spacing={1}>
        {items.map((item, index) => (
          <ListRow
            key={index}
            testId={`bill-storage-${index}`}
            removeLabel={`${t('bill.editor.remove')}: ${typeof item.name === 'string' ? item.name : ''}`}
            onRemove={() => change((doc) => removeAt(doc, BASE, index))}
          >
            <FormGrid minColumnWidth={180}>
              <TextInputField path={[...BASE, index, 'name']} label={t('bill.editor.storageName')} />
              <SelectField
                path={[...BASE, index, 'per']}
                label={t('bill.editor.storagePer')}
                absentValue="instance"
                options={[
                  { value: 'instance', label: t('bill.editor.perInstance') },
                  { value: 'pool', label: t('bill.editor.perPool') },
                  { value: 'strategy', label: t('bill.editor.perStrategy') },
                ]}
              />
              <NumberField path={[...BASE, index, 'gb']} label={t('bill.editor.gb')} unit={t('bill.editor.gbUnit')} />
              <NumberField path={[...BASE, index, 'pricePerGbMonth']} label={t('bill.editor.pricePerGbMonth')} unit={currency} />
            </FormGrid>
          </ListRow>
        ))}
      </Stack>
    </FieldGroup>
  );
}
