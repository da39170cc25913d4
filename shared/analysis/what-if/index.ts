export { WhatIfAdjustments, WorkloadAdjustment, PriceChange, TrendChange, OwnedChange, emptyAdjustments, isEmptyAdjustments } from './adjustments';
export { applyWhatIf, effectiveCurve, drawnCurveFor, shiftCurve, scaleCurve, scaleArrivals, arrivalsPerWeek, type WhatIfOutcome } from './apply';
export { compareResults, type ResultsComparison, type StrategyDelta, type FigureDelta } from './compare';
export { applySetOverrides, parseSetArgument, parsePath, SetPathError, type SetOverride, type PathSegment } from './set-path';
export { keepWhatIf, medianRunCostByMonth, KeptWhatIfSchema, KeptWhatIfResultSchema, PartialWhatIfError, type KeptCostByMonth, type KeptWhatIfResult } from './kept';
export { describeAdjustments, type AdjustmentChange } from './describe';
export { deltaFigures, type DeltaFigure, type DeltaFigureKey, type DeltaFigureKind } from './delta-figures';
export { llmDeltaFigures, type LlmDeltaFigure, type LlmFigureId } from './llm-deltas';
export type { PairedSpread } from '../paired-spread';
