/** Why a whole job log was refused. Worded by the caller; `english` is the command line's wording. */
export type JobFileProblem =
  | 'empty'
  | 'tooLarge'
  | 'noTimeColumn'
  | 'noGpuColumn'
  | 'noHoursColumn'
  | 'tooManyRows'
  | 'tooManyRejected'
  | 'noJobs'
  | 'tooFewJobs'
  | 'tooShort';

/** The detail behind a refusal, for a screen to word in its own language. */
export type JobRefusalCode =
  | 'tooLarge'
  | 'fileTooLarge'
  | 'headerTooLong'
  | 'tooManyRows'
  | 'tooManyRejected'
  | 'noRowRead'
  | 'tooFewJobs'
  | 'tooShort';

/**
 * A refusal's reason as data: its code and the values its sentence needs (text only: numbers come
 * formatted). `noRowRead` carries the first rejected row's `line`, `reason` (a JobRejectReason)
 * and `text` (absent when the row's text was not kept), and the number `rejected`; `tooFewJobs`
 * and `tooShort` name the `group` (absent for all rows) and whether it counts `jobs` or
 * `batches` (`unit`); `tooShort` gives the `span` as a number, its `spanUnit` ('s', 'min' or
 * 'h') and the `minimum` days.
 */
export interface JobRefusal {
  code: JobRefusalCode;
  values: Readonly<Record<string, string>>;
}

/** A job log refused as a whole: nothing is imported. `line` is 1-based when a line is to blame. */
export class JobFileError extends Error {
  constructor(
    readonly problem: JobFileProblem,
    readonly line: number | null,
    english: string,
    /** What the screen words in its language beside the problem's headline; null when the headline says it all. */
    readonly refusal: JobRefusal | null = null,
  ) {
    super(line === null ? english : `line ${line}: ${english}`);
    this.name = 'JobFileError';
  }
}
