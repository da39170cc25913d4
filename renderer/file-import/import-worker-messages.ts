/** What a file-import worker posts back (the traffic and the job-history imports). */
export type ImportWorkerMessage<R, P extends string> =
  | { kind: 'progress'; share: number }
  | { kind: 'done'; result: R }
  | { kind: 'refused'; problem: P; line: number | null; message: string }
  | { kind: 'failed'; message: string };

export type ImportOutcome<R, P extends string> = Exclude<ImportWorkerMessage<R, P>, { kind: 'progress' }>;

export interface RunningImport<R, P extends string> {
  done: Promise<ImportOutcome<R, P>>;
  /** Ends the worker at once; `done` then never settles and nothing changes. */
  cancel(): void;
}
