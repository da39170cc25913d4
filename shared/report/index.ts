export * from './format';
export * from './table';
export * from './csv';
export * from './json';
export { llmTargetsCsv } from './csv-llm';
export { llmTargetLabel } from './llm-figures';
