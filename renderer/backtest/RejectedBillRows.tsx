import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { BillImport } from '@shared/bill-import';
import { useFormat } from '../i18n/use-format';

const SHOWN = 20;

/** The rows of a bill that could not be read, each with its line and reason, in the screen's language. */
export function RejectedBillRows({ bill }: { bill: BillImport }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (bill.rejectedCount === 0) return null;
  return (
    <Alert severity="warning" data-testid="backtest-rejected">
      {t('backtest.rejected.title', { count: bill.rejectedCount, formatted: format.number(bill.rejectedCount) })}
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {bill.rejected.slice(0, SHOWN).map((r) => (
          <li key={r.line}>
            {t('backtest.rejected.line', { line: r.line, reason: t(`backtest.rejected.reasons.${r.reason}`) })}
            {r.text ? ` (${r.text})` : ''}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
