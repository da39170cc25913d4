export * from './default-catalog';
export * from './catalog-tools';
export * from './measured-run';
