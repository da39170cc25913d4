import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_SIZE_CLASSES, MIN_SIZE_CLASSES, sizeClassesFromLog, type LogSizeClass } from '@shared/llm/size-classes-from-log';
import type { TokenPairs } from '@shared/traffic-import';
import { useFormat } from '../i18n/use-format';
import { classNameFacts, storedArrivalDispersion } from '@shared/llm/imported-size-mix';
import { useSizeMixWords } from './size-class-names';

const COUNTS = Array.from({ length: MAX_SIZE_CLASSES - MIN_SIZE_CLASSES + 1 }, (_v, i) => MIN_SIZE_CLASSES + i);

export type LogClassesResult = { ok: true; classes: LogSizeClass[] } | { ok: false; message: string };

/** The log's size classes for `count` classes; a log the split refuses is a message, never a throw. */
export function useLogClasses(pairs: TokenPairs | null, count: number): LogClassesResult | null {
  return useMemo(() => {
    if (!pairs) return null;
    try {
      return { ok: true, classes: sizeClassesFromLog(pairs.prompt, pairs.output, count) };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }, [pairs, count]);
}

interface LogSizeClassesPreviewProps {
  result: LogClassesResult;
  count: number;
  onCount(count: number): void;
  apply: boolean;
  onApply(apply: boolean): void;
  /** Requests in the log (the classes may come from an even sample of a very long one). */
  requests: number;
  /** The log's measured index of dispersion (null: too short to measure), stored with the classes. */
  dispersion: number | null;
}

/**
 * The size classes a request log gives a workload planned in tokens: how many classes, and each
 * one's share of requests and its prompt and output tokens (P50, P95), and the arrival
 * dispersion stored with them, before anything is set.
 */
export function LogSizeClassesPreview({ result, count, onCount, apply, onApply, requests, dispersion }: LogSizeClassesPreviewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useSizeMixWords();
  const tokens = (v: number) => format.number(v, { maximumFractionDigits: 0 });
  return (
    <Stack spacing={1} data-testid="traffic-import-size-classes">
      <Typography variant="subtitle2">{t('trafficImport.sizeClasses.title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('trafficImport.sizeClasses.intro', { count: requests, n: format.number(requests) })}
      </Typography>
      <TextField
        select
        size="small"
        label={t('trafficImport.sizeClasses.count')}
        value={count}
        onChange={(e) => onCount(Number(e.target.value))}
        sx={{ maxWidth: 240 }}
      >
        {COUNTS.map((k) => (
          <MenuItem key={k} value={k}>
            {format.number(k)}
          </MenuItem>
        ))}
      </TextField>
      {result.ok ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('trafficImport.sizeClasses.class')}</TableCell>
              <TableCell align="right">{t('trafficImport.sizeClasses.share')}</TableCell>
              <TableCell align="right">{t('trafficImport.sizeClasses.prompt')}</TableCell>
              <TableCell align="right">{t('trafficImport.sizeClasses.output')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.classes.map((c) => (
              <TableRow key={c.key}>
                <TableCell component="th" scope="row">
                  {words.className(classNameFacts(c, result.classes.length))}
                </TableCell>
                <TableCell align="right">{format.percent(c.share, { maximumFractionDigits: 1 })}</TableCell>
                <TableCell align="right">{`${tokens(c.prompt.p50)} / ${tokens(c.prompt.p95)}`}</TableCell>
                <TableCell align="right">{`${tokens(c.output.p50)} / ${tokens(c.output.p95)}`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Alert severity="error">{t('trafficImport.sizeClasses.failed', { message: result.message })}</Alert>
      )}
      {result.ok && (
        <Typography variant="body2" color="text.secondary" data-testid="traffic-import-arrival-dispersion">
          {dispersion === null
            ? t('trafficImport.sizeClasses.arrivalsPoisson')
            : t('trafficImport.sizeClasses.arrivals', {
                dispersion: format.number(storedArrivalDispersion(dispersion), { maximumFractionDigits: 2, minimumFractionDigits: 2 }),
              })}
        </Typography>
      )}
      {result.ok && (
        <FormControlLabel
          control={<Checkbox checked={apply} onChange={(e) => onApply(e.target.checked)} />}
          label={t('trafficImport.sizeClasses.apply', { count: result.classes.length })}
        />
      )}
    </Stack>
  );
}
