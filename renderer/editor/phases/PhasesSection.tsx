import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../app';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { finiteNumber, listOf, type DraftPhase } from '../draft/draft-document';
import { newPhase } from '../draft/new-items';
import { removePhase } from '../draft/remove-items';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { FormGrid } from '../fields/FormGrid';
import { IdField } from '../fields/IdField';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { TextInputField } from '../fields/TextInputField';
import { focusField } from '../navigation/focus-field';
import { dateOfDay } from '../timeline/day-dates';
import { PhaseTimeline } from './PhaseTimeline';

const PHASE_KINDS = ['development', 'production', 'other'] as const;

/** Phases of the plan on a timeline, and the list to add, change and remove them. */
export function PhasesSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const { change } = useDraftStore();
  const startDate = useDraftValue(['startDate']);
  const phases = listOf(useDraftValue(['phases']) as DraftPhase[] | undefined);
  const dayHint = (day: unknown) => {
    const date = dateOfDay(startDate, finiteNumber(day));
    return date ? format.date(date) : undefined;
  };
  const endHint = (day: unknown) => {
    const end = finiteNumber(day);
    const date = end === undefined ? undefined : dateOfDay(startDate, Math.max(0, end - 1));
    return date ? t('editor.phases.lastDay', { date: format.date(date) }) : undefined;
  };

  return (
    <Stack spacing={4}>
      <FieldGroup title={t('editor.phases.timeline')} intro={t('editor.phases.intro')}>
        <PhaseTimeline onSelect={(index) => focusField(`phases[${index}].name`)} />
      </FieldGroup>

      <FieldGroup
        title={t('editor.phases.list')}
        actions={
          <Button
            startIcon={<AddOutlined />}
            onClick={() =>
              change((doc) => ({
                ...doc,
                phases: [...listOf(doc.phases), newPhase(doc, t('editor.phases.newName'))],
              }))
            }
          >
            {t('editor.phases.add')}
          </Button>
        }
      >
        <Stack spacing={1.5}>
          {phases.map((phase, index) => (
            <Paper key={index} variant="outlined" sx={{ p: 2 }} id={fieldDomId(['phases', index])}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <FormGrid minColumnWidth={170}>
                    <TextInputField
                      path={['phases', index, 'name']}
                      label={t('editor.phases.name')}
                      idFollows={{ kind: 'phase', fallback: 'phase' }}
                    />
                    <SelectField
                      path={['phases', index, 'kind']}
                      label={t('editor.phases.kind')}
                      options={PHASE_KINDS.map((kind) => ({
                        value: kind,
                        label: t(`editor.phases.kinds.${kind}`),
                      }))}
                    />
                    <NumberField
                      path={['phases', index, 'startDay']}
                      label={t('editor.phases.startDay')}
                      hint={dayHint(phase.startDay)}
                    />
                    <NumberField
                      path={['phases', index, 'endDay']}
                      label={t('editor.phases.endDay')}
                      hint={endHint(phase.endDay)}
                    />
                    <IdField path={['phases', index, 'id']} kind="phase" />
                  </FormGrid>
                </Box>
                <Tooltip title={t('editor.phases.remove')}>
                  <IconButton
                    aria-label={t('editor.phases.removeNamed', { name: phase.name })}
                    onClick={() => change((doc) => removePhase(doc, index))}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Tooltip>
              </Box>
            </Paper>
          ))}
        </Stack>
      </FieldGroup>
    </Stack>
  );
}
