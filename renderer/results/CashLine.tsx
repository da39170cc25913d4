import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StrategySummary } from '@shared/sim/results';
import { useFormat } from '../i18n/use-format';
import type { ResultsFormat } from './use-results-format';
import { monthStart } from './sim-time';

interface CashLineProps {
  summary: StrategySummary;
  /** The rate the NPV was worked out at, % a year (0: undiscounted). */
  discountRatePercent: number;
  /** Names of the scenario's strategies, for the pay-as-you-go one the payback is measured against. */
  nameOf: (strategyId: string) => string;
  fmt: ResultsFormat;
}

/**
 * What the strategy's cash is worth today (its net present value over the whole contract,
 * beside the total above) and, for a strategy that commits, the month it has paid for itself
 * against paying as it goes. Results saved before these figures show nothing here.
 */
export function CashLine({ summary, discountRatePercent, nameOf, fmt }: CashLineProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const monthName = (key: string) => {
    const date = monthStart(key);
    return date ? format.date(date, 'month') : key;
  };
  const { npv, payback } = summary;
  if (!npv) return null;
  return (
    <Box data-testid="cash-line" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('cash.card.npv')}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="npv">
          {fmt.money(npv.p50)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {discountRatePercent > 0
            ? t('cash.card.npvAt', { rate: format.number(discountRatePercent, { maximumFractionDigits: 2 }) })
            : t('cash.card.npvUndiscounted')}
        </Typography>
      </Box>
      {payback !== undefined && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('cash.card.payback')}
          </Typography>
          <Typography component="p" sx={{ fontWeight: 600 }} data-testid="payback">
            {payback.month === null || payback.monthNumber === null
              ? t('cash.card.paybackNever')
              : t('cash.card.paybackAt', { month: monthName(payback.month), number: payback.monthNumber })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('cash.card.paybackAgainst', { name: nameOf(payback.againstStrategyId) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
