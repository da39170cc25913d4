export * from './default-catalog';
export * from './catalog-tools';
