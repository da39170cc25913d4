import { Rejections, type RejectedRow } from '../traffic-import/rejections';

/** Why a row of a job log was not used. Worded by the caller (English on the command line, the app's language). */
export type JobRejectReason =
  | 'tooLong'
  | 'unclosedQuote'
  | 'columns'
  | 'badTime'
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
  badTime: 'not a submit time',
  badGpus: 'GPUs is not a whole number from 1 to 4096',
  badHours: 'run time is not a number of hours above 0',
  duplicate: 'the same job id as an earlier row',
  outOfSpan: 'too far from the other rows',
};
