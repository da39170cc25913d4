import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MICRO_PER_UNIT } from '@shared/report/format';
import type { RunResult } from '@shared/sim/results';
import { ChartCard } from './ChartCard';
import { JobRow } from './JobRow';
import { DEFAULT_JOB_SORT, JOB_COLUMNS, nextSort, sortJobs, type JobSort } from './job-sorting';
import type { ResultsFormat } from './use-results-format';
import { visuallyHidden } from './visually-hidden';

const ROWS_PER_PAGE_OPTIONS = [25, 50, 100];
/** Columns holding numbers: right-aligned so digits line up. */
const NUMERIC = new Set(['turnaround', 'queueWait', 'preemptions', 'lostGpu', 'cost']);

interface JobsTableProps {
  strategyName: string;
  run: RunResult;
  fmt: ResultsFormat;
}

/** The representative run's jobs for one strategy, sortable by any column, a page at a time. */
export function JobsTable({ strategyName, run, fmt }: JobsTableProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<JobSort>(DEFAULT_JOB_SORT);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[0] ?? 25);
  const workloadNames = useMemo(
    () => new Map(run.workloads.map((w) => [w.workloadId, w.name])),
    [run.workloads],
  );
  const poolNames = useMemo(
    () => new Map(run.pools.map((p) => [p.poolId, p.name])),
    [run.pools],
  );
  const sorted = useMemo(
    () => sortJobs(run.jobs, sort, workloadNames),
    [run.jobs, sort, workloadNames],
  );
  const lastPage = Math.max(0, Math.ceil(sorted.length / rowsPerPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = sorted.slice(shownPage * rowsPerPage, (shownPage + 1) * rowsPerPage);

  return (
    <ChartCard
      id="jobs-table"
      title={t('results.jobs.heading', { strategy: strategyName })}
      description={t('results.jobs.description')}
    >
      {run.jobs.length === 0 ? (
        <Typography color="text.secondary">{t('results.jobs.empty')}</Typography>
      ) : (
        <>
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table
              size="small"
              sx={{
                // Ten columns must fit beside the navigation at 1280 px: tight cells, and
                // headers that wrap rather than widen their (narrow, numeric) columns.
                '& td, & th': { px: 0.625, fontSize: '0.8125rem' },
                '& td:first-of-type, & th:first-of-type': { pl: 0 },
                // keep-all: Chinese headers break between words, not inside 周转时间.
                '& th': { verticalAlign: 'bottom', lineHeight: 1.3, wordBreak: 'keep-all' },
              }}
              aria-label={t('results.jobs.caption', { strategy: strategyName })}
            >
              <TableHead>
                <TableRow>
                  {JOB_COLUMNS.map((column) => {
                    const active = sort.column === column;
                    return (
                      <TableCell
                        key={column}
                        align={NUMERIC.has(column) ? 'right' : 'left'}
                        sortDirection={active ? sort.direction : false}
                        sx={{ fontWeight: 600, maxWidth: NUMERIC.has(column) ? 96 : undefined }}
                      >
                        <TableSortLabel
                          active={active}
                          direction={active ? sort.direction : 'asc'}
                          onClick={() => {
                            setSort(nextSort(sort, column));
                            setPage(0);
                          }}
                        >
                          {t(`results.jobs.columns.${column}`)}
                          {active && (
                            <Box component="span" sx={visuallyHidden}>
                              {sort.direction === 'asc'
                                ? t('results.jobs.sortedAscending')
                                : t('results.jobs.sortedDescending')}
                            </Box>
                          )}
                        </TableSortLabel>
                      </TableCell>
                    );
                  })}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((job) => (
                  <JobRow
                    key={`${job.workloadId}-${job.index}`}
                    job={job}
                    workloadName={workloadNames.get(job.workloadId) ?? job.workloadId}
                    poolNames={poolNames}
                    cost={job.costMicro / MICRO_PER_UNIT}
                    fmt={fmt}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            // Wraps in a narrow window instead of pushing the page arrows out of sight.
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
            count={sorted.length}
            page={shownPage}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
          {run.jobsOmitted > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('results.jobs.omitted', { count: run.jobsOmitted })}
            </Typography>
          )}
        </>
      )}
    </ChartCard>
  );
}
