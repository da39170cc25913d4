import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BILL_LINES, type ScenarioResults } from '@shared/sim/results';
import { useBillMoney } from './use-bill-money';

const NUM = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The bill beside GPU cost: one column per strategy, one row per line of its median run's bill
 * (those lines add up to its total, which percentiles of each line would not). Nothing when the
 * scenario has no bill costs.
 */
export function BillTable({ results }: { results: ScenarioResults }) {
  const { t } = useTranslation();
  const cents = useBillMoney(results.currency);
  const strategies = results.strategies.filter((s) => s.billOfMedianRun);
  if (!results.billCostsIncluded || strategies.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="bill-heading" data-testid="bill" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={1}>
        <Typography id="bill-heading" variant="h3" component="h2">
          {t('bill.results.heading')}
        </Typography>
        <Typography color="text.secondary">{t('bill.results.intro')}</Typography>
        <TableContainer>
          <Table size="small" aria-label={t('bill.results.caption')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('bill.results.line')}</TableCell>
                {strategies.map((s) => (
                  <TableCell key={s.strategyId} scope="col" align="right">
                    {s.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {BILL_LINES.map((line) => (
                <TableRow key={line} data-testid={`bill-line-${line}`}>
                  <TableCell scope="row" sx={{ whiteSpace: 'nowrap', ...(line === 'total' ? { fontWeight: 600 } : {}) }}>
                    {t(`bill.lines.${line}`)}
                  </TableCell>
                  {strategies.map((s) => (
                    <TableCell key={s.strategyId} align="right" data-strategy={s.strategyId} sx={line === 'total' ? { ...NUM, fontWeight: 600 } : NUM}>
                      {cents(s.billOfMedianRun![line])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
    </Paper>
  );
}
