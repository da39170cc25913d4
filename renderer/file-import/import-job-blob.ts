import { finishJobImport, JOB_CHUNK_CHARS, JobFileError, JobLogParser, MAX_JOB_CSV_BYTES, type ImportJobsOptions, type JobImport } from '@shared/job-import';
import { feedBlob } from './feed-blob';

/** Reads a picked job log piece by piece into the job-log parser (see feedBlob), then fits it. */
export async function importJobBlob(blob: Blob, options: ImportJobsOptions, onProgress: (share: number) => void): Promise<JobImport> {
  if (blob.size > MAX_JOB_CSV_BYTES) {
    const size = (blob.size / 1024 / 1024).toFixed(0);
    const limit = String(MAX_JOB_CSV_BYTES / 1024 / 1024);
    throw new JobFileError('tooLarge', null, `the file is ${size} MB; a job log may be at most ${limit} MB`, { code: 'fileTooLarge', values: { size, limit } });
  }
  const parser = new JobLogParser(options);
  await feedBlob(blob, JOB_CHUNK_CHARS, (text) => parser.feed(text), onProgress);
  return finishJobImport(parser, options);
}
