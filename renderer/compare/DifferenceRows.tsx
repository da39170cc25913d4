import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useTranslation } from 'react-i18next';
import type { ReadableDifference } from '@shared/analysis/compare';
import { useDifferenceText } from './difference-text';

export const CODE = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8125rem',
  overflowWrap: 'anywhere',
} as const;

/** One curve of a pair, drawn against the pair's shared peak so twice the traffic looks twice as tall. */
function Curve({ values, label, peak, max }: { values: number[]; label: string; peak: string; max: number }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box role="img" aria-label={label} sx={{ width: 120, flex: 'none' }}>
        <SparkLineChart data={values} height={32} width={120} area curve="linear" yAxis={{ min: 0, max: max > 0 ? max : 1 }} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {peak}
      </Typography>
    </Stack>
  );
}

/** One table row per readable difference: field, A, B. */
export function DifferenceRows({
  differences,
  currency,
}: {
  differences: readonly ReadableDifference[];
  currency: string;
}) {
  const { t } = useTranslation();
  const text = useDifferenceText(currency);
  return (
    <>
      {differences.map((d) => {
        if (d.type === 'offers')
          return (
            <TableRow
              key={`offers:${d.field}:${d.change}`}
              data-testid="compare-input-row"
              data-path={`catalog.offers[*].${d.field}`}
            >
              <TableCell component="th" scope="row" colSpan={3}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {text.offers(d.field, d.offerIds.length, d.change)}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={CODE}>
                  {t('compare.inputs.offerIds', { ids: d.offerIds.join(', ') })}
                </Typography>
              </TableCell>
            </TableRow>
          );
        if (d.type === 'curve')
          return (
            <TableRow key={d.path} data-testid="compare-input-row" data-path={d.path}>
              <TableCell component="th" scope="row" sx={CODE}>
                {d.path}
              </TableCell>
              {(['before', 'after'] as const).map((side) => (
                <TableCell key={side}>
                  <Curve
                    values={d[side]}
                    label={t('compare.inputs.curveLabel', {
                      path: d.path,
                      side: t(`compare.side.${side}`),
                    })}
                    peak={t('compare.inputs.curvePeak', { peak: text.peak(d[side]) })}
                    max={Math.max(...d.before, ...d.after)}
                  />
                </TableCell>
              ))}
            </TableRow>
          );
        return (
          <TableRow key={d.path} data-testid="compare-input-row" data-path={d.path}>
            <TableCell component="th" scope="row" sx={CODE}>
              {d.path}
            </TableCell>
            <TableCell sx={{ ...CODE, color: d.before === null ? 'text.secondary' : undefined }}>
              {text.value(d.before)}
            </TableCell>
            <TableCell sx={{ ...CODE, color: d.after === null ? 'text.secondary' : undefined }}>
              {text.value(d.after)}
            </TableCell>
          </TableRow>
        );
      })}
    </>
  );
}
