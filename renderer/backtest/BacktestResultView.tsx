import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BacktestFigure, BacktestResult } from '@shared/bill-import';
import { isolateText } from '@shared/scenario/isolate-text';
import { useFormat } from '../i18n/use-format';
import { useBillMoney } from '../results/use-bill-money';

/** Within this share of the bill over the period, the model is said to reproduce it. */
const CLOSE_SHARE = 0.05;

/** The back-test's answer: a sentence, the month-by-kind table, each pool, and what was left out. */
export function BacktestResultView({ result, currency }: { result: BacktestResult; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useBillMoney(currency);
  const share = (f: BacktestFigure) =>
    f.errorShare === null ? '—' : `${f.errorShare > 0 ? '+' : ''}${format.percent(f.errorShare, { maximumFractionDigits: 1 })}`;
  const total = result.total;
  const row = (key: string, month: string, kind: string, f: BacktestFigure, strong = false) => (
    <TableRow key={key} sx={strong ? { '& td': { fontWeight: 600 } } : undefined}>
      <TableCell>{month}</TableCell>
      <TableCell>{kind}</TableCell>
      <TableCell align="right">{money(f.simulated)}</TableCell>
      <TableCell align="right">{money(f.billed)}</TableCell>
      <TableCell align="right">{money(f.error)}</TableCell>
      <TableCell align="right">{share(f)}</TableCell>
    </TableRow>
  );
  const unmappedCost = result.unmapped.reduce((s, u) => s + u.cost, 0);
  return (
    <Stack spacing={2} data-testid="backtest-result">
      <Typography data-testid="backtest-headline">
        {total.billed === 0
          ? t('backtest.result.noBilled')
          : total.error === 0
            ? t('backtest.result.exact', { billed: money(total.billed) })
            : t('backtest.result.headline', {
                share: format.percent(Math.abs(total.errorShare ?? 0), { maximumFractionDigits: 1 }),
                direction: t(total.error > 0 ? 'backtest.result.above' : 'backtest.result.below'),
                simulated: money(total.simulated),
                billed: money(total.billed),
                mape: result.monthlyMape === null ? '—' : format.percent(result.monthlyMape, { maximumFractionDigits: 1 }),
              })}
      </Typography>
      {total.billed !== 0 && (
        <Alert severity={Math.abs(total.errorShare ?? 0) <= CLOSE_SHARE ? 'success' : 'warning'}>
          {t(Math.abs(total.errorShare ?? 0) <= CLOSE_SHARE ? 'backtest.result.within' : 'backtest.result.outside')}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('backtest.result.medianRun')}
      </Typography>
      <Table size="small" aria-label={t('backtest.result.caption')} data-testid="backtest-months">
        <TableHead>
          <TableRow>
            <TableCell>{t('backtest.result.month')}</TableCell>
            <TableCell>{t('backtest.result.kind')}</TableCell>
            <TableCell align="right">{t('backtest.result.simulated')}</TableCell>
            <TableCell align="right">{t('backtest.result.billed')}</TableCell>
            <TableCell align="right">{t('backtest.result.error')}</TableCell>
            <TableCell align="right">{t('backtest.result.errorShare')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.byMonth.flatMap((m) => [
            ...result.cells
              .filter((c) => c.month === m.month && (c.simulated !== 0 || c.billed !== 0))
              .map((c) => row(`${c.month}|${c.kind}`, c.month, t(`backtest.kinds.${c.kind}`), c)),
            row(`${m.month}|all`, m.month, t('backtest.result.all'), m, true),
          ])}
          {result.byKind.map((k) => row(`period|${k.kind}`, t('backtest.result.period'), t(`backtest.kinds.${k.kind}`), k))}
          {row('period|all', t('backtest.result.period'), t('backtest.result.all'), total, true)}
        </TableBody>
      </Table>
      <Table size="small" aria-label={t('backtest.result.poolsCaption')} data-testid="backtest-pools">
        <TableHead>
          <TableRow>
            <TableCell>{t('backtest.result.pool')}</TableCell>
            <TableCell align="right">{t('backtest.result.simulated')}</TableCell>
            <TableCell align="right">{t('backtest.result.billed')}</TableCell>
            <TableCell align="right">{t('backtest.result.errorShare')}</TableCell>
            <TableCell align="right">{t('backtest.result.simulatedHours')}</TableCell>
            <TableCell align="right">{t('backtest.result.billedHours')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.pools.map((p) => (
            <TableRow key={p.poolId}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{`${t(`backtest.kinds.${p.kind}`)} · ${p.name}`}</TableCell>
              <TableCell align="right">{money(p.simulated)}</TableCell>
              <TableCell align="right">{money(p.billed)}</TableCell>
              <TableCell align="right">{share(p)}</TableCell>
              <TableCell align="right">{format.number(p.simulatedHours, { maximumFractionDigits: 1 })}</TableCell>
              <TableCell align="right">{format.number(p.billedHours, { maximumFractionDigits: 1 })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.otherKind.length > 0 && (
        <Typography variant="body2" data-testid="backtest-other-kind">
          {t('backtest.result.otherKind')}{' '}
          {result.otherKind.map((o) => t('backtest.result.otherKindLine', { line: o.key, cost: money(o.cost), pool: o.poolId, kind: t(`backtest.kinds.${o.poolKind}`) })).join('; ')}
        </Typography>
      )}
      {result.unmapped.length > 0 && (
        <Typography variant="body2" data-testid="backtest-unmapped">
          {t('backtest.result.unmapped', { cost: money(unmappedCost) })}{' '}
          {result.unmapped.map((u) => `${isolateText(u.instanceType)} (${t(`backtest.purchase.${u.purchase}`)}) ${money(u.cost)}`).join('; ')}
        </Typography>
      )}
      {result.leftOutCost !== 0 && <Typography variant="body2">{t('backtest.result.leftOut', { cost: money(result.leftOutCost) })}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {t('backtest.result.other', {
          tax: money(result.other.tax),
          otherProducts: money(result.other.otherProducts),
          fees: money(result.other.fees),
          credits: money(result.other.credits),
        })}
      </Typography>
      {result.workOutsidePeriod.map((w) => (
        <Alert key={w.name} severity="warning" data-testid="backtest-work-outside">
          {t('backtest.result.workOutsidePeriod', { name: w.name, day: format.number(w.startDay) })}
        </Alert>
      ))}
      {result.monthsOutsideHorizon.length > 0 && (
        <Alert severity="info">{t('backtest.result.outsideHorizon', { months: result.monthsOutsideHorizon.join(', ') })}</Alert>
      )}
    </Stack>
  );
}
