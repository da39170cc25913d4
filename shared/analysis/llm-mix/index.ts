export { llmMix, LlmMixError, MIX_STRATEGY_NOTE, type LlmMixAnalysis, type LlmMixOffer, type MixBaseRequest } from './llm-mix';
export type { MixStrategyKind } from './mix-strategies';
export { classCapacity, demandSlots } from './mix-problem';
export { llmMixWithTerm, mixBaseOffers, type LlmMixRequest, type MixBaseChoice, type MixBaseOffer } from './mix-base-term';
