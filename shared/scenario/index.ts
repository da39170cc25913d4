export * from './primitives';
export * from './catalog-schema';
export * from './workload-schema';
export * from './strategy-schema';
export * from './scenario-schema';
export { gpusPerUnit, placedGpusPerUnit, poolGpuCapacity } from './references';
export * from './migrate';
export * from './validate';
export * from './json-schema';
