import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MICRO_PER_UNIT } from '@shared/report/format';
import { adviseAllSavingsPlans, type StrategyPlanAdvice } from '@shared/report/savings-plan-advice-text';
import type { Scenario } from '@shared/scenario';
import type { ResultsFormat } from '../use-results-format';

/** Seeded runs the advice joins: enough for a mean, few enough to stay quick on this thread. */
const ADVICE_RUNS = 5;

/**
 * Beside the commitment optimiser: the best commitment per hour of each savings plan of the
 * scenario's strategies, its saving, its break-even and the curve of cost against commitment.
 * A plan changes the bill only, so the strategy's runs without it are all this needs.
 */
export function SavingsPlanAdviceSection({ scenario, fmt }: { scenario: Scenario; fmt: ResultsFormat }) {
  const { t } = useTranslation();
  const [advice, setAdvice] = useState<StrategyPlanAdvice[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (!scenario.strategies.some((s) => (s.savingsPlans?.length ?? 0) > 0)) return null;
  const money = (micro: number) => fmt.money(micro / MICRO_PER_UNIT);
  const find = () => {
    setBusy(true);
    // Let the button show it is working before the runs take the thread.
    window.setTimeout(() => {
      try {
        setAdvice(adviseAllSavingsPlans(scenario, [], { runs: Math.min(ADVICE_RUNS, scenario.simulation.runs) }));
      } finally {
        setBusy(false);
      }
    }, 0);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="savings-plan-advice-heading" data-testid="savings-plan-advice">
      <Stack spacing={1.5}>
        <Typography id="savings-plan-advice-heading" variant="h3" component="h3">
          {t('savingsPlans.advice.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('savingsPlans.advice.description')}
        </Typography>
        <div>
          <Button variant="outlined" disabled={busy} onClick={find}>
            {t('savingsPlans.advice.run')}
          </Button>
        </div>
        {(advice ?? []).map((a) => (
          <Stack key={`${a.strategyId}:${a.advice.planId}`} spacing={1} data-testid="savings-plan-best">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('savingsPlans.advice.best', {
                plan: a.planName,
                strategy: a.strategyName,
                best: money(a.advice.best.commitmentMicro),
                saving: money(a.advice.best.savingMicro),
                breakEven: money(a.advice.breakEvenMicro),
              })}
            </Typography>
            <Table size="small" aria-label={t('savingsPlans.advice.caption', { plan: a.planName })}>
              <TableHead>
                <TableRow>
                  <TableCell align="right">{t('savingsPlans.advice.perHour')}</TableCell>
                  <TableCell align="right">{t('savingsPlans.advice.cost')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {a.advice.curve.map((p) => (
                  <TableRow key={p.commitmentMicro} selected={p.commitmentMicro === a.advice.best.commitmentMicro}>
                    <TableCell align="right">{money(p.commitmentMicro)}</TableCell>
                    <TableCell align="right">{money(p.totalMicro)}</TableCell>
                    <TableCell>
                      {p.commitmentMicro === a.advice.best.commitmentMicro
                        ? t('savingsPlans.advice.bestMark')
                        : p.commitmentMicro === a.advice.breakEvenMicro
                          ? t('savingsPlans.advice.breakEvenMark')
                          : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
