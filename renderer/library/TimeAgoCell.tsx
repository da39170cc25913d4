import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/language-context';
import { useFormat } from '../i18n/use-format';
import { formatRelativeTime } from './relative-time';

interface TimeAgoCellProps {
  /** The moment to show (an edit, a deletion), in epoch milliseconds. */
  at: number;
  now: number;
}

/** "3 hours ago" for scanning, with the exact date and time under it for the record. */
export function TimeAgoCell({ at, now }: TimeAgoCellProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useFormat();
  const relative = formatRelativeTime(at, now, language) ?? t('library.time.justNow');
  return (
    <>
      <Typography variant="body2">{relative}</Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        component="time"
        dateTime={new Date(at).toISOString()}
        sx={{ display: 'block' }}
      >
        {format.dateTime(at)}
      </Typography>
    </>
  );
}
