export { simulateScenario, summariseScenario, runSeed, type SimulateOptions } from './simulate';
export { summariseRuns, runCostPerJobMicro, runCostPer10kMicro } from './summarise';
export { recommend, recommendationSentence, missedTargets } from './recommend';
export { runTargets, TARGET_RUN_SHARE, LATENCY_MISS_TOLERANCE, UNSERVED_TOLERANCE, type RunTargets } from './targets';
export { distribution3, distributionOrNull } from './stats';
export { deadlineWarnings } from './deadline-warnings';
