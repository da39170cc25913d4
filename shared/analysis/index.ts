export { simulateScenario, summariseScenario, summariseScenarioFigures, runSeed, type SimulateOptions } from './simulate';
export { FigureRecorder, concatFigures, recordRuns, type RunFigures } from './run-figures';
export { seededRuns } from './seeded-runs';
export { representativeRun, representativeKeys, type RepresentativeKeys } from './representative-run';
export { summariseFigures, summariseRuns, runCostPerJobMicro, runCostPer10kMicro } from './summarise';
export { recommend, recommendationSentence, missedTargets } from './recommend';
export { runTargets, TARGET_RUN_SHARE, LATENCY_MISS_TOLERANCE, UNSERVED_TOLERANCE, type RunTargets } from './targets';
export { distribution3, distributionOrNull } from './stats';
export { deadlineWarnings } from './deadline-warnings';
