import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { cutText } from '@shared/scenario';
import {
  emptyUpgradeReport,
  forgetUpgradeReport,
  readUpgradeReport,
  type SkippedRow,
} from '../storage/upgrade-report';
import { SKIP_REASONS, type UpgradeReasonKey } from './upgrade-report-wording';

const SHOWN = 10;

export interface UpgradeReportNoticeProps {
  /**
   * Whether the library has been read. The database upgrade runs when the library is first
   * read, so the report is looked for only then: on the very load that upgraded, not only
   * after a reload.
   */
  loaded?: boolean;
}

/**
 * After a database upgrade that had to repair or set aside records, says which ones, once,
 * until dismissed: an upgrade never changes or loses a record silently.
 */
export function UpgradeReportNotice({ loaded = true }: UpgradeReportNoticeProps) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const report = useMemo(() => (loaded ? readUpgradeReport() : emptyUpgradeReport()), [loaded]);
  if (dismissed || (report.skipped.length === 0 && report.repaired.length === 0)) return null;
  const dismiss = () => {
    forgetUpgradeReport();
    setDismissed(true);
  };
  const reason = (row: SkippedRow): string =>
    row.reason in SKIP_REASONS
      ? t(SKIP_REASONS[row.reason as keyof typeof SKIP_REASONS] satisfies UpgradeReasonKey)
      : cutText(row.reason, 80);
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="upgrade-report"
      action={
        <Button color="inherit" size="small" onClick={dismiss}>
          {t('damage.upgrade.dismiss')}
        </Button>
      }
    >
      <AlertTitle>{t('damage.upgrade.title')}</AlertTitle>
      {report.repaired.length > 0 && (
        <>
          {t('damage.upgrade.repairedBody', { count: report.repaired.length })}
          <ul style={{ margin: '4px 0 8px', paddingLeft: 20 }}>
            {report.repaired.slice(0, SHOWN).map((r, i) => (
              <li key={i}>
                {t('damage.upgrade.repairedRow', {
                  name: cutText(r.name, 60),
                  fields: r.fields.map((f) => t(`damage.upgrade.fields.${f}`)).join(t('damage.upgrade.fieldSeparator')),
                })}
              </li>
            ))}
            {report.repaired.length > SHOWN && <li>…</li>}
          </ul>
        </>
      )}
      {report.skipped.length > 0 && (
        <>
          {t('damage.upgrade.body', { count: report.skipped.length })}
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {report.skipped.slice(0, SHOWN).map((r, i) => (
              <li key={i}>
                {t('damage.upgrade.row', {
                  table: t(
                    r.table === 'runs' || r.table === 'scenarios'
                      ? `damage.upgrade.tables.${r.table}`
                      : 'damage.upgrade.tables.other',
                  ),
                  id: cutText(r.id, 40),
                  reason: reason(r),
                })}
              </li>
            ))}
            {report.skipped.length > SHOWN && <li>…</li>}
          </ul>
        </>
      )}
    </Alert>
  );
}
