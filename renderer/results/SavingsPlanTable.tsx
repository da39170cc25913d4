import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MICRO_PER_UNIT } from '@shared/report/format';
import type { RunResult, SavingsPlanAmounts } from '@shared/sim/results';
import { planCoverage, planUtilisation } from '@shared/sim/savings-plan-metrics';
import { ChartCard } from './ChartCard';
import type { ResultsFormat } from './use-results-format';

const NUM = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A strategy's savings plans in its representative run: each plan's terms, what it committed,
 * covered and saved, and its coverage and utilisation month by month. Nothing without plans.
 */
export function SavingsPlanTable({ strategyName, run, fmt }: { strategyName: string; run: RunResult; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  const plans = run.savingsPlans ?? [];
  if (plans.length === 0) return null;
  const money = (micro: number) => fmt.money(micro / MICRO_PER_UNIT);
  const share = (x: number | null) => (x === null ? '—' : fmt.share(x));
  const cells = (a: SavingsPlanAmounts) => [
    money(a.commitmentMicro),
    money(a.usedMicro),
    money(a.coveredOnDemandMicro),
    share(planCoverage(a)),
    share(planUtilisation(a)),
  ];
  const columns = ['committed', 'used', 'covered', 'coverage', 'utilisation'] as const;
  return (
    <ChartCard id="savings-plans" title={t('savingsPlans.results.title', { strategy: strategyName })} description={t('savingsPlans.results.description')}>
      {plans.map((p) => (
        <TableContainer key={p.planId} sx={{ maxWidth: '100%', overflowX: 'auto', mb: 2 }} data-testid="savings-plan" data-plan={p.planId}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('savingsPlans.results.plan', {
              name: p.name,
              perHour: fmt.money(p.plan.commitmentPerHour),
              term: t('editor.catalog.term', { count: p.plan.termMonths }),
              day: p.plan.startDay,
              payment: t(`cash.options.${p.plan.payment}`),
            })}
          </Typography>
          <Typography variant="body2" data-testid="savings-plan-summary">
            {t('savingsPlans.results.summary', {
              committed: money(p.commitmentMicro),
              unused: money(p.unusedMicro),
              covered: money(p.coveredOnDemandMicro),
              saved: money(p.savingMicro),
            })}
            {p.commitmentBeyondHorizonMicro > 0 && ` ${t('savingsPlans.results.afterHorizon', { amount: money(p.commitmentBeyondHorizonMicro) })}`}
          </Typography>
          <Table size="small" aria-label={t('savingsPlans.results.caption', { name: p.name })} sx={{ '& th': { fontWeight: 600, wordBreak: 'keep-all' } }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('savingsPlans.results.columns.month')}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c} scope="col" align="right">
                    {t(`savingsPlans.results.columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {Object.entries(p.byMonth).map(([month, m]) => (
                <TableRow key={month} data-testid="savings-plan-month">
                  <TableCell scope="row">{month}</TableCell>
                  {cells(m).map((text, i) => (
                    <TableCell key={columns[i]} align="right" sx={NUM}>
                      {text}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow>
                <TableCell scope="row" sx={{ fontWeight: 600 }}>
                  {t('savingsPlans.results.total')}
                </TableCell>
                {cells(p).map((text, i) => (
                  <TableCell key={columns[i]} align="right" sx={{ ...NUM, fontWeight: 600 }}>
                    {text}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      ))}
    </ChartCard>
  );
}
