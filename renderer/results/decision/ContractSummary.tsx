import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OptimiseResult, PlanSummary } from '@shared/analysis/optimise-commitment';
import type { Distribution3 } from '@shared/sim/results';
import type { Scenario } from '@shared/scenario';
import type { ResultsFormat } from '../use-results-format';
import { contractOfPlan, useContractDates } from './contract-figures';
import { usePlanContractTexts } from './contract-texts';
import { planWords, type DecisionWords } from './decision-words';


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
  const texts = usePlanContractTexts(fmt, words)(scenario, result.basis, plan);
  if (texts === null) return null;
  return (
    <Stack spacing={0.5} data-testid="optimise-contract">
      <Typography>{texts.plan}</Typography>
      {texts.tranches.length > 0 && (
        <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 3 }}>
          {texts.tranches.map((tr) => (
            <Typography component="li" variant="body2" key={tr.key}>
              {tr.text}
            </Typography>
          ))}
        </Stack>
      )}
      {texts.npv !== null && <Typography data-testid="optimise-npv">{texts.npv}</Typography>}
      {texts.assumes !== null && (
        <Alert severity="warning" data-testid="optimise-assumption">
          {texts.assumes}
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
