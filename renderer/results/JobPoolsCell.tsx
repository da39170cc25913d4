import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobRecord } from '@shared/sim/results';

interface JobPoolsCellProps {
  job: JobRecord;
  poolNames: ReadonlyMap<string, string>;
}

/** Where a job ran: its pools in order of use, and whether it fell back from spot. */
export function JobPoolsCell({ job, poolNames }: JobPoolsCellProps) {
  const { t } = useTranslation();
  const names = job.poolIds.map((id) => poolNames.get(id) ?? id);
  const text = names.length === 0 ? t('poolUsage.jobs.none') : names.join(' → ');
  return (
    <TableCell sx={{ maxWidth: 140 }} data-testid="job-pools">
      <Typography
        variant="body2"
        component="span"
        noWrap
        title={text}
        sx={{ display: 'block', fontSize: 'inherit' }}
      >
        {text}
      </Typography>
      {job.fellBack && (
        <Typography
          variant="caption"
          color="warning.main"
          title={t('poolUsage.jobs.fellBackTitle')}
        >
          {t('poolUsage.jobs.fellBack')}
        </Typography>
      )}
    </TableCell>
  );
}
