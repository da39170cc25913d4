import type { ScenarioIssue } from '@shared/scenario';
import { FileTooLargeError } from '../platform/file-too-large-error';
import { encodingProblem, type EncodingProblem } from './import-issue-wording';

/** Why an import saved nothing; the import dialog explains each kind. */
export type ImportFailure =
  | { kind: 'invalid'; fileName: string; issues: ScenarioIssue[] }
  | { kind: 'tooLarge'; fileName: string; sizeBytes: number; limitBytes: number }
  | {
      kind: 'unreadable';
      fileName: string | null;
      detail: string;
      /** Set when the file was refused for its encoding: the dialog says so in its own words. */
      encoding?: EncodingProblem;
    };

/**
 * The desktop app's size refusal arrives as a plain Error whose message carries the main
 * process's text ("… FileTooLargeError: a.json is 9000000 bytes; the limit is 5242880
 * bytes."), because only messages cross IPC.
 */
const DESKTOP_TOO_LARGE = /FileTooLargeError: (.+) is (\d+) bytes; the limit is (\d+) bytes/;

/** What went wrong when the platform could not hand over a picked file. */
export function failureFromOpenError(error: unknown): ImportFailure {
  if (error instanceof FileTooLargeError) {
    return {
      kind: 'tooLarge',
      fileName: error.fileName,
      sizeBytes: error.sizeBytes,
      limitBytes: error.limitBytes,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  const desktop = DESKTOP_TOO_LARGE.exec(message);
  if (desktop) {
    return {
      kind: 'tooLarge',
      fileName: desktop[1] ?? '',
      sizeBytes: Number(desktop[2]),
      limitBytes: Number(desktop[3]),
    };
  }
  const encoding = encodingProblem(message);
  return encoding
    ? { kind: 'unreadable', fileName: null, detail: message, encoding }
    : { kind: 'unreadable', fileName: null, detail: message };
}

/** Megabytes with one decimal at most, for "the file is 7.3 MB; the limit is 5 MB". */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
