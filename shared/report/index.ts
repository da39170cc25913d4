export * from './format';
export * from './table';
export * from './csv';
export * from './json';
