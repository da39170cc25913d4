/**
 * What the decision-support panels (./decision) use from the rest of the app, gathered in one
 * module so they reach it with a single `../` (the lint rule forbids climbing two levels).
 */
export { useFormat } from '../i18n/use-format';
export { useCounts, type CountNoun } from '../i18n/use-counts';
export type { DecisionMessages } from '../i18n/locales/decision';
export { isQuotaError, uniqueName, useStorage, type LlmMixOptions, type LlmMixResult, type OpenScenario, type RunAnalyses } from '../storage';
export { AnalysisWorkers } from '../simulation/analysis-evaluator';
