export { simulateScenario, summariseScenario, runSeed, type SimulateOptions } from './simulate';
export { seededRuns } from './seeded-runs';
export { representativeRun, representativeKeys, type RepresentativeKeys } from './representative-run';
export { summariseRuns, runCostPerJobMicro, runCostPer10kMicro } from './summarise';
export { recommend, recommendationSentence, missedTargets } from './recommend';
export { runTargets, TARGET_RUN_SHARE, LATENCY_MISS_TOLERANCE, UNSERVED_TOLERANCE, type RunTargets } from './targets';
export { distribution3, distributionOrNull } from './stats';
export { deadlineWarnings } from './deadline-warnings';
