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

/** A job log refused as a whole: nothing is imported. `line` is 1-based when a line is to blame. */
export class JobFileError extends Error {
  constructor(
    readonly problem: JobFileProblem,
    readonly line: number | null,
    english: string,
  ) {
    super(line === null ? english : `line ${line}: ${english}`);
    this.name = 'JobFileError';
  }
}
