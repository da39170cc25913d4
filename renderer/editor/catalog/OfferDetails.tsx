import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf, type DraftGpu, type DraftOffer } from '../draft/draft-document';
import { insertAt, removeAt } from '../draft/json-path';
import { duplicateOffer } from '../draft/new-items';
import { removeOfferEfficiencyFor } from '../draft/remove-items';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { IdField } from '../fields/IdField';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { SwitchField } from '../fields/SwitchField';
import { TextInputField } from '../fields/TextInputField';
import { useEditorLocation } from '../navigation/editor-location-context';
import { MeasuredRunButton } from './MeasuredRunButton';
import { OwnedPriceFields } from './OwnedPriceFields';
import { SavingsPlanRatesFields } from './SavingsPlanRatesFields';

const VIRTUALIZATIONS = ['shared-vm', 'passthrough', 'vgpu', 'bare-metal'] as const;
const EFFICIENCY_FACTORS = [
  'pipeline',
  'speedFactor',
  'jitterCv',
  'intraNodeScalingPerDoubling',
  'interNodeScalingPerDoubling',
] as const;

/** Everything about an offer besides its prices: the machine, what slows it down, how it bills. */
export function OfferDetails({ index }: { index: number }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const gpus = useDraftValue(['catalog', 'gpus']) as DraftGpu[] | undefined;
  const offer = useDraftValue(['catalog', 'offers', index]) as DraftOffer | undefined;
  const { go } = useEditorLocation();
  const base = ['catalog', 'offers', index] as const;
  const offers = ['catalog', 'offers'] as const;
  const gpuOptions = listOf(gpus).map((gpu) => ({
    value: gpu.id,
    label: gpu.name || gpu.id,
  }));

  return (
    <Stack spacing={3}>
      <FieldGroup
        title={t('editor.catalog.offerMachine')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              startIcon={<ContentCopyOutlined />}
              onClick={() => {
                change((doc) => {
                  const source = listOf(doc.catalog.offers)[index];
                  return source
                    ? insertAt(doc, offers, index + 1, duplicateOffer(doc, source))
                    : doc;
                });
                go({ offer: index + 1 });
              }}
            >
              {t('editor.catalog.duplicateOffer')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => {
                change((doc) => {
                  const offer = listOf(doc.catalog.offers)[index];
                  const without = removeAt(doc, offers, index);
                  return offer ? removeOfferEfficiencyFor(without, offer.id) : without;
                });
                go({ offer: null });
              }}
            >
              {t('editor.catalog.removeOffer')}
            </Button>
          </Stack>
        }
      >
        <FormGrid minColumnWidth={190}>
          <TextInputField path={[...base, 'provider']} label={t('editor.catalog.provider')} />
          <TextInputField
            path={[...base, 'instanceType']}
            label={t('editor.catalog.instanceType')}
          />
          <TextInputField path={[...base, 'region']} label={t('editor.catalog.region')} optional />
          <IdField path={[...base, 'id']} kind="offer" />
          <Box sx={{ gridColumn: 'span 2' }}>
            <SelectField
              path={[...base, 'gpuId']}
              label={t('editor.catalog.gpu')}
              options={gpuOptions}
            />
          </Box>
          <NumberField
            path={[...base, 'gpusPerInstance']}
            label={t('editor.catalog.gpusPerInstance')}
            integer
          />
          <NumberField path={[...base, 'vcpus']} label={t('editor.catalog.vcpus')} integer />
          <NumberField path={[...base, 'ramGb']} label={t('editor.catalog.ramGb')} />
          <NumberField path={[...base, 'localNvmeGb']} label={t('editor.catalog.localNvmeGb')} />
          <NumberField path={[...base, 'networkGbps']} label={t('editor.catalog.networkGbps')} />
          <SelectField
            path={[...base, 'virtualization']}
            label={t('editor.catalog.virtualization')}
            options={VIRTUALIZATIONS.map((value) => ({
              value,
              label: t(`editor.catalog.virtualizations.${value}`),
            }))}
          />
          <SwitchField path={[...base, 'rdma']} label={t('editor.catalog.rdma')} />
        </FormGrid>
      </FieldGroup>
      <FieldGroup
        title={t('editor.catalog.efficiency')}
        intro={t('editor.catalog.efficiencyIntro')}
        actions={
          <MeasuredRunButton
            index={index}
            offerId={typeof offer?.id === 'string' ? offer.id : ''}
            offerName={[offer?.provider, offer?.instanceType].filter(Boolean).join(' ')}
            gpusPerInstance={typeof offer?.gpusPerInstance === 'number' ? offer.gpusPerInstance : 1}
          />
        }
      >
        <FormGrid minColumnWidth={190}>
          {EFFICIENCY_FACTORS.map((factor) => (
            <NumberField
              key={factor}
              path={[...base, 'efficiency', factor]}
              label={t(`editor.catalog.efficiencyFactors.${factor}`)}
              hint={t(`editor.catalog.efficiencyHints.${factor}`)}
            />
          ))}
        </FormGrid>
      </FieldGroup>
      <FieldGroup title={t('editor.catalog.billing')}>
        <FormGrid minColumnWidth={190}>
          <NumberField
            path={[...base, 'billing', 'granularitySeconds']}
            label={t('editor.catalog.granularity')}
            unit={t('editor.units.seconds')}
            integer
          />
          <NumberField
            path={[...base, 'billing', 'minimumSeconds']}
            label={t('editor.catalog.minimumBilled')}
            unit={t('editor.units.seconds')}
            integer
          />
          <NumberField
            path={[...base, 'provisioningDelaySeconds']}
            label={t('editor.catalog.provisioningDelay')}
            unit={t('editor.units.seconds')}
            integer
          />
          <NumberField
            path={[...base, 'capacityLimit']}
            label={t('editor.catalog.capacityLimit')}
            integer
            hint={t('editor.catalog.capacityLimitHint')}
          />
        </FormGrid>
      </FieldGroup>
      <OwnedPriceFields index={index} />
      <SavingsPlanRatesFields index={index} />
      <TextInputField
        path={[...base, 'notes']}
        label={t('editor.catalog.notes')}
        optional
        multiline
        minRows={2}
      />
    </Stack>
  );
}
