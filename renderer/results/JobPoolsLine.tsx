import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobRecord } from '@shared/sim/results';

interface JobPoolsLineProps {
  /** The job's number as shown ("#3"). */
  number: string;
  job: JobRecord;
  poolNames: ReadonlyMap<string, string>;
}

/**
 * Under a job's workload: its number and where it ran (its pools in order of use), and
 * whether it fell back from spot. Two lines at most, so the table's ten columns still fit
 * beside the navigation at 1280 px; the whole text is in the tooltip.
 */
export function JobPoolsLine({ number, job, poolNames }: JobPoolsLineProps) {
  const { t } = useTranslation();
  const names = job.poolIds.map((id) => poolNames.get(id) ?? id);
  const pools = names.length === 0 ? t('poolUsage.jobs.none') : names.join(' → ');
  const fellBack = job.fellBack ? ` · ${t('poolUsage.jobs.fellBack')}` : '';
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      title={`${number} · ${pools}${fellBack}`}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
      }}
    >
      {number} · <span data-testid="job-pools">{pools}</span>
      {job.fellBack && (
        <Typography
          component="span"
          variant="caption"
          color="warning.main"
          title={t('poolUsage.jobs.fellBackTitle')}
        >
          {fellBack}
        </Typography>
      )}
    </Typography>
  );
}
