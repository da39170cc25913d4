import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { afterHorizonP50 } from '@shared/analysis/commitments';
import type { StrategySummary } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import { dayStart } from './sim-time';
import type { ResultsFormat } from './use-results-format';

interface AfterHorizonLineProps {
  summary: StrategySummary;
  startDate: string;
  fmt: ResultsFormat;
}

/**
 * What a strategy still owes after the horizon (reservation and bare-metal terms that outlast
 * it), which the total above leaves out; said also when it is nothing, so the reader knows.
 */
export function AfterHorizonLine({ summary, startDate, fmt }: AfterHorizonLineProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const after = afterHorizonP50(summary);
  if (after <= 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="after-horizon">
        {t('commitments.card.none')}
      </Typography>
    );
  }
  const endDay = summary.commitmentEndDay;
  const end = endDay === undefined || endDay === null ? null : dayStart(startDate, endDay);
  return (
    <Box
      data-testid="after-horizon"
      sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.25, py: 0.25 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('commitments.card.afterHorizon')}
      </Typography>
      <Typography
        component="p"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        data-testid="after-horizon-amount"
      >
        {fmt.money(after)}
      </Typography>
      {end && (
        <Typography variant="body2" color="text.secondary">
          {t('commitments.card.until', { date: format.date(end) })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('commitments.card.whole', {
          amount: fmt.money(summary.wholeCommitmentCost?.p50 ?? summary.totalCost.p50 + after),
        })}
      </Typography>
    </Box>
  );
}
