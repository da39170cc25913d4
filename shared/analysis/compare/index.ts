export { inputDifferences, valueText, VALUE_TEXT_MAX, type InputDifference, type InputDifferences } from './input-differences';
export { compareScenarios, comparePlan, pairStrategies, type ComparePlan, type ScenarioComparison, type StrategyPairing } from './compare-scenarios';
export {
  readableDifferences,
  roundNoise,
  valueKind,
  SIGNIFICANT_DIGITS,
  type ReadableDifference,
  type ReadableDifferences,
  type ShownValue,
  type ValueKind,
} from './readable-differences';
