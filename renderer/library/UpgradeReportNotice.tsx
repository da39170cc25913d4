import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { cutText } from '@shared/scenario';
import { forgetUpgradeReport, readUpgradeReport, type SkippedRow } from '../storage/upgrade-report';

const SHOWN = 10;

/**
 * After a database upgrade that had to leave damaged records out, says which ones, once,
 * until dismissed: an upgrade never loses a record silently.
 */
export function UpgradeReportNotice() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<SkippedRow[]>(() => readUpgradeReport());
  if (rows.length === 0) return null;
  const dismiss = () => {
    forgetUpgradeReport();
    setRows([]);
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={dismiss}>
          {t('damage.upgrade.dismiss')}
        </Button>
      }
    >
      <AlertTitle>{t('damage.upgrade.title')}</AlertTitle>
      {t('damage.upgrade.body', { count: rows.length })}
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {rows.slice(0, SHOWN).map((r, i) => (
          <li key={i}>
            {t('damage.upgrade.row', {
              table: t(r.table === 'runs' || r.table === 'scenarios' ? `damage.upgrade.tables.${r.table}` : 'damage.upgrade.tables.other'),
              id: cutText(r.id, 40),
              reason: cutText(r.reason, 80),
            })}
          </li>
        ))}
        {rows.length > SHOWN && <li>…</li>}
      </ul>
    </Alert>
  );
}
