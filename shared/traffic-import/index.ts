/**
 * Traffic import: a request-rate history (CSV or Prometheus JSON) or a request log, streamed in
 * text chunks, analysed at the scenario's resolution into weekday and weekend curves, a growth
 * fit, its error, burstiness and (for logs) the size mix. Pure: the app's worker and the command
 * line feed it.
 */
export { analyseTraffic, type TrafficAnalysis, type TrafficAnalysisOptions, type ValueMeaning } from './analyse-traffic';
export { buildImportedCurves, type CurrentCurves, type ImportedCurves } from './build-curves';
export type { Burstiness } from './burstiness';
export { TrafficFileError, type TrafficFileProblem, type TrafficRefusal, type TrafficRefusalCode } from './errors';
export { DAYS_PER_MONTH, type GrowthFit } from './growth-fit';
export * from './limits';
export { REJECT_REASON_ENGLISH, type RejectReason, type RejectedRow } from './rejections';
export { MIN_LOG_SLOT_COVERAGE } from './slot-buckets';
export { SLOT_STATISTICS, isSlotStatistic, type SlotStatistic, type Spread } from './statistics';
export { formatWallTime } from './timestamp';
export type { TokenPairs } from './token-pairs';
export { TrafficFileParser, type ParsedTraffic, type TrafficParseOptions, type TrafficSource } from './traffic-file-parser';
export { finishImport, importTrafficChunks, importTrafficText, TRAFFIC_CHUNK_CHARS, type ImportTrafficOptions, type TrafficImport } from './import-traffic';
export { englishReplayPreview, englishTrafficPreview } from './english-preview';
export { buildImportedReplay, canRepeat, type CurvesForGaps, type ImportedReplay, type ReplaySeries } from './replay-series';
