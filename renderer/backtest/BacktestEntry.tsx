import { useState } from 'react';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Scenario } from '@shared/scenario';
import { BacktestDialog } from './BacktestDialog';

/** The results screen's way into the bill back-test. */
export function BacktestEntry({ scenario }: { scenario: Scenario }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Button variant="outlined" startIcon={<ReceiptLongOutlined />} onClick={() => setOpen(true)} data-testid="backtest-open">
        {t('backtest.open')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('backtest.openHelp')}
      </Typography>
      {open && <BacktestDialog scenario={scenario} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
