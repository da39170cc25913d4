import { memo } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_GPU_MIX_COUNTS, SHARE_SUM_TOLERANCE } from '@shared/scenario';
import { useFormat } from '../app';
import { useDraftStore, useDraftValue } from '../draft/draft-context';
import { listOf } from '../draft/draft-document';
import { getIn, pathKey } from '../draft/json-path';
import { fieldDomId } from '../fields/field-id';
import { NumberField } from '../fields/NumberField';
import { useIssueMessage } from '../validation/use-issue-message';
import { useIssuesAt } from '../validation/use-issues';
import { mixPath, mixShareSum, withMixCountAdded, withMixCountRemoved, withMixRemoved, withMixScaled, withMixStarted } from './gpu-mix-edits';

/**
 * A training workload's GPU mix: the share of jobs asking for each GPU count (each job draws
 * its count from it), or one count for every job with a button to split it into a mix.
 */
export const GpuMixTable = memo(function GpuMixTable({ index }: { index: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { change } = useDraftStore();
  const message = useIssueMessage();
  const path = mixPath(index);
  const raw = useDraftValue(path);
  const mix = listOf(raw as unknown[] | undefined);
  // The list's own rules (shares not adding up to 100 %, a count twice) show under it.
  const listErrors = useIssuesAt(pathKey(path)).map(message);
  if (raw === undefined)
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('editor.training.mix.none')}
        </Typography>
        <Button onClick={() => change((doc) => withMixStarted(doc, index))}>{t('editor.training.mix.start')}</Button>
      </Stack>
    );
  const sum = mixShareSum(mix);
  const sumOff = Math.abs(sum - 1) > SHARE_SUM_TOLERANCE;
  return (
    <Stack spacing={1} data-testid="gpu-mix">
      <Typography variant="body2" color="text.secondary">
        {t('editor.training.mix.intro')}
      </Typography>
      <Table size="small" id={fieldDomId(path)} aria-label={t('editor.training.mix.title')} sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('editor.training.mix.gpus')}</TableCell>
            <TableCell>{t('editor.training.mix.share')}</TableCell>
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {mix.map((c, row) => {
            const gpus = getIn(c, ['gpus']);
            const name = typeof gpus === 'number' ? format.number(gpus) : String(row + 1);
            return (
              <TableRow key={row} sx={{ verticalAlign: 'top' }}>
                <TableCell>
                  <NumberField path={[...path, row, 'gpus']} label={`${t('editor.training.mix.gpus')} ${row + 1}`} hideLabel integer />
                </TableCell>
                <TableCell>
                  <NumberField path={[...path, row, 'share']} label={t('editor.training.mix.shareOf', { gpus: name })} hideLabel scale={100} unit="%" />
                </TableCell>
                <TableCell padding="checkbox">
                  <IconButton aria-label={t('editor.training.mix.remove', { gpus: name })} disabled={mix.length <= 1} onClick={() => change((doc) => withMixCountRemoved(doc, index, row))}>
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button startIcon={<AddOutlined />} disabled={mix.length >= MAX_GPU_MIX_COUNTS} onClick={() => change((doc) => withMixCountAdded(doc, index))}>
          {t('editor.training.mix.add')}
        </Button>
        <Typography variant="body2" color={sumOff ? 'error' : 'text.secondary'} sx={{ flexGrow: 1 }}>
          {t(sumOff ? 'editor.training.mix.sumOff' : 'editor.training.mix.sum', { sum: format.percent(sum, { maximumFractionDigits: 2 }) })}
        </Typography>
        <Button disabled={!sumOff || !(sum > 0)} onClick={() => change((doc) => withMixScaled(doc, index))}>
          {t('editor.training.mix.scale')}
        </Button>
        <Button onClick={() => change((doc) => withMixRemoved(doc, index))}>{t('editor.training.mix.clear')}</Button>
      </Stack>
      {listErrors.length > 0 && (
        <Typography variant="body2" color="error">
          {listErrors.join(' · ')}
        </Typography>
      )}
    </Stack>
  );
});
