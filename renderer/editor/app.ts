/**
 * What the editor uses from the rest of the app, gathered in one module so the editor's
 * subfolders reach it with a single `../` (the lint rule forbids climbing two levels).
 */
export { useFormat } from '../i18n/use-format';
export { useCounts } from '../i18n/use-counts';
export type { Messages } from '../i18n/locales/en';
export { useLanguage } from '../i18n/language-context';
export { intlLocale } from '../i18n/format';
export { fromData } from '../i18n/from-data';
export { hrefForPath, buildPath } from '../router/route-path';
export { navigate } from '../router/use-hash-path';
export { withRunRequest } from '../router/run-request';
export { takeNewScenarioRequest } from '../router/new-scenario-request';
export {
  changedSince,
  isQuotaError,
  useStorage,
  useScenario,
  type OpenScenario,
  type SeenVersion,
} from '../storage';
export { useDocumentTitle } from '../app/use-document-title';
export { ScreenHeader } from '../app/ScreenHeader';
export { ReplayChart, TrafficCurveEditor, TrafficImportDialog } from '../curve';
export type { GrowthStart, ImportedSizeMix, TrafficCurveValue } from '../curve';
export { ArrivalsByHourChart, JobImportDialog } from '../job-import';
export { usePlatform } from '../platform/platform-context';

/** The routes the editor links to (agreed with the library and results screens). */
export const LIBRARY_PATH = '/scenarios';
export const EDITOR_PATTERN = '/scenarios/:scenarioId';
export const RESULTS_PATTERN = '/scenarios/:scenarioId/results';
