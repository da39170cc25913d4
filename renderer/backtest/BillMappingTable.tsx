import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { BillLineSummary, PoolMapping } from '@shared/bill-import';
import { poolLabel, type Scenario, type Strategy } from '@shared/scenario';
import { useFormat } from '../i18n/use-format';
import { useBillMoney } from '../results/use-bill-money';

const UNMAPPED = '__unmapped';
const LEAVE_OUT = '__leaveOut';

interface BillMappingTableProps {
  scenario: Scenario;
  strategy: Strategy;
  lines: readonly BillLineSummary[];
  mapping: PoolMapping;
  onChange(next: PoolMapping): void;
}

/** Each bill line beside the pool it goes to, with a choice to correct it. */
export function BillMappingTable({ scenario, strategy, lines, mapping, onChange }: BillMappingTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useBillMoney(scenario.currency);
  const valueOf = (key: string) => (mapping[key] === null ? LEAVE_OUT : (mapping[key] ?? UNMAPPED));
  function choose(key: string, value: string) {
    const next = { ...mapping };
    if (value === UNMAPPED) delete next[key];
    else next[key] = value === LEAVE_OUT ? null : value;
    onChange(next);
  }
  return (
    <Table size="small" aria-label={t('backtest.mapping.caption')} data-testid="backtest-mapping">
      <TableHead>
        <TableRow>
          <TableCell>{t('backtest.mapping.instanceType')}</TableCell>
          <TableCell>{t('backtest.mapping.purchase')}</TableCell>
          <TableCell align="right">{t('backtest.mapping.hours')}</TableCell>
          <TableCell align="right">{t('backtest.mapping.cost')}</TableCell>
          <TableCell>{t('backtest.mapping.pool')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.key}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.instanceType}</TableCell>
            <TableCell>{t(`backtest.purchase.${line.purchase}`)}</TableCell>
            <TableCell align="right">{format.number(line.usageHours, { maximumFractionDigits: 1 })}</TableCell>
            <TableCell align="right">{money(line.cost)}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>
              <TextField
                select
                size="small"
                fullWidth
                value={valueOf(line.key)}
                onChange={(e) => choose(line.key, e.target.value)}
                slotProps={{ htmlInput: { 'aria-label': t('backtest.mapping.pool') + ': ' + line.instanceType } }}
              >
                {strategy.pools.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {`${t(`backtest.kinds.${p.kind}`)} · ${poolLabel(p, scenario.catalog)}`}
                  </MenuItem>
                ))}
                <MenuItem value={UNMAPPED}>{t('backtest.mapping.unmapped')}</MenuItem>
                <MenuItem value={LEAVE_OUT}>{t('backtest.mapping.leaveOut')}</MenuItem>
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
