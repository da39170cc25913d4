import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScenarioResults } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';

/**
 * Under the recommendation: the basis its costs were compared on and, per strategy whose terms
 * outlast the horizon, what stays committed after it. Shown only when some term does: with
 * none, both bases give the same figures and there is nothing to say.
 */
export function CommitmentNotes({ results }: { results: ScenarioResults }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rec = results.recommendation;
  const past = rec?.pastHorizon ?? [];
  if (!rec || past.length === 0) return null;
  const basis = rec.costBasis ?? 'horizonSlice';
  const names = new Map(results.strategies.map((s) => [s.strategyId, s.name]));
  const money = (value: number) =>
    format.currency(value, results.currency, {
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
  return (
    <Stack spacing={1} sx={{ mb: 1 }} data-testid="commitment-notes">
      <Typography data-testid="comparison-basis" data-basis={basis}>
        {t(`commitments.basis.${basis}`)}
      </Typography>
      {past.map((p) => (
        <Alert
          key={p.strategyId}
          // Counted in full, the amount is information; left out, it is a warning.
          severity={basis === 'wholeCommitments' ? 'info' : 'warning'}
          variant="outlined"
          data-testid="past-horizon-warning"
        >
          {t(
            basis === 'wholeCommitments'
              ? 'commitments.warning.whole'
              : 'commitments.warning.slice',
            {
              name: names.get(p.strategyId) ?? p.strategyId,
              amount: money(p.afterHorizon),
              count: p.coverDays,
              days: format.number(p.coverDays),
            },
          )}
        </Alert>
      ))}
    </Stack>
  );
}
