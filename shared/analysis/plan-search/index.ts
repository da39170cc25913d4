export { findPlan, SCREEN_RUNS } from './find-plan';
export { dominates, frontierOf, type FrontierPoint } from './frontier';
export { allowedOffers } from './offer-filter';
export * from './plan-types';
