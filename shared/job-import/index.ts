/**
 * Job history import: a scheduler's job log (CSV: submit time, GPUs, run time or GPU-hours,
 * optionally a workload or user column and a job id), streamed in text chunks, fitted per
 * workload into arrivals (a Poisson rate, flat or by hour of the week, or a recurring series
 * when the log is regular) and job sizes (the log's own, or a lognormal with its
 * Kolmogorov-Smirnov statistic), mapped onto the
 * fields training and batch workloads already have. Pure: the app's worker and the command line feed it.
 */
export { BATCH_GAP_MINUTES, fitJobHistory, jobGroups, type GpuMix, type JobGroup, type JobHistoryFit, type JobTargetKind } from './analyse-jobs';
export { HOURS_PER_WEEK, type ArrivalFit, type RegularPeriod } from './arrival-fit';
export { appliedHourOfWeekRate } from './applied-rate';
export { appliedSizeShare } from './applied-size';
export { englishJobPreview, groupLabel, patchEnglish, periodEnglish } from './english-preview';
export { JobFileError, type JobFileProblem, type JobRefusal, type JobRefusalCode } from './errors';
export { finishJobImport, groupForWorkload, importJobChunks, importJobText, JOB_CHUNK_CHARS, type FittedJobGroup, type ImportJobsOptions, type JobImport } from './import-jobs';
export { JobLogParser, type JobParseOptions, type ParsedJobLog } from './job-log-parser';
export { JOB_REJECT_REASON_ENGLISH, type JobRejectReason, type RejectedJobRow } from './job-rejections';
export * from './limits';
export { isSizeChoice, lognormalCdf, SIZE_CHOICES, type SizeChoice, type SizeFit } from './size-fit';
export { storedSizes, type StoredSizes } from './size-sample';
export { HOUR_OF_WEEK_TEST_LEVEL, MIN_HOUR_OF_WEEK_ARRIVALS, type HourOfWeekTest } from './hour-of-week-test';
export { ARRIVAL_CHOICES, batchPatch, coversAWeek, storedGpuMix, storedHourOfWeekRate, suggestedArrivals, trainingPatch, type ArrivalChoice, type BatchPatch, type JobPatchOptions, type TrainingPatch } from './workload-patch';
