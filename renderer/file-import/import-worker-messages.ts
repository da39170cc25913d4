/**
 * Why a worker's file was refused: the problem, the line to blame, the command line's English
 * and the reason as data (D: a code and values) that the dialog words in the screen's language.
 */
export interface ImportRefusal<P extends string, D> {
  problem: P;
  line: number | null;
  message: string;
  refusal: D | null;
}

/** What a file-import worker posts back (the traffic and the job-history imports). */
export type ImportWorkerMessage<R, P extends string, D> =
  | { kind: 'progress'; share: number }
  | { kind: 'done'; result: R }
  | ({ kind: 'refused' } & ImportRefusal<P, D>)
  | { kind: 'failed'; message: string };

export type ImportOutcome<R, P extends string, D> = Exclude<ImportWorkerMessage<R, P, D>, { kind: 'progress' }>;

export interface RunningImport<R, P extends string, D> {
  done: Promise<ImportOutcome<R, P, D>>;
  /** Ends the worker at once; `done` then never settles and nothing changes. */
  cancel(): void;
}
