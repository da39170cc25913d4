import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OWNED_LINES } from '@shared/sim/owned-costs';
import type { OwnedPoolFigures, StrategySummary } from '@shared/sim/results';
import { ownedOrderAndFailureRows } from '../owned/owned-order-rows';
import { ChartCard } from './ChartCard';
import type { ResultsFormat } from './use-results-format';

const tableSx = { '& th': { fontWeight: 600, wordBreak: 'keep-all' }, '& td': { whiteSpace: 'nowrap' } } as const;

/**
 * A strategy's owned servers: each month's cost lines (depreciation, power, colocation,
 * maintenance, staff) of the representative run, the accounting total beside the net present
 * value of the cash, the depreciation still to come, and the utilisation at which owning
 * breaks even with renting the same GPUs on demand. Nothing when the strategy owns none.
 */
export function OwnedServersCard({ strategy, fmt }: { strategy: StrategySummary; fmt: ResultsFormat }) {
  const owned = strategy.owned;
  if (!owned || owned.length === 0) return null;
  return (
    <>
      {owned.map((pool) => (
        <OwnedPoolCard key={pool.poolId} pool={pool} strategy={strategy} fmt={fmt} />
      ))}
    </>
  );
}

function OwnedPoolCard({ pool, strategy, fmt }: { pool: OwnedPoolFigures; strategy: StrategySummary; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  const npv = strategy.npv?.p50 ?? null;
  const months = Object.keys(pool.linesByMonth).sort();
  const b = pool.breakEven;
  const share = (v: number | null) => (v === null ? t('owned.results.breakEvenNever') : fmt.share(v));
  const figures: [string, string, string][] = [
    ['accounting', t('owned.results.accounting'), fmt.money(pool.accountingTotal)],
    ['npv', t('owned.results.npv'), npv === null ? '—' : fmt.money(npv)],
    ['after', t('owned.results.afterHorizon'), fmt.money(pool.depreciationAfterHorizon)],
    ['utilisation', t('owned.results.utilisation'), pool.utilisation === null ? '—' : fmt.share(pool.utilisation)],
    ...ownedOrderAndFailureRows(pool, strategy, t, fmt),
  ];
  if (b) {
    figures.push([
      'breakEven',
      t('owned.results.breakEven', { offer: b.againstOfferId }),
      b.accounting === null ? t('owned.results.breakEvenNever') : t('owned.results.breakEvenValue', { accounting: share(b.accounting), cash: share(b.cash) }),
    ]);
    if (b.availability < 1) figures.push(['availability', t('owned.results.availability', { share: fmt.share(b.availability) }), '']);
  }
  const verdict = b && b.accounting !== null && pool.utilisation !== null ? (pool.utilisation >= b.accounting ? 'verdictOwn' : 'verdictRent') : null;
  return (
    <ChartCard id={`owned-${pool.poolId}`} title={t('owned.results.title', { pool: pool.name })}>
      <Table size="small" sx={tableSx} data-testid="owned-figures">
        <TableBody>
          {figures.map(([key, label, value]) => (
            <TableRow key={key} data-testid={`owned-figure-${key}`}>
              <TableCell component="th" scope="row">{label}</TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {verdict && (
        <Typography sx={{ mt: 1 }} data-testid="owned-verdict">
          {t(`owned.results.${verdict}`)}
        </Typography>
      )}
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', mt: 2 }}>
        <Table size="small" sx={tableSx} data-testid="owned-lines" aria-label={t('owned.results.title', { pool: pool.name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('owned.results.month')}</TableCell>
              {OWNED_LINES.map((line) => (
                <TableCell key={line} align="right">{t(`owned.lines.${line}`)}</TableCell>
              ))}
              <TableCell align="right">{t('owned.lines.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...months.map((m) => [m, pool.linesByMonth[m]!] as const), [t('owned.lines.total'), pool.lineTotals] as const].map(([label, lines]) => (
              <TableRow key={label} data-testid="owned-lines-row">
                <TableCell>{label}</TableCell>
                {OWNED_LINES.map((line) => (
                  <TableCell key={line} align="right">{fmt.money(lines[line])}</TableCell>
                ))}
                <TableCell align="right">{fmt.money(OWNED_LINES.reduce((sum, line) => sum + lines[line], 0))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ChartCard>
  );
}
