/** Why a whole file was refused. Worded by the caller; `english` is the command line's wording. */
export type TrafficFileProblem =
  | 'empty'
  | 'tooLarge'
  | 'noTimeColumn'
  | 'noValueColumn'
  | 'tooManyRows'
  | 'tooManyRejected'
  | 'badJson'
  | 'tooDeep'
  | 'notPrometheus'
  | 'noSamples'
  | 'spanTooLong';

/** A file refused as a whole: nothing is imported. `line` is 1-based when a line is to blame. */
export class TrafficFileError extends Error {
  constructor(
    readonly problem: TrafficFileProblem,
    readonly line: number | null,
    english: string,
  ) {
    super(line === null ? english : `line ${line}: ${english}`);
    this.name = 'TrafficFileError';
  }
}
