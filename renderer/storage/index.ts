/** Scenario library, version history, saved runs and scenario files, over IndexedDB (Dexie). */
export { HeadroomDatabase, DATABASE_NAME } from './database';
export type {
  RunHeadline,
  RunRecord,
  ScenarioRecord,
  Timestamp,
  VersionOrigin,
  VersionRecord,
} from './records';
export { RecordNotFoundError } from './errors';
export { createStorage, getAppStorage, type HeadroomStorage, type StorageOptions } from './storage';
export { createScenarioLibrary, type CreateResult, type ScenarioLibrary } from './scenario-library';
export {
  changedSince,
  createVersionHistory,
  DEFAULT_COALESCE_MS,
  type AutosaveOptions,
  type AutosaveResult,
  type SeenVersion,
  type VersionHistory,
  type VersionHistoryOptions,
} from './version-history';
export {
  createRunRepository,
  DEFAULT_RUNS_KEPT,
  isStale,
  type RunRepository,
  type SaveRunInput,
} from './run-repository';
export {
  hasAnalyses,
  readRunAnalyses,
  type AnalysisKind,
  type KeptWhatIf,
  type LlmMixOptions,
  type LlmMixResult,
  type RunAnalyses,
  type StoredAnalysis,
} from './run-analyses';
export {
  createScenarioTransfer,
  SCENARIO_FILE_EXTENSION,
  type ExportedScenario,
  type ImportResult,
  type ScenarioTransfer,
} from './scenario-transfer';
export {
  createLibraryBackup,
  type BackupCounts,
  type BackupLeftOut,
  type LibraryBackupStore,
  type MadeBackup,
  type RestoreResult,
} from './backup/library-backup';
export { BACKUP_FILE_EXTENSION, BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from './backup/backup-format';
export { isQuotaError } from './quota-error';
export { slugify, uniqueName } from './names';
export type { BlankCurrency } from './blank-scenario';
export { StorageContext, useStorage } from './storage-context';
export {
  useDeletedScenarios,
  useLatestRun,
  useScenario,
  useScenarioList,
  useVersions,
  type LatestRun,
  type OpenScenario,
} from './hooks';
export { useAutosave, DEFAULT_AUTOSAVE_DELAY_MS, type AutosaveStatus } from './use-autosave';
export { requestPersistentStorage } from './persistence';
