import { Rejections, type RejectedRow } from '../traffic-import/rejections';

/** Why a row of a job log was not used. Worded by the caller (English on the command line, the app's language). */
export type JobRejectReason =
  | 'tooLong'
  | 'unclosedQuote'
  | 'columns'
  | 'badTime'
  | 'relativeTime'
  | 'badGpus'
  | 'badHours'
  | 'duplicate'
  | 'outOfSpan';

export type RejectedJobRow = RejectedRow<JobRejectReason>;

export class JobRejections extends Rejections<JobRejectReason> {}

export const JOB_REJECT_REASON_ENGLISH: Readonly<Record<JobRejectReason, string>> = {
  tooLong: 'line too long',
  unclosedQuote: 'a quoted field is never closed',
  columns: 'too few columns',
  badTime: 'not a submit time (a date and time such as 2026-03-02 08:00, or epoch seconds)',
  relativeTime: 'seconds from the start of a trace, not a date: times before 1990 are not read; add the trace\'s start date to each time',
  badGpus: 'GPUs is not a whole number from 1 to 4096',
  badHours: 'run time is not above 0 in the column\'s unit (hours unless its header says seconds, minutes or days) nor a clock time such as 02:30:00',
  duplicate: 'the same job id as an earlier row',
  outOfSpan: 'too far from the other rows',
};
