/**
 * Limits of a bill import. A bill is hostile input like any imported file (README, limits): it
 * streams in and is summed as it goes, so a 1 GB Cost and Usage Report is read in bounded memory.
 */

/** Largest bill file, in bytes (a busy account's monthly CUR is a few hundred megabytes). */
export const MAX_BILL_BYTES = 4 * 1024 ** 3;
/** Longest CSV record: a CUR row has a hundred-odd columns, a few kilobytes. */
export const MAX_BILL_RECORD_CHARS = 64 * 1024;
/** Distinct (month, purchase option, instance type, region) groups kept. */
export const MAX_BILL_GROUPS = 50_000;
/** Rejected rows kept with line and reason (all are counted). */
export const MAX_BILL_REJECTED_KEPT = 1000;
/** Rejected rows past which the import stops: the file is not the bill it claims to be. */
export const MAX_BILL_REJECTED_ROWS = 100_000;
/** Longest span of a bill, in months. */
export const MAX_BILL_MONTHS = 36;
