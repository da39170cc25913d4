import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CommitmentOption } from '@shared/analysis/commitment-options';
import { contractFigures, planContract, type ContractFigures, type PlanContract } from '@shared/analysis/contract-terms';
import type { OptimiseResult, PlanSummary } from '@shared/analysis/optimise-commitment';
import type { Distribution3 } from '@shared/sim/results';
import type { Scenario } from '@shared/scenario';
import { dateOf } from '@shared/sim/calendar';
import { useFormat } from '../decision-app';
import type { ResultsFormat } from '../use-results-format';
import { planWords, trancheWords, type DecisionWords } from './decision-words';

interface Tranche {
  option: CommitmentOption;
  count: number;
  /** Absent in answers kept before contracts were listed: then worked out from the option. */
  contract?: ContractFigures;
}

/** A tranche's contract, as the answer gives it or (kept before it did) worked out again. */
export function trancheContract(scenario: Scenario, t: Tranche): ContractFigures {
  return t.contract ?? contractFigures(scenario, t.option, t.count);
}

export function contractOfPlan(scenario: Scenario, plan: { tranches: readonly Tranche[]; contract?: PlanContract }): PlanContract {
  return plan.contract ?? planContract(plan.tranches.map((t) => trancheContract(scenario, t)));
}

/** Dates in the interface language: the day a term ends, and its month for the assumption. */
export function useContractDates() {
  const format = useFormat();
  const { i18n } = useTranslation();
  return {
    day: (iso: string) => format.date(dateOf(iso), 'long'),
    month: (iso: string) => new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long' }).format(dateOf(iso)),
  };
}

interface PlanContractProps {
  result: OptimiseResult;
  plan: PlanSummary;
  scenario: Scenario;
  fmt: ResultsFormat;
  words: DecisionWords;
}

/**
 * What signing the plan commits: the contract value, the part after the horizon and the end
 * of the last term, tranche by tranche when there are several; and, when the answer counts
 * only the horizon slice of a term that outlasts it, the assumption that makes it right.
 */
export function PlanContractLines({ result, plan, scenario, fmt, words }: PlanContractProps) {
  const { t } = useTranslation();
  const dates = useContractDates();
  const c = contractOfPlan(scenario, plan);
  if (plan.tranches.length === 0 || c.lastEndDate === null) return null;
  return (
    <Stack spacing={0.5} data-testid="optimise-contract">
      <Typography>
        {t('contract.plan', { contract: fmt.money(c.contractValue), inHorizon: fmt.money(c.inHorizon), after: fmt.money(c.afterHorizon), date: dates.day(c.lastEndDate) })}
      </Typography>
      {plan.tranches.length > 1 && (
        <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 3 }}>
          {plan.tranches.map((tr) => {
            const f = trancheContract(scenario, tr);
            return (
              <Typography component="li" variant="body2" key={tr.option.key}>
                {t('contract.tranche', {
                  what: trancheWords(words, scenario, tr.option, tr.count),
                  contract: fmt.money(f.contractValue),
                  inHorizon: fmt.money(f.inHorizon),
                  after: fmt.money(f.afterHorizon),
                  date: dates.day(f.endDate),
                })}
              </Typography>
            );
          })}
        </Stack>
      )}
      {result.basis === 'horizonSlice' && c.afterHorizon > 0 && (
        <Alert severity="warning" data-testid="optimise-assumption">
          {t('contract.assumes', { month: dates.month(c.lastEndDate) })}
        </Alert>
      )}
    </Stack>
  );
}

interface BasesTableProps {
  result: OptimiseResult;
  /** The best commitment found on the chosen basis. */
  chosen: PlanSummary;
  scenario: Scenario;
  fmt: ResultsFormat;
  words: DecisionWords;
}

/** The best commitment on the horizon slice and on whole commitments, side by side, when they differ. */
export function BasesTable({ result, chosen, scenario, fmt, words }: BasesTableProps) {
  const { t } = useTranslation();
  const dates = useContractDates();
  const other = result.otherBasis;
  if (!other) return null;
  const rows: { basis: OptimiseResult['basis']; plan: PlanSummary; cost: Distribution3 }[] = [
    { basis: result.basis, plan: chosen, cost: chosen.cost },
    { basis: other.basis, plan: other.plan, cost: other.plan.cost },
  ].sort((a, b) => (a.basis === 'horizonSlice' ? -1 : b.basis === 'horizonSlice' ? 1 : 0));
  return (
    <Stack spacing={0.5} data-testid="optimise-bases">
      <Typography variant="h3" component="h3">
        {t('contract.bases.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('contract.bases.description')}
      </Typography>
      <Table size="small" aria-label={t('contract.bases.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('contract.bases.basis')}</TableCell>
            <TableCell>{t('contract.bases.best')}</TableCell>
            <TableCell align="right">{t('contract.bases.cost')}</TableCell>
            <TableCell align="right">{t('contract.bases.contract')}</TableCell>
            <TableCell align="right">{t('contract.bases.after')}</TableCell>
            <TableCell>{t('contract.bases.ends')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const c = contractOfPlan(scenario, row.plan);
            return (
              <TableRow key={row.basis} data-basis={row.basis}>
                <TableCell>{t(`contract.bases.${row.basis}`)}</TableCell>
                <TableCell>{row.plan.tranches.length > 0 ? planWords(words, scenario, row.plan.tranches) : t('contract.bases.nothing')}</TableCell>
                <TableCell align="right">{fmt.money(row.cost.p50)}</TableCell>
                <TableCell align="right">{fmt.money(c.contractValue)}</TableCell>
                <TableCell align="right">{fmt.money(c.afterHorizon)}</TableCell>
                <TableCell>{c.lastEndDate ? dates.day(c.lastEndDate) : '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Stack>
  );
}
