import { fitJobHistory, jobGroups, type JobGroup, type JobHistoryFit, type JobTargetKind } from './analyse-jobs';
import { JobFileError } from './errors';
import { JobLogParser, type JobParseOptions } from './job-log-parser';
import type { RejectedJobRow } from './job-rejections';

export interface ImportJobsOptions extends JobParseOptions {
  kind: JobTargetKind;
}

/** One workload of the log fitted, or why it could not be (too few jobs for arrivals). */
export interface FittedJobGroup extends JobGroup {
  fit: JobHistoryFit | null;
}

/** A finished job-log import: each group fitted, and the rows that were refused (the first kept, all counted). */
export interface JobImport {
  /** "All rows" first, then the workload column's values with most jobs. */
  groups: FittedJobGroup[];
  hasGroups: boolean;
  rejected: RejectedJobRow[];
  rejectedCount: number;
  lines: number;
  identicalRows: number;
}

/** Chunk size fed to the parser: large enough to be quick, small enough to report progress often. */
export const JOB_CHUNK_CHARS = 1 << 20;

/** Fits every group of a parsed log; throws JobFileError when even all rows together are too few. */
export function finishJobImport(parser: JobLogParser, options: ImportJobsOptions): JobImport {
  const log = parser.finish();
  const groups = jobGroups(log).map((g): FittedJobGroup => {
    try {
      return { ...g, fit: fitJobHistory(log, g.index, options.kind) };
    } catch (error) {
      if (error instanceof JobFileError && g.index !== null) return { ...g, fit: null };
      throw error;
    }
  });
  return {
    groups,
    hasGroups: log.hasGroups,
    rejected: log.rejections.kept,
    rejectedCount: log.rejections.count,
    lines: log.lines,
    identicalRows: log.identicalRows,
  };
}

/** Parses and fits text chunks in order, or throws JobFileError naming the line and the reason. */
export function importJobChunks(chunks: Iterable<string>, options: ImportJobsOptions): JobImport {
  const parser = new JobLogParser(options);
  for (const chunk of chunks) parser.feed(chunk);
  return finishJobImport(parser, options);
}

/** The whole text at once (tests, small files): cut into chunks as a stream would deliver them. */
export function importJobText(text: string, options: ImportJobsOptions): JobImport {
  function* chunks() {
    for (let i = 0; i < text.length; i += JOB_CHUNK_CHARS) yield text.slice(i, i + JOB_CHUNK_CHARS);
  }
  return importJobChunks(chunks(), options);
}

/**
 * The group a scenario workload takes its jobs from: the log's workload value equal to its id or
 * name (case aside), else all rows.
 */
export function groupForWorkload(result: JobImport, workload: { id: string; name: string }): FittedJobGroup {
  const wanted = [workload.id.toLowerCase(), workload.name.trim().toLowerCase()];
  return result.groups.find((g) => g.index !== null && g.fit !== null && wanted.includes(g.name.toLowerCase())) ?? result.groups[0]!;
}
