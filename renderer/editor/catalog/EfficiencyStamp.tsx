import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../app';
import { parseStartDate } from '../timeline/day-dates';

/**
 * Where an offer's efficiency factors come from: "measured (date)" once a measured run set
 * them (the run on hover), "estimate" until then, as prices read.
 */
export function EfficiencyStamp({ measuredRun }: { measuredRun: unknown }) {
  const { t } = useTranslation();
  const format = useFormat();
  const run = typeof measuredRun === 'object' && measuredRun !== null ? (measuredRun as Record<string, unknown>) : null;
  const date = run ? parseStartDate(run.date) : undefined;
  const label = date ? t('editor.measuredRun.stamp.measured', { date: format.date(date) }) : t('editor.measuredRun.stamp.estimate');
  const unit = typeof run?.workUnit === 'string' ? run.workUnit : 'referenceGpuHours';
  const hint =
    run && date
      ? t('editor.measuredRun.stamp.measuredHint', {
          gpus: typeof run.gpus === 'number' ? format.number(run.gpus) : '?',
          work: typeof run.workSize === 'number' ? format.number(run.workSize) : '?',
          unit: t(`editor.measuredRun.units.${unit as 'referenceGpuHours'}`, { defaultValue: unit }),
          hours: typeof run.wallHours === 'number' ? format.number(run.wallHours, { maximumFractionDigits: 2 }) : '?',
        })
      : '';
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={date ? 'success' : 'warning'}
      label={label}
      data-testid="offer-efficiency-stamp"
      sx={{ mt: 0.5, height: 20, '& .MuiChip-label': { px: 0.75, fontSize: '0.6875rem' } }}
    />
  );
  // The run itself on hover, once there is one.
  return hint ? <Tooltip title={hint}>{chip}</Tooltip> : chip;
}
