import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { MICRO_PER_UNIT } from '@shared/report/format';
import type { StrategySummary } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import type { ResultsFormat } from './use-results-format';
import { monthStart } from './sim-time';

interface ContractCashTableProps {
  strategy: StrategySummary;
  fmt: ResultsFormat;
}

interface CashRow {
  m: string;
  inHorizon: boolean;
  paid: number;
  /** Cost as it accrues, currency units; null after the horizon. */
  cost: number | null;
  toDate: number;
}

/** Every month of the contract in order, with cash paid, cost accrued and cash paid to date. */
function cashRows(cash: Record<string, number>, accruedMicro: Record<string, number>): { rows: CashRow[]; total: number; after: number } {
  const months = [...new Set([...Object.keys(cash), ...Object.keys(accruedMicro)])].sort();
  const rows: CashRow[] = [];
  let total = 0;
  let after = 0;
  for (const m of months) {
    const inHorizon = m in accruedMicro;
    const paid = cash[m] ?? 0;
    total += paid;
    if (!inHorizon) after += paid;
    rows.push({ m, inHorizon, paid, cost: inHorizon ? accruedMicro[m]! / MICRO_PER_UNIT : null, toDate: total });
  }
  return { rows, total, after };
}

const NUM = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The picked strategy's cash month by month to the end of its last term, beside its cost as it
 * accrues: where the two part (an upfront payment, a term paid past the horizon) a finance
 * reader sees it on screen, not only in the report and the CSV. Folded by default: its summary
 * line carries the totals. Nothing for results saved before cash was kept.
 */
export function ContractCashTable({ strategy, fmt }: ContractCashTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const monthName = (key: string) => {
    const date = monthStart(key);
    return date ? format.date(date, 'month') : key;
  };
  const cash = strategy.contractCashByMonth;
  if (!cash) return null;
  const accrued = strategy.representative.costByMonthMicro;
  const { rows, total, after } = cashRows(cash, accrued);
  if (rows.length === 0) return null;
  return (
    <Accordion disableGutters variant="outlined" data-testid="contract-cash">
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography>
          {t('cash.table.summary', { count: rows.length, total: fmt.money(total), months: rows.length, after: fmt.money(after) })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <TableContainer>
          <Table size="small" aria-label={t('cash.table.caption', { strategy: strategy.name })}>
            <caption style={{ captionSide: 'top', textAlign: 'start', padding: '0 0 8px' }}>
              {t('cash.table.caption', { strategy: strategy.name })}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('cash.table.month')}</TableCell>
                <TableCell scope="col" align="right">{t('cash.table.cost')}</TableCell>
                <TableCell scope="col" align="right">{t('cash.table.cash')}</TableCell>
                <TableCell scope="col" align="right">{t('cash.table.cumulative')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.m} data-month={r.m} data-after-horizon={r.inHorizon ? undefined : 'true'}>
                  <TableCell component="th" scope="row">
                    {monthName(r.m)}
                    {!r.inHorizon && (
                      <Typography component="span" variant="caption" color="text.secondary">
                        {` · ${t('cash.table.afterHorizon')}`}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={NUM}>
                    {r.cost === null ? '—' : fmt.money(r.cost)}
                  </TableCell>
                  <TableCell align="right" sx={NUM} data-testid="contract-cash-paid">
                    {fmt.money(r.paid)}
                  </TableCell>
                  <TableCell align="right" sx={NUM}>
                    {fmt.money(r.toDate)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </AccordionDetails>
    </Accordion>
  );
}
