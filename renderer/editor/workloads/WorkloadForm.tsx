import { useState } from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import type { WorkloadKind } from '../draft/new-items';
import { removeWorkload } from '../draft/remove-items';
import { FieldGroup } from '../fields/FieldGroup';
import { FormGrid } from '../fields/FormGrid';
import { IdField } from '../fields/IdField';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { TextInputField } from '../fields/TextInputField';
import { useEditorLocation } from '../navigation/editor-location-context';
import { BatchFields } from './BatchFields';
import { ChangeKindDialog } from './ChangeKindDialog';
import { DevFields } from './DevFields';
import { InferenceFields } from './InferenceFields';
import { OfferEfficiencyTable } from './OfferEfficiencyTable';
import { PhasePicker } from './PhasePicker';
import { TrainingFields } from './TrainingFields';
import { isWorkloadKind, WORKLOAD_ICONS, WORKLOAD_KINDS } from './workload-kinds';

/**
 * Every field of one workload, grouped by what they decide. Only the name and kind are read
 * here; each group reads its own fields, so typing in one group re-renders that group only.
 */
export function WorkloadForm({ index }: { index: number }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const { go } = useEditorLocation();
  const base = ['workloads', index] as const;
  const rawName = useDraftValue([...base, 'name']);
  const kind = useDraftValue([...base, 'kind']);
  const name = typeof rawName === 'string' ? rawName : '';
  const Icon = isWorkloadKind(kind) ? WORKLOAD_ICONS[kind] : undefined;
  // The kind the planner picked, until they confirm or cancel the conversion.
  const [newKind, setNewKind] = useState<WorkloadKind | null>(null);

  return (
    <Stack spacing={4} component="section" aria-label={name || t('editor.workloads.unnamed')}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography
          variant="h2"
          component="h2"
          sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {name || t('editor.workloads.unnamed')}
        </Typography>
        {Icon && isWorkloadKind(kind) && (
          <Chip icon={<Icon />} label={t(`editor.workloads.kinds.${kind}`)} variant="outlined" />
        )}
        <Button
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={() => {
            change((doc) => removeWorkload(doc, index));
            go({ workload: Math.max(0, index - 1) });
          }}
        >
          {t('editor.workloads.remove')}
        </Button>
      </Stack>

      <FieldGroup title={t('editor.workloads.basics')}>
        <FormGrid minColumnWidth={220}>
          <TextInputField
            path={[...base, 'name']}
            label={t('editor.workloads.name')}
            idFollows={{ kind: 'workload', fallback: typeof kind === 'string' ? kind : 'workload' }}
          />
          <IdField path={[...base, 'id']} kind="workload" />
          <TextInputField
            path={[...base, 'team']}
            label={t('sharedPools.editor.team')}
            hint={t('sharedPools.editor.teamHint')}
            optional
          />
          <SelectField
            path={[...base, 'kind']}
            label={t('editor.workloads.kind')}
            hint={t('editor.workloads.kindHint')}
            options={WORKLOAD_KINDS.map((value) => ({
              value,
              label: t(`editor.workloads.kinds.${value}`),
            }))}
            onSelect={(value) => {
              if (isWorkloadKind(value) && value !== kind) setNewKind(value);
            }}
          />
        </FormGrid>
        {newKind && (
          <ChangeKindDialog index={index} kind={newKind} onClose={() => setNewKind(null)} />
        )}
        <Box sx={{ mt: 2 }}>
          <PhasePicker index={index} />
        </Box>
      </FieldGroup>

      {kind === 'training' && <TrainingFields index={index} />}
      {kind === 'inference' && <InferenceFields index={index} />}
      {kind === 'batch' && <BatchFields index={index} />}
      {kind === 'dev' && <DevFields index={index} />}

      <Divider />
      <FieldGroup
        title={t('editor.workloads.efficiency.title')}
        intro={t('editor.workloads.efficiency.intro')}
      >
        <FormGrid minColumnWidth={220}>
          <NumberField
            path={[...base, 'pipelineEfficiency']}
            label={t('editor.workloads.efficiency.pipeline')}
            hint={t('editor.workloads.efficiency.pipelineHint')}
          />
          <NumberField
            path={[...base, 'memoryGbPerGpu']}
            label={t('editor.workloads.efficiency.memory')}
            hint={t('editor.workloads.efficiency.memoryHint')}
          />
        </FormGrid>
      </FieldGroup>
      <OfferEfficiencyTable index={index} />
    </Stack>
  );
}
