import { memo } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { LLM_METRICS, LLM_STATISTICS } from '@shared/scenario';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf } from '../draft/draft-document';
import { appendTo, removeAt } from '../draft/json-path';
import { FieldGroup } from '../fields/FieldGroup';
import { fieldDomId } from '../fields/field-id';
import { NumberField } from '../fields/NumberField';
import { SelectField } from '../fields/SelectField';
import { llmPath } from './size-class-edits';

/** The most targets a service holds (the schema's limit). */
const MAX_TARGETS = 9;

/** Percentile targets: metric, percentile and milliseconds, one a row; at least one. */
export const TargetList = memo(function TargetList({ index }: { index: number }) {
  const { t } = useTranslation();
  const { change } = useDraftStore();
  const path = [...llmPath(index), 'targets'];
  const targets = listOf(useDraftValue(path) as unknown[] | undefined);
  const metricOptions = LLM_METRICS.map((value) => ({ value, label: t(`editor.llm.targets.metrics.${value}`) }));
  const statisticOptions = LLM_STATISTICS.map((value) => ({ value, label: t(`editor.llm.targets.statistics.${value}`) }));

  return (
    <FieldGroup
      title={t('editor.llm.targets.title')}
      intro={t('editor.llm.targets.intro')}
      actions={
        <Button
          startIcon={<AddOutlined />}
          disabled={targets.length >= MAX_TARGETS}
          onClick={() => change((doc) => appendTo(doc, path, { metric: 'tpot', statistic: 'p99', ms: 100 }))}
        >
          {t('editor.llm.targets.add')}
        </Button>
      }
    >
      <Box id={fieldDomId(path)} sx={{ display: 'grid', gap: 1.5 }}>
        {targets.map((_target, row) => (
          <Box
            key={row}
            data-testid="llm-target"
            sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 3fr) minmax(0, 2fr) minmax(0, 2fr) auto' } }}
          >
            <SelectField path={[...path, row, 'metric']} label={t('editor.llm.targets.metric')} options={metricOptions} />
            <SelectField path={[...path, row, 'statistic']} label={t('editor.llm.targets.statistic')} options={statisticOptions} />
            <NumberField path={[...path, row, 'ms']} label={t('editor.llm.targets.ms')} unit={t('editor.units.ms')} />
            <IconButton
              aria-label={t('editor.llm.targets.remove', { number: row + 1 })}
              disabled={targets.length <= 1}
              onClick={() => change((doc) => removeAt(doc, path, row))}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
      </Box>
    </FieldGroup>
  );
});
