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

/** The detail behind a refusal, for a screen to word in its own language. */
export type TrafficRefusalCode =
  | 'tooLarge'
  | 'fileTooLarge'
  | 'tooManyRequests'
  | 'tooManySamples'
  | 'tooManyRejected'
  | 'badJson'
  | 'tooDeep'
  | 'noRowRead'
  | 'spanTooLong';

/**
 * A refusal's reason as data: its code and the values its sentence needs (text only: numbers come
 * formatted, so each language shows the same figure). `noRowRead` carries the first rejected
 * row's `line`, `reason` (a RejectReason) and `text`, the number `rejected`, and `header`: how the
 * header was read ('none', 'log' with `time`, `prompt`, `output`, 'history' with `time`, `value`,
 * or '' for a JSON file).
 */
export interface TrafficRefusal {
  code: TrafficRefusalCode;
  values: Readonly<Record<string, string>>;
}

/** A file refused as a whole: nothing is imported. `line` is 1-based when a line is to blame. */
export class TrafficFileError extends Error {
  constructor(
    readonly problem: TrafficFileProblem,
    readonly line: number | null,
    english: string,
    /** What the screen words in its language beside the problem's headline; null when the headline says it all. */
    readonly refusal: TrafficRefusal | null = null,
  ) {
    super(line === null ? english : `line ${line}: ${english}`);
    this.name = 'TrafficFileError';
  }
}
