/**
 * Limits of a job-history import, in the style of the traffic import's (see the README's
 * limits): checked as the file streams in, so a huge or endless file is refused early.
 */

/** Largest job log, in bytes. Read in pieces, never whole. */
export const MAX_JOB_CSV_BYTES = 512 * 1024 * 1024;
/** Longest record of a job log; a longer one is rejected without being kept. */
export const MAX_JOB_RECORD_CHARS = 4096;
/** Most jobs a log may hold (ten years of a job a minute). */
export const MAX_JOB_ROWS = 5_000_000;
/** Longest span from the first to the last submission, in days. */
export const MAX_JOB_SPAN_DAYS = 3660;
/**
 * Shortest span from the first to the last arrival a rate is read from, in days: two jobs a
 * second apart are not "86,400 a day", nor 100,000 on one instant 100,000 an hour.
 */
export const MIN_JOB_SPAN_DAYS = 1;
/** Shortest span a rate for each hour of the week is read from: every hour of the week seen once. */
export const MIN_HOUR_OF_WEEK_SPAN_DAYS = 7;
/** Rejected rows past which the import stops: the file is not a job log. */
export const MAX_JOB_REJECTED_ROWS = 100_000;
/** Most workloads (values of the workload column) analysed one by one; the rest are in "all". */
export const MAX_JOB_GROUPS = 50;
/** Longest workload name kept from the log. */
export const MAX_GROUP_NAME_CHARS = 120;
/** A job may ask for at most this many GPUs (the scenario's own limit on gpusPerJob). */
export const MAX_JOB_GPUS = 4096;
/** A job may run at most this many hours (ten years). */
export const MAX_JOB_HOURS = 87_660;
