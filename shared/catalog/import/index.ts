export * from './price-list-types';
export * from './read-price-list';
export * from './import-preview';
export { ASSUMED_NETWORK_GBPS, type PriceStamp } from './offer-from-import';
export { gpuModelKey } from './gpu-match';
export { MAX_IMPORTED_OFFERS } from './skypilot-csv';
export { MAX_JSON_ENTRY_BYTES } from './aws-offer-file';
export { MAX_CSV_RECORD_CHARS } from './csv-table';
