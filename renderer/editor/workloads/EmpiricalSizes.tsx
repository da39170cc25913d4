import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { empiricalSummary } from '@shared/scenario';
import { useFormat } from '../app';
import { useDraftStore } from '../draft/draft-context';
import { setIn, type FieldPath } from '../draft/json-path';
import { sixFigures } from './log-shape-values';

/** The scenario's largest lognormal spread: a wilder log is turned into this. */
const MAX_CV = 10;

interface EmpiricalSizesProps {
  path: FieldPath;
  /** The stored sizes, checked. */
  values: number[];
  unit: string;
}

/**
 * What an empirical distribution holds (how many sizes, their mean, median, 95th percentile
 * and largest), and a way to turn it into a lognormal typed by hand with the same mean and CV.
 */
export function EmpiricalSizes({ path, values, unit }: EmpiricalSizesProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { change } = useDraftStore();
  const s = empiricalSummary(values);
  const num = (x: number) => format.number(x, { maximumFractionDigits: x >= 100 ? 0 : x >= 10 ? 1 : x >= 1 ? 2 : 3 });
  const cv = sixFigures(Math.min(MAX_CV, s.cv));
  // A lognormal needs a mean above 0: sizes all 0 keep their own kind.
  const convertible = s.mean > 0;
  return (
    <Stack spacing={1} sx={{ gridColumn: '1 / -1' }} data-testid="empirical-sizes">
      <Typography variant="body2">
        {t('editor.logShapes.empirical.summary', { count: s.count, mean: num(s.mean), p50: num(s.p50), p95: num(s.p95), max: num(s.max), unit })}
      </Typography>
      <Typography variant="caption" color="text.secondary">{t('editor.logShapes.empirical.fromLog')}</Typography>
      {convertible && (
        <Box>
          <Button size="small" variant="outlined" onClick={() => change((doc) => setIn(doc, path, { type: 'lognormal', mean: sixFigures(s.mean), cv }))}>
            {t('editor.logShapes.empirical.toLognormal', { mean: num(s.mean), cv: format.number(cv, { maximumFractionDigits: 2 }) })}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
