import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobRecord } from '@shared/sim/results';
import { JobPoolsLine } from './JobPoolsLine';
import type { ResultsFormat } from './use-results-format';

interface JobRowProps {
  job: JobRecord;
  workloadName: string;
  /** Display names of the strategy's pools, by id. */
  poolNames: ReadonlyMap<string, string>;
  /** The job's cost in currency units. */
  cost: number;
  fmt: ResultsFormat;
}

const HOUR_S = 3600;

/** One job: when it came, ran and finished, what it waited, lost and cost, and its deadline. */
export function JobRow({ job, workloadName, poolNames, cost, fmt }: JobRowProps) {
  const { t } = useTranslation();
  const time = (seconds: number | null, missing: string) =>
    seconds === null ? (
      <Typography component="span" variant="body2" color="text.secondary">
        {missing}
      </Typography>
    ) : (
      fmt.simTime(seconds)
    );
  const deadline =
    job.deadlineMet === null
      ? t('results.jobs.deadline.none')
      : job.deadlineMet
        ? t('results.jobs.deadline.met')
        : t('results.jobs.deadline.missed');
  return (
    <TableRow hover>
      <TableCell sx={{ maxWidth: 150 }}>
        <Typography
          variant="body2"
          component="span"
          noWrap
          title={workloadName}
          sx={{ display: 'block', fontSize: 'inherit' }}
        >
          {workloadName}
        </Typography>
        <JobPoolsLine
          number={t('results.jobs.jobNumber', { number: job.index + 1 })}
          job={job}
          poolNames={poolNames}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.simTime(job.arrivalS)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {time(job.startS, t('results.jobs.notStarted'))}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {time(job.finishS, t('results.jobs.notFinished'))}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {job.turnaroundS === null ? '—' : fmt.hours(job.turnaroundS / HOUR_S)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {fmt.hours(job.queueWaitS / HOUR_S)}
      </TableCell>
      <TableCell align="right">{fmt.count(job.preemptions)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {fmt.count(job.lostGpuS / HOUR_S)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {fmt.money(cost)}
      </TableCell>
      <TableCell
        sx={{
          whiteSpace: 'nowrap',
          color:
            job.deadlineMet === false
              ? 'error.main'
              : job.deadlineMet
                ? 'success.main'
                : 'text.secondary',
          fontWeight: job.deadlineMet === false ? 600 : undefined,
        }}
      >
        {deadline}
      </TableCell>
    </TableRow>
  );
}
